/**
 * One course of the bundled catalogue: a real course with its public page. The catalogue seeds
 * course search and the coach's recommendations; a larger catalogue is imported into D1 later.
 */

export type CourseLevel = "Beginner" | "Intermediate" | "Advanced";

/** The language the course is taught in. */
export type CourseLanguage = "en" | "ar";

export interface Course {
  /** Stable slug (provider-course); never reused for another course. */
  id: string;
  /** The title as the provider writes it, in the course's own language. */
  title: string;
  /** Who teaches it, and the platform when that is someone else ("Yale University on Coursera"). */
  provider: string;
  /** The course's public page (https). */
  url: string;
  /** Canonical names from core/resume/skills-taxonomy.ts, so courses meet a user's skills. */
  skills: string[];
  level: CourseLevel;
  language: CourseLanguage;
  /** Approximate total learning time. */
  durationHours: number;
  /**
   * True when the whole course, and any certificate or badge it gives, costs nothing. Courses
   * that can only be audited for free while their certificate is paid (most of Coursera and
   * edX) are `false`.
   */
  free: boolean;
  /** One or two factual sentences on what it covers. */
  description: string;
}
