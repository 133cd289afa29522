/**
 * The coach's intent classifier: softmax logistic regression over words, bigrams and character
 * grams (features.ts), trained at build time from core/coach/nlu/data/train.jsonl by
 * scripts/train-coach-nlu.mjs into model.json. Pure, offline and fast (a few hundred feature
 * look-ups per message, well under a millisecond).
 */
import type { Intent } from "../types.ts";
import { vectorize } from "./features.ts";
import model from "./model.json" with { type: "json" };

export interface IntentModelWeights {
  labels: readonly string[];
  charWeight: number;
  /** Logits are divided by it before the softmax (fitted on held-out folds of the training set). */
  temperature: number;
  bias: readonly number[];
  weights: Record<string, readonly number[] | undefined>;
}

/** The committed model. */
export const NLU_MODEL = model as IntentModelWeights;

export interface Classification {
  /** The most probable intent. */
  intent: Intent;
  /** Its probability (softmax over the intents), 0–1. */
  confidence: number;
  /** Every intent's probability. */
  scores: Partial<Record<Intent, number>>;
}

/** A model's weights by feature, in a map (looked up by strings made per message, which an object's keys are slow for). */
const WEIGHTS = new WeakMap<IntentModelWeights, Map<string, readonly number[]>>();

function weightsOf(m: IntentModelWeights): Map<string, readonly number[]> {
  let weights = WEIGHTS.get(m);
  if (!weights) {
    weights = new Map();
    for (const [f, w] of Object.entries(m.weights)) if (w) weights.set(f, w);
    WEIGHTS.set(m, weights);
  }
  return weights;
}

/** The probability of each of the model's labels, in its order. */
export function probabilities(text: string, m: IntentModelWeights = NLU_MODEL): number[] {
  const logits = [...m.bias];
  const weights = weightsOf(m);
  for (const [f, v] of vectorize(text, m.charWeight)) {
    const w = weights.get(f);
    if (w) for (let k = 0; k < logits.length; k++) logits[k] += w[k] * v;
  }
  let max = -Infinity;
  for (const x of logits) max = Math.max(max, x);
  let sum = 0;
  const exps = logits.map((x) => {
    const e = Math.exp((x - max) / m.temperature);
    sum += e;
    return e;
  });
  return exps.map((e) => e / sum);
}

/** Which intent a message asks for, how sure the model is, and every intent's probability. */
export function classifyIntent(text: string): Classification {
  const probs = probabilities(text);
  let best = 0;
  const scores: Partial<Record<Intent, number>> = {};
  for (let k = 0; k < probs.length; k++) {
    scores[NLU_MODEL.labels[k] as Intent] = probs[k];
    if (probs[k] > probs[best]) best = k;
  }
  return { intent: NLU_MODEL.labels[best] as Intent, confidence: probs[best], scores };
}
