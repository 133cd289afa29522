/**
 * The Course Search page's calls to the course API (`/api/courses`, docs/api/courses.md). Each
 * throws `ApiError` with the server's message and code (ADR 003).
 */
import type { AskAboutCourseResponse, CourseLanguageCode, CourseSearchResponse } from "../../../core/schemas/courses";
import { api, read } from "../../api";
import { apiQuery, type CourseSearch } from "./search-state";

/** One page of the courses that fit (GET /api/courses/search). */
export function searchCourses(search: CourseSearch & { q: string }, options: { offset?: number; limit?: number; signal?: AbortSignal } = {}): Promise<CourseSearchResponse> {
  return read(api.courses.search.$get({ query: apiQuery(search, options) }, { init: { signal: options.signal } }));
}

/** Opens a coaching session that asks about the course (POST /api/courses/:id/ask); where it is. */
export function askAboutCourse(id: string, language: CourseLanguageCode): Promise<AskAboutCourseResponse> {
  return read(api.courses[":id"].ask.$post({ param: { id }, json: { language } }));
}
