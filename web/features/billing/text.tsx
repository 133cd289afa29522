/**
 * Words the billing screens take from elsewhere: refusals and the server's outcome sentences
 * (a decline's reason) in the page's language, and sentences with a part that stays in its own
 * direction (a plan's Latin name, a card) inside Arabic text.
 */
import { Fragment, useMemo, type ReactNode } from "react";
import { findMessage } from "../../../core/i18n/error-text";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useI18nState, useT } from "../../i18n/I18n";
import type { Namespaces } from "../../i18n/namespaces";

type BillingKey = keyof Namespaces["billing"] & string;

export interface FailureText {
  /** A caught failure: the server's refusal in the page's language, else `fallback`. */
  refusal(err: unknown, fallback?: BillingKey): string;
  /**
   * A sentence the server sent in English as an outcome (a decline's reason): as it is in English,
   * its translation when the errors catalogue knows it, else null (the screen says it its own way).
   */
  outcome(message: string): string | null;
}

export function useFailureText(): FailureText {
  const t = useT("billing");
  const errors = useErrorText();
  const { locale, reference } = useI18nState();
  return useMemo(
    () => ({
      refusal: (err, fallback = "error.generic") => (err instanceof ApiError ? errors.refusal(err) : t(fallback)),
      outcome: (message) => (locale === "en" ? message : reference && findMessage(reference, message) ? errors.message(message) : null),
    }),
    [t, errors, locale, reference],
  );
}

/**
 * A translated sentence whose `{name}` parts are elements: `rich(t("plans.choose"), { plan:
 * <bdi>Professional</bdi> })`. Placeholders without a part stay as they are.
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    // The pieces of one fixed sentence, never reordered: their position is their identity.
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
