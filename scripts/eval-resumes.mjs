#!/usr/bin/env node
/**
 * Runs the resume reader over the third-party sample resumes in ../shared/testdata/resumes
 * (PDFs, plus the Markdown ones as plain text) and prints what it found per file, then a
 * summary: e-mails found / stated, files with at least five skills.
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

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.env.RESUMES_DIR ?? join(root, "..", "shared", "testdata", "resumes");

if (!existsSync(dir)) {
  console.log(`No sample resumes at ${dir}; nothing to evaluate (set RESUMES_DIR to point elsewhere).`);
  process.exit(0);
}

/** A loose "does the document state an e-mail" check, independent of the extractor's pattern. */
const STATED_EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

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
}

console.log(
  `\nSummary: ${totals.files} files` +
    ` · e-mails found ${totals.emailsFound}/${totals.emailsStated} stated` +
    ` · ≥5 skills in ${totals.withFiveSkills}/${totals.withSkillsExpected} files with a skills section or skill-rich experience` +
    (totals.unreadable ? ` · ${totals.unreadable} unreadable` : ""),
);
