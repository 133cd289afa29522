import { asc, and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exchangeRates, plans } from "../../db/schema";
import type { Plan, PricingResponse } from "../../../core/schemas/plan";
import { seedEgpToUsd } from "../../../core/content/plans";

export function toPlan(row: typeof plans.$inferSelect): Plan {
  return {
    id: row.id,
    name: row.name,
    for_who: row.forWho,
    description: row.description,
    price_monthly: row.priceMonthly,
    price_quarterly: row.priceQuarterly,
    discount: row.discount,
    list_of_features: row.features,
    popular: row.popular,
  };
}

/** Active plans in display order and the EGP→USD rate, read in one D1 round trip. */
export async function listPricing(db: Db): Promise<PricingResponse> {
  const [planRows, rateRows] = await db.batch([
    db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder), asc(plans.id)),
    db.select().from(exchangeRates).where(and(eq(exchangeRates.base, "EGP"), eq(exchangeRates.quote, "USD"))).limit(1),
  ]);
  const rate = rateRows[0];
  return {
    plans: planRows.map(toPlan),
    egpToUsd: rate?.rate ?? seedEgpToUsd,
    rateUpdatedAt: rate?.updatedAt ?? "seed",
  };
}
