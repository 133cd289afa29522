#!/usr/bin/env node
/**
 * Trains the coach's intent classifier (core/coach/nlu): softmax logistic regression over the
 * word, bigram and character-gram features of core/coach/nlu/features.ts, from
 * core/coach/nlu/data/train.jsonl only (test.jsonl is held out and never read here). Writes
 * core/coach/nlu/model.json with the hash of the training file it was trained on.
 *
 * To retrain after editing the training set or the features:
 *   npm run train:coach
 * and commit the regenerated core/coach/nlu/model.json with the change (a unit test fails when
 * the model is older than the data).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { NLU_LABELS } from "../core/coach/nlu/labels.ts";
import { fitTemperature, trainIntentModel } from "../core/coach/nlu/train.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = readFileSync(join(root, "core/coach/nlu/data/train.jsonl"), "utf8");
const rows = source
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const hash = createHash("sha256").update(source).digest("hex");
const model = trainIntentModel(rows, NLU_LABELS, hash);
// Confidence calibration: the softmax temperature that fits held-out folds of the training set best.
model.temperature = fitTemperature(rows, NLU_LABELS);
const json = `${JSON.stringify(model)}\n`;
writeFileSync(join(root, "core/coach/nlu/model.json"), json);
const perLabel = NLU_LABELS.map((l) => `${l} ${rows.filter((r) => r.intent === l).length}`).join(", ");
console.log(`trained on ${rows.length} messages (${perLabel}); ${Object.keys(model.weights).length} features kept, temperature ${model.temperature}, ${(json.length / 1024).toFixed(0)} KB`);
