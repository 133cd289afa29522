/**
 * Seed data as SQL statements, idempotent (existing rows are left as they are). Used by
 * scripts/setup-local.mjs for `npm run dev`, by the worker tests, and for a remote seed.
 */
import { planSeeds, seedEgpToUsd } from "../../core/content/plans.ts";
import { blogIndex } from "../../core/content/blog-index.ts";

const q = (v: string | number | boolean | null): string =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : typeof v === "boolean" ? (v ? "1" : "0") : `'${v.replace(/'/g, "''")}'`;

export function blogPdfKey(id: number) {
  return `blog/article-${id}.pdf`;
}

export function seedStatements(): string[] {
  const plans = planSeeds.map(
    (p) =>
      `INSERT INTO plans (id, name, for_who, description, price_monthly, price_quarterly, discount, features, popular, sort_order, active) VALUES (${[
        p.id, p.name, p.forWho, p.description, p.priceMonthly, p.priceQuarterly, p.discount, JSON.stringify(p.features), p.popular, p.sortOrder, true,
      ]
        .map(q)
        .join(", ")}) ON CONFLICT(id) DO NOTHING;`,
  );
  const rate = `INSERT INTO exchange_rates (base, quote, rate, updated_at) VALUES ('EGP', 'USD', ${seedEgpToUsd}, '2026-11-01T00:00:00Z') ON CONFLICT(base, quote) DO NOTHING;`;
  const posts = blogIndex.map(
    (b) =>
      `INSERT INTO blog_posts (id, title, date, alt, summary, pdf_key) VALUES (${[b.id, b.blog_title, b.blog_date, b.alt, b.summary, blogPdfKey(b.id)]
        .map(q)
        .join(", ")}) ON CONFLICT(id) DO NOTHING;`,
  );
  return [...plans, rate, ...posts];
}
