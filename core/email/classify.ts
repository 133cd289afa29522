/**
 * The job e-mail classifier: weighted phrases (core/email/rules.ts) plus a small naive Bayes over
 * words and bigrams (core/email/model.json, trained by scripts/train-email-model.mjs on the
 * repository's own labelled e-mails). Offline, deterministic, a fraction of a millisecond per
 * e-mail, and never throws: an input it cannot read is "not job-related" with confidence 0.
 */
import type { EmailGroup } from "../schemas/email.ts";
import { extractCompany, extractJobTitle } from "./extract.ts";
import model from "./model.json" with { type: "json" };
import { LABELS, RULES } from "./rules.ts";
import { detectLanguage, features, plainText, prepare } from "./text.ts";
import type { ClassifyEmail, EmailInput, EmailVerdict } from "./types.ts";

/** The trained weights, in LABELS order (a unit test checks the order). */
export const EMAIL_MODEL = model as { labels: readonly string[]; weights: Record<string, number[] | undefined> };
const NONE = LABELS.indexOf("NONE");
/** What a job group has to beat: with no phrase and no clear word evidence, an e-mail is not job-related. */
const NONE_PRIOR = 2;
/** A phrase in the subject counts this much more than in the body. */
const SUBJECT_BONUS = 0.5;
/** How much the word model adds; it breaks ties among phrases and covers e-mails no phrase names. */
const MODEL_WEIGHT = 0.35;
const MODEL_CLIP = 6;

/** The score of each label (LABELS order) for a prepared e-mail. */
export function scoreEmail(input: EmailInput): number[] {
  const text = prepare(input);
  const scores = new Array<number>(LABELS.length).fill(0);
  scores[NONE] = NONE_PRIOR;
  for (const rule of RULES) {
    const k = LABELS.indexOf(rule.label);
    const inSubject = rule.re.test(text.subject);
    if (inSubject || rule.re.test(text.body)) scores[k] += rule.weight + (inSubject ? SUBJECT_BONUS : 0);
  }
  const nb = new Array<number>(LABELS.length).fill(0);
  const weights = EMAIL_MODEL.weights;
  const seen = new Set<string>();
  for (const f of features(text)) {
    if (seen.has(f)) continue;
    seen.add(f);
    const w = weights[f];
    if (w) for (let k = 0; k < nb.length; k++) nb[k] += w[k];
  }
  const scale = Math.sqrt(Math.max(seen.size, 1)) / 4;
  for (let k = 0; k < nb.length; k++) scores[k] += MODEL_WEIGHT * Math.max(-MODEL_CLIP, Math.min(MODEL_CLIP, nb[k] / Math.max(scale, 1)));
  return scores;
}

/** The least confidence with which an e-mail is put in a group. */
export const MIN_GROUP_CONFIDENCE = 0.4;

function verdict(input: EmailInput): EmailVerdict {
  const subject = typeof input?.subject === "string" ? input.subject : "";
  const from = typeof input?.from === "string" ? input.from : "";
  const body = typeof input?.body === "string" ? input.body : "";
  const scores = scoreEmail({ subject, from, body });
  let best = 0;
  for (let k = 1; k < scores.length; k++) if (scores[k] > scores[best]) best = k;
  const max = scores[best];
  let sum = 0;
  for (const s of scores) sum += Math.exp(s - max);
  const confidence = Math.round((1 / sum) * 1000) / 1000;
  const label = LABELS[best];
  // A group the scores barely prefer is a guess: the e-mail stays out of the cards (its confidence
  // says how close it came). On the labelled sets no job e-mail falls below this line.
  const classification = label === "NONE" || confidence < MIN_GROUP_CONFIDENCE ? null : (label as EmailGroup);
  const readable = plainText(body, 4000);
  return {
    classification,
    confidence,
    company: classification ? extractCompany(from, plainText(subject, 400), readable) : null,
    jobTitle: classification && classification !== "EVENT" ? extractJobTitle(plainText(subject, 400), readable) : null,
    language: detectLanguage(`${subject} ${readable}`),
  };
}

export const classifyEmail: ClassifyEmail = (input) => {
  try {
    return verdict(input);
  } catch {
    return { classification: null, confidence: 0, company: null, jobTitle: null, language: "en" };
  }
};
