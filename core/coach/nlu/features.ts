/**
 * The features the coach's intent classifier reads, shared by its trainer
 * (scripts/train-coach-nlu.mjs) and by inference (classify.ts): word unigrams and bigrams of the
 * folded message after Arabic light stemming, plus character 3–5-grams inside each word so that
 * typos, dialect spellings and Franco-Arabic still share most of their features with the forms
 * the model was trained on.
 */
import { fold, words } from "../text.ts";

/** Bumped whenever the features change, so a model trained on other features is noticed. */
export const FEATURES_VERSION = 1;

const ARABIC = /[\u0621-\u064A]/;
/** Definite article with the prepositions and conjunctions that glue onto it, longest first. */
const ARTICLES = ["وال", "بال", "فال", "كال", "لل", "ال"];
const SUFFIXES = ["ات", "ين", "ون", "ها", "ه"];
/** A stem keeps at least this many letters. */
const MIN_STEM = 3;

/**
 * Arabic light stemming: the definite article (ال، وال، بال، لل، فال) and a common suffix
 * (ات، ين، ون، ه، ها) come off when at least three letters stay. "الكورسات" → "كورس",
 * "المقابله" → "مقابل", "للمبتدئين" → "مبتدي". Other scripts are returned as they are.
 */
export function stem(word: string): string {
  if (!ARABIC.test(word)) return word;
  let w = word;
  for (const article of ARTICLES) {
    if (w.startsWith(article) && w.length - article.length >= MIN_STEM) {
      w = w.slice(article.length);
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= MIN_STEM) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** The stemmed words of a message (folded first: lower case, Arabic spelling variants merged). */
export function stems(text: string): string[] {
  return words(fold(text)).map(stem);
}

/** Word features ("w:…", "b:…") and character-gram features ("c:…") of one message, each once. */
export function features(text: string): { words: string[]; chars: string[] } {
  const tokens = words(fold(text));
  const stemmed = tokens.map(stem);
  const wordSet = new Set<string>();
  for (let i = 0; i < stemmed.length; i++) {
    wordSet.add(`w:${stemmed[i]}`);
    if (i > 0) wordSet.add(`b:${stemmed[i - 1]} ${stemmed[i]}`);
  }
  if (stemmed.length === 1) wordSet.add(`o:${stemmed[0]}`);
  const charSet = new Set<string>();
  for (const token of tokens) {
    const padded = `<${token}>`;
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= padded.length; i++) charSet.add(`c:${padded.slice(i, i + n)}`);
    }
  }
  return { words: [...wordSet], chars: [...charSet] };
}

/**
 * The weighted feature vector the model multiplies: each group (words, characters) has unit
 * length over all its features, known to the model or not, so a message full of words the
 * model never saw carries little evidence and lands near the prior.
 */
export function vectorize(text: string, charWeight: number): [string, number][] {
  const { words: w, chars: c } = features(text);
  const out: [string, number][] = [];
  if (w.length) {
    const v = 1 / Math.sqrt(w.length);
    for (const f of w) out.push([f, v]);
  }
  if (c.length) {
    const v = charWeight / Math.sqrt(c.length);
    for (const f of c) out.push([f, v]);
  }
  return out;
}
