import { createFileRoute } from "@tanstack/react-router";
import { ChatPage } from "../../features/coach/ChatPage";
import { sessionFromUrl } from "../../features/coach/session-ref";

/** /portal/assistant-chat/:sessionName/:sessionId — the same screen, the session named by the path (spec). */
export const Route = createFileRoute("/portal/assistant-chat_/$sessionName/$sessionId")({
  head: ({ params }) => ({ meta: [{ title: `${params.sessionName} | Assistant | Amal` }] }),
  component: function AssistantChatSessionRoute() {
    const { sessionName, sessionId } = Route.useParams();
    return <ChatPage urlSession={sessionFromUrl(sessionId, sessionName)} />;
  },
});
