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
import { englishTerms } from "./glossary.ts";
import { fold, words } from "./text.ts";
import type { CoachLanguage } from "./types.ts";

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

/** A course as the coach's answers use it: its search score and how it fits the user. */
export interface RankedCourse {
  course: Course;
  /** Blended score, for ordering only. */
  score: number;
  /** Why it fits this user, in short phrases the answer can quote. */
  fit: { levelMatch: boolean; newSkills: string[]; knownSkills: string[] };
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
