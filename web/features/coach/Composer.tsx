import { Button, IconButton, Text, TextArea } from "@radix-ui/themes";
import { CircleAlert, Info, SendHorizontal, X } from "lucide-react";
import { forwardRef, type FormEvent, type KeyboardEvent } from "react";
import { COACH_LIMITS } from "../../../party/coach-protocol";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import type { Notice } from "./chat-state";

/** Character counts as the limit is written: 4000, not 4,000. */
const PLAIN = { useGrouping: false } as const;

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
 * answers, so the next question can be ready. The box takes the direction of what is typed in it.
 */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ value, onChange, onSubmit, busy, notice, onDismissNotice, offline }, ref) {
  const t = useT("coach");
  const errorText = useErrorText();
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
    <form className="composer" onSubmit={submit} aria-label={t("composer.label")}>
      {notice && (
        <div className={`composer__notice composer__notice--${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}>
          {notice.tone === "error" ? <CircleAlert size={16} aria-hidden="true" /> : <Info size={16} aria-hidden="true" />}
          <Text size="2" className="composer__notice-text">
            {notice.from === "room" ? errorText.message(notice.text) : notice.text}
          </Text>
          <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t("composer.dismiss")} onClick={onDismissNotice}>
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
          placeholder={t("composer.placeholder")}
          aria-label={t("composer.input")}
          dir="auto"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby="composer-hint"
        />
        <Button type="submit" size="3" className="composer__send" disabled={!canSend}>
          {busy ? t("composer.processing") : t("composer.submit")}
          {!busy && <SendHorizontal size={16} aria-hidden="true" className="flip-rtl" />}
        </Button>
      </div>
      {offline && (
        <Text as="p" size="1" className="composer__offline" role="status">
          {t("composer.offline")}
        </Text>
      )}
      <Text as="p" size="1" color={tooLong ? "red" : "gray"} id="composer-hint" className={tooLong ? "composer__hint composer__hint--error" : "composer__hint"}>
        {tooLong ? t("composer.tooLong", { max: t.number(COACH_LIMITS.maxMessageChars, PLAIN), count: t.number(value.length, PLAIN) }) : t("composer.hint")}
      </Text>
    </form>
  );
});
