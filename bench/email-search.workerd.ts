/**
 * The tracker's search over 100,000 e-mails of one user, inside workerd on local D1 (SQLite with
 * FTS5): full-text searches, list pages and the cards' counts, p50 / p95. Run by
 * `npm run bench:email-search` (bench/email-search.mjs), which prints the figures.
 */
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { EMAIL_GROUPS } from "../core/schemas/email";
import { database } from "../worker/db/client";
import { countsOf, listEmails } from "../worker/features/emails/service";

const TOTAL = Number(process.env.EMAIL_BENCH_TOTAL ?? 100_000);
const COMPANIES = ["Acme", "Nile Retail", "Delta Insights", "Orbit", "Peak", "Nova", "Cairo Bank", "Vodafone", "Talabat", "Swvl", "شركة النيل", "أمازون"];
const TITLES = ["Data Analyst", "Backend Engineer", "Product Designer", "Sales Lead", "محلل بيانات", "Frontend Developer", "Accountant", "HR Specialist"];
const BODIES = [
  "We would like to invite you to an interview for the {t} position at {c}. Please share your availability.",
  "Thank you for applying to {c}. We received your application for the {t} role and will review it shortly.",
  "Unfortunately, {c} has decided to move forward with other candidates for the {t} role.",
  "We are pleased to offer you the {t} position at {c}. Your offer letter is attached.",
  "Join {c} at our career fair next Thursday to meet the {t} team.",
  "للأسف، لم يتم اختيارك لوظيفة {t} في {c}. نتمنى لك التوفيق.",
  "Our weekly newsletter: product news, pricing updates and tips from the {c} team.",
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

it("measures search, list and counts over 100,000 e-mails", async () => {
  const userId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, email, fullname) VALUES (?, ?, 'Bench User')").bind(userId, `bench.${userId.slice(0, 8)}@example.com`).run();
  const insert = env.DB.prepare(
    "INSERT INTO tracked_emails (user_id, source, message_key, email_from, from_address, subject, classification, company, job_title, snippet, received_at, text) VALUES (?, 'forward', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const started = performance.now();
  const base = Date.UTC(2026, 0, 1);
  for (let at = 0; at < TOTAL; at += 500) {
    const batch = [];
    for (let i = at; i < Math.min(TOTAL, at + 500); i++) {
      const company = pick(COMPANIES, i * 7);
      const title = pick(TITLES, i * 3);
      const body = pick(BODIES, i).replace("{c}", company).replace("{t}", title);
      const group = i % 7 === 6 ? null : pick(EMAIL_GROUPS, i);
      batch.push(
        insert.bind(userId, `mid:${i}`, `${company} Careers <jobs@${i % 50}.${company.length}.test>`, `jobs@${i % 50}.test`, `${title} at ${company} #${i}`, group, company, title, body.slice(0, 200), new Date(base + i * 60_000).toISOString(), `${body}\nRef ${i}`),
      );
    }
    await env.DB.batch(batch);
  }
  const insertSeconds = (performance.now() - started) / 1000;

  const db = database(env.DB);
  const time = async (fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  const queries = ["interview", "Acme", "data analyst", "offer letter", "للأسف", "محلل", "career fair", "Ref 4242", "backend engin", "Vodafone interview", "zzz-no-match", 'say "hi" OR *'];
  const search: number[] = [];
  for (let round = 0; round < 5; round++) for (const q of queries) search.push(await time(() => listEmails(db, userId, { q })));
  const list: number[] = [];
  let before: string | undefined;
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    const page = await listEmails(db, userId, { before });
    list.push(performance.now() - t);
    before = page.next_cursor ?? undefined;
  }
  const counts: number[] = [];
  for (let i = 0; i < 40; i++) counts.push(await time(() => countsOf(db, userId)));
  const total = await countsOf(db, userId);
  expect(Object.values(total).reduce((a, b) => a + b, 0)).toBeGreaterThan(TOTAL * 0.8);

  const figures = {
    emails: TOTAL,
    insertSeconds: Math.round(insertSeconds * 10) / 10,
    searchMs: { runs: search.length, p50: percentile(search, 50), p95: percentile(search, 95), max: percentile(search, 100) },
    listPageMs: { runs: list.length, p50: percentile(list, 50), p95: percentile(list, 95) },
    countsMs: { runs: counts.length, p50: percentile(counts, 50), p95: percentile(counts, 95) },
  };
  console.log(`BENCH ${JSON.stringify(figures)}`);
}, 600_000);
