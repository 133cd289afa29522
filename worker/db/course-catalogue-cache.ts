/**
 * The D1 course catalogue with its searchable rows held in memory, for the coach's rooms: a
 * course question is answered without a D1 round trip. The rows are read once (on the first
 * search) and read again after `ttlMs`; the search answers exactly as `d1Catalogue` does (the
 * same candidate pool, FTS5's bm25 and fts5vocab's counts computed over the same terms, the same
 * ranking), so the coach recommends what the Course Search page finds.
 *
 * The catalogue changes only by import (`npm run catalog:import`, which writes to D1 from outside
 * the app), so there is no change signal to listen to: the refresh is by age. When the rows are
 * more than `maxCourses`, or a query or a stored term is one the in-memory match cannot mirror
 * exactly (a character FTS5's tokenizer would fold or split), the search goes to D1 instead.
 */
import { bestTitleMatch, FIELD_WEIGHTS, termsWithPrefix } from "../../core/courses/memory";
import { foldText } from "../../core/courses/normalise";
import {
  activeFilters,
  passes,
  planSearch,
  rankCandidates,
  retrievalTerms,
  type CourseCandidate,
  type SearchFilters,
  type SearchPlan,
  type TermStats,
} from "../../core/courses/search";
import type { CatalogueCourse, CourseCatalogue, CourseSearchOutcome, CourseSearchRequest } from "../../core/courses/types";
import { CANDIDATE_POOL, COURSE_COLUMNS, courseOf, d1Catalogue, MAX_TERMS, type CourseRow } from "./course-catalogue";

/** How long the rows are used before they are read again. */
export const CATALOGUE_TTL_MS = 5 * 60_000;
/** Above this many courses the catalogue is not held in memory (every search goes to D1): about 2.7 KB a course. */
export const CATALOGUE_MAX_COURSES = 5_000;

const COLUMN_WEIGHTS = [FIELD_WEIGHTS.title, FIELD_WEIGHTS.skills, FIELD_WEIGHTS.description, FIELD_WEIGHTS.provider];
/** FTS5's bm25 constants (sqlite ext/fts5/fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;

/**
 * A term FTS5's `unicode61 remove_diacritics 2` tokenizer keeps whole and unchanged: ASCII
 * lowercase letters and digits, and Arabic letters and digits (which it neither case-folds nor
 * strips). The importer's folding writes only such terms; anything else goes to D1.
 */
const MIRRORED_TERM = /^(?:[a-z0-9]|[\u0620-\u064A\u0660-\u0669\u066E-\u06D3\u06D5\u06EE-\u06FF])+$/;

interface Doc {
  rowNumber: number;
  course: CatalogueCourse;
  candidate: Omit<CourseCandidate, "retrieval">;
  /** Tokens in all four columns (FTS5's row size). */
  size: number;
  lowerTitle: string;
}

interface Snapshot {
  docs: Doc[];
  byId: Map<string, Doc>;
  /**
   * term → the docs holding it, as parallel arrays: doc indexes (ascending) and the term's weighted
   * frequency in each (Σ column weight × occurrences).
   */
  lists: Map<string, { docs: Int32Array; freqs: Float64Array }>;
  /** The distinct terms, sorted, for prefix ranges. */
  vocabulary: string[];
  averageSize: number;
}

/** SQLite's `lower()` without ICU: ASCII letters only. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

function buildSnapshot(rows: (CourseRow & { row_number: number })[]): Snapshot | null {
  const docs: Doc[] = [];
  const postings = new Map<string, Map<number, number>>();
  let tokens = 0;
  for (const row of rows) {
    const index = docs.length;
    const columns = [row.search_title, row.search_skills, row.search_description, row.search_provider];
    let size = 0;
    for (let c = 0; c < columns.length; c++) {
      const text = columns[c];
      if (!text) continue;
      for (const term of text.split(" ")) {
        if (!term) continue;
        if (!MIRRORED_TERM.test(term)) return null;
        size++;
        let list = postings.get(term);
        if (!list) postings.set(term, (list = new Map()));
        list.set(index, (list.get(index) ?? 0) + COLUMN_WEIGHTS[c]);
      }
    }
    tokens += size;
    const course = courseOf(row);
    docs.push({
      rowNumber: row.row_number,
      course,
      candidate: {
        course,
        text: { title: row.search_title, skills: row.search_skills, description: row.search_description, provider: row.search_provider },
      },
      size,
      lowerTitle: asciiLower(row.title),
    });
  }
  const lists = new Map<string, { docs: Int32Array; freqs: Float64Array }>();
  for (const [term, list] of postings) lists.set(term, { docs: Int32Array.from(list.keys()), freqs: Float64Array.from(list.values()) });
  return {
    docs,
    byId: new Map(docs.map((d) => [d.course.id, d])),
    lists,
    vocabulary: [...postings.keys()].sort(),
    averageSize: docs.length ? tokens / docs.length : 0,
  };
}

/** The index terms a query term matches: itself, or (a prefix term) every term starting with it. */
function expand(snapshot: Snapshot, term: string, prefix: boolean): string[] {
  if (!prefix) return snapshot.lists.has(term) ? [term] : [];
  return termsWithPrefix(snapshot.vocabulary, term);
}

