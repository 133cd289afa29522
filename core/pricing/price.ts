/** Pricing arithmetic shared by the pricing page, checkout and tests. */

export type BillingPeriod = "monthly" | "quarterly";
export type Currency = "EGP" | "USD";

export interface PricedPlan {
  priceMonthly: number;
  priceQuarterly: number;
  discount: number;
}

export interface DisplayPrice {
  /** Price before the plan's discount, in the chosen currency. */
  original: number;
  /** Price after the discount; equals `original` when there is no discount. */
  final: number;
  hasDiscount: boolean;
  suffix: "/monthly" | "/3 months";
  currency: Currency;
}

/** Base price in EGP for a billing period, before any discount. */
export function basePrice(plan: PricedPlan, period: BillingPeriod): number {
  return period === "monthly" ? plan.priceMonthly : plan.priceQuarterly;
}

/** Applies a percent discount to an EGP amount, rounding to whole pounds. */
export function applyPercent(amountEgp: number, percent: number): number {
  const p = Math.min(100, Math.max(0, percent));
  return Math.round((amountEgp * (100 - p)) / 100);
}

/**
 * Converts EGP to the display currency. USD amounts are rounded to whole cents, and to whole
 * dollars from $100 up, which is how people read prices.
 */
export function convert(amountEgp: number, currency: Currency, egpToUsd: number): number {
  if (currency === "EGP") return amountEgp;
  const usd = amountEgp * egpToUsd;
  return usd >= 100 ? Math.round(usd) : Math.round(usd * 100) / 100;
}

export function displayPrice(
  plan: PricedPlan,
  period: BillingPeriod,
  currency: Currency,
  egpToUsd: number,
): DisplayPrice {
  const base = basePrice(plan, period);
  const discounted = applyPercent(base, plan.discount);
  return {
    original: convert(base, currency, egpToUsd),
    final: convert(discounted, currency, egpToUsd),
    hasDiscount: plan.discount > 0 && discounted < base,
    suffix: period === "monthly" ? "/monthly" : "/3 months",
    currency,
  };
}

/** "EGP 1,599" or "$32.94" — formatted for people, with thousands separators. */
export function formatMoney(amount: number, currency: Currency): string {
  if (currency === "USD") {
    const cents = Math.round(amount * 100) % 100 !== 0;
    return `$${amount.toLocaleString("en-US", { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
  }
  return `EGP ${amount.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
}
