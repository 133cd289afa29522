#!/usr/bin/env node
/**
 * Grades the coach's safety detector (core/coach/safety/detect.ts) on its phrasing sets:
 * core/coach/safety/data/unseen.jsonl (messages that must be caught, with their category) and
 * core/coach/safety/data/negatives.jsonl (career questions that must pass through), then on
 * core/coach/safety/data/fresh.jsonl … fresh6.jsonl, blind.jsonl, blind2.jsonl and blind3.jsonl (both kinds; category null for the ones that must pass through),
 * and on core/coach/nlu/data/test.jsonl (ordinary career messages, none of which may be flagged).
 * Prints recall per category and the false-positive rate, for the rules alone and for the rules with the
 * learned backstop (core/coach/safety/model.ts), which is what checkSafety runs.
 *
 *   npm run eval:coach-safety               summary
 *   npm run eval:coach-safety -- --verbose  also every miss and false positive
 *
 * TypeScript is loaded through tsx, as scripts/eval-coach.mjs does.
 */
import { rerunUnderTsx } from "./lib/under-tsx.mjs";
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);

rerunUnderTsx(import.meta.url, "AMAL_EVAL_SAFETY_CHILD");

const verbose = args.includes("--verbose");
const { checkSafety, checkSafetyRules, SAFETY_CATEGORIES } = await import("../core/coach/safety/detect.ts");

const load = (name) =>
  readFileSync(new URL(`../core/coach/safety/data/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : "n/a");

const DETECTORS = [
  ["rules", checkSafetyRules],
  ["rules+model", checkSafety],
];

/** Prints recall per category on `positives` and the false-positive rate on `negatives`, rules alone and rules with the model. */
function grade(title, positives, negatives) {
  console.log(`${title.padEnd(42)}${DETECTORS.map(([name]) => name.padStart(18)).join("")}`);
  const row = (label, cells) => console.log(`  ${label.padEnd(40)}${cells.map((c) => c.padStart(18)).join("")}`);
  const cell = (n, d) => `${pct(n, d)} (${n}/${d})`;
  const notes = [];
  const caught = DETECTORS.map(() => 0);
  for (const category of SAFETY_CATEGORIES) {
    const cases = positives.filter((c) => c.category === category);
    const hits = DETECTORS.map(([name, detect], d) => {
      let n = 0;
      for (const c of cases) {
        const got = detect(c.text);
        if (got === category) n++;
        else if (d === DETECTORS.length - 1) notes.push(`    missed (${got ?? "-"})\t${c.text}`);
        else if (name === "rules" && checkSafety(c.text) === category) notes.push(`    model caught\t${c.text}`);
      }
      caught[d] += n;
      return n;
    });
    if (cases.length) row(`${category} recall`, hits.map((n) => cell(n, cases.length)));
  }
  if (positives.length) row("all recall", caught.map((n) => cell(n, positives.length)));
  const flagged = DETECTORS.map(([, detect]) => negatives.map((c) => [detect(c.text), c.text]).filter(([got]) => got));
  row("false positives", flagged.map((f) => cell(f.length, negatives.length)));
  for (const [got, text] of flagged.at(-1)) notes.push(`    false positive (${got})\t${text}`);
  if (verbose && notes.length) console.log(notes.join("\n"));
}

grade("unseen.jsonl + negatives.jsonl", load("unseen.jsonl"), load("negatives.jsonl"));
// Each set was written before the round of rules that used it: fresh.jsonl before the second, blind.jsonl before
// the third, and all three train the model; blind2.jsonl is kept out of tuning and training: it estimates recall
// on phrasings nobody shaped rules or the model on. fresh2 … fresh6 were each scored unseen, then tuned the
// structural rules and trained the model (fresh6: 46/56 caught and 2/42 false positives unseen). blind3.jsonl was written, with its hard negatives, before the structural
// rules and the concept-reading backstop, and is likewise never trained or tuned on: read only its summary.
for (const name of [
  "fresh.jsonl",
  "fresh2.jsonl",
  "fresh3.jsonl",
  "fresh4.jsonl",
  "fresh5.jsonl",
  "fresh6.jsonl",
  "blind.jsonl",
  "blind2.jsonl (held out: do not tune on it)",
  "blind3.jsonl (held out: do not tune on it)",
]) {
  const set = load(name.split(" ")[0]);
  grade(
    name,
    set.filter((c) => c.category),
    set.filter((c) => !c.category),
  );
}
// Ordinary career messages the model never saw (the intent classifier's test set): each flag is an honest
// question that would get a safety reply instead of an answer.
const ordinary = readFileSync(new URL("../core/coach/nlu/data/test.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
grade("nlu/data/test.jsonl (ordinary, held out)", [], ordinary);

// The check runs before every answer: time it on the ordinary messages (warm, after the passes above), in CPU
// time and as the median of several rounds, so other work on the machine moves the figure less.
const rounds = [];
for (let r = 0; r < 15; r++) {
  const started = process.cpuUsage();
  for (let k = 0; k < 4; k++) for (const c of ordinary) checkSafety(c.text);
  const used = process.cpuUsage(started);
  rounds.push((used.user + used.system) / (4 * ordinary.length));
}
rounds.sort((a, b) => a - b);
console.log(`checkSafety: ${rounds[7].toFixed(0)} µs CPU per ordinary message (median of ${rounds.length} rounds of ${4 * ordinary.length})`);
