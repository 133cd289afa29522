#!/usr/bin/env node
/**
 * Trains the safety detector's learned backstop (core/coach/safety/model.ts): softmax logistic regression
 * over the intent classifier's features of the message with its concepts (core/coach/safety/concepts.ts), labels none / medical_emergency / self_harm / cheating / fraud, on
 * the training set of core/coach/safety/train.ts (never on core/coach/safety/data/blind2.jsonl, blind3.jsonl nor
 * core/coach/nlu/data/test.jsonl, which measure it). Each category's threshold is chosen on held-out folds
 * of the training set. Writes core/coach/safety/model.json with the hash of the data it was trained on.
 *
 *   npm run train:coach-safety
 *
 * and commit the regenerated model.json with the change (a unit test fails when the model is older than
 * the data). Run with tsx, as scripts/train-coach-nlu.mjs is.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { backstopConsulted } from "../core/coach/safety/detect.ts";
import { chooseThresholds, crossValidated, SAFETY_MODEL_LABELS, safetyTrainingSet, trainSafetyModel } from "../core/coach/safety/train.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { rows, hash } = safetyTrainingSet(root);
const labels = [...SAFETY_MODEL_LABELS];
const model = { ...trainSafetyModel(rows, hash), generatedBy: "scripts/train-coach-safety.mjs" };
// The rules run first: a false positive is a `none` message the rules let through, the backstop is asked about and the model would flag.
const thresholds = chooseThresholds(rows, crossValidated(rows), backstopConsulted);
const json = `${JSON.stringify({ ...model, thresholds })}\n`;
writeFileSync(join(root, "core/coach/safety/model.json"), json);
const perLabel = labels.map((l) => `${l} ${rows.filter((r) => r.intent === l).length}`).join(", ");
console.log(`trained on ${rows.length} messages (${perLabel}); ${Object.keys(model.weights).length} features kept, thresholds ${JSON.stringify(thresholds)}, ${(json.length / 1024).toFixed(0)} KB`);
