import { createFileRoute, redirect } from "@tanstack/react-router";
import { fetchPortalHome, forgetExpiredSession, isSessionExpired } from "../../features/portal/api";
import { HomeError, HomeSkeleton } from "../../features/portal/home/HomeStates";
import { PortalHomePage } from "../../features/portal/home/PortalHomePage";

export const Route = createFileRoute("/portal/home")({
  head: () => ({ meta: [{ title: "Homepage | Amal" }] }),
  loader: async ({ abortController }) => {
    try {
      return await fetchPortalHome(abortController.signal);
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  // The skeleton shows at once and the page as soon as the data is there: no minimum wait.
  pendingComponent: HomeSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: HomeError,
  component: function PortalHomeRoute() {
    return <PortalHomePage data={Route.useLoaderData()} />;
  },
});
