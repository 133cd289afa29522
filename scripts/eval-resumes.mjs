#!/usr/bin/env node
/**
 * Runs the resume reader over the third-party sample resumes in ../shared/testdata/resumes
 * (PDFs, plus the Markdown ones as plain text) and prints what it found per file, then a
 * summary: e-mails found / stated, files with at least five skills; then precision and recall
 * of the jobs (title + company), schools and certificates against the hand labels in
 * eval-resumes.labels.json, per split. The held-out split was fixed before any tuning and is
 * never tuned on: its figures are the headline.
 *
 *   npm run eval:resumes            (RESUMES_DIR=/path/to/pdfs to point elsewhere)
 *
 * Node 22 imports core/resume/*.ts directly (type stripping) and the skills taxonomy in core/data/
 * as a JSON module, so nothing is built first.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { extractPdfText, extractResumeProfile, ResumeReadError } from "../core/resume/index.ts";
import { foldForMatch } from "../core/resume/normalize.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.env.RESUMES_DIR ?? join(root, "..", "shared", "testdata", "resumes");

if (!existsSync(dir)) {
  console.log(`No sample resumes at ${dir}; nothing to evaluate (set RESUMES_DIR to point elsewhere).`);
  process.exit(0);
}

/** A loose "does the document state an e-mail" check, independent of the extractor's pattern. */
const STATED_EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

const labels = JSON.parse(await readFile(join(root, "scripts", "eval-resumes.labels.json"), "utf8"));
/** What the reader found in each labelled file: { jobs, education, certificates }. */
const found = new Map();

const files = (await readdir(dir)).filter((f) => /\.(pdf|md|txt)$/i.test(f)).sort();
const totals = { files: 0, emailsStated: 0, emailsFound: 0, withSkillsExpected: 0, withFiveSkills: 0, unreadable: 0 };

for (const file of files) {
  totals.files++;
  let text;
  let links = [];
  let note = "";
  if (/\.pdf$/i.test(file)) {
    try {
      const pdf = await extractPdfText(new Uint8Array(await readFile(join(dir, file))));
      ({ text, links } = pdf);
      note = `${pdf.pages} page(s)${pdf.hasTextLayer ? "" : ", no text layer"}`;
    } catch (error) {
      totals.unreadable++;
      console.log(`\n■ ${file}\n  unreadable: ${error instanceof ResumeReadError ? `${error.code}: ${error.message}` : error}`);
      continue;
    }
  } else {
    // The Markdown samples store line breaks as literal "\n".
    text = (await readFile(join(dir, file), "utf8")).replaceAll("\\n", "\n");
    note = "text file";
  }
  const profile = extractResumeProfile(text, { links });
  const stated = STATED_EMAIL.test(text) || links.some((l) => l.startsWith("mailto:"));
  const skillCount = profile.skills.hard.length + profile.skills.soft.length;
  const expectsSkills = profile.sections.some((s) => s.kind === "skills") || text.length > 1500;
  totals.emailsStated += stated ? 1 : 0;
  totals.emailsFound += stated && profile.email ? 1 : 0;
  totals.withSkillsExpected += expectsSkills ? 1 : 0;
  totals.withFiveSkills += expectsSkills && skillCount >= 5 ? 1 : 0;

  console.log(`\n■ ${file} (${note})`);
  console.log(`  name:     ${profile.name ?? "—"}`);
  console.log(`  title:    ${profile.title ?? "—"}`);
  console.log(`  e-mail:   ${profile.email ?? (stated ? "MISSING (stated in the file)" : "— (none stated)")}`);
  console.log(`  phone:    ${profile.phone ?? "—"}`);
  console.log(`  linkedin: ${profile.linkedin ?? "—"}`);
  console.log(`  sections: ${profile.sections.map((s) => `${s.heading} [${s.kind}]`).join(" · ") || "—"}`);
  console.log(`  hard (${profile.skills.hard.length}): ${profile.skills.hard.join(", ") || "—"}`);
  console.log(`  soft (${profile.skills.soft.length}): ${profile.skills.soft.join(", ") || "—"}`);
  console.log(`  bio:      ${profile.bio.length > 160 ? `${profile.bio.slice(0, 157)}…` : profile.bio || "—"}`);
  if (expectsSkills && skillCount < 5) console.log("  WEAK: fewer than 5 skills from a resume with a skills section or long experience");
  const range = (x) => (x.start || x.end ? ` (${x.start ?? "?"} – ${x.end ?? "?"}${x.current ? ", current" : ""})` : "");
  console.log(`  jobs (${profile.jobs.length}):${profile.jobs.map((j) => `\n    ${j.title || "—"} @ ${j.company || "—"}${range(j)} · ${j.bullets.length} line(s)`).join("") || " —"}`);
  console.log(`  education (${profile.education.length}):${profile.education.map((e) => `\n    ${e.degree || "—"} @ ${e.school || "—"}${range(e)}`).join("") || " —"}`);
  console.log(`  certificates (${profile.certificates.length}):${profile.certificates.map((c) => `\n    ${c.name}${c.issuer ? ` · ${c.issuer}` : ""}${c.date ? ` · ${c.date}` : ""}`).join("") || " —"}`);
  found.set(file, profile);
}

