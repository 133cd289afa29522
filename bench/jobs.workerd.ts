/**
 * Job search inside workerd on local D1 (FTS5): 20,000 generated postings on ten Greenhouse and
 * Lever boards imported through the real import (the fakes of worker/test/job-board-fakes.ts
 * answer the boards' API), then 400 realistic searches with a profile and the page's filters,
 * through the same service the API calls. Run by `npm run bench:jobs` (bench/jobs.mjs), which
 * prints the figures.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { JobSearchQuery } from "../core/schemas/jobs";
import { database } from "../worker/db/client";
import { devJobSources, users, userSkills } from "../worker/db/schema";
import { readVars } from "../worker/env";
import { importAll, type JobSource } from "../worker/features/jobs/import";
import { searchJobs } from "../worker/features/jobs/service";
import { JobBoardFakes } from "../worker/test/job-board-fakes";

const TOTAL = 20_000;
const BOARDS = 10;

const pick = <T>(list: readonly T[], i: number) => list[((i % list.length) + list.length) % list.length]!;
const ROLES = [
  ["Data Analyst", ["SQL", "Python", "Power BI", "Tableau", "Excel"]],
  ["Backend Engineer", ["Java", "Spring Boot", "PostgreSQL", "Kafka", "Docker"]],
  ["Frontend Developer", ["React", "TypeScript", "CSS", "JavaScript", "Figma"]],
  ["Product Manager", ["Agile", "Jira", "Product Management", "SQL", "Communication"]],
  ["DevOps Engineer", ["Kubernetes", "Terraform", "AWS", "Linux", "Docker"]],
  ["Marketing Specialist", ["SEO", "Google Analytics", "Copywriting", "Social Media Marketing", "Canva"]],
  ["Accountant", ["Excel", "IFRS", "SAP", "Financial Reporting", "Accounting"]],
  ["UX Designer", ["Figma", "User Research", "Prototyping", "Adobe XD", "Wireframing"]],
  ["Machine Learning Engineer", ["Python", "PyTorch", "TensorFlow", "Machine Learning", "SQL"]],
  ["Customer Success Manager", ["CRM", "Salesforce", "Communication", "Negotiation", "Excel"]],
  ["محاسب", ["Excel", "SAP", "المحاسبة", "IFRS", "التقارير المالية"]],
  ["مطور واجهات", ["React", "JavaScript", "CSS", "TypeScript", "HTML"]],
] as const;
const LEVELS = ["", "Senior ", "Junior ", "Lead ", "Staff "];
const PLACES = ["Cairo, Egypt", "Alexandria, Egypt", "Dubai, UAE", "Riyadh, Saudi Arabia", "Remote - EMEA", "Berlin, Germany", "London, UK", "Amman, Jordan", "Remote", "Cairo (Hybrid)"];
const COMMITMENTS = ["Full-time", "Full-time", "Full-time", "Part-time", "Contract", "Internship"];

function posting(i: number) {
  const [role, skills] = pick(ROLES, i);
  const arabic = /[\u0600-\u06FF]/.test(role);
  const s = (k: number) => pick(skills, i + k);
  const description = arabic
    ? `<p>نبحث عن ${role} للانضمام إلى فريقنا في شركة سريعة النمو.</p><h3>المتطلبات</h3><ul><li>خبرة ${2 + (i % 5)} سنوات في ${s(0)} و${s(1)}</li><li>معرفة بـ ${s(2)}</li><li>مهارات تواصل ممتازة</li></ul>`
    : `<p>We are hiring a ${role} to help our team ship faster and serve customers across the region. You will own projects end to end and work closely with design, data and engineering.</p><h3>Requirements</h3><ul><li>${2 + (i % 6)}+ years with ${s(0)} and ${s(1)}</li><li>Hands-on experience with ${s(2)}</li><li>Nice to have: ${s(3)}</li></ul><h3>Benefits</h3><ul><li>Health insurance</li><li>Learning budget</li></ul>`;
  const place = pick(PLACES, i * 7);
  return {
    id: `p${i}`,
    title: `${arabic ? "" : pick(LEVELS, i >> 2)}${role}`,
    description,
    location: place,
    commitment: pick(COMMITMENTS, i * 3),
    workplaceType: place.startsWith("Remote") ? "remote" : place.includes("Hybrid") ? "hybrid" : "onsite",
    department: arabic ? "المالية" : "Engineering",
  };
}

/** 400 searches: English and Arabic descriptions, short and long, with and without filters. */
function queries(): JobSearchQuery[] {
  const texts = [
    "data analyst with SQL and dashboards",
    "remote frontend react typescript job",
    "I want a backend role using Java and Kafka in a fintech",
    "product manager agile",
    "entry level marketing internship social media",
    "devops kubernetes terraform aws",
    "وظيفة محاسب في القاهرة",
    "مطور واجهات React عن بعد",
    "machine learning engineer pytorch computer vision research",
    "customer success salesforce",
    "ux designer figma user research prototyping for a product company in dubai",
    "",
  ];
  const out: JobSearchQuery[] = [];
  for (let i = 0; out.length < 400; i++) {
    out.push({
      q: pick(texts, i),
      type: i % 5 === 0 ? "full_time" : i % 11 === 0 ? "internship" : "any",
      workplace: i % 4 === 0 ? "remote" : "any",
      location: i % 7 === 0 ? "Egypt" : "",
      page: i % 9 === 0 ? 2 : 1,
    });
  }
  return out;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

it("measures the import of 20,000 postings and job search over them", async () => {
  const db = database(env.DB);
  const fakes = new JobBoardFakes();
  const sources: JobSource[] = [];
  for (let b = 0; b < BOARDS; b++) {
    const kind = b % 2 === 0 ? "greenhouse" : "lever";
    const board = `company-${b}`;
    sources.push({ kind, board, baseUrl: fakes.baseUrl(kind) });
    for (let i = b; i < TOTAL; i += BOARDS) fakes.put(kind, board, posting(i));
  }
  await db.insert(devJobSources).values(sources.map((s) => ({ source: s.kind, board: s.board, baseUrl: s.baseUrl })));

  let started = performance.now();
  const outcomes = await importAll({ d1: env.DB, db, fetch: fakes.fetch }, sources);
  const importSeconds = (performance.now() - started) / 1000;
  expect(outcomes.every((o) => o.ok)).toBe(true);
  started = performance.now();
  await importAll({ d1: env.DB, db, fetch: fakes.fetch }, sources);
  const reimportSeconds = (performance.now() - started) / 1000;

  const id = crypto.randomUUID();
  await db.insert(users).values({ id, email: `bench-${id}@example.com`, fullname: "Bench User", title: "Data Analyst", city: "Cairo", country: "Egypt" });
  await db.insert(userSkills).values(["SQL", "Python", "Excel", "Tableau"].map((skillName) => ({ userId: id, skillName, skillType: "hard" as const })));
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const vars = readVars(env);
  const list = queries();
  for (const q of list.slice(0, 20)) await searchJobs(vars, env.DB, db, user!, q);
  const times: number[] = [];
  const withWords: number[] = [];
  const profileOnly: number[] = [];
  let empty = 0;
  for (const q of list) {
    const t = performance.now();
    const answer = await searchJobs(vars, env.DB, db, user!, q);
    const ms = performance.now() - t;
    times.push(ms);
    (q.q ? withWords : profileOnly).push(ms);
    if (answer.results.length === 0) empty++;
  }
  const [{ n }] = (await env.DB.prepare("SELECT count(*) AS n FROM job_postings").all<{ n: number }>()).results as [{ n: number }];
  expect(n).toBe(TOTAL);
  console.log(
    `BENCH ${JSON.stringify({ total: n, boards: BOARDS, importSeconds: Math.round(importSeconds * 10) / 10, reimportSeconds: Math.round(reimportSeconds * 10) / 10, runs: times.length, empty, p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100), words: { runs: withWords.length, p50: percentile(withWords, 50), p95: percentile(withWords, 95) }, profile: { runs: profileOnly.length, p50: percentile(profileOnly, 50), p95: percentile(profileOnly, 95) } })}`,
  );
}, 3_600_000);
