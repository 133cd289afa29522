import { createFileRoute, redirect } from "@tanstack/react-router";
import { resumeReport } from "../../features/career/api";
import { ReportError, ReportSkeleton } from "../../features/career/report/ReportStates";
import { ResumeReportPage } from "../../features/career/report/ResumeReportPage";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";

/** `?resume_id=12`: which resume; anything else is no resume (the server answers 404). */
function validateSearch(search: Record<string, unknown>): { resume_id: number } {
  const id = Number(search.resume_id);
  return { resume_id: Number.isInteger(id) && id > 0 ? id : 0 };
}

export const Route = createFileRoute("/portal/resume-report")({
  head: () => ({ meta: [{ title: "Resume Report | Amal" }] }),
  validateSearch,
  loaderDeps: ({ search }) => ({ id: search.resume_id }),
  loader: async ({ deps, abortController }) => {
    try {
      return await resumeReport(deps.id, {}, abortController.signal);
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  pendingComponent: ReportSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: ReportError,
  gcTime: 0,
  component: function ResumeReportRoute() {
    return <ResumeReportPage report={Route.useLoaderData()} />;
  },
});
