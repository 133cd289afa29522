#!/usr/bin/env node
/**
 * Measures the coach's intent classifier. By default: accuracy on the held-out
 * core/coach/nlu/data/test.jsonl, per language, for the bare classifier and for detectIntent (the
 * classifier with the explicit template signals), and the confused pairs. With --cv: 5-fold
 * cross-validation on train.jsonl only (for choosing training options without looking at the test set).
 *
 *   npm run eval:coach-nlu [-- --cv | --file other.jsonl]
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { detectIntent } from "../core/coach/intent.ts";
import { classifyIntent } from "../core/coach/nlu/classify.ts";
import { NLU_LABELS } from "../core/coach/nlu/labels.ts";
import { predict, trainIntentModel } from "../core/coach/nlu/train.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const read = (name) =>
  readFileSync(join(root, "core/coach/nlu/data", name), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

function report(title, rows, guess) {
  const confused = new Map();
  for (const lang of ["en", "ar"]) {
    const mine = rows.filter((r) => r.lang === lang);
    let right = 0;
    for (const r of mine) {
      const g = guess(r.text);
      if (g === r.intent) right++;
      else {
        const key = `${r.intent} → ${g}`;
        confused.set(key, [...(confused.get(key) ?? []), r.text]);
      }
    }
    console.log(`${title} ${lang}: ${right}/${mine.length} = ${((100 * right) / mine.length).toFixed(1)}%`);
  }
  for (const [pair, texts] of [...confused].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${pair} (${texts.length}): ${texts.map((t) => JSON.stringify(t)).join(", ")}`);
  }
}

if (process.argv.includes("--cv")) {
  const rows = read("train.jsonl");
  const folds = 5;
  const out = [];
  for (let f = 0; f < folds; f++) {
    const train = rows.filter((_, i) => i % folds !== f);
    const held = rows.filter((_, i) => i % folds === f);
    const model = trainIntentModel(train, NLU_LABELS, "cv");
    for (const r of held) {
      const p = predict(model, r.text);
      out.push({ ...r, guess: NLU_LABELS[p.indexOf(Math.max(...p))], confidence: Math.max(...p) });
    }
  }
  const byText = new Map(out.map((r) => [r.text, r.guess]));
  report("cross-validation", out, (t) => byText.get(t));
  const right = out.filter((r) => r.guess === r.intent);
  const wrong = out.filter((r) => r.guess !== r.intent);
  const mean = (xs) => xs.reduce((a, c) => a + c, 0) / Math.max(xs.length, 1);
  console.log(`mean confidence: right ${mean(right.map((r) => r.confidence)).toFixed(2)}, wrong ${mean(wrong.map((r) => r.confidence)).toFixed(2)}`);
} else {
  const at = process.argv.indexOf("--file");
  const rows = read(at > 0 ? process.argv[at + 1] : "test.jsonl");
  report("classifier", rows, (t) => classifyIntent(t).intent);
  report("detectIntent", rows, (t) => detectIntent(t).intent);
}
