import { describe, expect, it } from "vitest";
import { formatMoney } from "../pricing/price";
import { formatPrice } from "./money";

describe("prices in the interface's language", () => {
  it("are the site's English prices in English", () => {
    for (const [amount, currency] of [[1599, "EGP"], [32.94, "USD"], [120, "USD"]] as const) {
      expect(formatPrice(amount, currency, "en")).toBe(formatMoney(amount, currency));
    }
  });

  it("name the currency after the amount in Arabic, in the chosen digits", () => {
    expect(formatPrice(1599, "EGP", "ar")).toBe("1,599\u00a0ج.م");
    expect(formatPrice(32.94, "USD", "ar")).toBe("32.94\u00a0US$");
    expect(formatPrice(32, "USD", "ar")).toBe("32\u00a0US$");
    expect(formatPrice(1599, "EGP", "ar", "arab")).toBe("١٬٥٩٩\u00a0ج.م");
  });
});
