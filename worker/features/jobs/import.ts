/**
 * The job boards' import (docs/api/jobs.md): which boards are connected, and bringing each one's
 * open postings into D1. Run by the hourly cron, by POST /api/jobs/sync and by the dev fixture.
 *
 * Per board: fetch with a timeout, parse, write new and changed postings (unchanged ones, by the
 * board's update time, are only marked seen), delete the board's postings the board no longer
 * lists, record the outcome in `job_sources`. A board that fails keeps its previous postings.
 */
import { sql } from "drizzle-orm";
import { parseGreenhouse, parseLever, type ImportedPosting } from "../../../core/jobs/parse";
import { JOB_SOURCE_KINDS, type JobSourceKind, type JobSourceStatus } from "../../../core/schemas/jobs";
import type { Db } from "../../db/client";
import { jobPostingsDb } from "../../db/job-postings";
import { devJobSources, jobSources } from "../../db/schema";
import type { Vars } from "../../env";

/** One connected board: its kind, its name on the board's site, and the API's base URL. */
export interface JobSource {
  kind: JobSourceKind;
  board: string;
  baseUrl: string;
}

/** A board name as Greenhouse and Lever write them: letters, digits, dot, dash, underscore. */
const BOARD = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * JOB_SOURCES: comma-separated `kind:board` pairs, kind `greenhouse` or `lever`
 * ("greenhouse:airbnb,lever:netflix"). Spaces are ignored, a pair named twice counts once, and
 * a malformed pair is an error naming it (the environment fails loudly rather than silently
 * importing less).
 */
export function parseJobSources(value: string): { kind: JobSourceKind; board: string }[] {
  const out: { kind: JobSourceKind; board: string }[] = [];
  for (const raw of value.split(",")) {
    const pair = raw.trim();
    if (!pair) continue;
    const [kind, board, ...rest] = pair.split(":").map((s) => s.trim());
    if (rest.length || !JOB_SOURCE_KINDS.includes(kind as JobSourceKind) || !board || !BOARD.test(board)) {
      throw new Error(`JOB_SOURCES: "${pair}" is not kind:board with kind greenhouse or lever (e.g. "greenhouse:airbnb,lever:netflix")`);
    }
    if (!out.some((s) => s.kind === kind && s.board === board)) out.push({ kind: kind as JobSourceKind, board });
  }
  return out;
}

/**
 * The connected boards: JOB_SOURCES with the public API base URLs, or, with the dev tools on
 * (never in production) and rows in `dev_job_sources`, those rows with their own base URL.
 */
export async function connectedSources(vars: Vars, db: Db): Promise<JobSource[]> {
  if (vars.DEV_TOOLS && vars.APP_ENV !== "production") {
    const dev = await db.select().from(devJobSources);
    if (dev.length) return dev.map((d) => ({ kind: d.source, board: d.board, baseUrl: d.baseUrl }));
  }
  return parseJobSources(vars.JOB_SOURCES).map((s) => ({ ...s, baseUrl: s.kind === "greenhouse" ? vars.GREENHOUSE_API_URL : vars.LEVER_API_URL }));
}

/** The API address of a board's open postings. */
export function boardUrl(source: JobSource): string {
  const base = source.baseUrl.replace(/\/+$/, "");
  const board = encodeURIComponent(source.board);
  return source.kind === "greenhouse" ? `${base}/${board}/jobs?content=true` : `${base}/${board}?mode=json`;
}

