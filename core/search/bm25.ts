/**
 * A small BM25 index for the bundled catalogues (courses first): weighted fields, an English +
 * Arabic tokenizer, and a JSON form so the worker builds the index once per isolate.
 *
 * Scoring is BM25F: a term's frequency in each field is length-normalised against that field's
 * average length, weighted by the field's weight, summed, then saturated once with k1. A word
 * in a short title therefore counts more than the same word deep in a long description, and a
 * word found in every document (IDF ≈ 0) hardly counts at all.
 *
 * The D1 FTS5 side (for the large imported catalogue) tokenises text with `tokenize` below before
 * storing it, so both indexes see the same terms.
 */

/** Field name → weight. Fields absent from a document count as empty. */
export type FieldWeights = Readonly<Record<string, number>>;

/** Title ×3, skills ×2, description ×1, provider ×0.5. */
export const DEFAULT_FIELD_WEIGHTS: FieldWeights = {
  title: 3,
  skills: 2,
  description: 1,
  provider: 0.5,
};

export interface Bm25Options {
  /** Which document properties are indexed, and how much each counts. */
  fields?: FieldWeights;
  /** Term-frequency saturation. */
  k1?: number;
  /** Length normalisation: 0 = none, 1 = full. */
  b?: number;
}

export interface SearchOptions<D> {
  /** At most this many hits (default 10). */
  limit?: number;
  /** Only documents for which this returns true (e.g. language, free, level). */
  filter?: (doc: D) => boolean;
}

export interface SearchHit<D> {
  doc: D;
  score: number;
}

/** The serialised index: plain JSON, safe to cache or embed. */
export interface Bm25Json<D> {
  version: 1;
  k1: number;
  b: number;
  fields: string[];
  weights: number[];
  docs: D[];
  /** lengths[docIndex * fields.length + fieldIndex] = number of terms. */
  lengths: number[];
  /** term → flat triples [docIndex, fieldIndex, termFrequency, …]. */
  postings: Record<string, number[]>;
}

// ───────────────────────────── tokenizer ─────────────────────────────

const EN_STOPWORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "how",
  "i", "in", "into", "is", "its", "me", "my", "of", "on", "or", "our", "that", "the", "their",
  "this", "to", "want", "we", "what", "with", "you", "your",
]);

/** Arabic function words, written as they are after `normalizeArabic`. */
const AR_STOPWORDS = new Set([
  "في", "من", "علي", "الي", "عن", "مع", "او", "ثم", "هذا", "هذه", "ذلك", "تلك", "التي", "الذي",
  "الذين", "ما", "ماذا", "لا", "لم", "لن", "كيف", "هل", "ان", "كل", "بين", "عند", "حتي", "قد",
  "و", "يا", "انا", "اريد", "لي", "به", "بها", "فيه", "فيها", "هو", "هي",
]);

const ARABIC_LETTERS = /[\u0621-\u064A]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Folds the spelling variants of written Arabic: alef forms (أ إ آ ٱ → ا), ta marbuta (ة → ه),
 * alef maqsura (ى → ي), tatweel and diacritics removed, Arabic-Indic digits to ASCII.
 */
export function normalizeArabic(text: string): string {
  return text
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0640/g, "")
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g, "")
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/**
 * Strips the definite article and the prefixes fused with it (ال، وال، بال، كال، فال، لل),
 * leaving at least two letters. A bare و/ب/ل is not stripped here: too many words start with
 * those letters (برمجة، لغة، وظيفة).
 */
export function stripArabicArticle(token: string): string {
  for (const prefix of ["وال", "بال", "كال", "فال"]) {
    if (token.startsWith(prefix) && token.length - prefix.length >= 2) return token.slice(prefix.length);
  }
  if (token.startsWith("لل") && token.length >= 4) return token.slice(2);
  if (token.startsWith("ال") && token.length >= 4) return token.slice(2);
  return token;
}

const VOWEL = /[aeiouy]/;

/** Undoes the doubled final consonant left by -ing/-ed (programm → program, runn → run). */
function undouble(stem: string): string {
  const last = stem[stem.length - 1];
  if (stem.length >= 3 && last === stem[stem.length - 2] && !"lsz".includes(last) && !VOWEL.test(last)) {
    return stem.slice(0, -1);
  }
  return stem;
}

/**
 * A light English stemmer: plural -s/-es/-ies, -ing, -ed, -ly, then a final silent e, so that
 * "manage", "managed", "managing" and "manages" meet at "manag". Short words are left alone.
 */
export function stemEnglish(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith("ing") && w.length >= 6 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 5 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length >= 6) w = w.slice(0, -2);

  if (w.endsWith("e") && w.length >= 5) w = w.slice(0, -1);
  return w;
}

