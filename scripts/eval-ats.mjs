#!/usr/bin/env node
/**
 * Scores every sample resume against every sample job post with the resume report's matcher
 * (core/resume/analysis) and checks the ranking against hand-assigned fields
 * (eval-ats.labels.json): for a resume of a field, each of its field's jobs should score above
 * every job of another field.
 *
 *   npm run eval:ats            (TESTDATA_DIR=/path/to/testdata to point elsewhere)
 *
 * Resumes: ../shared/testdata/resumes (PDFs and Markdown). Jobs: ../shared/testdata/jobs (.txt,
 * .md, .pdf, .docx read with node:zlib, and the JSON Resume job). A (resume, job) row of the
 * labels is held out when its hash says so (heldOutRule in the labels file); held-out rows were
 * fixed before the matcher was written and are reported first, as the headline.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { analyzeResume } from "../core/resume/analysis/index.ts";
import { fnv1a, hasTestdata, readDocument, sampleFiles, testdataDir as testdata } from "./testdata.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const labels = JSON.parse(readFileSync(join(here, "eval-ats.labels.json"), "utf8"));

if (!hasTestdata()) {
  console.log(`No sample resumes and jobs under ${testdata}; nothing to evaluate (set TESTDATA_DIR to point elsewhere).`);
  process.exit(0);
}

const family = (resume) => labels.families[resume] ?? resume;
const heldOut = (resume, job) => fnv1a(`${family(resume)}|${job}`) % 3 === 0;

const resumeFiles = await sampleFiles("resumes", /\.(pdf|md)$/i);
const jobFiles = await sampleFiles("jobs", /\.(txt|md|pdf|docx|json)$/i);

const jobs = [];
for (const file of jobFiles) {
  try {
    jobs.push({ file, text: (await readDocument(join(testdata, "jobs", file))).text });
  } catch (error) {
    console.log(`skipped job ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

const scores = new Map();
for (const file of resumeFiles) {
  const resume = await readDocument(join(testdata, "resumes", file));
  const row = new Map();
  for (const job of jobs) {
    const report = analyzeResume({ ...resume, jobDescription: job.text }, { locale: "en" });
    row.set(job.file, report.match?.score ?? 0);
  }
  scores.set(file, row);
}

// ── The matrix ──
const short = (name) => name.replace(/^(?:resume-matcher(?:-2020)?_|open-resume_|rendercv_|reactive-resume_|jsonresume_)/, "").replace(/\.(pdf|md|txt|docx|json)$/, "").slice(0, 26);
console.log("Jobs:");
for (const [i, job] of jobs.entries()) console.log(`  J${String(i + 1).padStart(2, "0")} ${job.file}`);
console.log(`\n${"resume".padEnd(28)}${jobs.map((_, i) => `J${String(i + 1).padStart(2, "0")}`.padStart(5)).join("")}`);
for (const [file, row] of scores) {
  const own = new Set(labels.fields[file] ?? []);
  const cells = jobs.map((job) => `${own.has(job.file) ? "*" : " "}${String(row.get(job.file)).padStart(3)}`.padStart(5));
  console.log(`${short(file).padEnd(28)}${cells.join("")}`);
}
console.log("(* marks the resume's own field)");

// ── Ranking against the labels ──
const rows = [];
const perResume = [];
for (const [file, fieldJobs] of Object.entries(labels.fields)) {
  const row = scores.get(file);
  if (!row) {
    console.log(`label for a missing resume: ${file}`);
    continue;
  }
  const own = new Set(fieldJobs);
  const others = jobs.filter((j) => !own.has(j.file)).map((j) => row.get(j.file));
  const bestOther = Math.max(...others);
  for (const job of fieldJobs) {
    if (!row.has(job)) {
      console.log(`label for a missing job: ${job}`);
      continue;
    }
    rows.push({ resume: file, job, first: row.get(job) > bestOther, score: row.get(job), bestOther, heldOut: heldOut(file, job) });
  }
  const top = [...row.entries()].sort((a, b) => b[1] - a[1])[0];
  perResume.push({ resume: file, top: top[0], ok: own.has(top[0]) });
}

const share = (list) => `${list.filter((r) => r.first).length}/${list.length} (${list.length ? Math.round((100 * list.filter((r) => r.first).length) / list.length) : 0}%)`;
console.log("\nRows (resume, own-field job): does the job score above every job of another field?");
for (const r of rows) console.log(`  ${r.first ? "yes" : "NO "} ${r.heldOut ? "[held-out] " : "           "}${short(r.resume).padEnd(26)} ${short(r.job).padEnd(26)} ${r.score} vs best other ${r.bestOther}`);
console.log("\nPer resume: is the top-scoring job of its own field?");
for (const r of perResume) console.log(`  ${r.ok ? "yes" : "NO "} ${short(r.resume).padEnd(26)} top: ${short(r.top)}`);

console.log(`\nHELD-OUT rows ranked first: ${share(rows.filter((r) => r.heldOut))}`);
console.log(`tuning rows ranked first:   ${share(rows.filter((r) => !r.heldOut))}`);
console.log(`all rows ranked first:      ${share(rows)}`);
console.log(`resumes whose top job is of their field: ${perResume.filter((r) => r.ok).length}/${perResume.length}`);
