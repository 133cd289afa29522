/**
 * The safety detector's learned backstop: softmax logistic regression over the same word, bigram and
 * character-gram features as the intent classifier (../nlu/features.ts), read on the message with the
 * concepts it mentions appended (./concepts.ts: "zzwish zzdie", "zzother zzsymptom"), labels none / medical_emergency /
 * self_harm / cheating / fraud, trained by scripts/train-coach-safety.mjs from the phrasing sets in ./data,
 * cases.ts and the ordinary career messages of ../nlu/data/train.jsonl (see ./train.ts). `checkSafety`
 * asks it only when no rule fired, and takes its category only when the probability reaches that
 * category's threshold (chosen on held-out folds so ordinary career questions are almost never flagged).
 */
import { type IntentModelWeights, probabilities } from "../nlu/classify.ts";
import { withConcepts } from "./concepts.ts";
import type { SafetyCategory } from "./detect.ts";
import model from "./model.json" with { type: "json" };

export interface SafetyModel extends IntentModelWeights {
  /** Probability each category needs before it counts. */
  thresholds: Record<string, number>;
}

/** The committed model. */
export const SAFETY_MODEL = model as SafetyModel;

/**
 * The least probability a category needs, whatever the trained threshold: a discouraged message
 * ("rejected 30 times and I feel worthless") reads close to self-harm, and the coach already
 * answers discouragement with care and concrete steps, so without a rule's evidence the crisis
 * answer is given only when the model is near-certain.
 */
const MIN_PROBABILITY: Partial<Record<SafetyCategory, number>> = { self_harm: 0.85 };

/**
 * The category the model reads in a (folded) message, or null when none reaches its threshold. It reads
 * the message with its concepts appended (./concepts.ts), as it was trained.
 */
export function modelSafety(folded: string, m: SafetyModel = SAFETY_MODEL): SafetyCategory | null {
  const probs = probabilities(withConcepts(folded), m);
  let best = 1;
  for (let k = 2; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
  const category = m.labels[best] as SafetyCategory;
  const needed = Math.max(m.thresholds[category] ?? 1.01, MIN_PROBABILITY[category] ?? 0);
  return probs[best] >= needed ? category : null;
}
