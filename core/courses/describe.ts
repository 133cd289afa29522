/**
 * A ranked catalogue course as the API answers it (core/schemas/courses.ts CourseResult),
 * including the spec's `course_description`: a fixed first line, then `key : value` lines.
 */
import type { CourseResult } from "../schemas/courses.ts";
import type { CatalogueCourse, RankedCatalogueCourse } from "./types.ts";

/** The fixed first line of every `course_description`. */
export const COURSE_DESCRIPTION_MARKER = "Course details:";

/** The spec's course description: the marker line, then one `key : value` line per fact. */
export function courseDescription(course: CatalogueCourse): string {
  const hours = Number.isInteger(course.durationHours) ? String(course.durationHours) : course.durationHours.toFixed(1);
  return [
    COURSE_DESCRIPTION_MARKER,
    `Title : ${course.title}`,
    `Provider : ${course.provider}`,
    `Level : ${course.level}`,
    `Language : ${course.language === "ar" ? "Arabic" : "English"}`,
    `Duration : ${hours} hours`,
    `Price : ${course.free ? "Free" : "Paid"}`,
    `Certificate : ${course.certificate ? "Yes" : "No"}`,
    `Skills : ${course.skills.join(", ")}`,
    `Link : ${course.url}`,
    `About : ${course.description.replace(/\s+/g, " ").trim()}`,
  ].join("\n");
}

/** One course for the results list; `why` is empty when it was not found by a search (GET /:id). */
export function toCourseResult(ranked: RankedCatalogueCourse | CatalogueCourse): CourseResult {
  const { course, why } = "course" in ranked ? ranked : { course: ranked, why: { skills: [], words: [] } };
  return {
    id: course.id,
    title: course.title,
    provider: course.provider,
    url: course.url,
    level: course.level,
    language: course.language,
    duration_hours: course.durationHours,
    free: course.free,
    certificate: course.certificate,
    skills: course.skills,
    description: course.description,
    course_description: courseDescription(course),
    why,
  };
}
