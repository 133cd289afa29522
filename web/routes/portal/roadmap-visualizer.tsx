import { createFileRoute } from "@tanstack/react-router";
import { RoadmapPage } from "../../features/roadmap/RoadmapPage";

export const Route = createFileRoute("/portal/roadmap-visualizer")({
  head: () => ({ meta: [{ title: "Craft Roadmap | Amal" }] }),
  component: RoadmapPage,
});
