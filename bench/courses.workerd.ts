/**
 * Course search inside workerd on local D1 (FTS5): 1,000 varied searches over the bundled 551
 * courses, then the same searches over a generated catalogue of 300,000 courses imported through
 * the same upsert statements as `npm run catalog:import`. Run by `npm run bench:courses`
 * (bench/courses.mjs), which prints the figures. COURSE_BENCH_TOTAL=50000 for a quicker run.
 */
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { bundledCourses } from "../core/courses/bundled";
import { upsertStatements } from "../core/courses/import";
import type { CatalogueCourse } from "../core/courses/types";
import { COURSE_LEVELS } from "../core/schemas/courses";
import { d1Catalogue } from "../worker/db/course-catalogue";

const TOTAL = Number((env as unknown as Record<string, string | undefined>).COURSE_BENCH_TOTAL || 300_000);
const PROVIDERS = ["Northfield University on Coursera", "Skyline Academy", "Delta Learning on Udemy", "أكاديمية النيل", "Open Campus on edX", "CodePath Lab", "منصة مهارات", "Bright Institute"];
const EN_TAILS = ["Essentials", "in Practice", "Bootcamp", "for Professionals", "Foundations", "Masterclass", "Hands-on", "Crash Course", "Specialization", "Workshop"];
const AR_TAILS = ["للمحترفين", "من الصفر", "تطبيق عملي", "أساسيات", "دورة شاملة", "ورشة عمل"];

const pick = <T>(list: readonly T[], i: number) => list[((i % list.length) + list.length) % list.length]!;

/** A course recombined from two bundled ones: the first's title and description, the second's main skill. */
function generated(i: number, base: readonly CatalogueCourse[]): CatalogueCourse {
  const a = pick(base, i);
  const b = pick(base, i * 7919 + 13);
  const arabic = a.language === "ar";
  const title = `${a.title.split(/:\s/)[0]}${i % 3 === 0 ? (arabic ? ` و${b.skills[0]}` : ` and ${b.skills[0]}`) : ""} ${pick(arabic ? AR_TAILS : EN_TAILS, i >> 3)}`;
  return {
    id: `gen-${i}`,
    title,
    provider: pick(PROVIDERS, i * 31),
    url: `https://courses.example/c/${i}`,
    skills: [...new Set([...a.skills, b.skills[0]!])],
    level: pick(COURSE_LEVELS, i * 17),
    language: a.language,
    durationHours: Math.max(1, Math.round(a.durationHours * (0.4 + (i % 9) / 6))),
    free: i % 3 === 0,
    certificate: i % 2 === 0,
    description: `${a.description} ${b.description.split(/[.،]/)[0]}.`,
  };
}

/** 1,000 searches: the evaluation's kinds of queries (English, Arabic, Egyptian, constraints in words, page filters, nonsense). */
function queries(base: readonly CatalogueCourse[]) {
  const subjects = [...new Set(base.flatMap((c) => c.skills))];
  const arabicTitles = base.filter((c) => c.language === "ar").map((c) => c.title);
  const tails = ["", " free", " for beginners", " under 10 hours", " in Arabic", " advanced", " with certificate", " free beginner under 20 hours"];
  const arTails = ["", " ببلاش", " بالعربي", " من الصفر", " أقل من 10 ساعات", " مجاني للمبتدئين"];
  const out: { text: string; level?: (typeof COURSE_LEVELS)[number]; free?: boolean; language?: "en" | "ar" }[] = [];
  for (let i = 0; out.length < 1000; i++) {
    const kind = i % 10;
    if (kind < 5) out.push({ text: `${pick(subjects, i * 13)}${pick(tails, i)}` });
    else if (kind < 7) out.push({ text: `${pick(arabicTitles, i).split(" ").slice(0, 3).join(" ")}${pick(arTails, i)}` });
    else if (kind === 7) out.push({ text: `${pick(subjects, i * 7)} ${pick(subjects, i * 11)}`, level: pick(COURSE_LEVELS, i), free: i % 2 === 0 });
    else if (kind === 8) out.push({ text: `عايز كورس ${pick(["بايثون", "تحليل بيانات", "تسويق رقمي", "اداره مشاريع", "امن سيبراني", "تصميم"], i)}${pick(arTails, i >> 1)}` });
    else out.push({ text: pick(['python "AND" NEAR(', "zzzz qqqq", "x".repeat(200), "*", "learn", "quantum chromodynamics"], i), language: i % 2 ? "en" : undefined });
  }
  return out;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

async function measure(list: ReturnType<typeof queries>) {
  const catalogue = d1Catalogue(env.DB);
  for (const q of list.slice(0, 20)) await catalogue.search(q); // warm the statement cache
  const times: number[] = [];
  let empty = 0;
  for (const q of list) {
    const t = performance.now();
    const outcome = await catalogue.search({ ...q, limit: 20 });
    times.push(performance.now() - t);
    if (outcome.results.length === 0) empty++;
  }
  return { runs: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100), empty, size: await catalogue.size() };
}

it("measures course search over the bundled catalogue and a 300,000-course one", async () => {
  const base = bundledCourses();
  const list = queries(base);
  const bundled = await measure(list);

  const started = performance.now();
  const CHUNK = 5_000;
  for (let at = 0; at < TOTAL; at += CHUNK) {
    const courses = Array.from({ length: Math.min(CHUNK, TOTAL - at) }, (_, k) => generated(at + k, base));
    const statements = upsertStatements(courses);
    for (let s = 0; s < statements.length; s += 20) await env.DB.batch(statements.slice(s, s + 20).map((sql) => env.DB.prepare(sql)));
  }
  const importSeconds = (performance.now() - started) / 1000;
  const large = await measure(list);
  expect(large.size).toBe(base.length + TOTAL);
  console.log(`BENCH ${JSON.stringify({ total: TOTAL, importSeconds: Math.round(importSeconds * 10) / 10, bundled, large })}`);
}, 3_600_000);
