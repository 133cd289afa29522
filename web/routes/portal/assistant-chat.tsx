import { createFileRoute } from "@tanstack/react-router";
import { ChatPage } from "../../features/coach/ChatPage";
import { sessionFromUrl } from "../../features/coach/session-ref";
import { appTranslator } from "../../i18n/app-i18n";

interface ChatSearch {
  session_id?: string;
  session_name?: string;
  /** `new=1`: start a blank session instead of reopening the stored one. */
  new?: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined);

/** /portal/assistant-chat, with `?session_id=&session_name=` naming the session (spec). */
export const Route = createFileRoute("/portal/assistant-chat")({
  validateSearch: (search: Record<string, unknown>): ChatSearch => ({
    session_id: text(search.session_id),
    session_name: text(search.session_name),
    new: text(search.new),
  }),
  head: () => ({ meta: [{ title: appTranslator("coach")?.("meta.title") ?? "Assistant | Amal" }] }),
  component: function AssistantChatRoute() {
    const search = Route.useSearch();
    return <ChatPage urlSession={sessionFromUrl(search.session_id, search.session_name)} fresh={search.new === "1"} />;
  },
});
