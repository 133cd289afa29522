/**
 * The one course ranking both homes share (the D1 catalogue and the in-memory bundled one): a
 * home retrieves candidates with its own index (FTS5 bm25 or the memory BM25) and hands them
 * here with their retrieval score; this module reads the request, applies the hard filters (the
 * page's filters win over the words), scores, explains (`why`), pages, and says when nothing fits
 * and which single constraint to drop (docs/decisions/017-course-search.md).
 *
 * The honesty rule: a course fits the subject only when it carries most of the subject's weight
 * (its rare, meaningful words, by inverse document frequency) or teaches a skill the words name.
 * A match on a generic word ("course", "learn", "تعلم", "كورس") alone never makes a result.
 */
import { englishTerms } from "../coach/glossary.ts";
import { findSkillNames } from "../resume/skills.ts";
import type { CourseLanguageCode, CourseLevelName, Relaxation, Understood } from "../schemas/courses.ts";
import { COURSE_LIMITS } from "../schemas/courses.ts";
import { readConstraints } from "./constraints.ts";
import { indexText, tokenise } from "./normalise.ts";
import type { CatalogueCourse, CourseSearchOutcome, CourseSearchRequest, RankedCatalogueCourse } from "./types.ts";

/** A course's index text per field: `indexText` of each, space-joined terms. */
export interface IndexedText {
  title: string;
  skills: string;
  description: string;
  provider: string;
}

export function indexCourse(course: Pick<CatalogueCourse, "title" | "skills" | "description" | "provider">): IndexedText {
  return {
    title: indexText(course.title),
    skills: indexText(course.skills.join(" ; ")),
    description: indexText(course.description),
    provider: indexText(course.provider),
  };
}

/** A term of the query as the index sees it. */
export interface QueryTerm {
  term: string;
  /** Also matches index terms starting with it (long words: "statist" → statistics, statistical). */
  prefix: boolean;
  /** The word as the user wrote it (folded), for `why.words`. */
  surface: string;
  /** "course", "learn", "كورس": retrieved with, never decisive. */
  generic: boolean;
  /** `subject`: the user's own words; `expansion`: English equivalents and skill names found in them. */
  group: "subject" | "expansion";
}

/** The filters in force, after the page's filters and the words are merged. */
export interface SearchFilters {
  language: CourseLanguageCode | null;
  free: boolean | null;
  level: CourseLevelName | null;
  maxHours: number | null;
  certificate: boolean;
}

export type FilterName = keyof SearchFilters;

export interface SearchPlan {
  understood: Understood;
  filters: SearchFilters;
  preferredLanguage: CourseLanguageCode | null;
  /** The words are mostly Arabic: Arabic-taught courses get a small lift. */
  arabicQuery: boolean;
  terms: QueryTerm[];
  /** Canonical taxonomy skills the words name. */
  skills: string[];
  /** The words name something beyond constraints and generic words. */
  hasSubject: boolean;
  limit: number;
  offset: number;
  knownSkills: ReadonlySet<string>;
  exclude: ReadonlySet<string>;
}

/** Long words match as prefixes, short ones exactly ("java" must not find "javascript"). */
const PREFIX_MIN = 6;

function queryTerms(text: string, group: QueryTerm["group"]): QueryTerm[] {
  const out: QueryTerm[] = [];
  for (const token of tokenise(text)) {
    if (token.stop) continue;
    const prefix = token.term.length >= PREFIX_MIN && !/^\d+$/.test(token.term);
    out.push({ term: token.term, prefix, surface: token.surface, generic: token.generic, group });
    if (token.alternate) out.push({ term: token.alternate, prefix: token.alternate.length >= PREFIX_MIN, surface: token.surface, generic: token.generic, group });
  }
  return out;
}

