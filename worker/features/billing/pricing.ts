/**
 * What a plan costs, always computed here from D1 (the plan's price and discount, the period,
 * the coupon and the stored exchange rate), never taken from the browser.
 */
import { and, eq } from "drizzle-orm";
import { applyPercent, basePrice, convert, type BillingPeriod } from "../../../core/pricing/price";
import { seedEgpToUsd } from "../../../core/content/plans";
import type { Db } from "../../db/client";
import { exchangeRates, plans } from "../../db/schema";
import { AppError } from "../../lib/errors";

export type PlanRow = typeof plans.$inferSelect;
export type ChargeCurrency = "EGP" | "USD";

export const planNotFound = () => new AppError(404, "plan_not_found", "This plan is not available. Choose one of the plans listed.");

export async function activePlan(db: Db, planId: number): Promise<PlanRow> {
  const plan = await db.select().from(plans).where(and(eq(plans.id, planId), eq(plans.active, true))).get();
  if (!plan) throw planNotFound();
  return plan;
}

export async function egpToUsd(db: Db): Promise<number> {
  const row = await db.select({ rate: exchangeRates.rate }).from(exchangeRates).where(and(eq(exchangeRates.base, "EGP"), eq(exchangeRates.quote, "USD"))).get();
  return row?.rate ?? seedEgpToUsd;
}

/** Whole EGP for one period after the plan's discount and then the coupon's. */
export function priceEgp(plan: PlanRow, period: BillingPeriod, couponPercent = 0): number {
  return applyPercent(applyPercent(basePrice(plan, period), plan.discount), couponPercent);
}

/**
 * The amount to charge in the smallest unit of the provider's currency: piasters, or US cents
 * of the same USD price the pricing page shows (core/pricing convert()).
 */
export function chargeAmount(amountEgp: number, currency: ChargeCurrency, rate: number): number {
  return Math.round(convert(amountEgp, currency, rate) * 100);
}
