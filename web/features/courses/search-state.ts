/**
 * The Course Search page's state, kept in the address (`?q=…&language=…`) so a reload, Back and
 * a shared link show the same search: reading the address, turning it into the API's query,
 * the filters in force (the page's own, else what the words said), the "What Amal understood"
 * chips, and how removing one of them (or taking a "Search without …" suggestion) widens the
 * search for real.
 *
 * Filters the page sets win over the words (docs/api/courses.md). Every constraint the words
 * can name has an explicit "any" the API understands (`language=any`, `level=any`, `free=false`,
 * `certificate=false`, the largest `max_hours`), so dropping one keeps the description as typed.
 */
import { COURSE_LEVELS, COURSE_LIMITS, type CourseLanguageCode, type CourseLevelName, type CourseResult, type Relaxation, type Understood } from "../../../core/schemas/courses";

export type LanguageChoice = CourseLanguageCode | "any";
export type Constraint = Relaxation["drop"];

/** The search in the address: the description and the filters the page set (unset: the words decide). */
export interface CourseSearch {
  q?: string;
  language?: LanguageChoice;
  free?: boolean;
  /** "any": no level filter, even when the words named one. */
  level?: CourseLevelName | "any";
  /** "any": no limit, even when the words named one. */
  max_hours?: number | "any";
  /** false: no certificate needed, even when the words asked for one. */
  certificate?: boolean;
}

/** The durations the filter offers, in hours. */
export const DURATION_CHOICES = [2, 5, 10, 20, 50] as const;

export const PAGE_SIZE = 20;

const LANGUAGES: readonly LanguageChoice[] = ["en", "ar", "any"];

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined);

/** The address's search, read leniently: anything unknown or malformed is left out, never an error. */
export function readSearch(raw: Record<string, unknown>): CourseSearch {
  const out: CourseSearch = {};
  const q = text(raw.q)?.trim().slice(0, COURSE_LIMITS.query.max);
  if (q) out.q = q;
  const language = text(raw.language);
  if (language && (LANGUAGES as readonly string[]).includes(language)) out.language = language as LanguageChoice;
  if (raw.free === true || raw.free === "true") out.free = true;
  else if (raw.free === false || raw.free === "false") out.free = false;
  const level = text(raw.level);
  if (level && (level === "any" || (COURSE_LEVELS as readonly string[]).includes(level))) out.level = level as CourseLevelName | "any";
  const hours = text(raw.max_hours);
  if (hours === "any") out.max_hours = "any";
  else if (hours && /^\d+$/.test(hours)) {
    const n = Number(hours);
    if (n >= 1 && n <= COURSE_LIMITS.maxHours) out.max_hours = n;
  }
  if (raw.certificate === true || raw.certificate === "true") out.certificate = true;
  else if (raw.certificate === false || raw.certificate === "false") out.certificate = false;
  return out;
}

/** The API's query for one page of `search` (GET /api/courses/search). */
export function apiQuery(search: CourseSearch & { q: string }, page: { offset?: number; limit?: number } = {}) {
  return {
    q: search.q,
    ...(search.language ? { language: search.language } : {}),
    ...(search.free !== undefined ? { free: search.free ? ("true" as const) : ("false" as const) } : {}),
    ...(search.level ? { level: search.level } : {}),
    ...(search.certificate !== undefined ? { certificate: search.certificate ? ("true" as const) : ("false" as const) } : {}),
    // The largest limit reads as none: "any" overrides a limit the words named.
    ...(search.max_hours !== undefined ? { max_hours: String(search.max_hours === "any" ? COURSE_LIMITS.maxHours : search.max_hours) } : {}),
    limit: String(page.limit ?? PAGE_SIZE),
    ...(page.offset ? { offset: String(page.offset) } : {}),
  };
}

/** Whether two searches ask the same thing (the page re-reads only when they do not). */
export function sameSearch(a: CourseSearch, b: CourseSearch): boolean {
  return a.q === b.q && a.language === b.language && a.free === b.free && a.level === b.level && a.max_hours === b.max_hours && a.certificate === b.certificate;
}

/**
 * Searching the description box: a new description starts from its own words (filters set for
 * the last one could contradict them); the same description again keeps the filters.
 */