/**
 * The D1 pool in memory: the courses matching any term (and the filters), by FTS5's bm25 with the
 * column weights, best first, at most `CANDIDATE_POOL`; each with `retrieval` = −bm25.
 */
function pool(snapshot: Snapshot, terms: readonly { term: string; prefix: boolean }[], filters: SearchFilters): CourseCandidate[] {
  const n = snapshot.docs.length;
  // Per phrase (query term, in query order): its weighted frequency in each doc (0 where absent).
  const matched: number[] = [];
  const seen = new Uint8Array(n);
  const phrases = terms.map(({ term, prefix }) => {
    const freq = new Float64Array(n);
    let holding = 0;
    for (const t of expand(snapshot, term, prefix)) {
      const list = snapshot.lists.get(t);
      if (!list) continue;
      for (let i = 0; i < list.docs.length; i++) {
        const doc = list.docs[i];
        if (freq[doc] === 0) holding++;
        freq[doc] += list.freqs[i];
        if (seen[doc] === 0) {
          seen[doc] = 1;
          matched.push(doc);
        }
      }
    }
    let idf = Math.log((n - holding + 0.5) / (holding + 0.5));
    if (idf <= 0) idf = 1e-6;
    return { freq, idf };
  });
  const scored: { doc: Doc; score: number }[] = [];
  for (const index of matched) {
    const doc = snapshot.docs[index];
    if (!passes(doc.course, filters)) continue;
    // Summed in phrase order, as fts5_aux.c does (a phrase absent from the doc adds zero).
    let score = 0;
    for (const { freq, idf } of phrases) {
      const f = freq[index];
      if (f) score += idf * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + (B * doc.size) / snapshot.averageSize)));
    }
    scored.push({ doc, score });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.rowNumber - b.doc.rowNumber);
  return scored.slice(0, CANDIDATE_POOL).map(({ doc, score }) => ({ ...doc.candidate, retrieval: score }));
}

const NO_FILTERS: SearchFilters = { language: null, free: null, level: null, maxHours: null, certificate: false };

function mirrorable(terms: readonly { term: string }[]): boolean {
  return terms.every((t) => MIRRORED_TERM.test(t.term));
}

function searchBySubject(snapshot: Snapshot, plan: SearchPlan): CourseSearchOutcome | null {
  // As d1Catalogue: the counts for the first MAX_TERMS terms, the match over the non-empty ones.
  const terms = retrievalTerms(plan).slice(0, MAX_TERMS);
  const phrases = terms.filter((t) => t.term.length > 0);
  if (!mirrorable(phrases)) return null;
  const documents = snapshot.docs.length;
  if (phrases.length === 0) return rankCandidates(plan, [], { documents: 0, frequency: () => 0 }, documents);
  // fts5vocab's `sum(doc)` over the terms in the range: a doc holding two of them counts twice.
  const counts = new Map(
    terms.map((t) => [`${t.term}\u0000${t.prefix}`, expand(snapshot, t.term, t.prefix).reduce((sum, x) => sum + (snapshot.lists.get(x)?.docs.length ?? 0), 0)]),
  );
  const stats: TermStats = {
    documents,
    frequency: (term, prefix) => Math.min(documents, counts.get(`${term}\u0000${prefix}`) ?? counts.get(`${term}\u0000${!prefix}`) ?? 0),
  };
  const candidates = pool(snapshot, phrases, plan.filters);
  const outcome = rankCandidates(plan, candidates, stats, documents);
  if (outcome.total > 0 || activeFilters(plan.filters).length === 0) return outcome;
  return rankCandidates(plan, candidates, stats, documents, pool(snapshot, phrases, NO_FILTERS));
}

