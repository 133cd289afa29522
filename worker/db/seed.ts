/**
 * Seed data as SQL statements, idempotent (existing rows are left as they are). Used by
 * scripts/setup-local.mjs for `npm run dev`, by the worker tests, and for a remote seed.
 */
import { planSeeds, seedEgpToUsd } from "../../core/content/plans.ts";
import { blogIndex } from "../../core/content/blog-index.ts";
import { bundledCourses } from "../../core/courses/bundled.ts";
import { upsertStatements } from "../../core/courses/import.ts";

const q = (v: string | number | boolean | null): string =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : typeof v === "boolean" ? (v ? "1" : "0") : `'${v.replace(/'/g, "''")}'`;

export function blogPdfKey(id: number) {
  return `blog/article-${id}.pdf`;
}

/** `demo: false` leaves out the demo coupons (for seeding production). */
export function seedStatements({ demo = true }: { demo?: boolean } = {}): string[] {
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
  const coupons = (demo ? couponSeeds : []).map(
    (c) =>
      `INSERT INTO coupons (code, percent_off, plan_id, max_uses, used_count, expires_at, active) VALUES (${[c.code, c.percentOff, c.planId, c.maxUses, c.usedCount, c.expiresAt, true]
        .map(q)
        .join(", ")}) ON CONFLICT(code) DO NOTHING;`,
  );
  // The bundled course catalogue (551 courses), upserted by provider + URL: a newer bundle updates them.
  const courses = upsertStatements(bundledCourses());
  return [...plans, rate, ...posts, ...coupons, ...courses];
}

/**
 * Discount codes for local use and demos (docs/api/billing.md): one for every plan, one for a
 * single plan, and one each that shows the expired and the fully used messages.
 */
export const couponSeeds = [
  { code: "WELCOME20", percentOff: 20, planId: null, maxUses: 100000, usedCount: 0, expiresAt: null },
  { code: "PRO30", percentOff: 30, planId: 2, maxUses: 10000, usedCount: 0, expiresAt: null },
  { code: "SPRING15", percentOff: 15, planId: null, maxUses: 1000, usedCount: 0, expiresAt: "2026-05-31T23:59:59.000Z" },
  { code: "FOUNDERS50", percentOff: 50, planId: null, maxUses: 25, usedCount: 25, expiresAt: null },
];