/** Reads a request: constraints out of the words, the page's filters over them, the subject's terms and skills. */
export function planSearch(request: CourseSearchRequest): SearchPlan {
  const words = readConstraints(request.text);
  // A page filter, "any" included, replaces what the words said (a hedged language too).
  const filters: SearchFilters = {
    language: request.language === "any" ? null : (request.language ?? words.language),
    free: request.free ?? words.free,
    level: request.level === "any" ? null : (request.level ?? words.level),
    maxHours: request.maxHours ?? (words.maxHours !== null ? Math.min(words.maxHours, COURSE_LIMITS.maxHours) : null),
    certificate: request.certificate ?? words.certificate,
  };
  if (filters.free === false) filters.free = null; // "not only free" is no filter
  const subjectTerms = queryTerms(words.subject, "subject");
  const english = englishTerms(words.subject);
  const skills = [...new Set([...findSkillNames(words.subject, true), ...english.flatMap((e) => findSkillNames(e, true))])];
  const seen = new Set(subjectTerms.map((t) => t.term));
  const expansion = queryTerms([...english, ...skills].join(" ; "), "expansion").filter((t) => !seen.has(t.term) && !t.generic);
  const arabicLetters = (request.text.match(/[\u0621-\u064A]/g) ?? []).length;
  const latinLetters = (request.text.match(/[A-Za-z]/g) ?? []).length;
  return {
    understood: {
      subject: words.subject,
      language: words.language,
      free: words.free,
      level: words.level,
      max_hours: words.maxHours,
      certificate: words.certificate,
      preferred_language: words.preferredLanguage,
    },
    filters,
    preferredLanguage: request.language ? null : (words.preferredLanguage ?? request.preferLanguage ?? null),
    arabicQuery: arabicLetters > latinLetters,
    terms: [...subjectTerms, ...expansion],
    skills,
    hasSubject: subjectTerms.some((t) => !t.generic) || skills.length > 0,
    limit: Math.min(request.limit ?? COURSE_LIMITS.page.default, COURSE_LIMITS.page.max),
    offset: request.offset ?? 0,
    knownSkills: new Set((request.knownSkills ?? []).map((s) => s.toLowerCase())),
    exclude: request.exclude ?? new Set(),
  };
}

/** The distinct terms a home retrieves with (its index's OR query). */
export function retrievalTerms(plan: SearchPlan): { term: string; prefix: boolean }[] {
  const seen = new Map<string, boolean>();
  for (const t of plan.terms) seen.set(t.term, (seen.get(t.term) ?? false) || t.prefix);
  return [...seen].map(([term, prefix]) => ({ term, prefix }));
}

/** Whether a course passes the filters, leaving out `skip`. */
export function passes(course: CatalogueCourse, filters: SearchFilters, skip?: FilterName): boolean {
  if (skip !== "language" && filters.language && course.language !== filters.language) return false;
  if (skip !== "free" && filters.free && !course.free) return false;
  if (skip !== "level" && filters.level && course.level !== filters.level) return false;
  if (skip !== "maxHours" && filters.maxHours !== null && course.durationHours > filters.maxHours) return false;
  if (skip !== "certificate" && filters.certificate && !course.certificate) return false;
  return true;
}

export function activeFilters(filters: SearchFilters): FilterName[] {
  const names: FilterName[] = [];
  if (filters.language) names.push("language");
  if (filters.free) names.push("free");
  if (filters.level) names.push("level");
  if (filters.maxHours !== null) names.push("maxHours");
  if (filters.certificate) names.push("certificate");
  return names;
}

/** What a home retrieved: a course, its index text, and its retrieval score (higher is better, any scale). */
export interface CourseCandidate {
  course: CatalogueCourse;
  text: IndexedText;
  retrieval: number;
}

/** How common each term is in the home's catalogue, for weighing the words. */
export interface TermStats {
  documents: number;
  /** Documents holding the term (or, for a prefix term, a term starting with it). */
  frequency: (term: string, prefix: boolean) => number;
}

const FIELDS = ["title", "skills", "description", "provider"] as const;

/** A scored candidate; what explains it (`why`) is worked out only for the courses shown. */
interface Scored {
  course: CatalogueCourse;
  text: IndexedText;
  score: number;
  fits: boolean;
}

/** Scored candidates, and how to explain one of them (see `RankedCatalogueCourse.why`). */
interface Scoring {
  scored: Scored[];
  explain: (scored: Scored) => RankedCatalogueCourse["why"];
}

/** A set of distinct terms: a set for exact look-ups and the same terms sorted, for prefixes. */
interface TermSet {
  set: Set<string>;
  sorted: string[];
}

function termSet(terms: readonly string[]): TermSet {
  const set = new Set(terms);
  return { set, sorted: [...set].sort() };
}

