import { describe, expect, it } from "vitest";
import { blogIndex } from "../../core/content/blog-index";
import { planSeeds } from "../../core/content/plans";
import landingAr from "../../core/i18n/messages/landing.ar";
import landingEn from "../../core/i18n/messages/landing.en";
import type { Resources } from "../i18n/namespaces";
import { structuredDataHtml } from "./structured-data";

const graph = (html: string) => {
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1];
  expect(json).toBeTruthy();
  const parsed = JSON.parse(json!) as { "@context": string; "@graph": Record<string, unknown>[] };
  expect(parsed["@context"]).toBe("https://schema.org");
  return parsed["@graph"];
};

describe("structured data", () => {
  it("names the organization on every page, and the FAQ on the landing page in the page's language", () => {
    const en = graph(structuredDataHtml({ module: "landing", path: "/", locale: "en", resources: { landing: landingEn } as unknown as Resources }));
    expect(en.map((n) => n["@type"])).toEqual(["Organization", "FAQPage"]);
    const questions = en[1].mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(6);
    expect(questions[0].name).toBe(landingEn["faq.secure.q"]);
    const ar = graph(structuredDataHtml({ module: "landing", path: "/ar", locale: "ar", resources: { landing: landingAr } as unknown as Resources }));
    expect((ar[1].mainEntity as { name: string }[])[0].name).toBe(landingAr["faq.secure.q"]);
    expect(ar[1].url).toBe("https://amal.careers/ar");
    expect(graph(structuredDataHtml({ module: "about", path: "/about-us", locale: "en", resources: {} as Resources })).map((n) => n["@type"])).toEqual(["Organization"]);
  });

  it("lists every plan with monthly and 3-month offers in EGP and USD", () => {
    const products = graph(structuredDataHtml({ module: "pricing", path: "/pricing", locale: "en", resources: {} as Resources })).filter((n) => n["@type"] === "Product");
    expect(products).toHaveLength(planSeeds.length);
    for (const p of products) {
      const offers = p.offers as { priceCurrency: string; price: string; priceSpecification: { billingDuration: string } }[];
      expect(offers.map((o) => `${o.priceSpecification.billingDuration} ${o.priceCurrency}`).sort()).toEqual(["P1M EGP", "P1M USD", "P3M EGP", "P3M USD"]);
      for (const o of offers) expect(Number(o.price)).toBeGreaterThan(0);
    }
  });

  it("describes a blog post as an Article, and no text can close the script element", () => {
    const post = { ...blogIndex[0], blog_title: "</script><script>alert(1)</script>" };
    const html = structuredDataHtml({ module: "article", path: `/blog/article/${post.id}`, locale: "en", resources: {} as Resources, post });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(graph(html).find((n) => n["@type"] === "Article")).toMatchObject({ headline: post.blog_title, datePublished: post.blog_date });
  });
});
