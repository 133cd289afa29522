/**
 * The course catalogue in D1 behind the `CourseCatalogue` port: FTS5 over the folded text
 * (migration 0011, `courses_fts`) retrieves a candidate pool with the hard filters in SQL, and
 * the shared ranking (core/courses/search.ts) does the rest, as for the catalogue in memory.
 *
 * One D1 round trip per search: the pool, the terms' document counts (fts5vocab) and the
 * catalogue's size go in one batch. A second trip only when nothing fits, for the relaxations.
 */
import { bestTitleMatch } from "../../core/courses/memory";
import { foldText } from "../../core/courses/normalise";
import {
  activeFilters,
  planSearch,
  rankCandidates,
  retrievalTerms,
  type CourseCandidate,
  type SearchFilters,
  type SearchPlan,
  type TermStats,
} from "../../core/courses/search";
import type { CatalogueCourse, CourseCatalogue, CourseSearchOutcome, CourseSearchRequest } from "../../core/courses/types";
import { FIELD_WEIGHTS } from "../../core/courses/memory";
import type { CourseLanguageCode, CourseLevelName } from "../../core/schemas/courses";

/** How many best FTS5 matches the ranking sees. */
export const CANDIDATE_POOL = 300;
/** Terms per query: the rest of a very long description adds nothing but cost. */
export const MAX_TERMS = 24;
const BM25 = `bm25(courses_fts, ${FIELD_WEIGHTS.title}, ${FIELD_WEIGHTS.skills}, ${FIELD_WEIGHTS.description}, ${FIELD_WEIGHTS.provider})`;
export const COURSE_COLUMNS =
  "c.id, c.title, c.provider, c.url, c.skills, c.level, c.language, c.duration_hours, c.free, c.certificate, c.description, c.search_title, c.search_skills, c.search_description, c.search_provider";

export interface CourseRow {
  id: string;
  title: string;
  provider: string;
  url: string;
  skills: string;
  level: CourseLevelName;
  language: CourseLanguageCode;
  duration_hours: number;
  free: number;
  certificate: number;
  description: string;
  search_title: string;
  search_skills: string;
  search_description: string;
  search_provider: string;
  retrieval?: number;
}

export function courseOf(row: CourseRow): CatalogueCourse {
  let skills: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.skills);
    if (Array.isArray(parsed)) skills = parsed.filter((s): s is string => typeof s === "string");
  } catch {
    skills = [];
  }
  return {
    id: row.id,
    title: row.title,
    provider: row.provider,
    url: row.url,
    skills,
    level: row.level,
    language: row.language,
    durationHours: row.duration_hours,
    free: row.free === 1,
    certificate: row.certificate === 1,
    description: row.description,
  };
}

function candidateOf(row: CourseRow): CourseCandidate {
  return {
    course: courseOf(row),
    text: { title: row.search_title, skills: row.search_skills, description: row.search_description, provider: row.search_provider },
    retrieval: row.retrieval ?? 0,
  };
}

/**
 * The terms as an FTS5 query that can never be a syntax error: each is letters and digits only
 * (the folding split on everything else), quoted anyway with quotes doubled, a prefix star on
 * long words, joined by OR. FTS5 operators typed by the user (AND, NEAR, *, ") arrive as plain
 * words or not at all.
 */
export function ftsMatch(terms: readonly { term: string; prefix: boolean }[]): string | null {
  const parts = terms
    .filter((t) => t.term.length > 0)
    .slice(0, MAX_TERMS)
    .map((t) => `"${t.term.replace(/"/g, '""')}"${t.prefix ? "*" : ""}`);
  return parts.length ? parts.join(" OR ") : null;
}

function filterSql(filters: SearchFilters): { where: string; binds: (string | number)[] } {
  const where: string[] = [];
  const binds: (string | number)[] = [];
  if (filters.language) {
    where.push("c.language = ?");
    binds.push(filters.language);
  }
  if (filters.free) where.push("c.free = 1");
  if (filters.level) {
    where.push("c.level = ?");
    binds.push(filters.level);
  }
  if (filters.maxHours !== null) {
    where.push("c.duration_hours <= ?");
    binds.push(filters.maxHours);
  }
  if (filters.certificate) where.push("c.certificate = 1");
  return { where: where.map((w) => ` AND ${w}`).join(""), binds };
}

const NO_FILTERS: SearchFilters = { language: null, free: null, level: null, maxHours: null, certificate: false };

