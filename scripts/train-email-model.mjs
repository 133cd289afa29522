#!/usr/bin/env node
/**
 * Trains the e-mail classifier's small model: a multinomial naive Bayes over the word and bigram
 * features of core/email/text.ts, from the TRAIN split of core/email/data/labelled-emails.jsonl
 * only (the held-out split is never read here). Writes core/email/model.json.
 *
 * To retrain after editing the labelled set or the features:
 *   npm run train:emails && npm run eval:emails
 * and commit the regenerated core/email/model.json with the change.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { LABELS } from "../core/email/rules.ts";
import { features, prepare } from "../core/email/text.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const rows = readFileSync(join(root, "core/email/data/labelled-emails.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
  .filter((row) => row.split === "train");

const ALPHA = 0.5;
const MIN_COUNT = 2;
const counts = new Map();
const docs = new Array(LABELS.length).fill(0);
const totals = new Array(LABELS.length).fill(0);
for (const row of rows) {
  const k = LABELS.indexOf(row.label);
  if (k < 0) throw new Error(`${row.id}: unknown label ${row.label}`);
  docs[k]++;
  // Each feature counts once per e-mail: a long e-mail does not outvote a short one.
  for (const f of new Set(features(prepare(row)))) {
    if (!counts.has(f)) counts.set(f, new Array(LABELS.length).fill(0));
    counts.get(f)[k]++;
    totals[k]++;
  }
}
const vocab = [...counts].filter(([, c]) => c.reduce((a, b) => a + b, 0) >= MIN_COUNT).sort(([a], [b]) => (a < b ? -1 : 1));
const size = vocab.length + 1;
const round = (x) => Math.round(x * 1000) / 1000;
const weights = {};
for (const [f, c] of vocab) {
  // Log-likelihood of the feature under each label, centred so that a feature no label prefers weighs nothing.
  const logs = c.map((n, k) => Math.log((n + ALPHA) / (totals[k] + ALPHA * size)));
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
  const centred = logs.map((x) => round(x - mean));
  if (centred.some((x) => Math.abs(x) > 0.3)) weights[f] = centred;
}
const model = { generatedBy: "scripts/train-email-model.mjs", labels: LABELS, trainedOn: rows.length, weights };
writeFileSync(join(root, "core/email/model.json"), `${JSON.stringify(model)}\n`);
console.log(`trained on ${rows.length} e-mails (${LABELS.map((l, k) => `${l} ${docs[k]}`).join(", ")}); ${Object.keys(weights).length} features kept`);
