/**
 * The bundled course catalogue: real courses with their public pages, grouped by field in the
 * files beside this one. It seeds course search (the D1 FTS5 table a larger imported catalogue
 * lives in) and the offline coach's recommendations.
 */
import { Bm25Index } from "../../../search/bm25.ts";
import { ARABIC_COURSES } from "./arabic.ts";
import { BUSINESS_MARKETING_COURSES } from "./business-marketing.ts";
import { CLOUD_DEVOPS_COURSES } from "./cloud-devops.ts";
import { DATA_AI_COURSES } from "./data-ai.ts";
import { DESIGN_COURSES } from "./design.ts";
import { FINANCE_COURSES } from "./finance.ts";
import { HEALTH_OTHER_COURSES } from "./health-other.ts";
import { LANGUAGES_TEACHING_COURSES } from "./languages-teaching.ts";
import { PRODUCT_PROJECT_COURSES } from "./product-project.ts";
import { SOFT_SKILLS_CAREER_COURSES } from "./soft-skills-career.ts";
import { SOFTWARE_COURSES } from "./software.ts";
import type { Course } from "./types.ts";

export type { Course, CourseLanguage, CourseLevel } from "./types.ts";

/** Every bundled course, field by field. */
export const courses: Course[] = [
  ...SOFTWARE_COURSES,
  ...DATA_AI_COURSES,
  ...CLOUD_DEVOPS_COURSES,
  ...DESIGN_COURSES,
  ...BUSINESS_MARKETING_COURSES,
  ...FINANCE_COURSES,
  ...PRODUCT_PROJECT_COURSES,
  ...SOFT_SKILLS_CAREER_COURSES,
  ...LANGUAGES_TEACHING_COURSES,
  ...HEALTH_OTHER_COURSES,
  ...ARABIC_COURSES,
];

/**
 * A BM25 index over `courses` with the default field weights (title ×3, skills ×2,
 * description ×1, provider ×0.5). Build once per isolate, or restore from `toJSON()`.
 */
export function buildCourseIndex(list: readonly Course[] = courses): Bm25Index<Course> {
  return Bm25Index.build(list);
}
