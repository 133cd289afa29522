#!/usr/bin/env node
/**
 * How long the resume report takes per resume in Node: the analysis alone (text already
 * extracted), and text extraction plus analysis, each against a job post. Resumes: the sample
 * PDFs in ../shared/testdata/resumes when present, plus a three-page resume made here with
 * pdf-lib (so the bench runs anywhere). Prints the median and the maximum over resumes of each
 * resume's median of RUNS runs.
 *
 *   node bench/resume-report.mjs            (TESTDATA_DIR=/path/to/testdata to point elsewhere)
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { analyzeResume } from "../core/resume/analysis/index.ts";
import { extractPdfText } from "../core/resume/index.ts";

const RUNS = 7;
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const testdata = process.env.TESTDATA_DIR ?? join(root, "..", "shared", "testdata");

const JOB = `Senior Backend Engineer
We are looking for a Senior Backend Engineer to join our platform team. You will build Python services with FastAPI and Django, on AWS, with PostgreSQL, Redis and Kafka.
Requirements: 4+ years of Python; Docker and Kubernetes; SQL query optimisation; CI/CD with GitHub Actions; observability with Datadog. Strong communication and ownership.
Nice to have: Terraform, GraphQL.`;

/** A three-page resume: eleven roles of eight bullets each, skills, education. */
async function threePageResume() {
  const lines = ["Mona Adel", "Senior Software Engineer", "mona.adel@example.com | +20 100 555 1234 | linkedin.com/in/mona-adel", "", "SUMMARY",
    "Backend engineer with ten years of building payment and logistics platforms in Python and Go.", "", "EXPERIENCE"];
  const verbs = ["Built", "Led", "Reduced", "Designed", "Migrated", "Automated", "Responsible for", "Helped"];
  for (let role = 0; role < 11; role++) {
    lines.push(`Senior Engineer, Company ${role + 1}, Cairo`, `Jan ${2025 - role * 2} – ${role === 0 ? "Present" : `Dec ${2026 - role * 2}`}`);
    for (let b = 0; b < 8; b++) {
      lines.push(`• ${verbs[b]} the ${["billing", "routing", "search", "ledger"][b % 4]} service in Python and PostgreSQL for ${b + 2} teams, cutting latency by ${10 + b}% across ${role + 3} regions`);
    }
  }
  lines.push("", "SKILLS", "Python, Go, PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS, Terraform, GitHub Actions", "", "EDUCATION", "BSc Computer Engineering, Cairo University, 2014");
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    if (y < 50) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawText(line.replace("•", "-"), { x: 50, y, size: 9.5, font });
    y -= 13.5;
  }
  return { name: "generated three-page resume", bytes: await doc.save() };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const resumes = [await threePageResume()];
const dir = join(testdata, "resumes");
if (existsSync(dir)) {
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".pdf")).sort()) resumes.push({ name: file, bytes: new Uint8Array(await readFile(join(dir, file))) });
} else {
  console.log(`(no sample resumes at ${dir}: the generated resume only)`);
}

const rows = [];
for (const { name, bytes } of resumes) {
  const pdf = await extractPdfText(bytes);
  const input = { text: pdf.text, pages: pdf.pages, hasTextLayer: pdf.hasTextLayer, links: pdf.links, fileBytes: bytes.byteLength, level: "Senior", jobDescription: JOB };
  analyzeResume(input, { locale: "en" }); // warm-up
  const alone = [];
  const whole = [];
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    analyzeResume(input, { locale: i % 2 ? "ar" : "en" });
    alone.push(performance.now() - t);
    t = performance.now();
    const again = await extractPdfText(bytes);
    analyzeResume({ ...input, text: again.text }, { locale: "en" });
    whole.push(performance.now() - t);
  }
  rows.push({ name, pages: pdf.pages, words: analyzeResume(input, { locale: "en" }).words, alone: median(alone), whole: median(whole) });
}

console.log(`${"resume".padEnd(52)} pages words  analysis  extract+analysis (ms, median of ${RUNS})`);
for (const r of rows) console.log(`${r.name.padEnd(52)} ${String(r.pages).padStart(5)} ${String(r.words).padStart(5)} ${r.alone.toFixed(1).padStart(9)} ${r.whole.toFixed(1).padStart(17)}`);
const summary = (key) => `median ${median(rows.map((r) => r[key])).toFixed(1)} ms, max ${Math.max(...rows.map((r) => r[key])).toFixed(1)} ms`;
console.log(`\nanalysis only (text extraction excluded): ${summary("alone")}`);
console.log(`text extraction + analysis:               ${summary("whole")}`);
