import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../core/i18n/translate";
import pricingAr from "../../../core/i18n/messages/pricing.ar";
import pricingEn from "../../../core/i18n/messages/pricing.en";
import { SEEDED_PRICING as SEEDED } from "../../features/pricing/seeded";
import { priceText } from "./pricing";

const en = createTranslator<typeof pricingEn>("en", pricingEn);
const ar = createTranslator<typeof pricingEn>("ar", pricingAr);
const plan = (id: number) => SEEDED.plans.find((p) => p.id === id)!;

describe("the pricing page's price line, re-priced by the toggles", () => {
  it("shows a discounted plan's original price struck, the price after the discount, the period and the saving", () => {
    expect(priceText(plan(2), "monthly", "EGP", 0.0206, en, "en")).toEqual({
      original: { label: "Original price ", amount: "EGP 599" },
      amount: "EGP 479",
      suffix: "/monthly",
      save: "Save 20%",
    });
    expect(priceText(plan(2), "quarterly", "EGP", 0.0206, en, "en")).toMatchObject({ original: { amount: "EGP 1,599" }, amount: "EGP 1,279", suffix: "/3 months" });
  });

  it("shows a plan without a discount as one price, with nothing struck and no saving", () => {
    const text = priceText(plan(1), "monthly", "EGP", 0.0206, en, "en");
    expect(text).toEqual({ amount: "EGP 299", suffix: "/monthly" });
  });

  it("converts to dollars with the rate it is given, in cents under $100", () => {
    expect(priceText(plan(2), "monthly", "USD", 0.02, en, "en").amount).toBe("$9.58");
    expect(priceText(plan(2), "quarterly", "USD", 0.1, en, "en")).toMatchObject({ original: { amount: "$160" }, amount: "$128" });
  });

  it("writes prices and words in Arabic on the Arabic page", () => {
    const text = priceText(plan(2), "quarterly", "EGP", 0.0206, ar, "ar");
    expect(text.amount).toBe("1,279\u00a0ج.م");
    expect(text.original?.amount).toBe("1,599\u00a0ج.م");
    expect(text.suffix).toBe("لكل 3 أشهر");
    expect(text.save).toBe("وفّر 20%");
    expect(priceText(plan(2), "monthly", "USD", 0.0206, ar, "ar").amount).toMatch(/US\$$/);
  });
});
