/**
 * The Job Search page's calls to the job API (`/api/jobs`, docs/api/jobs.md). Each throws
 * `ApiError` with the server's message and code (ADR 003).
 */
import type { JobAnswer, JobPrepareResponse, JobSearchAnswer, JobType, Workplace } from "../../../core/schemas/jobs";
import { api, read } from "../../api";

/** What the page asks: the description and the job filter. */
export interface JobAsk {
  q: string;
  type: JobType | "any";
  workplace: Workplace | "any";
  location: string;
}

export const NO_ASK: JobAsk = { q: "", type: "any", workplace: "any", location: "" };

/** One page of the jobs that fit (GET /api/jobs/search). */
export function searchJobs(ask: JobAsk, page = 1, signal?: AbortSignal): Promise<JobSearchAnswer> {
  return read(api.jobs.search.$get({ query: { q: ask.q, type: ask.type, workplace: ask.workplace, location: ask.location, page: String(page) } }, { init: { signal } }));
}

/** One posting with its whole description (GET /api/jobs/:id). */
export function jobById(id: number): Promise<JobAnswer> {
  return read(api.jobs[":id"].$get({ param: { id: String(id) } }));
}

/** Opens a coaching session about preparing for the job (POST /api/jobs/:id/prepare). */
export function prepareForJob(id: number, language: "en" | "ar"): Promise<JobPrepareResponse> {
  return read(api.jobs[":id"].prepare.$post({ param: { id: String(id) }, json: { language } }));
}
