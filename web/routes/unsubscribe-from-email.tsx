import { createFileRoute } from "@tanstack/react-router";
import { rawSearchParam } from "../features/auth/search";
import { UnsubscribePage } from "../features/notifications/UnsubscribePage";

/** The public unsubscribe page at its usual spelling: the same page as /unsubscripe-from-email. */
export const Route = createFileRoute("/unsubscribe-from-email")({
  validateSearch: (search: Record<string, unknown>) => ({
    user_email: rawSearchParam(search, "user_email"),
    token: rawSearchParam(search, "token"),
  }),
  head: () => ({ meta: [{ title: "Unsubscribe | Amal" }, { name: "robots", content: "noindex" }] }),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage params={Route.useSearch()} />;
  },
});
