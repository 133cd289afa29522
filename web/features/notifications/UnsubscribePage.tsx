/**
 * The public unsubscribe page (/unsubscripe-from-email, /unsubscribe-from-email): a career
 * e-mail's signed link opens it; it unsubscribes at once and shows a status card with a title,
 * a message and an icon (spec §2, §4): loading, then success, already_unsubscribed or error. A
 * link without `user_email` is an error straight away. Without JavaScript the worker's <noscript>
 * form does the same job (worker/features/career-emails/pages.ts).
 */
import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { AuthIcon } from "../auth/icons";
import { BillingFrame } from "../billing/BillingFrame";
import { ApiError, unsubscribeByLink } from "./career-email-api";
import type { UnsubscribeParams } from "./unsubscribe-search";
import "./career-emails.css";

type Phase = { kind: "loading" } | { kind: "success" } | { kind: "already_unsubscribed" } | { kind: "error"; message: string };

export function UnsubscribePage({ params }: { params: UnsubscribeParams }) {
  const t = useT("notifications");
  const errorText = useErrorText();
  const words = useRef({ t, errorText });
  words.current = { t, errorText };
  const { user_email, token } = params;
  const [phase, setPhase] = useState<Phase>(() => (user_email ? { kind: "loading" } : { kind: "error", message: t("unsubscribe.error.missing") }));
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !user_email) return;
    started.current = true;
    const { t, errorText } = words.current;
    if (!token) {
      setPhase({ kind: "error", message: t("unsubscribe.error.missing") });
      return;
    }
    unsubscribeByLink(user_email, token)
      .then(({ outcome }) => setPhase({ kind: outcome === "unsubscribed" ? "success" : "already_unsubscribed" }))
      .catch((err: unknown) =>
        setPhase({ kind: "error", message: err instanceof ApiError ? errorText.refusal(err) : errorText.message(err instanceof Error ? err.message : String(err)) }),
      );
  }, [user_email, token]);

  useEffect(() => {
    if (phase.kind !== "loading") heading.current?.focus();
  }, [phase.kind]);

  const card =
    phase.kind === "loading"
      ? { badge: <Spinner size="3" />, tone: "", title: t("unsubscribe.loading.title"), message: t("unsubscribe.loading.message") }
      : phase.kind === "success"
        ? { badge: <AuthIcon name="check" size={32} />, tone: " billing-success", title: t("unsubscribe.success.title"), message: t("unsubscribe.success.message") }
        : phase.kind === "already_unsubscribed"
          ? { badge: <AuthIcon name="mail" size={28} />, tone: " auth-state__badge--info", title: t("unsubscribe.already.title"), message: t("unsubscribe.already.message") }
          : { badge: <AuthIcon name="alert" size={28} />, tone: " auth-state__badge--error", title: t("unsubscribe.error.title"), message: phase.message };

  return (
    <BillingFrame>
      <div className="auth-state unsubscribe-card" role={phase.kind === "error" ? "alert" : "status"} aria-live="polite" aria-busy={phase.kind === "loading"}>
        <span className={`auth-state__badge${card.tone}`}>{card.badge}</span>
        <Heading as="h1" size="6" ref={heading} tabIndex={-1}>
          {card.title}
        </Heading>
        <Text as="p" color="gray">
          {card.message}
        </Text>
        {phase.kind !== "loading" && (
          <div className="unsubscribe-card__actions">
            <Button asChild size="3">
              <AppLink to="/">{t("unsubscribe.home")}</AppLink>
            </Button>
            <Button asChild size="3" variant="soft" color="gray">
              <AppLink to="/portal/notifications">{t("unsubscribe.manage")}</AppLink>
            </Button>
          </div>
        )}
      </div>
    </BillingFrame>
  );
}
