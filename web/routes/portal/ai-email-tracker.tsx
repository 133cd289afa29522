import { createFileRoute, redirect } from "@tanstack/react-router";
import { EMPTY_QUERY, fetchEmails, fetchInbox } from "../../features/email/api";
import { EmailTrackerPage } from "../../features/email/EmailTrackerPage";
import { EmailTrackerError, EmailTrackerSkeleton } from "../../features/email/EmailStates";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";

interface TrackerSearch {
  /** Where connecting Gmail came back to: connected or failed. */
  gmail?: "connected" | "failed";
}

export const Route = createFileRoute("/portal/ai-email-tracker")({
  validateSearch: (search: Record<string, unknown>): TrackerSearch => (search.gmail === "connected" || search.gmail === "failed" ? { gmail: search.gmail } : {}),
  head: () => ({ meta: [{ title: "Email Tracker | Amal" }] }),
  loader: async ({ abortController }) => {
    try {
      const [list, inbox] = await Promise.all([fetchEmails(EMPTY_QUERY, { signal: abortController.signal }), fetchInbox(abortController.signal)]);
      return { list, inbox };
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  pendingComponent: EmailTrackerSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: EmailTrackerError,
  // Every visit reads the latest e-mails.
  gcTime: 0,
  component: function EmailTrackerRoute() {
    return <EmailTrackerPage data={Route.useLoaderData()} gmailResult={Route.useSearch().gmail} />;
  },
});
