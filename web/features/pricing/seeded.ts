import { planSeeds, seedEgpToUsd } from "../../../core/content/plans";
import type { PricingResponse } from "../billing/types";

/**
 * The plans as the bundle ships them, in the shape `GET /api/plans` answers: what a page shows
 * before the API's answer (the prerendered /pricing, the plan pickers' first paint).
 */
export const SEEDED_PRICING: PricingResponse = {
  plans: planSeeds.map((p) => ({
    id: p.id,
    name: p.name,
    for_who: p.forWho,
    description: p.description,
    price_monthly: p.priceMonthly,
    price_quarterly: p.priceQuarterly,
    discount: p.discount,
    list_of_features: p.features,
    popular: p.popular,
  })),
  egpToUsd: seedEgpToUsd,
  rateUpdatedAt: "seed",
};
