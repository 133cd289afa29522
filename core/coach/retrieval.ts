/**
 * Retrieval over the bundled knowledge base: BM25 indexes (built once per isolate, lazily, on
 * first use) over courses, YouTube channels and books, blended with what the coach knows about
 * the user — level, skills already held, the language they write in — and a fuzzy course-title
 * lookup for "Give me info about <COURSE>".
 */
import type { Bm25Index } from "../search/bm25.ts";
import { Bm25Index as Index } from "../search/bm25.ts";
import { BOOKS, type Book } from "./knowledge/books.ts";
import { buildCourseIndex, courses, type Course } from "./knowledge/index.ts";
import type { CourseLevel } from "./knowledge/courses.ts";
import { YOUTUBE_CHANNELS, type YouTubeChannel } from "./knowledge/youtube.ts";
import { findSkillNames } from "../resume/skills.ts";
import { englishTerms } from "./glossary.ts";
import { fold, words } from "./text.ts";
import type { CoachLanguage, CoachProfile } from "./types.ts";

let courseIndex: Bm25Index<Course> | null = null;
let channelIndex: Bm25Index<YouTubeChannel> | null = null;
let bookIndex: Bm25Index<Book> | null = null;

/** The course index, built on first use and kept for the life of the isolate. */
export function getCourseIndex(): Bm25Index<Course> {
  return (courseIndex ??= buildCourseIndex());
}

function getChannelIndex(): Bm25Index<YouTubeChannel> {
  return (channelIndex ??= Index.build(YOUTUBE_CHANNELS, { fields: { name: 2, topics: 3, skills: 2, description: 1 } }));
}

function getBookIndex(): Bm25Index<Book> {
  return (bookIndex ??= Index.build(BOOKS, { fields: { title: 2, categories: 2, skills: 2, summary: 1 } }));
}

/** Builds every index now, so the first answer does not pay for it (the worker calls this at start-up). */
export function warmCoachIndexes(): void {
  getCourseIndex();
  getChannelIndex();
  getBookIndex();
}

/** The search text for a subject: the words themselves plus English equivalents of Arabic ones. */
export function searchText(subject: string): string {
  return [subject, ...englishTerms(subject)].join(" ");
}

/** The course level that fits a signup level (Student, Junior, Mid-level, Senior, Lead). */
export function courseLevelFor(level: string): CourseLevel | null {
  const l = level.toLowerCase();
  if (l === "student" || l === "junior") return "Beginner";
  if (l.startsWith("mid")) return "Intermediate";
  if (l === "senior" || l === "lead") return "Advanced";
  return null;
}

/** Unknown level: most people asking for "a course about X" are starting out. */
const UNKNOWN_LEVEL_FIT: Record<CourseLevel, number> = { Beginner: 1, Intermediate: 0.75, Advanced: 0.3 };

const LEVEL_FIT: Record<CourseLevel, Record<CourseLevel, number>> = {
  Beginner: { Beginner: 1, Intermediate: 0.4, Advanced: 0 },
  Intermediate: { Beginner: 0.5, Intermediate: 1, Advanced: 0.6 },
  Advanced: { Beginner: 0.15, Intermediate: 0.8, Advanced: 1 },
};

export interface CourseQuery {
  subject: string;
  profile: CoachProfile;
  /** An explicit level the user asked for; otherwise the profile's level guides. */
  level?: CourseLevel;
  /** The conversation's language: Arabic conversations favour Arabic-taught courses. */
  language: CoachLanguage;
  freeOnly?: boolean;
  /** Course ids (or URLs) already recommended in this conversation. */
  exclude?: ReadonlySet<string>;
  limit?: number;
}

export interface RankedCourse {
  course: Course;
  /** Blended score, for ordering only. */
  score: number;
  /** Why it fits this user, in short phrases the answer can quote. */
  fit: { levelMatch: boolean; newSkills: string[]; knownSkills: string[] };
}

function skillSet(profile: CoachProfile): Set<string> {
  return new Set(profile.skills.map((s) => s.name.toLowerCase()));
}

/**
 * Courses for a subject, best first: BM25 relevance (title, skills, description) blended with
 * level fit, the share of skills the user does not have yet, the conversation's language and,
 * lightly, being free. At most two courses from one provider, so the list offers a real choice.
 */
