#!/usr/bin/env node
/**
 * The local tailoring engine (core/crafting) on every sample resume × sample job post: the
 * resume's facts are read with the resume reader, the post with the job reader, and a resume and
 * a cover letter are crafted for each pair. Reported per split, held-out first (the headline):
 *   - coverage: of the post's hard skills the user has, the share the document mentions (target ≥ 80%);
 *   - inventions: claims of the final document its facts do not back (`findInventions`; must be 0);
 *   - the guard's catch rate: one made-up line per fact kind (an employer, a title, a degree, a
 *     certificate, a date range, a skill the user lacks) added to each crafted resume, as a model's
 *     rewording might; the guard must remove that line and leave the rest as it was.
 *
 *   npm run eval:crafting        (TESTDATA_DIR=/path/to/testdata to point elsewhere)
 *
 * A (resume, job) pair is held out by the same hash rule as eval-ats (eval-ats.labels.json's
 * families); held-out pairs are never looked at while tuning the engine.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { draftDocument } from "../core/crafting/craft.ts";
import { allowedFor, craftDocument, documentText, findInventions, guardDocument, readJobDescription } from "../core/crafting/index.ts";
import { factsHave, indexFacts, taxonomySkill, userHasSkill } from "../core/crafting/facts.ts";
import { factsFromResume, fnv1a, hasTestdata, readDocument, sampleFiles, testdataDir } from "./testdata.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const labels = JSON.parse(readFileSync(join(here, "eval-ats.labels.json"), "utf8"));
const TODAY = "2026-11-24";

if (!hasTestdata()) {
  console.log(`No sample resumes and jobs under ${testdataDir}; nothing to evaluate (set TESTDATA_DIR to point elsewhere).`);
  process.exit(0);
}

const family = (resume) => labels.families[resume] ?? resume;
const heldOut = (resume, job) => fnv1a(`${family(resume)}|${job}`) % 3 === 0;

const resumes = [];
for (const file of await sampleFiles("resumes", /\.(pdf|md|json)$/i)) {
  try {
    const doc = await readDocument(join(testdataDir, "resumes", file));
    resumes.push({ file, facts: factsFromResume(doc.text, doc.links) });
  } catch (error) {
    console.log(`skipped resume ${file}: ${error instanceof Error ? error.message : error}`);
  }
}
const jobs = [];
for (const file of await sampleFiles("jobs", /\.(txt|md|pdf|docx|json)$/i)) {
  try {
    jobs.push({ file, post: readJobDescription((await readDocument(join(testdataDir, "jobs", file))).text) });
  } catch (error) {
    console.log(`skipped job ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

console.log("Job posts as read:");
for (const { file, post } of jobs) console.log(`  ${file.padEnd(52)} ${JSON.stringify(post.title)} at ${JSON.stringify(post.company)} — ${post.hardSkills.length} hard skills`);

/** One made-up line per kind of fact, built from names these facts do not contain. */
function fabrications(facts, post) {
  const index = indexFacts(facts);
  const text = [facts.bio, ...facts.education.map((e) => e.degree), ...facts.resumeTexts].join("\n");
  const pick = (list, ok) => list.find(ok) ?? null;
  const employer = pick(["Google", "Microsoft", "Amazon", "Careem", "Vodafone", "Deloitte"], (n) => !factsHave(index, n));
  const title = pick(["Chief Technology Officer", "Senior Engineering Manager", "Principal Data Scientist", "Head of Product"], (t) => !factsHave(index, t));
  const degree = pick(
    [["PhD", /ph\.?\s?d|doctor/i], ["MBA", /\bmba\b/i], ["Master of Science", /master|m\.?sc/i], ["Bachelor of Science", /bachelor|b\.?sc/i]],
    ([, re]) => !re.test(text),
  )?.[0];
  const certificate = pick(["AWS Certified Solutions Architect", "PMP Certified Project Manager", "Cisco Certified Network Associate"], (c) => !factsHave(index, c.split(" ")[0]));
  const year = pick(Array.from({ length: 20 }, (_, i) => 1985 + i), (y) => !index.years.has(String(y)) && !index.years.has(String(y + 2)));
  const skill = pick([...post.hardSkills, "Kubernetes", "Terraform", "Salesforce", "SAP", "Rust"], (k) => !userHasSkill(index, k));
  return [
    employer && ["employer", `Led the platform migration at ${employer}, cutting costs by 30%`],
    title && ["title", `Promoted to ${title} within a year`],
    degree && ["degree", `Earned a ${degree} in Computer Science while working full time`],
    certificate && ["certificate", `Became an ${certificate} to support the cloud move`],
    year && ["date", `Ran the analytics team from ${year}–${year + 2}`],
    // A language is claimed as one ("Fluent in French"); other skills as used.
    skill && ["skill", taxonomySkill(skill)?.category === "Languages" ? `Fluent in ${skill} from daily client work` : `Automated the monthly deployment with ${skill}`],
  ].filter(Boolean);
}

