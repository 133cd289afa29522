/**
 * Course search over the catalogue in D1: the page's search, one course, and "Ask Amal about
 * this course".
 */
import type { AskAboutCourseResponse, CourseResult, CourseSearchResponse } from "../../../core/schemas/courses";
import type { Db } from "../../db/client";
import type { Bindings, UserRow } from "../../env";

export type SearchParams = {
  q: string;
  language?: "en" | "ar" | "any";
  free?: boolean;
  level?: "Beginner" | "Intermediate" | "Advanced";
  max_hours?: number;
  limit?: number;
  offset?: number;
};

export async function searchCatalogue(_env: Bindings, _db: Db, _user: UserRow, _params: SearchParams): Promise<CourseSearchResponse> {
  throw new Error("course search is not available yet");
}

export async function courseById(_env: Bindings, _db: Db, _id: string): Promise<CourseResult> {
  throw new Error("course search is not available yet");
}

export async function askAboutCourse(_env: Bindings, _db: Db, _user: UserRow, _id: string, _body: { language?: "en" | "ar" }): Promise<AskAboutCourseResponse> {
  throw new Error("course search is not available yet");
}