console.log(
  `\nSummary: ${totals.files} files` +
    ` · e-mails found ${totals.emailsFound}/${totals.emailsStated} stated` +
    ` · ≥5 skills in ${totals.withFiveSkills}/${totals.withSkillsExpected} files with a skills section or skill-rich experience` +
    (totals.unreadable ? ` · ${totals.unreadable} unreadable` : ""),
);

// ── Jobs, schools and certificates against the hand labels ─────────────────────────────────────

/** Case, accents, Arabic letter variants, punctuation and spacing folded away. */
const fold = (text) =>
  foldForMatch(text ?? "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Equal after folding; a long string (8+ characters) may also sit inside the other. */
function same(a, b) {
  const [x, y] = [fold(a), fold(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 8 && long.includes(short);
}

/** One-to-one matches between what was found and what the labels expect. */
function countMatches(predicted, expected, match) {
  const used = new Set();
  let hits = 0;
  for (const want of expected) {
    const i = predicted.findIndex((got, k) => !used.has(k) && match(got, want));
    if (i >= 0) {
      used.add(i);
      hits++;
    }
  }
  return hits;
}

const FIELDS = {
  jobs: {
    predicted: (p) => p.jobs,
    expected: (l) => l.jobs,
    match: (got, want) => same(got.title, want.title) && same(got.company, want.company),
  },
  education: {
    // Schools: an entry without a school names none.
    predicted: (p) => p.education.filter((e) => e.school),
    expected: (l) => l.education,
    match: (got, want) => same(got.school, want.school),
  },
  certificates: {
    predicted: (p) => p.certificates,
    expected: (l) => l.certificates,
    match: (got, want) => same(got.name, want.name),
  },
};

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : "n/a");
const splits = [
  ["HELD-OUT (headline)", labels.split.heldOut],
  ["dev", labels.split.dev],
  ["text (Markdown, extra)", labels.split.text],
];
console.log("\nAgainst the hand labels (scripts/eval-resumes.labels.json); title+company must both match:");
const misses = [];
for (const [name, list] of splits) {
  const present = list.filter((f) => found.has(f));
  if (!present.length) continue;
  const cells = [];
  for (const [field, spec] of Object.entries(FIELDS)) {
    let [tp, predicted, expected] = [0, 0, 0];
    for (const file of present) {
      const got = spec.predicted(found.get(file));
      const want = spec.expected(labels.files[file]);
      const hits = countMatches(got, want, spec.match);
      tp += hits;
      predicted += got.length;
      expected += want.length;
      if (hits < want.length || hits < got.length) misses.push(`${name.split(" ")[0]} ${file} ${field}: ${hits} matched, ${got.length} found, ${want.length} labelled`);
    }
    cells.push(`${field} P ${pct(tp, predicted)} R ${pct(tp, expected)} (${tp}/${predicted} found, ${tp}/${expected} labelled)`);
  }
  console.log(`  ${name}, ${present.length} files:\n    ${cells.join("\n    ")}`);
}
if (misses.length) console.log(`  Not all right:\n    ${misses.join("\n    ")}`);
