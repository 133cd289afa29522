/**
 * The product and pricing pages read every word from their catalogues: rendered in each language,
 * no page shows a catalogue key (a message missing for its structure in products.ts or a plan), and
 * the Arabic pages show no English sentence.
 */
import { createElement, type FC, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { planSeeds } from "../../../core/content/plans";
import type { Locale } from "../../../core/i18n/locales";
import { I18nProvider, type I18nState } from "../../i18n/I18n";
import { NAMESPACES } from "../../i18n/namespaces";
import { loadResources } from "../../i18n/resources";
import { PricingPage } from "../pricing/PricingPage";
import { ProductPage } from "./ProductPage";
import { productOrder, products } from "./products";

/** The provider, its children passed the way createElement passes them. */
const Provider = I18nProvider as FC<{ value: I18nState; children?: ReactNode }>;

async function renderText(locale: Locale, page: ReactNode): Promise<string> {
  const resources = await loadResources(locale, NAMESPACES);
  const html = renderToString(createElement(Provider, { value: { locale, digits: "latn", resources, path: "/" } }, page));
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    // Each element's text on its own line, so words of neighbouring elements never run together.
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ");
}

/** Keys a page reads: "product-roadmap.title", "preview.chat.title", "plans.2.name", "stats.upTo"… */
const KEY = /\b(?:product-[a-z-]+|preview|plans?|price|toggle|hero|stats|steps|features|now|audience|related|cta)\.[\w.]+/;
/** Three English words in a row: a sentence left untranslated (brand names are one or two words). */
const ENGLISH_RUN = /\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){2,}\b/;

/** What stays in Latin letters in Arabic: product and technology names. */
const LATIN_NAMES = new Set(["SQL", "Power BI", "Python"]);

const pages: [string, () => ReactNode][] = [
  ["/pricing", () => createElement(PricingPage)],
  ...productOrder.map((slug): [string, () => ReactNode] => [products[slug].path, () => createElement(ProductPage, { product: products[slug] })]),
];

describe.each(pages)("%s", (path, page) => {
  it("shows no catalogue key in English or Arabic", async () => {
    for (const locale of ["en", "ar"] as const) expect((await renderText(locale, page())).match(KEY)?.[0], `${path} in ${locale}`).toBeUndefined();
  });

  it("shows no English sentence or label in Arabic", async () => {
    const text = await renderText("ar", page());
    expect(text.match(ENGLISH_RUN)?.[0]).toBeUndefined();
    expect(text).toMatch(/[\u0600-\u06ff]{3}/);
    // No element shows the same Latin text as in English, apart from names that stay in Latin letters.
    const lines = (t: string) => t.split("\n").map((l) => l.trim()).filter((l) => /[A-Za-z]{2}/.test(l));
    const english = new Set(lines(await renderText("en", page())));
    expect(lines(text).filter((l) => english.has(l) && !LATIN_NAMES.has(l))).toEqual([]);
  });
});

describe("the plans' words", () => {
  it("are, in English, the plans Amal sells, and every seeded plan has them in every language", async () => {
    const en = (await loadResources("en", ["pricing"])).pricing!;
    for (const plan of planSeeds) {
      expect(en[`plans.${plan.id}.name` as keyof typeof en]).toBe(plan.name);
      expect(en[`plans.${plan.id}.for` as keyof typeof en]).toBe(plan.forWho);
      expect(en[`plans.${plan.id}.description` as keyof typeof en]).toBe(plan.description);
      expect(plan.features.map((_, i) => en[`plans.${plan.id}.feature.${i + 1}` as keyof typeof en])).toEqual(plan.features);
    }
    // No words left over for a feature a plan no longer lists.
    const featureKeys = Object.keys(en).filter((k) => /^plans\.\d+\.feature\./.test(k));
    expect(featureKeys).toHaveLength(planSeeds.reduce((n, p) => n + p.features.length, 0));
  });

  it("price every plan the same way in both languages: EGP 1,279 and 1,279 ج.م", async () => {
    const en = await renderText("en", createElement(PricingPage));
    const ar = await renderText("ar", createElement(PricingPage));
    expect(en).toContain("EGP 479");
    expect(en).toContain("/monthly");
    expect(ar).toMatch(/479\sج\.م/u);
    expect(ar).toContain("الباقة الاحترافية");
  });
});
