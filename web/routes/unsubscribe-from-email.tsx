import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "../features/notifications/UnsubscribePage";
import { unsubscribeSearch } from "../features/notifications/unsubscribe-search";

/** The public unsubscribe page at its usual spelling (career e-mails link here): the same page as /unsubscripe-from-email. */
export const Route = createFileRoute("/unsubscribe-from-email")({
  validateSearch: unsubscribeSearch,
  head: () => ({ meta: [{ title: "Unsubscribe | Amal" }, { name: "robots", content: "noindex" }] }),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage params={Route.useSearch()} />;
  },
});
