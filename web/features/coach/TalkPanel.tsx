import { Button, Heading, IconButton, Text, Tooltip, VisuallyHidden } from "@radix-ui/themes";
import { ArrowDown, MessagesSquare, Plus, Sparkles } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { CoachMessage, PendingReply } from "../../../party/coach-protocol";
import { useT } from "../../i18n/I18n";
import type { OutgoingMessage } from "./chat-state";
import { MessageBubble } from "./MessageBubble";
import { usePromptTemplates } from "./prompts";

/** How close to the bottom (px) still counts as "at the bottom" (new text keeps it in view). */
const STICK_PX = 80;

interface TalkPanelProps {
  sessionName: string | null;
  messages: CoachMessage[];
  outbox: OutgoingMessage[];
  streaming: PendingReply | null;
  onPickPrompt: (template: string) => void;
  onNewSession: () => void;
  composer: ReactNode;
  hidden?: boolean;
}

/**
 * The Talk to Coach panel (spec): the transcript (You / Amal), the reply streaming in, the
 * message box, and a button back to the newest message when the user has scrolled up.
 */
export function TalkPanel({ sessionName, messages, outbox, streaming, onPickPrompt, onNewSession, composer, hidden }: TalkPanelProps) {
  const t = useT("coach");
  const templates = usePromptTemplates();
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  const onScroll = () => {
    const el = logRef.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX;
    atBottom.current = near;
    setShowJump(!near);
  };

  const scrollToBottom = (behavior: ScrollBehavior = "auto") => {
    const el = logRef.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior });
    atBottom.current = true;
    setShowJump(false);
  };

  // New messages and streamed tokens keep the newest text in view, unless the user scrolled up
  // to read; a message of their own always brings them back down.
  const streamedLength = streaming?.text.length ?? 0;
  const total = messages.length + outbox.length;
  const lastTotal = useRef(total);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text grows (messages, streamed tokens, tool cards), not on every render of the panel.
  useLayoutEffect(() => {
    if (total === 0 && !streaming) return;
    const grewByOwnMessage = outbox.length > 0 && total > lastTotal.current;
    lastTotal.current = total;
    if (atBottom.current || grewByOwnMessage) scrollToBottom();
    else setShowJump(true);
  }, [total, streamedLength, streaming?.toolsUsed.length, outbox.length]);

  // Back at the bottom when the panel is shown again (narrow screens switch panels).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only showing the panel again scrolls it; new text is handled above.
  useEffect(() => {
    if (!hidden && total > 0) scrollToBottom();
  }, [hidden]);

  // Screen readers hear that an answer arrived, not every token of it.
  const lastAi = [...messages].reverse().find((m) => m.type === "ai");
  const lastAiId = useRef(lastAi?.id);
  useEffect(() => {
    if (lastAi && lastAi.id !== lastAiId.current) setAnnouncement(t("talk.answered"));
    lastAiId.current = lastAi?.id;
  }, [lastAi, t]);

  const empty = messages.length === 0 && outbox.length === 0 && !streaming;

  return (
    <section className="coach-panel coach-talk" aria-labelledby="coach-talk-title" hidden={hidden}>
      <header className="coach-panel__head">
        <span className="coach-panel__icon" aria-hidden="true">
          <MessagesSquare size={18} />
        </span>
        <div className="coach-panel__titles">
          <Heading as="h2" size="3" id="coach-talk-title">
            {t("talk.title")}
          </Heading>
          <Text as="p" size="1" color="gray" className="coach-talk__session" data-testid="session-name">
            {sessionName ? <bdi>{sessionName}</bdi> : t("talk.newSession")}
          </Text>
        </div>
        <Tooltip content={t("talk.newSessionHint")}>
          <Button type="button" size="2" variant="soft" color="gray" onClick={onNewSession} className="coach-talk__new" aria-label={t("talk.newSession")}>
            <Plus size={16} aria-hidden="true" />
            <span className="coach-talk__new-label">{t("talk.newSession")}</span>
          </Button>
        </Tooltip>
      </header>

      <div className="coach-talk__viewport">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to be scrolled. */}
        <div className="coach-talk__log" ref={logRef} onScroll={onScroll} role="log" aria-live="off" aria-label={t("talk.log")} tabIndex={0}>
          {empty ? (
            <div className="coach-talk__welcome">
              <span className="coach-talk__welcome-icon" aria-hidden="true">
                <Sparkles size={26} />
              </span>
              <Heading as="h3" size="4">
                {t("talk.welcome")}
              </Heading>
              <Text as="p" size="2" color="gray">
                {t("talk.welcomeText")}
              </Text>
              <ul className="coach-talk__suggestions" aria-label={t("talk.suggestions")}>
                {templates.map((template) => (
                  <li key={template}>
                    <button type="button" className="suggestion" onClick={() => onPickPrompt(template)}>
                      {template}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol className="coach-talk__messages">
              {messages.map((m) => (
                <MessageBubble key={m.id} type={m.type} text={m.text} createdAt={m.createdAt} citations={m.citations} kind={m.kind} />
              ))}
              {outbox.map((m) => (
                <MessageBubble key={m.clientMessageId} type="human" text={m.text} createdAt={m.createdAt} state="sending" />
              ))}
              {streaming && (
                <MessageBubble
                  type="ai"
                  text={streaming.text}
                  kind={streaming.kind === "insights" ? "insights" : "chat"}
                  citations={streaming.toolsUsed.flatMap((t) => t.citations)}
                  state="streaming"
                />
              )}
            </ol>
          )}
        </div>

        {showJump && (
          <IconButton type="button" radius="full" size="3" className="coach-talk__jump" aria-label={t("talk.jump")} onClick={() => scrollToBottom("smooth")}>
            <ArrowDown size={18} aria-hidden="true" />
          </IconButton>
        )}
      </div>
      <VisuallyHidden>
        <p role="status">{announcement}</p>
      </VisuallyHidden>

      {composer}
    </section>
  );
}
