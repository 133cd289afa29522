/**
 * Job search for the portal (docs/api/jobs.md): the search ranked for the user, one posting,
 * the boards' status, an import on demand, and "Prepare with Amal".
 */
import { eq } from "drizzle-orm";
import { canonicalSkills, queryTerms, scorePosting, type JobProfile } from "../../../core/jobs/rank";
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  type JobPrepareResponse,
  type JobResult,
  type JobSearchAnswer,
  type JobSearchQuery,
  type JobStatus,
  type JobSyncAnswer,
} from "../../../core/schemas/jobs";
import type { Db } from "../../db/client";
import { jobPostingsDb, skillsOf, type PostingRow } from "../../db/job-postings";
import { userSkills } from "../../db/schema";
import type { UserRow, Vars } from "../../env";
import { notFound, tooManyRequests } from "../../lib/errors";
import { openSessionWith, type OpenSessionDeps } from "../coach/open-session";
import { connectedSources, importAll, lastImportAt, sourceStatuses, type ImportDeps } from "./import";

/** A card's description: the start of the text, cut at a word, with an ellipsis when cut. */
export function cardDescription(text: string, max: number = JOB_LIMITS.cardDescription): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

function resultOf(row: PostingRow, match: JobResult["match"], whole = false): JobResult {
  return {
    id: row.id,
    job_obj: {
      job_title: row.title,
      company: row.company,
      company_name: row.company,
      job_type: row.job_type,
      description: whole ? row.description : cardDescription(row.description),
      job_url: row.url,
      location: row.location,
      workplace: row.workplace,
      department: row.department,
      posted_at: row.posted_at,
    },
    match,
  };
}

/** What ranking knows of the user: their title, city and country, and their career-info skills. */
export async function profileOf(db: Db, user: UserRow): Promise<JobProfile> {
  const skills = await db.select({ name: userSkills.skillName }).from(userSkills).where(eq(userSkills.userId, user.id));
  return { title: user.title, city: user.city, country: user.country, skills: skills.map((s) => s.name) };
}

const rankable = (row: PostingRow) => ({
  title: row.title,
  location: row.location,
  workplace: row.workplace,
  skills: skillsOf(row),
  searchTitle: row.search_title,
  searchText: row.search_text,
  searchLocation: row.search_location,
});

/** Enough of the description for the ranking's words and a card (cut again for the card). */
const POOL_DESCRIPTION = JOB_LIMITS.cardDescription + 80;

/** The search: postings with the description's words (all postings when none), filtered, ranked with the profile. */
export async function searchJobs(vars: Vars, d1: D1Database, db: Db, user: UserRow, query: JobSearchQuery): Promise<JobSearchAnswer> {
  const page = Math.min(query.page, JOB_LIMITS.page.max);
  const empty: JobSearchAnswer = { configured: false, results: [], total: 0, page, has_more: false };
  if ((await connectedSources(vars, db)).length === 0) return empty;
  const store = jobPostingsDb(d1);
  const terms = queryTerms(query.q);
  const filters = { type: query.type, workplace: query.workplace, location: query.location };
  const [profile, pool] = await Promise.all([profileOf(db, user), terms.length ? store.matching(terms, filters, POOL_DESCRIPTION) : store.newest(filters, POOL_DESCRIPTION)]);
  const userSkillSet = canonicalSkills(profile.skills);
  const best = Math.max(0, ...pool.map((r) => r.retrieval ?? 0));
  const ranked = pool
    .map((row, order) => ({ row, order, match: scorePosting(rankable(row), { terms, retrieval: row.retrieval ?? 0, best, profile, userSkills: userSkillSet }) }))
    .sort((a, b) => b.match.score - a.match.score || a.order - b.order);
  const size = JOB_LIMITS.page.size;
  const start = (page - 1) * size;
  return {
    configured: true,
    results: ranked.slice(start, start + size).map((r) => resultOf(r.row, r.match)),
    total: ranked.length,
    page,
    has_more: start + size < ranked.length,
  };
}

/** One posting with its whole description, matched against the profile. */
export async function jobById(d1: D1Database, db: Db, user: UserRow, id: number): Promise<JobResult> {
  const row = await jobPostingsDb(d1).byId(id);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  const profile = await profileOf(db, user);
  return resultOf(row, scorePosting(rankable(row), { terms: [], retrieval: 0, best: 0, profile, userSkills: canonicalSkills(profile.skills) }), true);
}

export async function jobStatus(vars: Vars, d1: D1Database, db: Db): Promise<JobStatus> {
  const sources = await connectedSources(vars, db);
  return { configured: sources.length > 0, sources: await sourceStatuses(db, sources), postings: sources.length ? await jobPostingsDb(d1).count() : 0 };
}

/** An import now, at most once every JOB_LIMITS.syncEveryMinutes for the whole app (`rateLimited: false` for the dev fixture). */
export async function syncNow(vars: Vars, deps: ImportDeps, options: { rateLimited: boolean }): Promise<JobSyncAnswer> {
  if (options.rateLimited) {
    const last = await lastImportAt(deps.db);
    const waitMs = last ? Date.parse(last) + JOB_LIMITS.syncEveryMinutes * 60_000 - (deps.now?.() ?? new Date()).getTime() : 0;
    if (waitMs > 0) throw tooManyRequests(JOB_MESSAGES.syncTooSoon, waitMs / 1000);
  }
  return { sources: await importAll(deps, await connectedSources(vars, deps.db)) };
}

/** The first message of a session about a job: the posting itself, so the coach prepares for exactly it. */
export function prepareText(job: { title: string; company: string; location: string; description: string }, language: "en" | "ar" = "en"): string {
  const posting = job.description.slice(0, 2500);
  return language === "ar"
    ? `ساعدني أستعد لوظيفة ${job.title} في ${job.company}${job.location ? ` (${job.location})` : ""}: ما المهارات التي أحتاج إلى تقويتها، وكيف أقدّم نفسي، وما الأسئلة المتوقعة في المقابلة؟\n\nإعلان الوظيفة:\n${posting}`
    : `Help me prepare for the ${job.title} job at ${job.company}${job.location ? ` (${job.location})` : ""}: which skills I should strengthen, how to present myself, and what the interview may ask.\n\nThe posting:\n${posting}`;
}

/** Opens a coaching session in the caller's account, named after the job, that starts by asking how to prepare for it. */
export async function prepareForJob(d1: D1Database, deps: OpenSessionDeps, user: UserRow, id: number, body: { language?: "en" | "ar" }): Promise<JobPrepareResponse> {
  const row = await jobPostingsDb(d1).byId(id);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  const name = body.language === "ar" ? `وظيفة: ${row.title} – ${row.company}` : `Job: ${row.title} at ${row.company}`;
  return openSessionWith(deps, user.id, name, prepareText(row, body.language));
}
