/** How billing things read on screen: statuses and their colours, money, dates, cards. */
import { formatMoney } from "../../../core/pricing/price";
import type { BillingPeriod, CardItem, SubscriptionItem, SubscriptionStatus } from "./types";

/** Spec §4 "Subscription status display": Approved green, cancelled red, anything else yellow. */
export function statusColor(status: SubscriptionStatus): "green" | "red" | "amber" {
  return status === "approved" ? "green" : status === "cancelled" ? "red" : "amber";
}

export function statusLabel(status: SubscriptionStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** "March 5, 2026" (null for a missing or unreadable date). */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : longDate.format(d);
}

/** An amount from the API (integer piasters / cents) for people: "EGP 1,599", "$32.94". */
export function formatAmount(amount: { value: number; currency: "EGP" | "USD" }): string {
  return formatMoney(amount.value / 100, amount.currency);
}

export const PERIOD_NAME: Record<BillingPeriod, string> = { monthly: "Monthly", quarterly: "Every 3 months" };

/** The line under a subscription: when it renews, ends or ended. */
export function subscriptionDates(s: SubscriptionItem): string | null {
  const end = formatDate(s.period_end);
  if (s.status === "cancelled") return end ? `Ends on ${end}` : "Cancelled";
  if (s.status === "approved") return end ? (s.cancel_at_period_end ? `Ends on ${end}` : `Renews on ${end}`) : null;
  if (s.status === "failed") return "The last payment did not go through";
  if (s.status === "pending") return "Waiting for the payment to be confirmed";
  if (s.status === "expired") return end ? `Ended on ${end}` : "Ended";
  return null;
}

/** "Visa •••• 4242" */
export function cardName(card: CardItem): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "Card";
  return `${brand} •••• ${card.last4}`;
}
