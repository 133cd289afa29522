/**
 * Roadmaps (docs/api/roadmap.md, ADR 019): generate one for a topic, expand a leaf with a merged
 * sub-roadmap, and remember the user's last roadmap. The local engine (core/roadmap) always
 * builds one; with a model configured the model writes the roadmap (or the sub-roadmap of an
 * expansion) instead, used only when it passes every check (model.ts). Generate and expand store their answer as the user's last
 * roadmap; expanding a favorite replaces its saved item in the same batch.
 */
import { and, eq } from "drizzle-orm";
import type { CourseCatalogue } from "../../../core/courses/types";
import { buildRoadmap, expansionDraft, type RoadmapProfile } from "../../../core/roadmap/engine";
import { leafToExpand, mergeUnderLeaf, RoadmapError } from "../../../core/roadmap/tree";
import {
  type ExpandRoadmapRequest,
  type GenerateRoadmapRequest,
  type LastRoadmap,
  lastRoadmapSchema,
  ROADMAP_MESSAGES as M,
  type Roadmap,
  type RoadmapAnswer,
} from "../../../core/schemas/roadmap";
import type { Db } from "../../db/client";
import { savedItems, userLastRoadmap } from "../../db/schema";
import type { UserRow } from "../../env";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { AiProvider } from "../../providers/ai";
import { careerFacts } from "../library/service";
import { roadmapKey } from "../saved/kinds";
import { savedIdByKey } from "../saved/service";
import { modelExpansion, modelRoadmap } from "./model";

export interface RoadmapDeps {
  db: Db;
  ai: AiProvider;
  catalogue: CourseCatalogue;
  /** created_at of new roadmaps. */
  now: () => string;
}

/** What the engine reads of the user: their title (else their current job's) and their profile skills. */
export async function roadmapProfile(db: Db, user: UserRow): Promise<RoadmapProfile> {
  const facts = await careerFacts(db, user);
  const title = facts.title.trim() || facts.jobs.find((j) => j.is_current === 1)?.job_title || facts.jobs[0]?.job_title || "";
  return { title, skills: facts.skills.map((s) => s.skill_name) };
}

/** The engine's refusals in the API's error shape. */
function asAppError(error: unknown): unknown {
  if (!(error instanceof RoadmapError)) return error;
  if (error.code === "node_invalid") return badRequest(error.message, { node_id: error.message });
  return new AppError(422, error.code, error.message);
}

async function engine<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asAppError(error);
  }
}

const favoriteOf = async (db: Db, userId: string, roadmap: Roadmap) => savedIdByKey(db, userId, "roadmap", await roadmapKey(roadmap));

function upsertLast(db: Db, userId: string, last: LastRoadmap) {
  const values = { roadmap: JSON.stringify(last.roadmap), state: last.state === null ? null : JSON.stringify(last.state), updatedAt: new Date().toISOString() };
  return db
    .insert(userLastRoadmap)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userLastRoadmap.userId, set: values });
}

/** POST /api/roadmaps: a roadmap for the topic, stored as the user's last roadmap. */
export async function generateRoadmap(deps: RoadmapDeps, user: UserRow, request: GenerateRoadmapRequest): Promise<RoadmapAnswer> {
  const profile = await roadmapProfile(deps.db, user);
  const local = await engine(() => buildRoadmap(request, profile, deps));
  const roadmap = (await modelRoadmap(deps.ai, local, profile, deps.catalogue)) ?? local;
  await upsertLast(deps.db, user.id, { roadmap, state: null });
  return { roadmap, favorite_id: await favoriteOf(deps.db, user.id, roadmap) };
}

/**
 * POST /api/roadmaps/expand: the roadmap with a sub-roadmap merged under the leaf `node_id`.
 * With `favorite_id` (one of the user's saved roadmaps, else 404): when that item holds this very
 * roadmap it is replaced by the merged one (state null) in the batch that stores the last roadmap.
 */
export async function expandUserRoadmap(deps: RoadmapDeps, user: UserRow, request: ExpandRoadmapRequest): Promise<RoadmapAnswer> {
  const { roadmap, node_id: nodeId } = request;
  const favoriteId = request.favorite_id ?? null;
  let replaces: number | null = null;
  if (favoriteId !== null) {
    const row = await deps.db
      .select({ id: savedItems.id, key: savedItems.contentKey })
      .from(savedItems)
      .where(and(eq(savedItems.id, favoriteId), eq(savedItems.userId, user.id), eq(savedItems.type, "roadmap")))
      .get();
    // Another user's item, or one gone: 404, as if it did not exist.
    if (!row) throw notFound(M.favoriteInvalid);
    if (row.key === (await roadmapKey(roadmap))) replaces = row.id;
  }
  const profile = await roadmapProfile(deps.db, user);
  const merged = await engine(async () => {
    const leaf = leafToExpand(roadmap, nodeId, M);
    const local = await expansionDraft(leaf, roadmap.language, profile, deps);
    return (await modelExpansion(deps.ai, roadmap, leaf, local, profile, deps.catalogue)) ?? mergeUnderLeaf(roadmap, nodeId, local, M.tooLarge);
  });
  const key = await roadmapKey(merged);
  const last = upsertLast(deps.db, user.id, { roadmap: merged, state: null });
  if (replaces === null) {
    await last;
    return { roadmap: merged, favorite_id: await favoriteOf(deps.db, user.id, merged) };
  }
  const savedObj = JSON.stringify({ roadmap: merged, state: null });
  const [, inserted] = await deps.db.batch([
    deps.db.delete(savedItems).where(and(eq(savedItems.id, replaces), eq(savedItems.userId, user.id))),
    deps.db
      .insert(savedItems)
      .values({ userId: user.id, type: "roadmap", savedObj, contentKey: key })
      // The merged roadmap may be saved already (expanded the same way before): that item takes it.
      .onConflictDoUpdate({ target: [savedItems.userId, savedItems.type, savedItems.contentKey], set: { savedObj } })
      .returning({ id: savedItems.id }),
    last,
  ]);
  return { roadmap: merged, favorite_id: inserted[0]?.id ?? null };
}

/** GET /api/roadmaps/last: the user's last roadmap and view, with the saved item equal to it (or null). */
export async function lastRoadmap(db: Db, userId: string): Promise<{ last: (LastRoadmap & { favorite_id: number | null }) | null }> {
  const row = await db.select().from(userLastRoadmap).where(eq(userLastRoadmap.userId, userId)).get();
  if (!row) return { last: null };
  let stored: unknown;
  try {
    stored = { roadmap: JSON.parse(row.roadmap), state: row.state === null ? null : JSON.parse(row.state) };
  } catch {
    stored = undefined;
  }
  const parsed = lastRoadmapSchema.safeParse(stored);
  if (!parsed.success) {
    console.warn(JSON.stringify({ level: "warn", msg: "a last roadmap could not be read and is left out", userId }));
    return { last: null };
  }
  return { last: { ...parsed.data, favorite_id: await favoriteOf(db, userId, parsed.data.roadmap) } };
}

/** PUT /api/roadmaps/last. */
export async function storeLastRoadmap(db: Db, userId: string, last: LastRoadmap): Promise<void> {
  await upsertLast(db, userId, last);
}
