#!/usr/bin/env node
/**
 * Course search evaluation over the bundled catalogue (core/courses/eval/): English and Arabic
 * queries (Egyptian phrasing, constraints in words), each with the ids of the courses that are
 * relevant to it. Prints, held-out split first (the headline; never tuned on), then the tuning
 * split:
 *
 * - precision@5: among the top k = min(5, number of relevant courses) results, the share that is
 *   relevant (a query whose relevant set is smaller than 5 is not punished for it);
 * - violations: the share of top-5 results that break a constraint the words state (an English
 *   course for "بالعربي", a paid one for "free", over the hour limit, another level, no certificate);
 * - nothing fits: queries about subjects the catalogue lacks must return no result.
 *
 * `--freeze` regenerates queries.json (the ids) from rules.json: a course is relevant when one
 * of its first three skills is one the rule names and it satisfies the rule's constraints.
 * `--verbose` prints every query's top 5.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "core/courses/eval");
const load = (p) => import(pathToFileURL(join(root, p)).href);
const { memoryCatalogue } = await load("core/courses/memory.ts");
const { bundledCourses } = await load("core/courses/bundled.ts");
const verbose = process.argv.includes("--verbose");

const fits = (course, c) =>
  (c.free === undefined || course.free === c.free) &&
  (c.level === undefined || course.level === c.level) &&
  (c.language === undefined || course.language === c.language) &&
  (c.maxHours === undefined || course.durationHours <= c.maxHours) &&
  (c.certificate === undefined || course.certificate === c.certificate);

if (process.argv.includes("--freeze")) {
  const rules = JSON.parse(readFileSync(join(dir, "rules.json"), "utf8"));
  const freeze = (list) =>
    list.map(({ q, skills, also = [], constraints }) => ({
      q,
      constraints,
      relevant: bundledCourses()
        .filter((c) => (c.skills.slice(0, 3).some((s) => skills.includes(s)) || also.includes(c.id)) && fits(c, constraints))
        .map((c) => c.id),
    }));
  const frozen = { about: rules.about, heldOut: freeze(rules.heldOut), tuning: freeze(rules.tuning), nothingFits: rules.nothingFits };
  writeFileSync(join(dir, "queries.json"), `${JSON.stringify(frozen, null, 1)}\n`);
  console.log(`Froze ${frozen.heldOut.length} held-out and ${frozen.tuning.length} tuning queries.`);
}

const queries = JSON.parse(readFileSync(join(dir, "queries.json"), "utf8"));
const catalogue = memoryCatalogue();

async function evaluate(name, list) {
  let precision = 0;
  let inspected = 0;
  let violations = 0;
  const misses = [];
  for (const { q, relevant, constraints } of list) {
    const outcome = await catalogue.search({ text: q, limit: 5 });
    const top = outcome.results.map((r) => r.course);
    const k = Math.min(5, relevant.length);
    const hits = top.slice(0, k).filter((c) => relevant.includes(c.id)).length;
    const p = k === 0 ? (top.length === 0 ? 1 : 0) : hits / k;
    precision += p;
    inspected += top.length;
    const broken = top.filter((c) => !fits(c, constraints));
    violations += broken.length;
    if (p < 1 || broken.length) misses.push(`  ${p.toFixed(2)}  ${q}  → ${top.map((c) => (relevant.includes(c.id) ? c.id : `✗${c.id}`)).join(", ") || "(nothing)"}`);
    if (verbose) console.log(`  ${p.toFixed(2)}  ${q}  [${outcome.total}] → ${top.map((c) => c.id).join(", ")}`);
  }
  const figures = { queries: list.length, precisionAt5: precision / list.length, violationShare: inspected ? violations / inspected : 0 };
  console.log(`${name}: ${figures.queries} queries, precision@5 ${figures.precisionAt5.toFixed(3)}, constraint violations in the top 5 ${(100 * figures.violationShare).toFixed(1)}% (${violations}/${inspected})`);
  if (misses.length) console.log(misses.join("\n"));
  return figures;
}

console.log(`Course search over the bundled catalogue (${(await catalogue.size())} courses), local ranking (core/courses/search.ts)\n`);
const heldOut = await evaluate("HELD-OUT (headline)", queries.heldOut);
console.log("");
const tuning = await evaluate("tuning", queries.tuning);
console.log("");
let empty = 0;
for (const q of queries.nothingFits) {
  const outcome = await catalogue.search({ text: q, limit: 5 });
  if (outcome.results.length === 0) empty++;
  else console.log(`  ✗ "${q}" returned ${outcome.results.map((r) => r.course.id).join(", ")}`);
}
console.log(`nothing fits: ${empty}/${queries.nothingFits.length} queries returned no result`);
console.log(`\nHeadline: held-out precision@5 ${heldOut.precisionAt5.toFixed(3)} (target ≥ 0.8), violations ${(100 * heldOut.violationShare).toFixed(1)}% (target 0); tuning ${tuning.precisionAt5.toFixed(3)}.`);
process.exitCode = heldOut.precisionAt5 >= 0.8 && heldOut.violationShare === 0 && tuning.violationShare === 0 && empty === queries.nothingFits.length ? 0 : 1;
