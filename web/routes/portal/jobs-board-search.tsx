import { createFileRoute } from "@tanstack/react-router";
import { JobSearchPage } from "../../features/jobs/JobSearchPage";

export const Route = createFileRoute("/portal/jobs-board-search")({
  head: () => ({ meta: [{ title: "Job Search | Amal" }] }),
  component: JobSearchPage,
});
