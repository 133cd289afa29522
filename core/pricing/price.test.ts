import { describe, expect, it } from "vitest";
import { planSeeds, seedEgpToUsd } from "../content/plans";
import { applyPercent, basePrice, convert, displayPrice, formatMoney, type PricedPlan } from "./price";

const plan = (priceMonthly: number, priceQuarterly: number, discount: number): PricedPlan => ({ priceMonthly, priceQuarterly, discount });
const starter = plan(299, 799, 0);
const professional = plan(599, 1599, 20);
const executive = plan(999, 2699, 10);

describe("basePrice", () => {
  it.each([
    ["monthly", 599],
    ["quarterly", 1599],
  ] as const)("should pick the %s price", (period, expected) => {
    expect(basePrice(professional, period)).toBe(expected);
  });
});

describe("applyPercent", () => {
  it.each([
    [599, 20, 479], // 479.2
    [1599, 20, 1279], // 1279.2
    [999, 10, 899], // 899.1
    [2699, 10, 2429], // 2429.1
    [5, 50, 3], // 2.5 rounds half up
    [299, 0, 299],
  ])("should take %i EGP less %i%% to %i whole pounds", (amount, percent, expected) => {
    expect(applyPercent(amount, percent)).toBe(expected);
  });

  it.each([
    [-10, 599],
    [150, 0],
  ])("should clamp a percent of %i to 0..100", (percent, expected) => {
    expect(applyPercent(599, percent)).toBe(expected);
  });
});

describe("convert", () => {
  it("should leave EGP amounts as they are", () => {
    expect(convert(1599, "EGP", seedEgpToUsd)).toBe(1599);
  });

  it.each([
    [299, 0.0206, 6.16], // 6.1594
    [799, 0.0206, 16.46], // 16.4594
    [1599, 0.0206, 32.94], // 32.9394
    [2699, 0.0206, 55.6], // 55.5994
    [1000, 0.0125, 12.5],
    [9999, 0.01, 99.99], // just under $100: still cents
  ])("should convert %i EGP at %d to $%d, rounded to cents below $100", (egp, rate, usd) => {
    expect(convert(egp, "USD", rate)).toBe(usd);
  });

  it.each([
    [10000, 0.01, 100],
    [2699, 0.05, 135], // 134.95
    [12345, 0.0206, 254], // 254.307
    [20000, 0.0206, 412],
  ])("should round %i EGP at %d to whole dollars from $100 up ($%i)", (egp, rate, usd) => {
    expect(convert(egp, "USD", rate)).toBe(usd);
  });
});

describe("displayPrice", () => {
  it("should show the monthly price with the /monthly suffix", () => {
    expect(displayPrice(professional, "monthly", "EGP", seedEgpToUsd)).toEqual({
      original: 599,
      final: 479,
      hasDiscount: true,
      suffix: "/monthly",
      currency: "EGP",
    });
  });

  it("should show the quarterly price with the /3 months suffix", () => {
    expect(displayPrice(executive, "quarterly", "EGP", seedEgpToUsd)).toEqual({
      original: 2699,
      final: 2429,
      hasDiscount: true,
      suffix: "/3 months",
      currency: "EGP",
    });
  });

  it("should discount in whole pounds first, then convert both prices to USD", () => {
    // 1599 → 1279 EGP after 20 %; 1279 × 0.0206 = 26.3474.
    expect(displayPrice(professional, "quarterly", "USD", 0.0206)).toEqual({
      original: 32.94,
      final: 26.35,
      hasDiscount: true,
      suffix: "/3 months",
      currency: "USD",
    });
  });

  it.each(["monthly", "quarterly"] as const)("should report no discount and equal prices when discount is 0 (%s)", (period) => {
    const price = displayPrice(starter, period, "EGP", seedEgpToUsd);
    expect(price.hasDiscount).toBe(false);
    expect(price.final).toBe(price.original);
  });

  it("should report no discount when rounding leaves the price unchanged", () => {
    // 1 % of 10 EGP is 0.1, which rounds away.
    const price = displayPrice(plan(10, 30, 1), "monthly", "EGP", seedEgpToUsd);
    expect(price.hasDiscount).toBe(false);
    expect(price.final).toBe(10);
  });

  it("should price every seeded plan without a rounding surprise", () => {
    for (const seed of planSeeds) {
      for (const period of ["monthly", "quarterly"] as const) {
        const price = displayPrice(seed, period, "USD", seedEgpToUsd);
        expect(price.final).toBeLessThanOrEqual(price.original);
        expect(price.hasDiscount).toBe(seed.discount > 0);
        expect(Math.round(price.final * 100) / 100).toBe(price.final);
      }
    }
  });
});

describe("formatMoney", () => {
  it.each([
    [1599, "EGP", "EGP 1,599"],
    [299, "EGP", "EGP 299"],
    [1279.4, "EGP", "EGP 1,279"],
    [32.94, "USD", "$32.94"],
    [55.6, "USD", "$55.60"],
    [6, "USD", "$6"],
    [1234, "USD", "$1,234"],
    [1234.5, "USD", "$1,234.50"],
  ] as const)("should format %d %s as %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});
