#!/usr/bin/env node
/**
 * How long the local tailoring engine (core/crafting) takes to write one document: a resume and
 * a cover letter for every sample resume × sample job post in ../shared/testdata, or for
 * generated career info and posts when the samples are absent. Each run gets facts the engine
 * has not seen (a fresh object and resume text), so the figures include reading the facts.
 * Prints p50, p95 and max in milliseconds per kind.
 *
 *   npm run bench:crafting       (TESTDATA_DIR=/path/to/testdata to point elsewhere)
 */
import { join } from "node:path";

import { craftDocument, readJobDescription } from "../core/crafting/index.ts";
import { factsFromResume, hasTestdata, readDocument, sampleFiles, testdataDir } from "../scripts/testdata.mjs";

const TODAY = "2026-11-24";
const RUNS = 3;

/** Career info with `roles` jobs of six bullets, a dozen skills, a degree and a certificate. */
function generatedFacts(n, roles = 6) {
  const skills = ["Python", "SQL", "PostgreSQL", "Docker", "Kubernetes", "AWS", "React", "TypeScript", "Tableau", "Excel", "Git", "Redis"];
  const jobs = Array.from({ length: roles }, (_, r) => ({
    job_title: r === 0 ? "Senior Software Engineer" : "Software Engineer",
    company_name: `Company ${n}-${r}`,
    is_current: r === 0 ? 1 : 0,
    job_description: Array.from({ length: 6 }, (_, b) => `Built the ${["billing", "search", "routing"][b % 3]} service in ${skills[(r + b) % skills.length]} for ${b + 2} teams, cutting latency by ${10 + b}%`).join("\n"),
  }));
  const resume = jobs.map((j, r) => `${j.job_title}, ${j.company_name}\nJan ${2024 - 2 * r} – ${r ? `Dec ${2025 - 2 * r}` : "Present"}\n${j.job_description.replace(/^/gm, "• ")}`).join("\n");
  return {
    fullname: `Mona Adel ${n}`, title: "Software Engineer", email: "mona@example.com", phone: "+20 100 555 1234", country: "Egypt", city: "Cairo",
    linkedin: "linkedin.com/in/mona", bio: "Backend engineer building payment platforms.", level: "senior", jobs,
    skills: skills.map((s) => ({ skill_name: s, skill_type: "hard" })).concat([{ skill_name: "Communication", skill_type: "soft" }]),
    education: [{ degree: "BSc Computer Engineering", school_name: "Cairo University", issue_date: "2014" }],
    certificates: [{ cert_name: "AWS Certified Developer", cert_org_name: "Amazon Web Services", cert_date: "2021" }],
    resumeTexts: [`Mona Adel\nSoftware Engineer\n\nEXPERIENCE\n${resume}\n\nSKILLS\n${skills.join(", ")}`],
  };
}

const GENERATED_POST = `Senior Backend Engineer
Company: Acme Logistics
We are looking for a Senior Backend Engineer to join our platform team. You will build Python services with FastAPI and Django, on AWS, with PostgreSQL, Redis and Kafka.
Requirements: 4+ years of Python; Docker and Kubernetes; SQL query optimisation; CI/CD with GitHub Actions. Strong communication and ownership.
Nice to have: Terraform, GraphQL.`;

let resumes;
let posts;
if (hasTestdata()) {
  resumes = [];
  for (const file of await sampleFiles("resumes", /\.(pdf|md|json)$/i)) {
    const doc = await readDocument(join(testdataDir, "resumes", file));
    resumes.push({ text: doc.text, facts: () => factsFromResume(doc.text, doc.links) });
  }
  posts = [];
  for (const file of await sampleFiles("jobs", /\.(txt|md|pdf|docx|json)$/i)) posts.push(readJobDescription((await readDocument(join(testdataDir, "jobs", file))).text));
  console.log(`${resumes.length} sample resumes × ${posts.length} sample job posts, ${RUNS} runs each`);
} else {
  resumes = Array.from({ length: 10 }, (_, n) => ({ facts: () => generatedFacts(n) }));
  posts = [readJobDescription(GENERATED_POST)];
  console.log(`No samples under ${testdataDir}: 10 generated career infos × 1 post, ${RUNS} runs each`);
}

const times = { resume: [], cover_letter: [] };
let run = 0;
for (const resume of resumes) {
  const base = resume.facts();
  for (const post of posts) {
    for (let i = 0; i < RUNS; i++) {
      for (const kind of ["resume", "cover_letter"]) {
        // Unseen facts each time: a new object, and resume text the engine has not read yet.
        const facts = { ...base, resumeTexts: base.resumeTexts.map((t) => `${t}\n${" ".repeat(run++ % 97)}.`) };
        const start = performance.now();
        craftDocument(facts, post, { kind, today: TODAY });
        times[kind].push(performance.now() - start);
      }
    }
  }
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
for (const [kind, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`${kind.padEnd(13)} n=${sorted.length}  p50 ${at(sorted, 0.5).toFixed(1)} ms  p95 ${at(sorted, 0.95).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`);
}
