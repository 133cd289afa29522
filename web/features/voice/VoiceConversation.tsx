import { Heading } from "@radix-ui/themes";
import { ArrowUpRight, Bot, Mic, User } from "lucide-react";
import { memo, useLayoutEffect, useRef } from "react";
import { useT } from "../../i18n/I18n";
import { safeHref } from "../coach/markdown/parse";
import { EmptyState } from "../portal/EmptyState";
import type { VoiceChatMessage } from "./voice-state";

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

interface Props {
  messages: VoiceChatMessage[];
  processing: boolean;
  speaking: boolean;
}

/**
 * The panel "Voice Chat with Amal" (spec): the user's and Amal's bubbles with their hour and
 * minute, the answer growing sentence by sentence, and "Processing..." or "Speaking..." while
 * Amal thinks or talks.
 */
export function VoiceConversation({ messages, processing, speaking }: Props) {
  const t = useT("voice");
  const logRef = useRef<HTMLDivElement>(null);
  const lastText = messages.at(-1)?.message.length ?? 0;

  // The newest words stay in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a bubble is added or grows.
  useLayoutEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, lastText, processing]);

  const indicator = processing ? t("status.processing") : speaking ? t("status.speaking") : null;

  return (
    <section className="voice-panel voice-conversation" aria-labelledby="voice-title">
      <div className="voice-panel__head">
        <Heading as="h2" size="4" id="voice-title" className="voice-panel__title">
          {t("panel.title")}
        </Heading>
        {indicator && (
          <span className={`voice-indicator voice-indicator--${processing ? "processing" : "speaking"}`} data-testid="voice-indicator">
            <span className="voice-indicator__bars" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {indicator}
          </span>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users can reach and scroll it. */}
      <div ref={logRef} className="voice-conversation__log" tabIndex={0} role="log" aria-label={t("panel.title")}>
        {messages.length === 0 ? (
          <EmptyState className="voice-empty" icon={<Mic size={26} />} title={t("empty.title")} hint={t("empty.text")} />
        ) : (
          <ol className="voice-conversation__list">
            {messages.map((m) => (
              <VoiceBubble key={m.id} message={m} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

const VoiceBubble = memo(function VoiceBubble({ message }: { message: VoiceChatMessage }) {
  const t = useT("voice");
  const mine = message.type === "user";
  const at = new Date(message.timestamp);
  const links = (message.links ?? []).map((l) => ({ ...l, href: safeHref(l.url) })).filter((l) => l.href);
  return (
    <li
      className={`bubble bubble--${mine ? "human" : "ai"}`}
      data-testid={mine ? "voice-user-message" : "voice-ai-message"}
      data-state={message.streaming ? "streaming" : undefined}
    >
      <span className="bubble__avatar" aria-hidden="true">
        {mine ? <User size={16} /> : <Bot size={16} />}
      </span>
      <div className="bubble__main">
        <div className="bubble__meta">
          <span className="bubble__who">{mine ? t("you") : t("coachName")}</span>
          <time className="bubble__time" dateTime={message.timestamp}>
            {t.date(at, TIME)}
          </time>
          {message.interrupted && <span className="voice-bubble__interrupted">{t("bubble.interrupted")}</span>}
        </div>
        <div className="bubble__body">
          {message.message ? (
            <p className="bubble__plain" dir="auto">
              {message.message}
            </p>
          ) : (
            <span className="typing" aria-label={t("status.processing")} role="img">
              <span />
              <span />
              <span />
            </span>
          )}
        </div>
        {links.length > 0 && (
          <div className="citations">
            <span className="citations__label">{t("bubble.links")}</span>
            <ul>
              {links.map((l) => (
                <li key={l.url}>
                  <a href={l.href!} target="_blank" rel="noopener noreferrer" className="citation">
                    <span dir="auto">{l.title}</span>
                    <ArrowUpRight size={13} aria-hidden="true" className="flip-rtl" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
});
