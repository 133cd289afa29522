/**
 * Training data and threshold selection for the safety detector's learned backstop (model.ts), used by
 * scripts/train-coach-safety.mjs and by the unit test that checks the committed model is current.
 *
 * Trained on: the flagged phrasings of data/unseen.jsonl, fresh.jsonl, blind.jsonl, fresh2.jsonl, fresh3.jsonl, fresh4.jsonl, fresh5.jsonl and fresh6.jsonl and of cases.ts
 * (TRUE_POSITIVES), and as `none` the messages in those sets that must pass through, data/negatives.jsonl,
 * cases.ts FALSE_POSITIVES and every ordinary career message of core/coach/nlu/data/train.jsonl.
 * Never on data/blind2.jsonl, data/blind3.jsonl nor core/coach/nlu/data/test.jsonl: those measure it.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type IntentModel, type LabelledMessage, predict, type TrainOptions, trainIntentModel } from "../nlu/train.ts";
import { FALSE_POSITIVES, TRUE_POSITIVES } from "./cases.ts";
import { withConcepts } from "./concepts.ts";
import { backstopText, SAFETY_CATEGORIES, type SafetyCategory } from "./detect.ts";

export const SAFETY_MODEL_LABELS = ["none", ...SAFETY_CATEGORIES] as const;

export const SAFETY_TRAIN_FILES = [
  "core/coach/safety/data/unseen.jsonl",
  "core/coach/safety/data/fresh.jsonl",
  "core/coach/safety/data/blind.jsonl",
  "core/coach/safety/data/fresh2.jsonl",
  "core/coach/safety/data/fresh3.jsonl",
  "core/coach/safety/data/fresh4.jsonl",
  "core/coach/safety/data/fresh5.jsonl",
  "core/coach/safety/data/fresh6.jsonl",
  "core/coach/safety/data/negatives.jsonl",
  "core/coach/nlu/data/train.jsonl",
] as const;

export const SAFETY_TRAIN_OPTIONS: TrainOptions = { l2: 0.00003, epochs: 100, learningRate: 0.12, charWeight: 1.5, minCount: 2, prune: 0.1, bias: true };

const ARABIC = /[\u0621-\u064A]/;

const readJsonl = (root: string, path: string) =>
  readFileSync(join(root, path), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { text: string; category?: string | null; intent?: string });

/** Every training message with its label, and the sha256 of everything they were read from. */
export function safetyTrainingSet(root: string): { rows: LabelledMessage[]; hash: string } {
  const rows: LabelledMessage[] = [];
  const add = (text: string, label: string) => rows.push({ text, intent: label, lang: ARABIC.test(text) ? "ar" : "en" });
  const hash = createHash("sha256");
  for (const path of SAFETY_TRAIN_FILES) {
    hash.update(readFileSync(join(root, path), "utf8"));
    const nlu = path.includes("/nlu/");
    for (const row of readJsonl(root, path)) add(row.text, nlu ? "none" : (row.category ?? "none"));
  }
  hash.update(JSON.stringify({ TRUE_POSITIVES, FALSE_POSITIVES }));
  // The concepts are part of what the model reads: a change to them needs a retrained model.
  hash.update(readFileSync(join(root, "core/coach/safety/concepts.ts"), "utf8"));
  for (const [category, messages] of Object.entries(TRUE_POSITIVES)) for (const text of messages) add(text, category);
  for (const text of FALSE_POSITIVES) add(text, "none");
  return { rows, hash: hash.digest("hex") };
}

/**
 * What the model reads of a training message, the same as at inference: the folded text without the figures of
 * speech the rules blank out, with its concepts (./concepts.ts).
 */
const asModelReads = (rows: readonly LabelledMessage[]) => rows.map((row) => ({ ...row, text: withConcepts(backstopText(row.text)) }));

/** The backstop trained on `rows` (raw messages; each is read with its concepts, as model.ts reads them). */
export function trainSafetyModel(rows: readonly LabelledMessage[], hash: string, options: TrainOptions = SAFETY_TRAIN_OPTIONS): IntentModel {
  return trainIntentModel(asModelReads(rows), [...SAFETY_MODEL_LABELS], hash, options);
}

/**
 * Held-out probabilities for every training message: k-fold cross-validation, fold = position modulo k
 * (deterministic). Returns, per message, its label index and the probability of each label.
 */
export function crossValidated(rows: readonly LabelledMessage[], options: TrainOptions = SAFETY_TRAIN_OPTIONS, folds = 5): { y: number; probs: number[] }[] {
  const out: { y: number; probs: number[] }[] = new Array(rows.length);
  const labels: string[] = [...SAFETY_MODEL_LABELS];
  const read = asModelReads(rows);
  for (let f = 0; f < folds; f++) {
    const model = trainIntentModel(
      read.filter((_, i) => i % folds !== f),
      labels,
      "",
      options,
    );
    for (const [i, row] of read.entries()) if (i % folds === f) out[i] = { y: labels.indexOf(row.intent), probs: predict(model, row.text) };
  }
  return out;
}

/** Thresholds tried, lowest first. */
const GRID = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99];

/**
 * How many held-out `none` messages (of about 1,500) each category may flag: one for cheating and fraud
 * (a wrong refusal insults an honest user, so a miss is the lesser harm there), two for the urgent
 * categories (a wrong "call 123" costs a moment; a missed one can cost a life).
 */
export const FALSE_POSITIVE_BUDGET: Record<string, number> = { medical_emergency: 2, self_harm: 2, cheating: 1, fraud: 1 };

/**
 * The probability each category needs before the model's word counts: the lowest threshold on the grid
 * whose false positives on held-out folds stay within FALSE_POSITIVE_BUDGET. A false positive is a training
 * message labelled `none` that the rules let through and the backstop is asked about (`passes`) and that the model would flag.
 */
export function chooseThresholds(
  rows: readonly LabelledMessage[],
  cv: readonly { y: number; probs: number[] }[],
  passes: (text: string, category: SafetyCategory) => boolean,
): Record<string, number> {
  const labels = [...SAFETY_MODEL_LABELS];
  const thresholds: Record<string, number> = {};
  for (let k = 1; k < labels.length; k++) {
    const fps = GRID.map((t) => cv.filter(({ y, probs }, i) => y === 0 && argmaxCategory(probs) === k && probs[k] >= t && passes(rows[i].text, labels[k] as SafetyCategory)).length);
    const index = fps.findIndex((n) => n <= FALSE_POSITIVE_BUDGET[labels[k]]);
    // No threshold on the grid is safe enough: the category is left to the rules.
    thresholds[labels[k]] = index < 0 ? 1.01 : GRID[index];
  }
  return thresholds;
}

/** The index of the most probable category (never 0, `none`). */
export function argmaxCategory(probs: readonly number[]): number {
  let best = 1;
  for (let k = 2; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
  return best;
}