/** The catalogue in the app's D1 database. */
export function d1Catalogue(d1: D1Database): CourseCatalogue {
  const poolStatement = (match: string, filters: SearchFilters) => {
    const { where, binds } = filterSql(filters);
    return d1
      .prepare(
        `SELECT ${COURSE_COLUMNS}, -${BM25} AS retrieval FROM courses_fts JOIN courses c ON c.row_number = courses_fts.rowid WHERE courses_fts MATCH ?${where} ORDER BY ${BM25} LIMIT ${CANDIDATE_POOL}`,
      )
      .bind(match, ...binds);
  };
  // One statement per term: fts5vocab seeks a term or a range, but an OR of them scans the whole
  // vocabulary, and D1 caps how many SELECTs one compound statement may join.
  const vocabStatements = (terms: { term: string; prefix: boolean }[]) =>
    terms.map((t) =>
      t.prefix
        ? d1.prepare("SELECT coalesce(sum(doc), 0) AS doc FROM courses_fts_vocab WHERE term >= ? AND term < ?").bind(t.term, `${t.term}\u{10FFFF}`)
        : d1.prepare("SELECT coalesce(sum(doc), 0) AS doc FROM courses_fts_vocab WHERE term = ?").bind(t.term),
    );
  const sizeStatement = () => d1.prepare("SELECT count(*) AS n FROM courses");

  async function searchBySubject(plan: SearchPlan): Promise<CourseSearchOutcome> {
    const terms = retrievalTerms(plan).slice(0, MAX_TERMS);
    const match = ftsMatch(terms);
    if (!match) return rankCandidates(plan, [], { documents: 0, frequency: () => 0 }, (await sizeStatement().first<{ n: number }>())?.n ?? 0);
    const [pool, size, ...vocab] = await d1.batch<unknown>([poolStatement(match, plan.filters), sizeStatement(), ...vocabStatements(terms)]);
    const documents = (size.results[0] as { n: number }).n;
    const counts = new Map(terms.map((t, i) => [`${t.term}\u0000${t.prefix}`, (vocab[i]?.results[0] as { doc: number } | undefined)?.doc ?? 0]));
    const stats: TermStats = {
      documents,
      frequency: (term, prefix) => Math.min(documents, counts.get(`${term}\u0000${prefix}`) ?? counts.get(`${term}\u0000${!prefix}`) ?? 0),
    };
    const candidates = (pool.results as CourseRow[]).map(candidateOf);
    const outcome = rankCandidates(plan, candidates, stats, documents);
    if (outcome.total > 0 || activeFilters(plan.filters).length === 0) return outcome;
    const unfiltered = (await poolStatement(match, NO_FILTERS).all<CourseRow>()).results.map(candidateOf);
    return rankCandidates(plan, candidates, stats, documents, unfiltered);
  }

  /** No subject, only constraints ("free courses in Arabic"): the courses that fit, in catalogue order. */
  async function browse(plan: SearchPlan): Promise<CourseSearchOutcome> {
    const { where, binds } = filterSql(plan.filters);
    const preferred = plan.preferredLanguage ? `c.language = '${plan.preferredLanguage === "ar" ? "ar" : "en"}' DESC, ` : "";
    const [page, total, size] = await d1.batch<unknown>([
      d1
        .prepare(`SELECT ${COURSE_COLUMNS} FROM courses c WHERE 1 = 1${where} ORDER BY ${preferred}c.row_number LIMIT ? OFFSET ?`)
        .bind(...binds, plan.limit, plan.offset),
      d1.prepare(`SELECT count(*) AS n FROM courses c WHERE 1 = 1${where}`).bind(...binds),
      sizeStatement(),
    ]);
    const documents = (size.results[0] as { n: number }).n;
    const outcome = rankCandidates({ ...plan, offset: 0 }, (page.results as CourseRow[]).map(candidateOf), { documents, frequency: () => 0 }, documents);
    return { ...outcome, total: (total.results[0] as { n: number }).n };
  }

  return {
    async search(request: CourseSearchRequest) {
      const plan = planSearch(request);
      if (plan.hasSubject) return searchBySubject(plan);
      if (activeFilters(plan.filters).length > 0 || plan.preferredLanguage) return browse(plan);
      // Neither a subject nor a constraint ("course", "تعلم"): nothing to search for.
      return rankCandidates(plan, [], { documents: 0, frequency: () => 0 }, (await sizeStatement().first<{ n: number }>())?.n ?? 0);
    },
    async byId(id: string) {
      const row = await d1.prepare(`SELECT ${COURSE_COLUMNS} FROM courses c WHERE c.id = ?`).bind(id).first<CourseRow>();
      return row ? courseOf(row) : null;
    },
    async byTitle(title: string) {
      const folded = foldText(title).trim();
      if (!folded) return null;
      const exact = await d1.prepare(`SELECT ${COURSE_COLUMNS} FROM courses c WHERE lower(c.title) = lower(?) LIMIT 1`).bind(title.trim()).first<CourseRow>();
      if (exact) return courseOf(exact);
      const match = ftsMatch(retrievalTerms(planSearch({ text: title })));
      if (!match) return null;
      const pool = await poolStatement(match, NO_FILTERS).all<CourseRow>();
      return bestTitleMatch(title, pool.results.map(courseOf));
    },
    async size() {
      return (await sizeStatement().first<{ n: number }>())?.n ?? 0;
    },
  };
}
