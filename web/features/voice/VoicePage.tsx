import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type ReactNode, useCallback, useRef } from "react";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import { signedInUserId } from "../../state/session";
import { LoadingScreen } from "../coach/LoadingScreen";
import { RoomClosed, SessionProblem } from "../coach/room-closed";
import type { SessionRef } from "../coach/session-ref";
import { ChatTopNav, CoachHeader } from "../portal/chat-header";
import { portalUserAtom } from "../portal/state";
import { useVoiceChat } from "./useVoiceChat";
import { useVoiceSession } from "./useVoiceSession";
import { VoiceControls } from "./VoiceControls";
import { VoiceConversation } from "./VoiceConversation";
import "../coach/coach.css";
import "./voice.css";

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * /portal/assistant-audio-chat: talking with Amal (spec section 2, "Voice chat"). The turns land
 * in the coaching session the URL names (else this browser's, else a new one), so the text chat
 * shows them too; the bubbles here belong to this page only.
 */
export function VoicePage({ urlSession }: { urlSession: SessionRef | null }) {
  const t = useT("voice");
  const _coach = useT("coach");
  const { locale } = useLocale();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const portalUser = useAtomValue(portalUserAtom);
  const userId = signedInUserId() ?? portalUser?.id ?? null;

  /** The session goes into the address bar, so a reload, the top navigation and a shared link keep it. */
  const writeUrl = useCallback(
    (ref: SessionRef) => {
      void navigate({ to: "/portal/assistant-audio-chat", search: { session_id: ref.id, session_name: ref.name }, replace: true });
    },
    [navigate],
  );
  const { session, status: loadStatus, error: loadError, retry, startNew } = useVoiceSession(urlSession, writeUrl);
  const audioRef = useRef<HTMLAudioElement>(null);
  const voice = useVoiceChat({ sessionId: loadStatus === "ready" ? (session?.id ?? null) : null, userId, audioRef });
  // A room that keeps refusing the socket is shown like a session that could not be opened, with the API's reason.
  const status = voice.refusal ? (voice.refusal.status === 404 ? "missing" : "error") : loadStatus;
  const error = voice.refusal ?? loadError;

  // The room words its refusals in English (the errors catalogue translates them); a failed turn
  // is already in the turn's language, kept when that is the interface's.
  const roomError = voice.state.error;
  const errorShown = voice.unsent
    ? t("error.notConnected")
    : roomError === null
      ? null
      : locale === "ar" && ARABIC_LETTER.test(roomError)
        ? roomError
        : errorText.message(roomError);

  let content: ReactNode;
  if (voice.ended) content = <RoomClosed cause={voice.ended} />;
  else if (status === "loading") content = <LoadingScreen />;
  else if (status === "missing" || status === "error") {
    content = (
      <SessionProblem
        missing={status === "missing"}
        title={status === "missing" ? t("load.missing") : t("load.error")}
        text={status === "error" && error ? errorText.refusal(error) : null}
        retry={{ label: t("load.retry"), onClick: voice.refusal ? voice.reconnect : retry }}
        startNew={{ label: t("load.newSession"), onClick: startNew }}
      />
    );
  } else {
    content = (
      <div className="voice-page__body">
        <VoiceConversation messages={voice.state.messages} processing={voice.processing} speaking={voice.speaking} />
        <VoiceControls
          transcript={voice.transcript}
          languages={voice.languages}
          language={voice.language}
          onLanguage={voice.changeLanguage}
          connection={voice.connection}
          mainAction={voice.mainAction}
          onMain={voice.pressMain}
          recording={voice.recording}
          processing={voice.processing}
          switching={voice.switching}
          muted={voice.muted}
          onMute={voice.toggleMute}
          hasMessages={voice.state.messages.length > 0}
          onClear={voice.clear}
          problem={voice.problem}
          error={errorShown}
          onSendTyped={voice.sendText}
        />
      </div>
    );
  }

  return (
    <div className="voice-page" data-connection={voice.connection} data-status={status}>
      <div className="voice-page__head">
        <CoachHeader />
        <ChatTopNav />
      </div>
      {content}
      {/* Amal's voice: one element, always in the page, playing the answer's clips in order. */}
      {/* biome-ignore lint/a11y/useMediaCaption: the words Amal speaks are written in her bubble. */}
      <audio ref={audioRef} data-testid="voice-audio" className="voice-audio" />
      <p className="voice-sr-only" role="status" aria-live="polite">
        {voice.speaking ? t("audio.status.playing") : ""}
      </p>
    </div>
  );
}
