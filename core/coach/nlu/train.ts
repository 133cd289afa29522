/**
 * Trains the coach's intent classifier: multinomial logistic regression (softmax) over the
 * features of features.ts, full-batch Adam with L2, deterministic (no random order, no random
 * initialisation), so the same data always gives the same model. Used by
 * scripts/train-coach-nlu.mjs and by the unit test that checks the committed model is current.
 */
import { FEATURES_VERSION, vectorize } from "./features.ts";

export interface LabelledMessage {
  text: string;
  intent: string;
  lang: "en" | "ar";
}

export interface IntentModel {
  generatedBy: string;
  featuresVersion: number;
  /** Hash of the training file the model was trained on (sha256, hex). */
  trainHash: string;
  trainedOn: number;
  labels: string[];
  charWeight: number;
  /**
   * Softmax temperature fitted by cross-validation on the training set (scripts/train-coach-nlu.mjs),
   * so that a confidence of 0.7 is right about 70% of the time; logits are divided by it.
   */
  temperature: number;
  bias: number[];
  /** Feature → one weight per label (labels order). */
  weights: Record<string, number[]>;
}

export interface TrainOptions {
  /** L2 penalty per feature weight. */
  l2: number;
  epochs: number;
  learningRate: number;
  charWeight: number;
  /** A feature must occur in at least this many messages to be learnt. */
  minCount: number;
  /** Weights whose largest magnitude is below this are dropped from the written model. */
  prune: number;
  /**
   * Whether to learn a per-intent bias. Without one, a message with no known feature is
   * uniform over the intents (low confidence) instead of leaning to the most common one.
   */
  bias: boolean;
}

export const TRAIN_OPTIONS: TrainOptions = { l2: 0.00003, epochs: 100, learningRate: 0.12, charWeight: 1.5, minCount: 2, prune: 0.06, bias: false };

const round = (x: number) => Math.round(x * 100) / 100;

export function trainIntentModel(rows: readonly LabelledMessage[], labels: readonly string[], trainHash: string, options: TrainOptions = TRAIN_OPTIONS): IntentModel {
  const K = labels.length;
  const docs = rows.map((row) => {
    const k = labels.indexOf(row.intent);
    if (k < 0) throw new Error(`unknown intent ${row.intent} for ${JSON.stringify(row.text)}`);
    return { k, x: vectorize(row.text, options.charWeight) };
  });
  const counts = new Map<string, number>();
  for (const d of docs) for (const [f] of d.x) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts].filter(([, n]) => n >= options.minCount).map(([f]) => f).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const sparse = docs.map((d) => ({
    k: d.k,
    ids: d.x.filter(([f]) => index.has(f)).map(([f]) => index.get(f)!),
    vals: d.x.filter(([f]) => index.has(f)).map(([, v]) => v),
  }));
  const V = vocab.length;
  const W = new Float64Array(V * K);
  const b = new Float64Array(K);
  const gW = new Float64Array(V * K);
  const gb = new Float64Array(K);
  const mW = new Float64Array(V * K);
  const vW = new Float64Array(V * K);
  const mb = new Float64Array(K);
  const vb = new Float64Array(K);
  const beta1 = 0.9;
  const beta2 = 0.999;
  const eps = 1e-8;
  const n = sparse.length;
  const logits = new Float64Array(K);
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    gW.fill(0);
    gb.fill(0);
    for (const d of sparse) {
      for (let k = 0; k < K; k++) logits[k] = b[k];
      for (let j = 0; j < d.ids.length; j++) {
        const base = d.ids[j] * K;
        const v = d.vals[j];
        for (let k = 0; k < K; k++) logits[k] += W[base + k] * v;
      }
      let max = -Infinity;
      for (let k = 0; k < K; k++) max = Math.max(max, logits[k]);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += (logits[k] = Math.exp(logits[k] - max));
      for (let k = 0; k < K; k++) {
        const g = (logits[k] / sum - (k === d.k ? 1 : 0)) / n;
        gb[k] += g;
        for (let j = 0; j < d.ids.length; j++) gW[d.ids[j] * K + k] += g * d.vals[j];
      }
    }
    for (let i = 0; i < W.length; i++) gW[i] += options.l2 * W[i];
    const c1 = 1 - beta1 ** epoch;
    const c2 = 1 - beta2 ** epoch;
    for (let i = 0; i < W.length; i++) {
      mW[i] = beta1 * mW[i] + (1 - beta1) * gW[i];
      vW[i] = beta2 * vW[i] + (1 - beta2) * gW[i] * gW[i];
      W[i] -= (options.learningRate * (mW[i] / c1)) / (Math.sqrt(vW[i] / c2) + eps);
    }
    for (let k = 0; k < K && options.bias; k++) {
      mb[k] = beta1 * mb[k] + (1 - beta1) * gb[k];
      vb[k] = beta2 * vb[k] + (1 - beta2) * gb[k] * gb[k];
      b[k] -= (options.learningRate * (mb[k] / c1)) / (Math.sqrt(vb[k] / c2) + eps);
    }
  }
  const weights: Record<string, number[]> = {};
  for (let i = 0; i < V; i++) {
    const row = Array.from(W.subarray(i * K, i * K + K), round);
    if (row.some((w) => Math.abs(w) >= options.prune)) weights[vocab[i]] = row;
  }
  return {
    generatedBy: "scripts/train-coach-nlu.mjs",
    featuresVersion: FEATURES_VERSION,
    trainHash,
    trainedOn: rows.length,
    labels: [...labels],
    charWeight: options.charWeight,
    temperature: 1,
    bias: Array.from(b, round),
    weights,
  };
}

/**
 * The temperature that makes the model's probabilities honest: k-fold cross-validation on the
 * training messages (fold = position modulo k, so it is deterministic), then the temperature on a
 * 0.05 grid with the least negative log-likelihood of the held-out messages' true intents.
 */
export function fitTemperature(rows: readonly LabelledMessage[], labels: readonly string[], options: TrainOptions = TRAIN_OPTIONS, folds = 5): number {
  const held: [number, number[]][] = [];
  for (let f = 0; f < folds; f++) {
    const model = trainIntentModel(rows.filter((_, i) => i % folds !== f), labels, "", options);
    for (const [i, row] of rows.entries()) if (i % folds === f) held.push([labels.indexOf(row.intent), logitsOf(model, row.text)]);
  }
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let t = 0.4; t <= 1.5001; t += 0.05) {
    const temperature = Math.round(t * 100) / 100;
    let loss = 0;
    for (const [y, logits] of held) loss -= Math.log(softmax(logits, temperature)[y]);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = temperature;
    }
  }
  return best;
}

function logitsOf(model: Pick<IntentModel, "bias" | "weights" | "charWeight">, text: string): number[] {
  const logits = [...model.bias];
  for (const [f, v] of vectorize(text, model.charWeight)) {
    const w = model.weights[f];
    if (w) for (let k = 0; k < logits.length; k++) logits[k] += w[k] * v;
  }
  return logits;
}

function softmax(logits: readonly number[], temperature: number): number[] {
  const scaled = logits.map((x) => x / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((x) => Math.exp(x - max));
  const sum = exps.reduce((a, c) => a + c, 0);
  return exps.map((e) => e / sum);
}

/** Softmax probabilities of each label for a message under `model`. */
export function predict(model: Pick<IntentModel, "bias" | "weights" | "charWeight" | "temperature">, text: string): number[] {
  return softmax(logitsOf(model, text), model.temperature);
}

