import { createFileRoute, redirect } from "@tanstack/react-router";
import { fetchLastRoadmap, fetchSavedRoadmaps } from "../../features/roadmap/api";
import { RoadmapPage } from "../../features/roadmap/RoadmapPage";
import { RoadmapError, RoadmapSkeleton } from "../../features/roadmap/RoadmapStates";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";

export const Route = createFileRoute("/portal/roadmap-visualizer")({
  head: () => ({ meta: [{ title: "Craft Roadmap | Amal" }] }),
  loader: async ({ abortController }) => {
    try {
      const [last, saved] = await Promise.all([fetchLastRoadmap(abortController.signal), fetchSavedRoadmaps(abortController.signal)]);
      return { last, saved };
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  pendingComponent: RoadmapSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: RoadmapError,
  // Every visit reads the last roadmap and the favorites as they are now.
  gcTime: 0,
  component: function RoadmapVisualizerRoute() {
    const { last, saved } = Route.useLoaderData();
    return <RoadmapPage last={last} saved={saved} />;
  },
});
