import { Badge } from "@radix-ui/themes";
import { Bot, Mic, User } from "lucide-react";
import { memo } from "react";
import type { Citation } from "../../../core/coach/types";
import { useT } from "../../i18n/I18n";
import { Citations } from "./Citations";
import { Markdown } from "./markdown/Markdown";

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

interface MessageBubbleProps {
  type: "human" | "ai";
  text: string;
  createdAt?: string;
  citations?: Citation[];
  kind?: "chat" | "insights" | "voice";
  /** A human message not yet confirmed by the room, or an answer still streaming. */
  state?: "sending" | "streaming";
}

/**
 * One entry of the transcript: "You" for the user, the coach's name for Amal (spec). The text
 * takes the direction of its own words (`dir="auto"`): an English message reads left to right in
 * the Arabic interface, an Arabic one right to left in the English interface.
 */
export const MessageBubble = memo(function MessageBubble({ type, text, createdAt, citations, kind, state }: MessageBubbleProps) {
  const t = useT("coach");
  const mine = type === "human";
  const at = createdAt ? new Date(createdAt) : null;
  return (
    <li className={`bubble bubble--${mine ? "human" : "ai"}`} data-state={state} data-testid={mine ? "human-message" : "ai-message"}>
      <span className="bubble__avatar" aria-hidden="true">
        {mine ? <User size={16} /> : <Bot size={16} />}
      </span>
      <div className="bubble__main">
        <div className="bubble__meta">
          <span className="bubble__who">{mine ? t("you") : t("coachName")}</span>
          {kind === "insights" && (
            <Badge size="1" variant="soft" color="violet">
              {t("bubble.insights")}
            </Badge>
          )}
          {kind === "voice" && (
            <Badge size="1" variant="soft" color="teal">
              <Mic size={12} aria-hidden="true" />
              {t("bubble.voice")}
            </Badge>
          )}
          {state === "sending" ? (
            <span className="bubble__time">{t("bubble.sending")}</span>
          ) : (
            at && !Number.isNaN(at.getTime()) && (
              <time className="bubble__time" dateTime={createdAt}>
                {t.date(at, TIME)}
              </time>
            )
          )}
        </div>
        <div className="bubble__body">
          {mine ? (
            <p className="bubble__plain" dir="auto">
              {text}
            </p>
          ) : text ? (
            <Markdown text={text} />
          ) : (
            <span className="typing" aria-label={t("bubble.thinking")} role="img">
              <span />
              <span />
              <span />
            </span>
          )}
        </div>
        {citations && citations.length > 0 && <Citations items={citations} />}
      </div>
    </li>
  );
});
