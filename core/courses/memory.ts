/**
 * The course catalogue in memory: the bundled courses (or any list) behind the `CourseCatalogue`
 * port, for unit tests, scripts, the evaluation and the coach's local engine. Retrieval is BM25F
 * over the same folded text the D1 catalogue stores (title ×3, skills ×2, description ×1,
 * provider ×0.5, as the FTS5 weights); ranking is the shared one (search.ts).
 */
import { bundledCourses } from "./bundled.ts";
import { planSearch, indexCourse, rankCandidates, retrievalTerms, type CourseCandidate, type IndexedText, type TermStats } from "./search.ts";
import { foldText, tokenise } from "./normalise.ts";
import type { CatalogueCourse, CourseCatalogue, CourseSearchOutcome, CourseSearchRequest } from "./types.ts";

/** Field weights shared with the FTS5 `bm25(courses_fts, …)` call (worker/db/course-catalogue.ts). */
export const FIELD_WEIGHTS = { title: 3, skills: 2, description: 1, provider: 0.5 } as const;
const FIELDS = Object.keys(FIELD_WEIGHTS) as (keyof IndexedText)[];
const K1 = 1.2;
const B = 0.75;

interface Entry {
  course: CatalogueCourse;
  text: IndexedText;
  /** Per field: term → frequency. */
  counts: Map<string, number>[];
  lengths: number[];
}

/** Builds a catalogue over `courses` (by default the bundled catalogue, 551 courses). */
export function memoryCatalogue(courses: readonly CatalogueCourse[] = bundledCourses()): CourseCatalogue {
  const entries: Entry[] = courses.map((course) => {
    const text = indexCourse(course);
    const counts = FIELDS.map((f) => {
      const map = new Map<string, number>();
      for (const term of text[f] ? text[f].split(" ") : []) map.set(term, (map.get(term) ?? 0) + 1);
      return map;
    });
    return { course, text, counts, lengths: FIELDS.map((f) => (text[f] ? text[f].split(" ").length : 0)) };
  });
  const averages = FIELDS.map((_, i) => entries.reduce((sum, e) => sum + e.lengths[i], 0) / Math.max(1, entries.length) || 1);
  /** term → indexes of entries holding it. */
  const postings = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const terms = new Set(entry.counts.flatMap((m) => [...m.keys()]));
    for (const term of terms) postings.set(term, [...(postings.get(term) ?? []), index]);
  });
  const vocabulary = [...postings.keys()].sort();
  const expand = (term: string, prefix: boolean): string[] => (prefix ? termsWithPrefix(vocabulary, term) : postings.has(term) ? [term] : []);
  const stats: TermStats = {
    documents: entries.length,
    frequency: (term, prefix) => {
      const docs = new Set<number>();
      for (const t of expand(term, prefix)) for (const d of postings.get(t) ?? []) docs.add(d);
      return docs.size;
    },
  };
  const byId = new Map(entries.map((e) => [e.course.id, e]));

  function retrieve(terms: { term: string; prefix: boolean }[]): CourseCandidate[] {
    const scores = new Map<number, number>();
    for (const { term, prefix } of terms) {
      for (const t of expand(term, prefix)) {
        const list = postings.get(t) ?? [];
        const idf = Math.log(1 + (entries.length - list.length + 0.5) / (list.length + 0.5));
        for (const index of list) {
          const entry = entries[index];
          let tf = 0;
          FIELDS.forEach((f, i) => {
            const n = entry.counts[i].get(t);
            if (n) tf += (FIELD_WEIGHTS[f] * n) / (1 - B + (B * entry.lengths[i]) / averages[i]);
          });
          scores.set(index, (scores.get(index) ?? 0) + (idf * tf * (K1 + 1)) / (tf + K1));
        }
      }
    }
    return [...scores].map(([index, retrieval]) => ({ course: entries[index].course, text: entries[index].text, retrieval }));
  }

  return {
    async search(request: CourseSearchRequest): Promise<CourseSearchOutcome> {
      const plan = planSearch(request);
      const candidates = plan.hasSubject ? retrieve(retrievalTerms(plan)) : entries.map((e) => ({ course: e.course, text: e.text, retrieval: 0 }));
      return rankCandidates(plan, candidates, stats, entries.length);
    },
    async byId(id: string) {
      return byId.get(id)?.course ?? null;
    },
    async byTitle(title: string) {
      return bestTitleMatch(title, courses);
    },
    async size() {
      return entries.length;
    },
  };
}

/**
 * The course a title names: the exact title (folded), else the title whose words are most
 * fully present in the text and that covers at least half of its own words.
 */
export function bestTitleMatch(title: string, courses: readonly CatalogueCourse[]): CatalogueCourse | null {
  const folded = foldText(title).replace(/\s+/g, " ").trim();
  if (!folded) return null;
  const exact = courses.find((c) => foldText(c.title).replace(/\s+/g, " ").trim() === folded);
  if (exact) return exact;
  // Words that name no subject ("course", "learn") never make a title match, unless the title
  // is made of nothing else ("Learning How to Learn").
  const subjectWords = (text: string) => tokenise(text).filter((t) => !t.stop && !t.generic).map((t) => t.term);
  const anyWords = (text: string) => tokenise(text).filter((t) => !t.stop).map((t) => t.term);
  const generic = subjectWords(title).length === 0;
  const meaningful = generic ? anyWords : subjectWords;
  const asked = new Set(meaningful(title));
  if (asked.size === 0) return null;
  let best: { course: CatalogueCourse; fit: number } | null = null;
  for (const course of courses) {
    // The whole title, or its main part before a colon or dash ("Learning How to Learn: Powerful …").
    const main = course.title.split(/:\s|\s[-–—]\s/)[0];
    for (const name of main === course.title ? [course.title] : [course.title, main]) {
      const words = [...new Set(meaningful(name))];
      if (words.length === 0) continue;
      const matched = words.filter((w) => asked.has(w)).length;
      const coverage = matched / words.length;
      const askedCovered = [...asked].filter((w) => words.includes(w)).length / asked.size;
      if (coverage < 0.5 || askedCovered < 0.5) continue;
      const fit = (2 * coverage * askedCovered) / (coverage + askedCovered);
      if (!best || fit > best.fit) best = { course, fit };
    }
  }
  return best?.course ?? null;
}

/** The terms of a sorted vocabulary that start with `prefix` (an index's prefix query: `data*`). */
export function termsWithPrefix(vocabulary: readonly string[], prefix: string): string[] {
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vocabulary[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < vocabulary.length && vocabulary[i].startsWith(prefix); i++) out.push(vocabulary[i]);
  return out;
}
