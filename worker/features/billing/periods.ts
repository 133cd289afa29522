/** Billing periods in calendar months (UTC), with the day clamped to the month's length. */
import type { BillingPeriod } from "../../../core/pricing/price";

export const MONTHS: Record<BillingPeriod, number> = { monthly: 1, quarterly: 3 };

/** `from` plus the period: Jan 31 + 1 month = Feb 28 (or 29), not Mar 3. */
export function addPeriod(from: Date, period: BillingPeriod): Date {
  const months = MONTHS[period];
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}
