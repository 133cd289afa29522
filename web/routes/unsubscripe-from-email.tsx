import { createFileRoute } from "@tanstack/react-router";
import { rawSearchParam } from "../features/auth/search";
import { UnsubscribePage } from "../features/notifications/UnsubscribePage";

/** The public unsubscribe page, at the spec's spelling (career e-mails link here). */
export const Route = createFileRoute("/unsubscripe-from-email")({
  validateSearch: (search: Record<string, unknown>) => ({
    user_email: rawSearchParam(search, "user_email"),
    token: rawSearchParam(search, "token"),
  }),
  head: () => ({ meta: [{ title: "Unsubscribe | Amal" }, { name: "robots", content: "noindex" }] }),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage params={Route.useSearch()} />;
  },
});
