import { createFileRoute, redirect } from "@tanstack/react-router";
import { fetchSavedMessages } from "../../features/networking/api";
import { NetworkingPage } from "../../features/networking/NetworkingPage";
import { NetworkingError, NetworkingSkeleton } from "../../features/networking/NetworkingStates";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";

export const Route = createFileRoute("/portal/career-networking")({
  head: () => ({ meta: [{ title: "Career Networking | Amal" }] }),
  loader: async ({ abortController }) => {
    try {
      return { saved: await fetchSavedMessages(abortController.signal) };
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  pendingComponent: NetworkingSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: NetworkingError,
  // Every visit reads the latest saved messages.
  gcTime: 0,
  component: function CareerNetworkingRoute() {
    return <NetworkingPage saved={Route.useLoaderData().saved} />;
  },
});
