/**
 * Course search over the catalogue in D1: the page's search, one course, and "Ask Amal about
 * this course" (docs/api/courses.md).
 */
import { eq } from "drizzle-orm";
import { toCourseResult } from "../../../core/courses/describe";
import type { CourseCatalogue } from "../../../core/courses/types";
import { COURSE_MESSAGES, type AskAboutCourseResponse, type CourseResult, type CourseSearchResponse } from "../../../core/schemas/courses";
import type { Db } from "../../db/client";
import { userSkills } from "../../db/schema";
import type { Bindings, UserRow } from "../../env";
import { notFound } from "../../lib/errors";
import { openSessionWith, type OpenSessionDeps } from "../coach/open-session";
import { d1Catalogue } from "../../db/course-catalogue";

export type SearchParams = {
  q: string;
  language?: "en" | "ar" | "any";
  free?: boolean;
  level?: "Beginner" | "Intermediate" | "Advanced" | "any";
  certificate?: boolean;
  max_hours?: number;
  limit?: number;
  offset?: number;
};

/** The app's catalogue: the courses table in D1. */
export const appCatalogue = (env: Bindings): CourseCatalogue => d1Catalogue(env.DB);

/** Searches the catalogue for the user: their career-info skills rank courses that only repeat them lower. */
export async function searchCatalogue(env: Bindings, db: Db, user: UserRow, params: SearchParams): Promise<CourseSearchResponse> {
  const known = await db.select({ name: userSkills.skillName }).from(userSkills).where(eq(userSkills.userId, user.id));
  const outcome = await appCatalogue(env).search({
    text: params.q,
    language: params.language,
    free: params.free,
    level: params.level,
    certificate: params.certificate,
    maxHours: params.max_hours,
    limit: params.limit,
    offset: params.offset,
    knownSkills: known.map((k) => k.name),
  });
  return {
    results: outcome.results.map(toCourseResult),
    total: outcome.total,
    understood: outcome.understood,
    relaxations: outcome.relaxations,
    catalogue_size: outcome.catalogueSize,
  };
}

export async function courseById(env: Bindings, _db: Db, id: string): Promise<CourseResult> {
  const course = await appCatalogue(env).byId(id);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  return toCourseResult(course);
}

/** The first message of a session about a course, in the language the user asked in. */
export function askText(title: string, language: "en" | "ar" = "en"): string {
  return language === "ar" ? `اعطني معلومات عن ${title}` : `Give me info about ${title}`;
}

/** Opens a coaching session named "Course: <title>" ("دورة: …" in Arabic) that starts by asking about the course. */
export async function askAboutCourse(
  env: Bindings,
  deps: OpenSessionDeps,
  user: UserRow,
  id: string,
  body: { language?: "en" | "ar" },
): Promise<AskAboutCourseResponse> {
  const course = await appCatalogue(env).byId(id);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  const name = body.language === "ar" ? `دورة: ${course.title}` : `Course: ${course.title}`;
  return openSessionWith(deps, user.id, name, askText(course.title, body.language));
}
