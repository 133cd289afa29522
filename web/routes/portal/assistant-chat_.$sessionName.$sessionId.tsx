import { createFileRoute } from "@tanstack/react-router";
import { ChatPage } from "../../features/coach/ChatPage";
import { sessionFromUrl } from "../../features/coach/session-ref";
import { appTranslator } from "../../i18n/app-i18n";

/** /portal/assistant-chat/:sessionName/:sessionId — the same screen, the session named by the path (spec). */
export const Route = createFileRoute("/portal/assistant-chat_/$sessionName/$sessionId")({
  head: ({ params }) => ({ meta: [{ title: appTranslator("coach")?.("meta.sessionTitle", { name: params.sessionName }) ?? `${params.sessionName} | Assistant | Amal` }] }),
  component: function AssistantChatSessionRoute() {
    const { sessionName, sessionId } = Route.useParams();
    return <ChatPage urlSession={sessionFromUrl(sessionId, sessionName)} />;
  },
});
