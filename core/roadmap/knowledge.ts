/**
 * What a roadmap is built from, read once: the skills taxonomy (a skill's canonical name from any
 * of its written forms, its Arabic name, its category), the bundled books by skill, and the
 * catalogue courses a node needs. Pure lookups over bundled data; the course catalogue is the
 * port of core/courses (D1 in the worker, memory in tests and scripts).
 */
import { BOOKS, type Book } from "../coach/knowledge/books.ts";
import { fold } from "../coach/text.ts";
import type { CatalogueCourse, CourseCatalogue } from "../courses/types.ts";
import { findSkillNames } from "../resume/skills.ts";
import { SKILLS, type SkillEntry } from "../resume/skills-taxonomy.ts";
import type { RoadmapBook, RoadmapCourse, RoadmapLanguage } from "../schemas/roadmap.ts";

const ARABIC = /[\u0600-\u06FF]/;

const BY_NAME = new Map<string, SkillEntry>(SKILLS.map((s) => [s.name, s]));
/** Every written form (name or synonym), folded → its skill. */
const BY_FORM = new Map<string, SkillEntry>();
for (const skill of SKILLS) {
  for (const form of [skill.name, ...skill.synonyms]) {
    const key = fold(form);
    if (key && !BY_FORM.has(key)) BY_FORM.set(key, skill);
  }
}
/** The order categories come in the taxonomy: a stable order for skills of one stage. */
const CATEGORY_ORDER = new Map<string, number>();
for (const skill of SKILLS) if (!CATEGORY_ORDER.has(skill.category)) CATEGORY_ORDER.set(skill.category, CATEGORY_ORDER.size);

export function skillEntry(name: string): SkillEntry | undefined {
  return BY_NAME.get(name);
}

/** The canonical skill a written form names exactly ("JS", "جافا سكريبت", "sql"), or null. */
export function canonicalSkill(text: string): string | null {
  return BY_FORM.get(fold(text))?.name ?? null;
}

/** The canonical skills of a profile's skill list: each entry by its exact form, else the skills its words name. */
export function canonicalSkills(names: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const name of names) {
    const exact = canonicalSkill(name);
    if (exact) out.add(exact);
    else for (const found of findSkillNames(name, true)) out.add(found);
  }
  return out;
}

export function categoryRank(skill: string): number {
  const category = BY_NAME.get(skill)?.category;
  return category === undefined ? Number.MAX_SAFE_INTEGER : (CATEGORY_ORDER.get(category) ?? Number.MAX_SAFE_INTEGER);
}

/** A skill's name in the roadmap's language: its Arabic form when the taxonomy has one, else the canonical name. */
export function skillLabel(skill: string, language: RoadmapLanguage): string {
  if (language === "ar") {
    const arabic = BY_NAME.get(skill)?.synonyms.find((s) => ARABIC.test(s));
    if (arabic) return arabic;
  }
  return skill;
}

const BOOKS_BY_SKILL = new Map<string, Book[]>();
for (const book of BOOKS) for (const skill of book.skills) BOOKS_BY_SKILL.set(skill, [...(BOOKS_BY_SKILL.get(skill) ?? []), book]);

export const asRoadmapBook = (book: Book): RoadmapBook => ({ id: book.id, title: book.title, authors: [...book.authors] });

/** Bundled books that teach `skill`: those in the roadmap's language first, then by year (newest first) and id. */
export function booksForSkill(skill: string, language: RoadmapLanguage, limit: number): RoadmapBook[] {
  const books = [...(BOOKS_BY_SKILL.get(skill) ?? [])];
  books.sort((a, b) => Number(b.language === language) - Number(a.language === language) || b.year - a.year || a.id.localeCompare(b.id));
  return books.slice(0, limit).map(asRoadmapBook);
}

/** The bundled book a title names (folded, exact; else the title before its subtitle), or null. */
export function bookByTitle(title: string): Book | null {
  const asked = fold(title);
  if (!asked.trim()) return null;
  const main = (t: string) => fold(t.split(/[:(]/)[0] ?? t);
  return BOOKS.find((b) => fold(b.title) === asked) ?? BOOKS.find((b) => main(b.title) === main(title) && main(title).trim().length > 3) ?? null;
}

export const asRoadmapCourse = (course: CatalogueCourse): RoadmapCourse => ({
  id: course.id,
  title: course.title,
  provider: course.provider,
  url: course.url,
  level: course.level,
  free: course.free,
});

/** Catalogue courses by id, in the order asked, the missing ones left out. */
export async function coursesById(catalogue: CourseCatalogue, ids: readonly string[]): Promise<CatalogueCourse[]> {
  const found = await Promise.all(ids.map((id) => catalogue.byId(id)));
  return found.filter((c): c is CatalogueCourse => c !== null);
}

/** The catalogue's best courses for one skill: those whose listed skills include it. */
export async function searchSkillCourses(
  catalogue: CourseCatalogue,
  skill: string,
  language: RoadmapLanguage,
  options: { limit: number; level?: CatalogueCourse["level"]; exclude?: ReadonlySet<string> },
): Promise<CatalogueCourse[]> {
  const outcome = await catalogue.search({
    text: skill,
    level: options.level ?? "any",
    free: false,
    certificate: false,
    limit: Math.max(options.limit * 3, 10),
    preferLanguage: language,
    exclude: options.exclude,
  });
  return outcome.results
    .map((r) => r.course)
    .filter((c) => c.skills.includes(skill))
    .slice(0, options.limit);
}
