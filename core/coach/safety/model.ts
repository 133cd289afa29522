/**
 * The safety detector's learned backstop: softmax logistic regression over the same word, bigram and
 * character-gram features as the intent classifier (../nlu/features.ts), labels none / medical_emergency /
 * self_harm / cheating / fraud, trained by scripts/train-coach-safety.mjs from the phrasing sets in ./data,
 * cases.ts and the ordinary career messages of ../nlu/data/train.jsonl (see ./train.ts). `checkSafety`
 * asks it only when no rule fired, and takes its category only when the probability reaches that
 * category's threshold (chosen on held-out folds so ordinary career questions are almost never flagged).
 */
import { type IntentModelWeights, probabilities } from "../nlu/classify.ts";
import type { SafetyCategory } from "./detect.ts";
import model from "./model.json" with { type: "json" };

export interface SafetyModel extends IntentModelWeights {
  /** Probability each category needs before it counts. */
  thresholds: Record<string, number>;
}

/** The committed model. */
export const SAFETY_MODEL = model as SafetyModel;

/** The category the model reads in a message, or null when none reaches its threshold. */
export function modelSafety(text: string, m: SafetyModel = SAFETY_MODEL): SafetyCategory | null {
  const probs = probabilities(text, m);
  let best = 1;
  for (let k = 2; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
  const category = m.labels[best];
  return probs[best] >= (m.thresholds[category] ?? 1.01) ? (category as SafetyCategory) : null;
}