export function submitDescription(current: CourseSearch, typed: string): CourseSearch {
  const q = typed.trim();
  if (!q) return current;
  return q === current.q ? current : { q };
}

/** The filters in force: the page's, else what the words said, else none. */
export interface EffectiveFilters {
  language: LanguageChoice;
  free: boolean;
  level: CourseLevelName | "any";
  /** null: no limit. */
  maxHours: number | null;
  certificate: boolean;
}

export function effectiveFilters(search: CourseSearch, understood: Understood | null): EffectiveFilters {
  return {
    language: search.language ?? understood?.language ?? "any",
    free: search.free ?? understood?.free ?? false,
    level: search.level ?? understood?.level ?? "any",
    maxHours: search.max_hours === "any" ? null : (search.max_hours ?? understood?.max_hours ?? null),
    certificate: search.certificate ?? understood?.certificate ?? false,
  };
}

/** One "What Amal understood" chip: a constraint the words set that is still in force. */
export type UnderstoodChip =
  | { kind: "language"; value: CourseLanguageCode }
  | { kind: "free" }
  | { kind: "level"; value: CourseLevelName }
  | { kind: "max_hours"; value: number }
  | { kind: "certificate" };

/** The constraints read from the words, less those the page's filters replaced. */
export function understoodChips(search: CourseSearch, understood: Understood | null): UnderstoodChip[] {
  if (!understood) return [];
  const chips: UnderstoodChip[] = [];
  if (understood.language && search.language === undefined) chips.push({ kind: "language", value: understood.language });
  if (understood.free === true && search.free === undefined) chips.push({ kind: "free" });
  if (understood.level && search.level === undefined) chips.push({ kind: "level", value: understood.level });
  if (understood.max_hours !== null && search.max_hours === undefined) chips.push({ kind: "max_hours", value: understood.max_hours });
  if (understood.certificate && search.certificate === undefined) chips.push({ kind: "certificate" });
  return chips;
}

/**
 * The search without one constraint (a removed chip, or "Search without …" when nothing fits):
 * an explicit "any" filter that overrides the words, with the description kept as typed.
 */
export function withoutConstraint(search: CourseSearch, drop: Constraint): CourseSearch {
  switch (drop) {
    case "language":
      return { ...search, language: "any" };
    case "free":
      return { ...search, free: false };
    case "level":
      return { ...search, level: "any" };
    case "max_hours":
      return { ...search, max_hours: "any" };
    case "certificate":
      return { ...search, certificate: false };
  }
}

function omit(search: CourseSearch, key: keyof CourseSearch): CourseSearch {
  const { [key]: _, ...rest } = search;
  return rest;
}

/** The language filter set on the page ("any" included: it overrides a language in the words). */
export function withLanguage(search: CourseSearch, language: LanguageChoice): CourseSearch {
  return { ...search, language };
}

/** "Free only" on or off, overriding the words either way. */
export function withFree(search: CourseSearch, free: boolean): CourseSearch {
  return { ...search, free };
}

/** A level, or any level (which overrides a level the words named; else the level filter is simply unset). */
export function withLevel(search: CourseSearch, understood: Understood | null, level: CourseLevelName | "any"): CourseSearch {
  if (level !== "any") return { ...search, level };
  return understood?.level ? { ...search, level: "any" } : omit(search, "level");
}

export function withMaxHours(search: CourseSearch, hours: number | "any"): CourseSearch {
  return { ...search, max_hours: hours };
}

/** Whether the page set any filter of its own (shows "Clear filters"). */
export function hasOwnFilters(search: CourseSearch): boolean {
  return search.language !== undefined || search.free !== undefined || search.level !== undefined || search.max_hours !== undefined || search.certificate !== undefined;
}

/** The results shown: pages appended by Load more, a course listed once. */
export function appendPage(shown: readonly CourseResult[], page: readonly CourseResult[]): CourseResult[] {
  const seen = new Set(shown.map((c) => c.id));
  return [...shown, ...page.filter((c) => !seen.has(c.id))];
}

/** The writing direction of a course's own text. */
export function courseDirection(course: Pick<CourseResult, "language">): "rtl" | "ltr" {
  return course.language === "ar" ? "rtl" : "ltr";
}
