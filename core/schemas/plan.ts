import { z } from "zod";

/** A plan as the API returns it (Plan entity of the spec, prices in EGP). */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  for_who: z.string(),
  description: z.string(),
  price_monthly: z.number(),
  price_quarterly: z.number(),
  discount: z.number(),
  list_of_features: z.array(z.string()),
  popular: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const pricingResponseSchema = z.object({
  plans: z.array(planSchema),
  egpToUsd: z.number().positive(),
  rateUpdatedAt: z.string(),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