/** Programming-language names whose punctuation is the name (C++, C#, F#, .NET). */
function protectTechNames(text: string): string {
  return text
    .replace(/c\+\+/g, " cpp ")
    .replace(/(^|[^a-z0-9])c#/g, "$1 csharp ")
    .replace(/(^|[^a-z0-9])f#/g, "$1 fsharp ")
    .replace(/\.net\b/g, " dotnet ");
}

/**
 * Splits text into index terms: lower case, Latin accents and Arabic diacritics folded,
 * punctuation dropped, stopwords removed, English lightly stemmed, the Arabic article stripped.
 * A word starting with the conjunction و also yields the word without it (وتحليل → وتحليل, تحليل),
 * because whether that و is a prefix cannot be known without a dictionary.
 */
export function tokenize(text: string): string[] {
  const prepared = protectTechNames(normalizeArabic(text).toLowerCase())
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
  const terms: string[] = [];
  for (const raw of prepared.split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue;
    if (ARABIC_LETTERS.test(raw)) {
      if (AR_STOPWORDS.has(raw)) continue;
      const token = stripArabicArticle(raw);
      if (AR_STOPWORDS.has(token)) continue;
      terms.push(token);
      if (token === raw && token.startsWith("و") && token.length >= 5) {
        const rest = stripArabicArticle(token.slice(1));
        if (!AR_STOPWORDS.has(rest)) terms.push(rest);
      }
    } else {
      if (EN_STOPWORDS.has(raw)) continue;
      terms.push(/^[a-z]+$/.test(raw) ? stemEnglish(raw) : raw);
    }
  }
  return terms;
}

// ───────────────────────────── index ─────────────────────────────

function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(" \n ");
  return "";
}

/**
 * An immutable BM25 index over documents of type `D`. Build it with `Bm25Index.build`, query it
 * with `search`, and move it between processes with `toJSON` / `Bm25Index.fromJSON`.
 */
export class Bm25Index<D extends object> {
  private readonly data: Bm25Json<D>;
  private readonly averageLengths: number[];
  private readonly documentFrequency = new Map<string, number>();

  private constructor(data: Bm25Json<D>) {
    this.data = data;
    const fieldCount = data.fields.length;
    const totals = new Array<number>(fieldCount).fill(0);
    for (let i = 0; i < data.lengths.length; i++) totals[i % fieldCount] += data.lengths[i];
    const docCount = Math.max(1, data.docs.length);
    this.averageLengths = totals.map((total) => total / docCount || 1);
    for (const term in data.postings) {
      const list = data.postings[term];
      const docsWithTerm = new Set<number>();
      for (let i = 0; i < list.length; i += 3) docsWithTerm.add(list[i]);
      this.documentFrequency.set(term, docsWithTerm.size);
    }
  }

  /** Indexes `docs` (strings and string arrays in the weighted fields). */
  static build<D extends object>(docs: readonly D[], options: Bm25Options = {}): Bm25Index<D> {
    const weights = options.fields ?? DEFAULT_FIELD_WEIGHTS;
    const fields = Object.keys(weights);
    const lengths: number[] = [];
    const postings: Record<string, number[]> = Object.create(null);
    docs.forEach((doc, docIndex) => {
      fields.forEach((field, fieldIndex) => {
        const terms = tokenize(fieldText((doc as Record<string, unknown>)[field]));
        lengths.push(terms.length);
        const counts = new Map<string, number>();
        for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
        for (const [term, tf] of counts) (postings[term] ??= []).push(docIndex, fieldIndex, tf);
      });
    });
    return new Bm25Index<D>({
      version: 1,
      k1: options.k1 ?? 1.2,
      b: options.b ?? 0.75,
      fields,
      weights: fields.map((f) => weights[f]),
      docs: [...docs],
      lengths,
      postings,
    });
  }

  /** Restores an index serialised by `toJSON`. */
  static fromJSON<D extends object>(json: Bm25Json<D>): Bm25Index<D> {
    if (json.version !== 1) throw new Error(`Unsupported BM25 index version ${String(json.version)}`);
    const postings: Record<string, number[]> = Object.create(null);
    Object.assign(postings, json.postings);
    return new Bm25Index<D>({ ...json, postings });
  }

  toJSON(): Bm25Json<D> {
    return this.data;
  }

  get size(): number {
    return this.data.docs.length;
  }

  /** Inverse document frequency of an already tokenised term (0 when no document has it). */
  idf(term: string): number {
    const n = this.documentFrequency.get(term);
    if (!n) return 0;
    return Math.log(1 + (this.data.docs.length - n + 0.5) / (n + 0.5));
  }

  /** Documents matching `query`, best first; ties keep catalogue order. */
  search(query: string, options: SearchOptions<D> = {}): SearchHit<D>[] {
    const { k1, b, docs, weights, lengths, postings } = this.data;
    const fieldCount = weights.length;
    const limit = options.limit ?? 10;
    const scores = new Map<number, number>();

    for (const term of new Set(tokenize(query))) {
      const list = postings[term];
      if (!list) continue;
      const idf = this.idf(term);
      const weighted = new Map<number, number>();
      for (let i = 0; i < list.length; i += 3) {
        const docIndex = list[i];
        const fieldIndex = list[i + 1];
        const tf = list[i + 2];
        const length = lengths[docIndex * fieldCount + fieldIndex];
        const norm = 1 - b + (b * length) / this.averageLengths[fieldIndex];
        weighted.set(docIndex, (weighted.get(docIndex) ?? 0) + (weights[fieldIndex] * tf) / norm);
      }
      for (const [docIndex, tf] of weighted) {
        scores.set(docIndex, (scores.get(docIndex) ?? 0) + (idf * tf * (k1 + 1)) / (tf + k1));
      }
    }

    const hits: { index: number; score: number }[] = [];
    for (const [index, score] of scores) {
      if (score > 0 && (!options.filter || options.filter(docs[index]))) hits.push({ index, score });
    }
    hits.sort((x, y) => y.score - x.score || x.index - y.index);
    return hits.slice(0, limit).map(({ index, score }) => ({ doc: docs[index], score }));
  }
}