function browse(snapshot: Snapshot, plan: SearchPlan): CourseSearchOutcome {
  const fitting = snapshot.docs.filter((d) => passes(d.course, plan.filters));
  const preferred = plan.preferredLanguage === "ar" ? "ar" : "en";
  const ordered = plan.preferredLanguage
    ? [...fitting].sort((a, b) => Number(b.course.language === preferred) - Number(a.course.language === preferred) || a.rowNumber - b.rowNumber)
    : fitting;
  const page = ordered.slice(plan.offset, plan.offset + plan.limit).map((d) => ({ ...d.candidate, retrieval: 0 }));
  const documents = snapshot.docs.length;
  const outcome = rankCandidates({ ...plan, offset: 0 }, page, { documents, frequency: () => 0 }, documents);
  return { ...outcome, total: fitting.length };
}

/** Rows read at `at`; `snapshot` null when they are not held (see `cachedCatalogue`). */
interface Held {
  snapshot: Snapshot | null;
  at: number;
}

export interface CachedCatalogueOptions {
  ttlMs?: number;
  maxCourses?: number;
  now?: () => number;
  /** Where the rows are kept: by default with this catalogue only. */
  shelf?: { held: Held | null };
}

/** The catalogue in `d1`, searched in memory (see the module's comment). */
export function cachedCatalogue(d1: D1Database, options: CachedCatalogueOptions = {}): CourseCatalogue {
  const ttl = options.ttlMs ?? CATALOGUE_TTL_MS;
  const max = options.maxCourses ?? CATALOGUE_MAX_COURSES;
  const now = options.now ?? Date.now;
  const direct = d1Catalogue(d1);
  const shelf = options.shelf ?? { held: null };
  let loading: Promise<Snapshot | null> | null = null;

  async function load(): Promise<Snapshot | null> {
    const { results } = await d1.prepare(`SELECT c.row_number, ${COURSE_COLUMNS} FROM courses c ORDER BY c.row_number LIMIT ?`).bind(max + 1).all<CourseRow & { row_number: number }>();
    return results.length > max ? null : buildSnapshot(results);
  }

  async function current(): Promise<Snapshot | null> {
    const held = shelf.held;
    if (held && now() - held.at < ttl) return held.snapshot;
    // Each catalogue reads through its own binding (a room's I/O stays its own); what it read is shared.
    loading ??= load()
      .then((snapshot) => {
        shelf.held = { snapshot, at: now() };
        return snapshot;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async search(request: CourseSearchRequest) {
      const snapshot = await current();
      if (!snapshot) return direct.search(request);
      const plan = planSearch(request);
      if (plan.hasSubject) return searchBySubject(snapshot, plan) ?? direct.search(request);
      if (activeFilters(plan.filters).length > 0 || plan.preferredLanguage) return browse(snapshot, plan);
      return rankCandidates(plan, [], { documents: 0, frequency: () => 0 }, snapshot.docs.length);
    },
    async byId(id: string) {
      const snapshot = await current();
      if (!snapshot) return direct.byId(id);
      return snapshot.byId.get(id)?.course ?? null;
    },
    async byTitle(title: string) {
      const snapshot = await current();
      if (!snapshot) return direct.byTitle(title);
      if (!foldText(title).trim()) return null;
      const wanted = asciiLower(title.trim());
      const exact = snapshot.docs.find((d) => d.lowerTitle === wanted);
      if (exact) return exact.course;
      const terms = retrievalTerms(planSearch({ text: title }))
        .filter((t) => t.term.length > 0)
        .slice(0, MAX_TERMS);
      if (terms.length === 0) return null;
      if (!mirrorable(terms)) return direct.byTitle(title);
      return bestTitleMatch(
        title,
        pool(snapshot, terms, NO_FILTERS).map((c) => c.course),
      );
    },
    async size() {
      const snapshot = await current();
      return snapshot ? snapshot.docs.length : direct.size();
    },
  };
}

/** The rows every room of this isolate shares: plain data, read by whichever room needs them first. */
const isolateShelf: { held: Held | null } = { held: null };

/** A catalogue for one room, sharing the rows held in this isolate with the other rooms. */
export function sharedCatalogue(d1: D1Database): CourseCatalogue {
  return cachedCatalogue(d1, { shelf: isolateShelf });
}