export function rankCourses(query: CourseQuery): RankedCourse[] {
  const limit = query.limit ?? 5;
  const known = skillSet(query.profile);
  const preferred = query.level ?? courseLevelFor(query.profile.level);
  const exclude = query.exclude ?? new Set<string>();
  const text = searchText(query.subject);
  const focus = new Set(findSkillNames(text, true));
  const hits = getCourseIndex().search(text, {
    limit: 80,
    filter: (c) => (!query.freeOnly || c.free) && !exclude.has(c.id) && !exclude.has(c.url),
  });
  if (hits.length === 0) return [];
  const top = hits[0].score;
  const ranked = hits
    .filter((hit) => hit.score >= top * 0.3)
    .map(({ doc, score }) => {
      const newSkills = doc.skills.filter((s) => !known.has(s.toLowerCase()));
      const knownSkills = doc.skills.filter((s) => known.has(s.toLowerCase()));
      const levelFit = preferred ? LEVEL_FIT[preferred][doc.level] : UNKNOWN_LEVEL_FIT[doc.level];
      const language = query.language === "ar" ? (doc.language === "ar" ? 0.15 : 0) : doc.language === "ar" ? -0.5 : 0;
      const blended = score / top + (query.level ? 0.35 : 0.15) * levelFit + 0.1 * (newSkills.length / doc.skills.length)
        + language + (doc.free ? 0.03 : 0) + (doc.durationHours >= 10 ? 0.05 : doc.durationHours < 5 ? -0.1 : 0)
        // A course whose main skill is the one asked about teaches it in depth.
        + (focus.has(doc.skills[0]) ? 0.15 : focus.has(doc.skills[1]) ? 0.07 : 0);
      return { course: doc, score: blended, fit: { levelMatch: preferred === doc.level, newSkills, knownSkills } };
    })
    .sort((a, b) => b.score - a.score);

  const perProvider = new Map<string, number>();
  const chosen: RankedCourse[] = [];
  for (const item of ranked) {
    const provider = item.course.provider.split(" on ")[0];
    if ((perProvider.get(provider) ?? 0) >= 2) continue;
    perProvider.set(provider, (perProvider.get(provider) ?? 0) + 1);
    chosen.push(item);
    if (chosen.length === limit) break;
  }
  // An Arabic conversation gets both: Arabic-taught courses where they exist, and the strongest
  // English one, since most in-depth material is in English.
  if (query.language === "ar" && limit >= 3) {
    for (const language of ["ar", "en"] as const) {
      if (chosen.some((c) => c.course.language === language)) continue;
      const best = ranked.find((c) => c.course.language === language && !chosen.includes(c));
      if (best) chosen.splice(chosen.length - 1, 1, best);
    }
    chosen.sort((a, b) => b.score - a.score);
  }
  return chosen;
}

const TITLE_STOPWORDS = new Set(["the", "a", "an", "of", "to", "and", "for", "with", "in", "on", "course", "دوره", "كورس"]);

function titleWords(text: string): string[] {
  return words(fold(text.replace(/'s\b/g, ""))).filter((w) => !TITLE_STOPWORDS.has(w));
}

export interface TitleMatch {
  course: Course;
  /** Share of the title's words found in the text (0–1). */
  coverage: number;
  /** The text clearly names this course: most of the title, or all of a two-word-plus name inside it. */
  strong: boolean;
}

let titleWordCache: string[][] | null = null;
/** titleOwner[i] = index in `courses` of titleWordCache[i]. */
let titleOwner: number[] | null = null;

/**
 * The catalogue course whose title the text names ("CS50's Introduction to Computer Science",
 * "full stack open", "كورس Google Project Management"): the title whose words are most fully
 * present in the text, preferring more matched words on a tie. Null below half coverage.
 */
export function matchCourseTitle(text: string): TitleMatch | null {
  const askedList = titleWords(text);
  const asked = new Set(askedList);
  if (asked.size === 0) return null;
  // Match the full title and its main part ("Learning How to Learn" of "Learning How to Learn: Powerful mental tools…").
  titleWordCache ??= courses.flatMap((course) => {
    const main = course.title.split(/:\s|\s[-–—]\s/)[0];
    return main !== course.title ? [titleWords(course.title), titleWords(main)] : [titleWords(course.title)];
  });
  titleOwner ??= courses.flatMap((course, index) => (course.title.split(/:\s|\s[-–—]\s/)[0] !== course.title ? [index, index] : [index]));
  let best: { index: number; coverage: number; matched: number; fit: number } | null = null;
  titleWordCache.forEach((title, index) => {
    if (title.length === 0) return;
    const matched = title.filter((w) => asked.has(w)).length;
    const coverage = matched / title.length;
    if (coverage < 0.5 || (matched < 2 && coverage < 1)) return;
    // Balance "most of the title is named" against "most of what was named is this title".
    const askedCovered = askedList.filter((w) => title.includes(w)).length / askedList.length;
    const fit = (2 * coverage * askedCovered) / (coverage + askedCovered);
    if (!best || fit > best.fit || (fit === best.fit && matched > best.matched)) best = { index, coverage, matched, fit };
  });
  const found = best as { index: number; coverage: number; matched: number; fit: number } | null;
  if (!found) return null;
  const title = new Set(titleWordCache[found.index]);
  const askedCovered = askedList.filter((w) => title.has(w)).length / askedList.length;
  const strong = found.coverage >= 0.75 || (askedCovered === 1 && askedList.length >= 2);
  return { course: courses[titleOwner![found.index]], coverage: found.coverage, strong };
}

/** YouTube channels for a topic, favouring the conversation's language. */
export function rankChannels(topic: string, language: CoachLanguage, exclude: ReadonlySet<string> = new Set(), limit = 3): YouTubeChannel[] {
  const hits = getChannelIndex().search(searchText(topic), { limit: 40, filter: (c) => !exclude.has(c.id) && !exclude.has(c.url) });
  if (hits.length === 0) return [];
  const top = hits[0].score;
  return hits
    .filter((hit) => hit.score >= top * 0.4)
    .map(({ doc, score }) => ({ doc, score: score / top + (doc.language === language ? 0.25 : 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((hit) => hit.doc);
}

/** Books for a topic, favouring editions in the conversation's language. */
export function rankBooks(topic: string, language: CoachLanguage, exclude: ReadonlySet<string> = new Set(), limit = 3): Book[] {
  const hits = getBookIndex().search(searchText(topic), { limit: 40, filter: (b) => !exclude.has(b.id) && !exclude.has(b.link) });
  if (hits.length === 0) return [];
  const top = hits[0].score;
  return hits
    .filter((hit) => hit.score >= top * 0.3)
    .map(({ doc, score }) => ({ doc, score: score / top + (doc.language === language ? 0.2 : language === "en" ? -0.5 : 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((hit) => hit.doc);
}