/** The first index of `sorted` whose term is not below `term`: the terms starting with `term` begin there. */
function lowerBound(sorted: readonly string[], term: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the set holds the term, or (a prefix term) a term starting with it. */
function has(terms: TermSet, t: { term: string; prefix: boolean }): boolean {
  if (terms.set.has(t.term)) return true;
  if (!t.prefix) return false;
  const at = lowerBound(terms.sorted, t.term);
  return at < terms.sorted.length && terms.sorted[at].startsWith(t.term);
}

const IN_TITLE = 1;

/** An index text's terms over its four fields: for each distinct term, which fields hold it (a bit per field, the title's first). */
interface FieldTerms {
  fields: Map<string, number>;
  /** The distinct terms, sorted, and their fields in the same order (for prefix terms). */
  sorted: string[];
  sortedFields: number[];
}

/** Each index text's terms, kept as long as the text is (a catalogue held in memory hands the same texts to every search). */
const FIELD_TERMS = new WeakMap<IndexedText, FieldTerms>();

function termsOf(text: IndexedText): FieldTerms {
  let terms = FIELD_TERMS.get(text);
  if (!terms) {
    const fields = new Map<string, number>();
    FIELDS.forEach((field, f) => {
      for (const term of text[field].split(" ")) fields.set(term, (fields.get(term) ?? 0) | (1 << f));
    });
    const sorted = [...fields.keys()].sort();
    terms = { fields, sorted, sortedFields: sorted.map((term) => fields.get(term) ?? 0) };
    FIELD_TERMS.set(text, terms);
  }
  return terms;
}

/** The fields of a course's text holding the query term (or, for a prefix term, a term starting with it), as bits. */
function fieldsWith(terms: FieldTerms, t: { term: string; prefix: boolean }): number {
  if (!t.prefix) return terms.fields.get(t.term) ?? 0;
  let found = 0;
  for (let i = lowerBound(terms.sorted, t.term); i < terms.sorted.length && terms.sorted[i].startsWith(t.term); i++) found |= terms.sortedFields[i];
  return found;
}

/** A word as a person reads it, for `why.words`: the surface form without the article. */
function shownWord(surface: string): string {
  return surface.replace(/^(?:وال|بال|كال|فال|ال)(?=.{2,})/u, "");
}

/**
 * The minimum share of the subject's weight a course must carry to fit. Words the catalogue
 * has never seen weigh half: often a typo or a filler word, sometimes a subject the catalogue
 * lacks (which the other words then fail to carry).
 */
const COVERAGE_MIN = 0.5;
/** A fitting course scores at least this share of the best one's score. */
const RELATIVE_MIN = 0.45;

/** What a search knows of one skill name: whether the words name it, whether the user has it, whether it holds a subject word. */
interface SkillFacts {
  named: boolean;
  known: boolean;
  holdsSubject: boolean | undefined;
}

function scoreCandidates(plan: SearchPlan, candidates: readonly CourseCandidate[], stats: TermStats): Scoring {
  const idf = new Map<string, number>();
  for (const t of plan.terms) {
    if (idf.has(t.term)) continue;
    const n = stats.frequency(t.term, t.prefix);
    const value = Math.log(1 + (stats.documents - n + 0.5) / (n + 0.5));
    idf.set(t.term, n === 0 ? value / 2 : value);
  }
  const weightOf = (t: QueryTerm) => idf.get(t.term) ?? 0;
  // The query's terms by position; generic ones never decide, so only the others are looked up in a course.
  const terms = plan.terms;
  const decisive = terms.map((t) => !t.generic);
  const shown = terms.map((t) => (t.generic ? "" : shownWord(t.surface)));
  const groups = (["subject", "expansion"] as const)
    .map((g) => terms.map((t, i) => ({ t, i })).filter(({ t }) => t.group === g && !t.generic))
    .filter((g) => g.length > 0)
    .map((group) => {
      // Alternates of one word (وتحليل / تحليل) count once: the word is there if either is.
      const bySurface = new Map<string, number[]>();
      for (const { t, i } of group) bySurface.set(`${t.surface}\u0000${t.group}`, [...(bySurface.get(`${t.surface}\u0000${t.group}`) ?? []), i]);
      return [...bySurface.values()].map((forms) => ({ forms, weight: Math.max(...forms.map((i) => weightOf(terms[i]))) }));
    });
  const skills = new Set(plan.skills.map((s) => s.toLowerCase()));
  const top = Math.max(0, ...candidates.map((c) => c.retrieval)) || 1;

  // The same few hundred skill names come back in every candidate: each is read once per search.
  const skillFacts = new Map<string, SkillFacts>();
  const factsOf = (skill: string) => {
    let facts = skillFacts.get(skill);
    if (facts === undefined) {
      const lower = skill.toLowerCase();
      skillFacts.set(skill, (facts = { named: skills.has(lower), known: plan.knownSkills.has(lower), holdsSubject: undefined }));
    }
    return facts;
  };
  // Whether a skill name holds one of the subject's words.
  const namesSubject = (facts: SkillFacts, skill: string) => (facts.holdsSubject ??= queryTermsIn(plan, skillTerms(skill)));

  // Per term of the query, the fields of the current candidate that hold it (0 for generic terms).
  const inFields: number[] = new Array(terms.length).fill(0);
  const explain = ({ course, text }: Scored) => {
    const fields = termsOf(text);
    const facts = course.skills.map(factsOf);
    const whySkills = course.skills.filter((s, k) => facts[k].named || namesSubject(facts[k], s));
    const words = new Set<string>();
    for (let i = 0; i < terms.length; i++) if (decisive[i] && fieldsWith(fields, terms[i]) !== 0) words.add(shown[i]);
    return { skills: whySkills, words: [...words] };
  };
  const scored = candidates.map(({ course, text, retrieval }) => {
    const fields = termsOf(text);
    for (let i = 0; i < terms.length; i++) inFields[i] = decisive[i] ? fieldsWith(fields, terms[i]) : 0;
    let coverage = 0;
    let titleCoverage = 0;
    for (const group of groups) {
      let total = 0;
      let matched = 0;
      let inTitle = 0;
      for (const { forms, weight } of group) {
        total += weight;
        if (forms.some((i) => inFields[i] !== 0)) matched += weight;
        if (forms.some((i) => (inFields[i] & IN_TITLE) !== 0)) inTitle += weight;
      }
      if (total > 0 && matched / total > coverage) {
        coverage = matched / total;
        titleCoverage = inTitle / total;
      }
    }
    const facts = course.skills.map(factsOf);
    const skillIndex = facts.findIndex((f) => f.named);
    const skillHit = skillIndex === -1 ? 0 : skillIndex === 0 ? 1 : skillIndex === 1 ? 0.8 : 0.6;
    const known = course.skills.length ? facts.filter((f) => f.known).length / course.skills.length : 0;
    const score =
      0.35 * (retrieval / top) +
      0.5 * coverage +
      0.35 * titleCoverage +
      0.4 * skillHit +
      (plan.preferredLanguage && course.language === plan.preferredLanguage ? 0.6 : 0) +
      (plan.arabicQuery && course.language === "ar" ? 0.1 : 0) -
      0.3 * known;

    const fits = plan.hasSubject ? coverage >= COVERAGE_MIN || skillHit > 0 : true;
    return { course, text, score, fits };
  });
  return { scored, explain };
}

/** Skill names' index terms, kept between searches: the catalogue's few hundred names come back in every search. */
const SKILL_TERMS = new Map<string, TermSet>();
const SKILL_TERMS_MAX = 5000;

function skillTerms(skill: string): TermSet {
  let terms = SKILL_TERMS.get(skill);
  if (terms === undefined) {
    terms = termSet(indexText(skill).split(" "));
    if (SKILL_TERMS.size >= SKILL_TERMS_MAX) SKILL_TERMS.clear();
    SKILL_TERMS.set(skill, terms);
  }
  return terms;
}

function queryTermsIn(plan: SearchPlan, terms: TermSet): boolean {
  return plan.terms.some((t) => !t.generic && t.group === "subject" && has(terms, t));
}

function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.course.id.localeCompare(b.course.id);
}