/** The document with one more bullet in its first list (or a paragraph at the end when it has none). */
function withLine(content, line) {
  const item = { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: line }] }] };
  const at = content.content.findIndex((b) => b.type === "bulletList");
  if (at < 0) return { type: "doc", content: [...content.content, { type: "paragraph", content: [{ type: "text", text: line }] }] };
  return { type: "doc", content: content.content.map((b, i) => (i === at ? { ...b, content: [...b.content, item] } : b)) };
}

const rows = [];
const catches = [];
for (const resume of resumes) {
  for (const job of jobs) {
    for (const kind of ["resume", "cover_letter"]) {
      const doc = craftDocument(resume.facts, job.post, { kind, today: TODAY });
      const allowed = allowedFor(job.post, { kind, today: TODAY });
      const inventions = findInventions(doc.content, resume.facts, allowed);
      // The engine writes only facts: whatever the guard removes from its draft is a false alarm that cost the user a line.
      const guardRemoved = guardDocument(draftDocument(resume.facts, job.post, { kind, today: TODAY }), resume.facts, allowed).removed;
      rows.push({ resume: resume.file, job: job.file, kind, heldOut: heldOut(resume.file, job.file), coverage: doc.coverage, inventions, guardRemoved });
      if (kind !== "resume") continue;
      for (const [fact, line] of fabrications(resume.facts, job.post)) {
        const guarded = guardDocument(withLine(doc.content, line), resume.facts, allowed).content;
        catches.push({ resume: resume.file, job: job.file, fact, line, heldOut: heldOut(resume.file, job.file), caught: !documentText(guarded).includes(line), clean: documentText(guarded) === documentText(doc.content) });
      }
    }
  }
}

const pct = (v) => `${(100 * v).toFixed(1)}%`;
function report(name, list) {
  console.log(`\n${name}: ${list.length / 2} pairs`);
  for (const kind of ["resume", "cover_letter"]) {
    const mine = list.filter((r) => r.kind === kind);
    const withOwned = mine.filter((r) => r.coverage.owned.length > 0);
    const share = withOwned.reduce((sum, r) => sum + r.coverage.matched.length / r.coverage.owned.length, 0) / (withOwned.length || 1);
    const ofRequired = mine.filter((r) => r.coverage.required.length > 0);
    const required = ofRequired.reduce((sum, r) => sum + r.coverage.matched.length / r.coverage.required.length, 0) / (ofRequired.length || 1);
    const invented = mine.reduce((sum, r) => sum + r.inventions.length, 0);
    const falseAlarms = mine.reduce((sum, r) => sum + r.guardRemoved.length, 0);
    console.log(
      `  ${kind.padEnd(13)} owned job skills mentioned: ${pct(share)} (mean over ${withOwned.length} pairs where the user has some) · ` +
        `of all job skills: ${pct(required)} · invented entities: ${invented} · guard false alarms on the engine's own draft: ${falseAlarms}`,
    );
  }
}

function reportCatches(name, list) {
  const kinds = [...new Set(list.map((c) => c.fact))];
  const rate = (l, key) => `${l.filter((c) => c[key]).length}/${l.length}`;
  console.log(`  guard: made-up lines removed ${rate(list, "caught")}, rest left as it was ${rate(list, "clean")} — ${kinds.map((k) => `${k} ${rate(list.filter((c) => c.fact === k), "caught")}`).join(", ")}`);
  void name;
}

report("HELD-OUT", rows.filter((r) => r.heldOut));
reportCatches("HELD-OUT", catches.filter((c) => c.heldOut));
report("tuning", rows.filter((r) => !r.heldOut));
reportCatches("tuning", catches.filter((c) => !c.heldOut));
report("all", rows);
reportCatches("all", catches);

// Details of the tuning pairs only: the held-out ones are counted, never read.
const invented = rows.filter((r) => r.inventions.length && !r.heldOut);
if (invented.length) {
  console.log("\nInventions found in tuning pairs (first 20):");
  for (const r of invented.slice(0, 20)) console.log(`  ${r.resume} × ${r.job} (${r.kind}): ${r.inventions.map((f) => `${f.kind} "${f.text}"`).join("; ")}`);
}
const missed = catches.filter((c) => (!c.caught || !c.clean) && !c.heldOut);
if (missed.length) {
  console.log("\nMade-up lines the guard missed, or removed with more than the line, in tuning pairs (first 20):");
  for (const c of missed.slice(0, 20)) console.log(`  ${c.resume} × ${c.job}: ${c.fact} "${c.line}" ${c.caught ? "(removed more than the line)" : "(missed)"}`);
}
const alarms = rows.filter((r) => r.guardRemoved.length && !r.heldOut);
if (alarms.length) {
  console.log("\nGuard false alarms in tuning pairs (first 20):");
  for (const r of alarms.slice(0, 20)) console.log(`  ${r.resume} × ${r.job} (${r.kind}): ${r.guardRemoved.map((f) => `${f.kind} "${f.text}"`).join("; ")}`);
}
