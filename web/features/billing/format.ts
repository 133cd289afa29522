/**
 * How billing things read on screen, in the page's language: statuses and their colours, money,
 * dates, periods, cards. `useBillingFormat()` binds them to the page's language and digits.
 */
import { useMemo } from "react";
import { formatPrice } from "../../../core/i18n/money";
import type { DigitStyle } from "../../../core/i18n/locales";
import type { Currency } from "../../../core/pricing/price";
import type { Translator } from "../../../core/i18n/translate";
import { useLocale, useT } from "../../i18n/I18n";
import type { Namespaces } from "../../i18n/namespaces";
import { planWords } from "../pricing/plan-words";
import type { BillingPeriod, CardItem, SubscriptionItem, SubscriptionStatus } from "./types";

export type BillingT = Translator<Namespaces["billing"]>;

/** Spec §4 "Subscription status display": Approved green, cancelled red, anything else yellow. */
export function statusColor(status: SubscriptionStatus): "green" | "red" | "amber" {
  return status === "approved" ? "green" : status === "cancelled" ? "red" : "amber";
}

const LONG_DATE: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric" };

export interface BillingFormat {
  t: BillingT;
  /** "Approved", "Cancelled", … */
  status(status: SubscriptionStatus): string;
  /** "March 5, 2026" (null for a missing or unreadable date). */
  date(iso: string | null | undefined): string | null;
  /** An amount from the API (integer piasters / cents): "EGP 1,599", "$32.94", "1,599 ج.م". */
  amount(amount: { value: number; currency: Currency }): string;
  /** A price in whole pounds or dollars, as the plan pickers show it. */
  money(value: number, currency: Currency): string;
  /** "Monthly", "Every 3 months". */
  period(period: BillingPeriod): string;
  /** What follows a price: "/monthly", "/3 months". */
  perPeriod(period: BillingPeriod): string;
  /** "Visa •••• 4242" */
  cardName(card: CardItem): string;
  /** The line under a subscription: when it renews, ends or ended. */
  subscriptionDates(s: SubscriptionItem): string | null;
  /** A plan's name in the page's language (the pricing page's words), by its id; else as stored. */
  planName(planId: number, stored: string): string;
}

export function billingFormat(t: BillingT, digits: DigitStyle, planName: BillingFormat["planName"] = (_id, stored) => stored): BillingFormat {
  const date = (iso: string | null | undefined) => {
    if (!iso) return null;
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : t.date(d, LONG_DATE);
  };
  return {
    t,
    planName,
    status: (status) => t(`status.${status}`),
    date,
    amount: (amount) => formatPrice(amount.value / 100, amount.currency, t.locale, digits),
    money: (value, currency) => formatPrice(value, currency, t.locale, digits),
    period: (period) => t(`period.${period}`),
    perPeriod: (period) => t(`price.${period}`),
    cardName: (card) => t("cards.name", { brand: card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : t("cards.card"), last4: card.last4 }),
    subscriptionDates(s) {
      const end = date(s.period_end);
      if (s.status === "cancelled") return end ? t("subs.endsOn", { date: end }) : t("subs.cancelled");
      if (s.status === "approved") return end ? t(s.cancel_at_period_end ? "subs.endsOn" : "subs.renewsOn", { date: end }) : null;
      if (s.status === "failed") return t("subs.failed");
      if (s.status === "pending") return t("subs.pending");
      if (s.status === "expired") return end ? t("subs.endedOn", { date: end }) : t("subs.ended");
      return null;
    },
  };
}

/** The billing formats in the page's language and digit style. */
export function useBillingFormat(): BillingFormat {
  const t = useT("billing");
  const pricing = useT("pricing");
  const { digits } = useLocale();
  return useMemo(
    () => billingFormat(t, digits, (id, stored) => planWords(pricing, { id, name: stored, for_who: "", description: "", list_of_features: [] }).name),
    [t, digits, pricing],
  );
}
