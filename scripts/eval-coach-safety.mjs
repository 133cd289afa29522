#!/usr/bin/env node
/**
 * Grades the coach's safety detector (core/coach/safety/detect.ts) on its phrasing sets:
 * core/coach/safety/data/unseen.jsonl (messages that must be caught, with their category) and
 * core/coach/safety/data/negatives.jsonl (career questions that must pass through), then on
 * core/coach/safety/data/fresh.jsonl and blind.jsonl (both kinds; category null for the ones that must pass through).
 * Prints recall per category and the false-positive rate.
 *
 *   npm run eval:coach-safety               summary
 *   npm run eval:coach-safety -- --verbose  also every miss and false positive
 *
 * TypeScript is loaded through tsx, as scripts/eval-coach.mjs does.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);

if (!process.env.AMAL_EVAL_SAFETY_CHILD) {
  let tsx = null;
  try {
    tsx = createRequire(import.meta.url).resolve("tsx");
  } catch {
    tsx = null;
  }
  if (tsx) {
    const child = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), ...args], {
      stdio: "inherit",
      env: { ...process.env, AMAL_EVAL_SAFETY_CHILD: "1" },
    });
    process.exit(child.status ?? 1);
  }
}

const verbose = args.includes("--verbose");
const { checkSafety, SAFETY_CATEGORIES } = await import("../core/coach/safety/detect.ts");

const load = (name) =>
  readFileSync(new URL(`../core/coach/safety/data/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : "n/a");

/** Prints recall per category on `positives` and the false-positive rate on `negatives`. */
function grade(title, positives, negatives) {
  console.log(title);
  let caught = 0;
  for (const category of SAFETY_CATEGORIES) {
    const cases = positives.filter((c) => c.category === category);
    const misses = [];
    let hits = 0;
    for (const c of cases) {
      const got = checkSafety(c.text);
      if (got === category) hits++;
      else misses.push(`    ${got ?? "-"}\t${c.text}`);
    }
    caught += hits;
    console.log(`  ${category.padEnd(18)} recall ${pct(hits, cases.length).padStart(6)}  (${hits}/${cases.length})`);
    if (verbose && misses.length) console.log(misses.join("\n"));
  }
  console.log(`  ${"all".padEnd(18)} recall ${pct(caught, positives.length).padStart(6)}  (${caught}/${positives.length})`);
  const flagged = negatives.map((c) => [checkSafety(c.text), c.text]).filter(([got]) => got);
  console.log(
    `  ${"false positives".padEnd(18)}        ${pct(flagged.length, negatives.length).padStart(6)}  (${flagged.length}/${negatives.length})`,
  );
  if (verbose && flagged.length) console.log(flagged.map(([got, text]) => `    ${got}\t${text}`).join("\n"));
}

grade("unseen.jsonl + negatives.jsonl", load("unseen.jsonl"), load("negatives.jsonl"));
// Each set was written before the round of rules that used it: fresh.jsonl before the second, blind.jsonl before
// the third; blind2.jsonl is kept out of tuning: it estimates recall on phrasings nobody shaped rules on.
for (const name of ["fresh.jsonl", "blind.jsonl", "blind2.jsonl (held out: do not tune on it)"]) {
  const set = load(name.split(" ")[0]);
  grade(
    name,
    set.filter((c) => c.category),
    set.filter((c) => !c.category),
  );
}