/** The courses that fit the subject, best first, before the filters. */
function subjectFits(plan: SearchPlan, candidates: readonly CourseCandidate[], stats: TermStats): Scoring {
  const { scored, explain } = scoreCandidates(
    plan,
    candidates.filter((c) => !plan.exclude.has(c.course.id) && !plan.exclude.has(c.course.url)),
    stats,
  );
  return { scored: scored.filter((s) => s.fits).sort(byScore), explain };
}

const RELAXATION_NAME: Record<FilterName, Relaxation["drop"]> = {
  language: "language",
  free: "free",
  level: "level",
  maxHours: "max_hours",
  certificate: "certificate",
};

/**
 * Ranks what a home retrieved. `candidates` may include courses outside the filters (the memory
 * home passes every match; the D1 home passes its filtered pool, then an unfiltered one to
 * count relaxations when nothing fits).
 */
export function rankCandidates(
  plan: SearchPlan,
  candidates: readonly CourseCandidate[],
  stats: TermStats,
  catalogueSize: number,
  relaxationPool?: readonly CourseCandidate[],
): CourseSearchOutcome {
  const base = { understood: plan.understood, catalogueSize };
  if (!plan.hasSubject && activeFilters(plan.filters).length === 0 && !plan.preferredLanguage) {
    return { ...base, results: [], total: 0, relaxations: [] };
  }
  const { scored: fitsSubject, explain } = subjectFits(plan, candidates, stats);
  const filtered = fitsSubject.filter((s) => passes(s.course, plan.filters));
  const best = filtered[0]?.score ?? 0;
  // Far below the best is a weak match: kept out so the total counts what truly fits.
  const fitting = plan.hasSubject ? filtered.filter((s) => s.score >= best * RELATIVE_MIN) : filtered;
  let relaxations: Relaxation[] = [];
  if (fitting.length === 0) {
    const pool = relaxationPool ? subjectFits(plan, relaxationPool, stats).scored : fitsSubject;
    relaxations = activeFilters(plan.filters)
      .map((name) => ({ drop: RELAXATION_NAME[name], count: pool.filter((s) => passes(s.course, plan.filters, name)).length }))
      .filter((r) => r.count > 0)
      .sort((a, b) => b.count - a.count);
  }
  const page = fitting.slice(plan.offset, plan.offset + plan.limit).map((s) => ({ course: s.course, score: s.score, why: explain(s) }));
  return { ...base, results: page, total: fitting.length, relaxations };
}
