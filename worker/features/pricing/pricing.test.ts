import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { planSeeds, seedEgpToUsd } from "../../../core/content/plans";
import { pricingResponseSchema, type PricingResponse } from "../../../core/schemas/plan";
import { seedStatements } from "../../db/seed";
import { call } from "../../test/http";

async function getPricing(): Promise<PricingResponse> {
  const res = await call("/api/plans");
  expect(res.status).toBe(200);
  return pricingResponseSchema.parse(await res.json());
}

// Tests below edit the seeded plans and rate; put them back so every test starts from the seed. The
// rows are restored in place: other test files share this database, and their subscriptions point at
// the plans.
afterEach(async () => {
  await env.DB.batch([
    ...planSeeds.map((seed) => env.DB.prepare("UPDATE plans SET sort_order = ?, active = 1 WHERE id = ?").bind(seed.sortOrder, seed.id)),
    env.DB.prepare("DELETE FROM exchange_rates"),
    ...seedStatements()
      .filter((s) => s.startsWith("INSERT INTO exchange_rates"))
      .map((s) => env.DB.prepare(s)),
  ]);
});

describe("GET /api/plans", () => {
  it("should return the three seeded plans in display order", async () => {
    const { plans } = await getPricing();
    expect(plans.map((p) => p.name)).toEqual(["Starter", "Professional", "Executive"]);
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it.each(planSeeds.map((seed) => [seed.name, seed] as const))("should return %s with its EGP prices, discount, features and popular flag", async (_name, seed) => {
    const { plans } = await getPricing();
    expect(plans.find((p) => p.id === seed.id)).toEqual({
      id: seed.id,
      name: seed.name,
      for_who: seed.forWho,
      description: seed.description,
      price_monthly: seed.priceMonthly,
      price_quarterly: seed.priceQuarterly,
      discount: seed.discount,
      list_of_features: seed.features,
      popular: seed.popular,
    });
  });

  it("should mark exactly one plan popular", async () => {
    const { plans } = await getPricing();
    expect(plans.filter((p) => p.popular).map((p) => p.name)).toEqual(["Professional"]);
  });

  it("should return the EGP→USD rate stored in D1", async () => {
    const pricing = await getPricing();
    expect(pricing.egpToUsd).toBe(seedEgpToUsd);
    expect(pricing.rateUpdatedAt).toBe("2026-11-01T00:00:00Z");
  });

  it("should answer with the new rate once the rate row changes", async () => {
    await env.DB.prepare("UPDATE exchange_rates SET rate = ?, updated_at = ? WHERE base = 'EGP' AND quote = 'USD'")
      .bind(0.0199, "2026-11-20T08:00:00Z")
      .run();
    const pricing = await getPricing();
    expect(pricing.egpToUsd).toBe(0.0199);
    expect(pricing.rateUpdatedAt).toBe("2026-11-20T08:00:00Z");
  });

  it("should fall back to the seed rate when no rate is stored", async () => {
    await env.DB.prepare("DELETE FROM exchange_rates").run();
    const pricing = await getPricing();
    expect(pricing.egpToUsd).toBe(seedEgpToUsd);
    expect(pricing.rateUpdatedAt).toBe("seed");
  });

  it("should follow sort_order and leave out inactive plans", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE plans SET sort_order = 10 WHERE id = 1"),
      env.DB.prepare("UPDATE plans SET active = 0 WHERE id = 2"),
    ]);
    const { plans } = await getPricing();
    expect(plans.map((p) => p.name)).toEqual(["Executive", "Starter"]);
  });

  it("should let browsers and the CDN cache the answer briefly", async () => {
    const res = await call("/api/plans");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});