export interface ImportDeps {
  d1: D1Database;
  db: Db;
  /** The network (tests pass the fakes of worker/test/job-board-fakes.ts). */
  fetch: (request: Request) => Promise<Response>;
  now?: () => Date;
  /** Give up on a board that has not answered within this many milliseconds. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** The largest answer read from a board (a big board's full content is a few MB). */
const MAX_BYTES = 30 * 1024 * 1024;

async function fetchBoard(deps: ImportDeps, source: JobSource): Promise<ImportedPosting[]> {
  const request = new Request(boardUrl(source), { headers: { accept: "application/json", "user-agent": "Amal job search" } });
  const response = await deps.fetch(new Request(request, { signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS) }));
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(response.status === 404 ? `The board "${source.board}" was not found on ${source.kind} (HTTP 404)` : `${source.kind} answered HTTP ${response.status}`);
  }
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) {
    await response.body?.cancel();
    throw new Error(`${source.kind} sent ${length} bytes, more than the ${MAX_BYTES} read`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${source.kind} did not answer JSON`);
  }
  if (source.kind === "greenhouse" ? !body || typeof body !== "object" || !Array.isArray((body as { jobs?: unknown }).jobs) : !Array.isArray(body)) {
    throw new Error(`${source.kind} answered JSON that is not a list of postings`);
  }
  return source.kind === "greenhouse" ? parseGreenhouse(source.board, body) : parseLever(source.board, body);
}

const reason = (error: unknown) =>
  error instanceof Error ? (error.name === "TimeoutError" || error.name === "AbortError" ? "The board did not answer in time" : error.message) : String(error);

/** Imports one board; never throws (the outcome says what went wrong). */
export async function importBoard(deps: ImportDeps, source: JobSource): Promise<JobSourceStatus> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const store = jobPostingsDb(deps.d1);
  try {
    const fetched = await fetchBoard(deps, source);
    // One row per posting, even when the board lists one twice.
    const postings = [...new Map(fetched.map((p) => [p.externalId, p])).values()];
    const versions = await store.versions(source.kind, source.board);
    const same = (p: ImportedPosting) => p.sourceUpdatedAt !== null && versions.get(p.externalId) === p.sourceUpdatedAt;
    const changed = postings.filter((p) => !same(p));
    const unchanged = postings.filter(same).map((p) => p.externalId);
    await store.writeBoard(source.kind, source.board, changed, unchanged, now);
    const status: JobSourceStatus = { kind: source.kind, board: source.board, last_synced_at: now, ok: true, postings: postings.length, error: null };
    await record(deps.db, status);
    return status;
  } catch (error) {
    const kept = (await store.versions(source.kind, source.board)).size;
    const status: JobSourceStatus = { kind: source.kind, board: source.board, last_synced_at: now, ok: false, postings: kept, error: reason(error).slice(0, 300) };
    await record(deps.db, status);
    return status;
  }
}

async function record(db: Db, s: JobSourceStatus) {
  await db
    .insert(jobSources)
    .values({ source: s.kind, board: s.board, lastSyncedAt: s.last_synced_at, ok: s.ok, postings: s.postings, error: s.error })
    .onConflictDoUpdate({ target: [jobSources.source, jobSources.board], set: { lastSyncedAt: s.last_synced_at, ok: s.ok, postings: s.postings, error: s.error } });
}

/** Imports every connected board, one after another, and forgets boards no longer connected. */
export async function importAll(deps: ImportDeps, sources: readonly JobSource[]): Promise<JobSourceStatus[]> {
  await jobPostingsDb(deps.d1).dropBoardsExcept(sources);
  const out: JobSourceStatus[] = [];
  for (const source of sources) out.push(await importBoard(deps, source));
  return out;
}

/** The last import of each board, for GET /api/jobs/status. */
export async function sourceStatuses(db: Db, sources: readonly JobSource[]): Promise<JobSourceStatus[]> {
  const rows = await db.select().from(jobSources);
  return sources.map((s) => {
    const row = rows.find((r) => r.source === s.kind && r.board === s.board);
    return { kind: s.kind, board: s.board, last_synced_at: row?.lastSyncedAt ?? null, ok: row?.ok ?? null, postings: row?.postings ?? 0, error: row?.error ?? null };
  });
}

/** When any board was last imported, or null. */
export async function lastImportAt(db: Db): Promise<string | null> {
  const [row] = await db.select({ at: sql<string | null>`max(${jobSources.lastSyncedAt})` }).from(jobSources);
  return row?.at ?? null;
}

