/**
 * The bundled course catalogue (core/data/courses.json): real courses with their public pages.
 * It seeds course search (the D1 FTS5 table a larger imported catalogue lives in) and the
 * offline coach's recommendations.
 */
import catalogue from "../../data/courses.json" with { type: "json" };
import type { Course } from "../../data/schemas.ts";
import { Bm25Index } from "../../search/bm25.ts";

export type { Course, CourseLevel, Language as CourseLanguage } from "../../data/schemas.ts";

/** Every bundled course, field by field as the file lists them. */
export const courses = catalogue as Course[];

/**
 * A BM25 index over `courses` with the default field weights (title ×3, skills ×2,
 * description ×1, provider ×0.5). Build once per isolate, or restore from `toJSON()`.
 */
export function buildCourseIndex(list: readonly Course[] = courses): Bm25Index<Course> {
  return Bm25Index.build(list);
}
