/**
 * Schema.org structured data (JSON-LD) for the prerendered public pages: the Organization on
 * every page, the FAQ on the landing page, the plans with their prices in EGP and USD on the
 * pricing page and the Article on a blog post. Written into <head> by scripts/prerender.mjs.
 */
import type { BlogPostSummary } from "../../core/content/blog-index";
import { planSeeds, seedEgpToUsd } from "../../core/content/plans";
import type { Locale } from "../../core/i18n/locales";
import { displayPrice } from "../../core/pricing/price";
import { FAQS } from "../features/landing/content";
import type { Resources } from "../i18n/namespaces";
import { OG_IMAGE, SITE_NAME, SITE_URL } from "../lib/seo";
import type { SitePageModule } from "./routes";

type Json = Record<string, unknown>;

const ORGANIZATION_ID = `${SITE_URL}/#organization`;

export function organization(): Json {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: SITE_NAME,
    legalName: "Amal Career Coaching LLC",
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}/favicon.svg`,
    image: SITE_URL + OG_IMAGE.path,
    email: "support@amal.careers",
    areaServed: ["EG", "US"],
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: "support@amal.careers", availableLanguage: ["English", "Arabic"] },
  };
}

function words(resources: Resources, ns: string): (key: string) => string | undefined {
  const all = (resources as Record<string, Record<string, unknown> | undefined>)[ns];
  return (key) => {
    const v = all?.[key];
    return typeof v === "string" ? v : undefined;
  };
}

function faqPage(resources: Resources, url: string): Json | null {
  const t = words(resources, "landing");
  const entries = FAQS.map((id) => ({ q: t(`faq.${id}.q`), a: t(`faq.${id}.a`) })).filter((e) => e.q && e.a);
  if (entries.length === 0) return null;
  return {
    "@type": "FAQPage",
    url,
    mainEntity: entries.map((e) => ({ "@type": "Question", name: e.q, acceptedAnswer: { "@type": "Answer", text: e.a } })),
  };
}

/** Each plan as a Product with four offers: monthly and every 3 months, in EGP and in USD. */
function plans(resources: Resources, url: string): Json[] {
  const t = words(resources, "pricing");
  return planSeeds.map((plan) => {
    const offers = (["monthly", "quarterly"] as const).flatMap((period) =>
      (["EGP", "USD"] as const).map((currency) => {
        const price = displayPrice(plan, period, currency, seedEgpToUsd);
        return {
          "@type": "Offer",
          url,
          price: price.final.toFixed(currency === "USD" ? 2 : 0),
          priceCurrency: currency,
          availability: "https://schema.org/InStock",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: price.final.toFixed(currency === "USD" ? 2 : 0),
            priceCurrency: currency,
            billingDuration: period === "monthly" ? "P1M" : "P3M",
            unitText: period === "monthly" ? "month" : "3 months",
          },
        };
      }),
    );
    return {
      "@type": "Product",
      name: `${SITE_NAME} ${t(`plans.${plan.id}.name`) ?? plan.name}`,
      description: t(`plans.${plan.id}.description`) ?? plan.description,
      brand: { "@type": "Brand", name: SITE_NAME },
      image: SITE_URL + OG_IMAGE.path,
      offers,
    };
  });
}

function article(post: BlogPostSummary, url: string, locale: Locale): Json {
  return {
    "@type": "Article",
    headline: post.blog_title,
    description: post.summary,
    datePublished: post.blog_date,
    dateModified: post.blog_date,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    image: SITE_URL + OG_IMAGE.path,
    author: { "@id": ORGANIZATION_ID },
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/**
 * The JSON-LD of one page, as a `<script type="application/ld+json">` element (a data block: the
 * Content-Security-Policy does not apply to it). `<` is escaped so no text can close the element.
 */
export function structuredDataHtml(opts: { module: SitePageModule; /** The canonical path, with its language prefix. */ path: string; locale: Locale; resources: Resources; post?: BlogPostSummary }): string {
  const url = SITE_URL + opts.path;
  const graph: Json[] = [organization()];
  if (opts.module === "landing") {
    const faq = faqPage(opts.resources, url);
    if (faq) graph.push(faq);
  }
  if (opts.module === "pricing") graph.push(...plans(opts.resources, url));
  if (opts.module === "article" && opts.post) graph.push(article(opts.post, url, opts.locale));
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}
