/**
 * The message as written: who it is for, its subject line (e-mails), the text in its own
 * direction, its length against LinkedIn's 300 characters or in words, Copy, the Favorite/Saved
 * toggle and Generate again.
 */
import { Badge, Button, Heading, Spinner, Text, VisuallyHidden } from "@radix-ui/themes";
import { Check, Copy, Mail, RotateCw, Star } from "lucide-react";
import { useEffect, useState } from "react";
import { NETWORKING_LIMITS } from "../../../core/schemas/networking";
import { useT } from "../../i18n/I18n";
import { LinkedInMark } from "../auth/icons";
import { charCount, clipboardText, wordCount, type ShownMessage } from "./networking-state";

interface ResultCardProps {
  message: ShownMessage | null;
  /** The message is among the saved ones (spec: Saved), else Favorite. */
  saved: boolean;
  writing: boolean;
  toggling: boolean;
  /** Why Favorite/Saved did not work, in the interface language. */
  toggleProblem: string | null;
  onToggle: () => void;
  onAgain: () => void;
}

export function ResultCard({ message, saved, writing, toggling, toggleProblem, onToggle, onAgain }: ResultCardProps) {
  const t = useT("networking");
  return (
    <section className="net-card net-result" aria-labelledby="net-result-title" aria-busy={writing || undefined}>
      <Heading as="h2" size="4" id="net-result-title" className="net-card__title">
        {t("result.title")}
      </Heading>
      {message ? (
        <Written message={message} saved={saved} writing={writing} toggling={toggling} toggleProblem={toggleProblem} onToggle={onToggle} onAgain={onAgain} />
      ) : writing ? (
        <div className="net-result__empty" role="status">
          <Spinner size="3" />
          <Text as="p" color="gray">
            {t("result.writing")}
          </Text>
        </div>
      ) : (
        <div className="net-result__empty">
          <Text as="p" color="gray">
            {t("result.empty")}
          </Text>
        </div>
      )}
    </section>
  );
}

function Written({ message, saved, writing, toggling, toggleProblem, onToggle, onAgain }: Omit<ResultCardProps, "message"> & { message: ShownMessage }) {
  const t = useT("networking");
  const { report } = message;
  const dir = report.language === "ar" ? "rtl" : "ltr";
  const isEmail = report.type === "email";
  const length = isEmail ? wordCount(report.message) : charCount(report.message);
  const tooLong = !isEmail && length > NETWORKING_LIMITS.linkedinChars;
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");

  // A new message has not been copied yet.
  const [copiedText, setCopiedText] = useState(report.message);
  if (copiedText !== report.message) {
    setCopiedText(report.message);
    setCopied("idle");
  }
  useEffect(() => {
    if (copied !== "done") return;
    const timer = setTimeout(() => setCopied("idle"), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(clipboardText(report, t("result.subject")));
      setCopied("done");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <div className={writing ? "net-result__body net-result__body--stale" : "net-result__body"}>
      <dl className="net-meta">
        <div>
          <dt>{t("result.position")}</dt>
          <dd>
            <bdi>{report.job_title_in_company}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("result.type")}</dt>
          <dd>
            <Badge color={isEmail ? "indigo" : "cyan"} variant="soft" highContrast size="2" className="net-badge">
              {isEmail ? <Mail size={13} aria-hidden="true" /> : <LinkedInMark size={13} />}
              {isEmail ? t("type.email") : t("type.linkedin")}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{t("result.to")}</dt>
          <dd>
            <bdi>{report.addressee_name}</bdi>
          </dd>
        </div>
      </dl>

      {isEmail && report.subject && (
        <div className="net-subject">
          <span className="net-subject__label">{t("result.subject")}</span>
          <p className="net-subject__text" data-i18n="content" lang={report.language} dir={dir}>
            {report.subject}
          </p>
        </div>
      )}
      <p className="net-message" data-i18n="content" lang={report.language} dir={dir}>
        {report.message}
      </p>

      <div className="net-result__meter">
        {isEmail ? (
          <Text size="2" color="gray">
            {t("result.words", { count: length })}
          </Text>
        ) : (
          <Text size="2" color={tooLong ? "red" : "gray"} aria-label={t("result.charsLabel", { count: length, max: NETWORKING_LIMITS.linkedinChars })} className="net-counter">
            {t("result.chars", { count: length, max: NETWORKING_LIMITS.linkedinChars })}
          </Text>
        )}
        {tooLong && (
          <Text size="2" color="red">
            {t("result.tooLong")}
          </Text>
        )}
      </div>

      <div className="net-actions">
        <Button type="button" variant="soft" size="2" onClick={() => void copy()}>
          {copied === "done" ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied === "done" ? t("result.copied") : t("result.copy")}
        </Button>
        <Button
          type="button"
          size="2"
          variant={saved ? "solid" : "outline"}
          color="amber"
          className="net-favorite"
          title={saved ? t("result.savedHint") : t("result.favoriteHint")}
          disabled={toggling || writing}
          onClick={onToggle}
        >
          {toggling ? <Spinner /> : <Star size={16} aria-hidden="true" fill={saved ? "currentColor" : "none"} />}
          {saved ? t("result.saved") : t("result.favorite")}
        </Button>
        <Button type="button" size="2" variant="ghost" className="net-again" disabled={writing} onClick={onAgain}>
          {writing ? <Spinner /> : <RotateCw size={16} aria-hidden="true" />}
          {t("result.again")}
        </Button>
      </div>
      <VisuallyHidden asChild>
        <p role="status">{copied === "done" ? t("result.copied") : ""}</p>
      </VisuallyHidden>
      {copied === "failed" && (
        <Text as="p" size="2" color="red" role="alert">
          {t("result.copyFailed")}
        </Text>
      )}
      {toggleProblem && (
        <Text as="p" size="2" color="red" role="alert">
          {toggleProblem}
        </Text>
      )}
    </div>
  );
}
