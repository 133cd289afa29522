import { Button, IconButton, Text, TextArea } from "@radix-ui/themes";
import { CircleAlert, Info, SendHorizontal, X } from "lucide-react";
import { forwardRef, type FormEvent, type KeyboardEvent } from "react";
import { COACH_LIMITS } from "../../../party/coach-protocol";
import type { Notice } from "./chat-state";

interface ComposerProps {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  busy: boolean;
  notice: Notice | null;
  onDismissNotice: () => void;
  /** Shown under the box while the socket is reconnecting. */
  offline?: boolean;
}

/**
 * The message box (spec: placeholder "Type your message here...", Submit reading "Processing..."
 * while busy). Enter sends, Shift+Enter starts a new line; typing stays possible while Amal
 * answers, so the next question can be ready.
 */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ value, onChange, onSubmit, busy, notice, onDismissNotice, offline }, ref) {
  const tooLong = value.length > COACH_LIMITS.maxMessageChars;
  const canSend = !busy && value.trim() !== "" && !tooLong;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSubmit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className="composer" onSubmit={submit} aria-label="Message Amal">
      {notice && (
        <div className={`composer__notice composer__notice--${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}>
          {notice.tone === "error" ? <CircleAlert size={16} aria-hidden="true" /> : <Info size={16} aria-hidden="true" />}
          <Text size="2" className="composer__notice-text">
            {notice.text}
          </Text>
          <IconButton type="button" size="1" variant="ghost" color="gray" aria-label="Dismiss" onClick={onDismissNotice}>
            <X size={14} aria-hidden="true" />
          </IconButton>
        </div>
      )}
      <div className="composer__row">
        <TextArea
          ref={ref}
          className="composer__input"
          size="3"
          resize="none"
          placeholder="Type your message here..."
          aria-label="Message"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby="composer-hint"
        />
        <Button type="submit" size="3" className="composer__send" disabled={!canSend}>
          {busy ? "Processing..." : "Submit"}
          {!busy && <SendHorizontal size={16} aria-hidden="true" />}
        </Button>
      </div>
      {offline && (
        <Text as="p" size="1" className="composer__offline" role="status">
          Reconnecting… your message goes out as soon as the connection is back.
        </Text>
      )}
      <Text as="p" size="1" color={tooLong ? "red" : "gray"} id="composer-hint" className={tooLong ? "composer__hint composer__hint--error" : "composer__hint"}>
        {tooLong ? `Messages can be up to ${COACH_LIMITS.maxMessageChars} characters (${value.length} now).` : "Enter to send · Shift+Enter for a new line"}
      </Text>
    </form>
  );
});
