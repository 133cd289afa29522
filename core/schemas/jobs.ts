/**
 * Job search (docs/api/jobs.md; spec section 3, Job (search result)): postings imported from
 * public applicant-tracking job boards (Greenhouse and Lever boards named in JOB_SOURCES), the
 * search the portal's Job Search page asks, and what it answers. Shared by the worker and the page.
 */
import { z } from "zod";
import { textId } from "./ids.ts";

export const JOB_SOURCE_KINDS = ["greenhouse", "lever"] as const;
export type JobSourceKind = (typeof JOB_SOURCE_KINDS)[number];

export const JOB_TYPES = ["full_time", "part_time", "contract", "internship", "temporary"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const WORKPLACES = ["remote", "hybrid", "onsite"] as const;
export type Workplace = (typeof WORKPLACES)[number];

export const JOB_LIMITS = {
  query: { max: 500 },
  location: { max: 120 },
  page: { size: 20, max: 50 },
  /** Characters of a posting's description a card shows. */
  cardDescription: 320,
  /** On-demand imports: at most one per this many minutes for the whole app. */
  syncEveryMinutes: 10,
} as const;

export const JOB_MESSAGES = {
  queryLong: `The description is too long (at most ${JOB_LIMITS.query.max} characters)`,
  typeInvalid: `type must be one of ${[...JOB_TYPES, "any"].join(", ")}`,
  workplaceInvalid: `workplace must be one of ${[...WORKPLACES, "any"].join(", ")}`,
  locationLong: `The location is too long (at most ${JOB_LIMITS.location.max} characters)`,
  pageInvalid: "page must be a whole number from 1",
  idInvalid: "The job id must be a whole number",
  notFound: "This job is no longer listed.",
  notConfigured: "Job search is not connected to any job board yet.",
  syncTooSoon: `Jobs were refreshed a few minutes ago. Try again in ${JOB_LIMITS.syncEveryMinutes} minutes.`,
} as const;

/** GET /api/jobs/search: the AI description box and the job filter. */
export const jobSearchQuerySchema = z.object({
  q: z.string().trim().max(JOB_LIMITS.query.max, { error: JOB_MESSAGES.queryLong }).default(""),
  type: z.enum([...JOB_TYPES, "any"], { error: JOB_MESSAGES.typeInvalid }).default("any"),
  workplace: z.enum([...WORKPLACES, "any"], { error: JOB_MESSAGES.workplaceInvalid }).default("any"),
  location: z.string().trim().max(JOB_LIMITS.location.max, { error: JOB_MESSAGES.locationLong }).default(""),
  page: z
    .string({ error: JOB_MESSAGES.pageInvalid })
    .regex(/^[1-9]\d{0,4}$/, { error: JOB_MESSAGES.pageInvalid })
    .transform(Number)
    .default(1),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

export const jobIdParamSchema = z.object({ id: textId(JOB_MESSAGES.idInvalid) });

/** Spec section 3, Job (search result): job_obj with job_title, company, company_name, job_type, description, job_url. */
export const jobObjSchema = z.object({
  job_title: z.string(),
  /** The company as the board names it (the spec has both company and company_name). */
  company: z.string(),
  company_name: z.string(),
  job_type: z.enum(JOB_TYPES).nullable(),
  /** A short plain-text description (the card's); GET /api/jobs/:id answers the whole one. */
  description: z.string(),
  job_url: z.string(),
  location: z.string(),
  workplace: z.enum(WORKPLACES).nullable(),
  department: z.string().nullable(),
  posted_at: z.string().nullable(),
});
export type JobObj = z.infer<typeof jobObjSchema>;

/** Why a job matched, in parts the page words in its own language. */
export const jobMatchSchema = z.object({
  /** 0 to 100. */
  score: z.number(),
  /** The posting's title shares the user's title or the words asked. */
  title_match: z.boolean(),
  /** Skills the posting asks for that the user's profile has. */
  skills_matched: z.array(z.string()),
  /** Skills the posting asks for that the profile does not show. */
  skills_missing: z.array(z.string()),
  /** remote: a remote job; near: in the user's city or country; null: neither known. */
  location: z.enum(["remote", "near"]).nullable(),
  /** Words of the description that the posting contains. */
  terms: z.array(z.string()),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobResultSchema = z.object({
  id: z.number(),
  job_obj: jobObjSchema,
  match: jobMatchSchema,
});
export type JobResult = z.infer<typeof jobResultSchema>;

export const jobSourceStatusSchema = z.object({
  kind: z.enum(JOB_SOURCE_KINDS),
  board: z.string(),
  last_synced_at: z.string().nullable(),
  ok: z.boolean().nullable(),
  postings: z.number(),
  /** Why the last import failed, in words a deployer reads; null when it did not fail. */
  error: z.string().nullable(),
});
export type JobSourceStatus = z.infer<typeof jobSourceStatusSchema>;

/** GET /api/jobs/search */
export const jobSearchAnswerSchema = z.object({
  /** False when no job board is configured: the page shows the Coming Soon overlay. */
  configured: z.boolean(),
  results: z.array(jobResultSchema),
  total: z.number(),
  page: z.number(),
  has_more: z.boolean(),
});
export type JobSearchAnswer = z.infer<typeof jobSearchAnswerSchema>;

/** GET /api/jobs/status */
export const jobStatusSchema = z.object({
  configured: z.boolean(),
  sources: z.array(jobSourceStatusSchema),
  postings: z.number(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** POST /api/jobs/:id/prepare: the language the coaching session is opened in. */
export const jobPrepareSchema = z.object({ language: z.enum(["en", "ar"]).optional() });
export const jobPrepareResponseSchema = z.object({ session_id: z.string(), session_name: z.string() });
export type JobPrepareResponse = z.infer<typeof jobPrepareResponseSchema>;

/** GET /api/jobs/:id: the posting with its whole description. */
export const jobAnswerSchema = z.object({ job: jobResultSchema });
export type JobAnswer = z.infer<typeof jobAnswerSchema>;

/** POST /api/jobs/sync: what the import did, board by board. */
export const jobSyncAnswerSchema = z.object({ sources: z.array(jobSourceStatusSchema) });
export type JobSyncAnswer = z.infer<typeof jobSyncAnswerSchema>;
