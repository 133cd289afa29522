import { createFileRoute } from "@tanstack/react-router";
import { sessionFromUrl } from "../../features/coach/session-ref";
import { VoicePage } from "../../features/voice/VoicePage";

interface VoiceSearch {
  session_id?: string;
  session_name?: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined);

/** /portal/assistant-audio-chat, with `?session_id=&session_name=` naming the coaching session (as the text chat). */
export const Route = createFileRoute("/portal/assistant-audio-chat")({
  validateSearch: (search: Record<string, unknown>): VoiceSearch => ({
    session_id: text(search.session_id),
    session_name: text(search.session_name),
  }),
  head: () => ({ meta: [{ title: "Voice Session | Amal" }] }),
  component: function AssistantAudioChatRoute() {
    const search = Route.useSearch();
    return <VoicePage urlSession={sessionFromUrl(search.session_id, search.session_name)} />;
  },
});
