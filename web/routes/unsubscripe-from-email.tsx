import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "../features/notifications/UnsubscribePage";
import { unsubscribeSearch } from "../features/notifications/unsubscribe-search";

/** The public unsubscribe page, at the spec's spelling. */
export const Route = createFileRoute("/unsubscripe-from-email")({
  validateSearch: unsubscribeSearch,
  head: () => ({ meta: [{ title: "Unsubscribe | Amal" }, { name: "robots", content: "noindex" }] }),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage params={Route.useSearch()} />;
  },
});
