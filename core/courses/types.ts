/**
 * Course search as one port with two homes: the catalogue in D1 (FTS5, the app's search, up to
 * hundreds of thousands of courses) and the bundled catalogue in memory (the offline default for
 * scripts and unit tests). Both answer through the same query reading and the same ranking
 * (core/courses/search.ts), so the portal's Course Search and the coach's course tools agree.
 */
import type { CourseLanguageCode, CourseLevelName, Relaxation, Understood } from "../schemas/courses.ts";

/** One course of the catalogue (a bundled course, or a row a deployer imported). */
export interface CatalogueCourse {
  id: string;
  title: string;
  provider: string;
  url: string;
  skills: string[];
  level: CourseLevelName;
  language: CourseLanguageCode;
  durationHours: number;
  free: boolean;
  /** Finishing it gives a certificate or badge. */
  certificate: boolean;
  description: string;
}

/**
 * What a search asks: the user's words, and the filters the page set (which win over the words).
 * "any" language or level, and `free`/`certificate` false, switch off what the words asked for.
 */
export interface CourseSearchRequest {
  text: string;
  language?: CourseLanguageCode | "any";
  free?: boolean;
  level?: CourseLevelName | "any";
  certificate?: boolean;
  maxHours?: number;
  limit?: number;
  offset?: number;
  /** The searcher's skills (canonical names): courses that only repeat them rank lower. */
  knownSkills?: readonly string[];
  /** Course ids or URLs to leave out (already shown in a conversation). */
  exclude?: ReadonlySet<string>;
  /** A language to rank first without filtering (an Arabic conversation); the words' own preference wins. */
  preferLanguage?: CourseLanguageCode;
}

export interface RankedCatalogueCourse {
  course: CatalogueCourse;
  score: number;
  /** The catalogue skills and the description's words this course matched. */
  why: { skills: string[]; words: string[] };
}

export interface CourseSearchOutcome {
  results: RankedCatalogueCourse[];
  /** Courses that fit, over all pages. */
  total: number;
  understood: Understood;
  /** When nothing fits: single constraints whose removal finds courses, largest first. */
  relaxations: Relaxation[];
  catalogueSize: number;
}

export interface CourseCatalogue {
  search(request: CourseSearchRequest): Promise<CourseSearchOutcome>;
  byId(id: string): Promise<CatalogueCourse | null>;
  /** The course a title names (exact, then fuzzy), for "Give me info about <COURSE>". */
  byTitle(title: string): Promise<CatalogueCourse | null>;
  size(): Promise<number>;
}
