import { createFileRoute, redirect } from "@tanstack/react-router";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";
import { fetchCareer } from "../../features/career/api";
import { CareerInfoPage } from "../../features/career/CareerInfoPage";
import { CareerError, CareerSkeleton } from "../../features/career/CareerStates";

export const Route = createFileRoute("/portal/career-info")({
  head: () => ({ meta: [{ title: "Career Info | Amal" }] }),
  loader: async ({ abortController }) => {
    try {
      return await fetchCareer(abortController.signal);
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  // Each section's outline shows at once, its content as soon as the data is there.
  pendingComponent: CareerSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: CareerError,
  // Every visit reads the latest career info (Get Info and other tabs change it), behind the skeleton.
  gcTime: 0,
  component: function CareerInfoRoute() {
    return <CareerInfoPage data={Route.useLoaderData()} />;
  },
});
