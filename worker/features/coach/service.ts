/**
 * Coaching sessions: the D1 list the portal shows (coach_sessions, one row per session, scoped
 * by user id) and the worker's side of each session's CoachRoom (its transcript, renames),
 * reached through typed Durable Object RPC.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { COACH_SESSIONS_PER_DAY, COACH_SESSIONS_TOTAL } from "../../../core/limits";
import { COACH_SESSIONS_TOPIC, coachRoomName, type CoachMessage, type CoachSessionInfo } from "../../../party/coach-protocol";
import type { Db } from "../../db/client";
import { findCoachSession, isCoachSession, toCoachSessionInfo } from "../../db/coach-sessions";
import { coachSessions } from "../../db/schema";
import type { Bindings } from "../../env";
import { AppError, notFound, tooManyRequests } from "../../lib/errors";

const noSuchSession = () => notFound("This coaching session does not exist.");

/** The user's coaching sessions, most recently active first (a session never used counts from its creation). */
export async function listCoachSessions(db: Db, userId: string): Promise<CoachSessionInfo[]> {
  const rows = await db
    .select()
    .from(coachSessions)
    .where(eq(coachSessions.userId, userId))
    .orderBy(desc(sql`coalesce(${coachSessions.lastActivityAt}, ${coachSessions.dateCreated})`), desc(coachSessions.sessionId));
  return rows.map(toCoachSessionInfo);
}

/** The user's coaching session, or 404 (also for another user's session). */
export async function requireCoachSession(db: Db, userId: string, sessionId: string): Promise<CoachSessionInfo> {
  const session = await findCoachSession(db, userId, sessionId);
  if (!session) throw noSuchSession();
  return session;
}

/**
 * Creates a coaching session, or returns the existing one when the same id is sent again (a
 * retried request, a second tab): `created` says which, and no duplicate is ever stored. A new
 * session counts against the user's quotas (core/limits.ts), checked in the same statement that
 * inserts it, so parallel requests cannot overshoot; over a quota the answer is a 429 that says
 * when a new session can be started.
 */
export async function createCoachSession(db: Db, userId: string, input: { session_id: string; session_name: string }, now = new Date()) {
  const existing = await findCoachSession(db, userId, input.session_id);
  if (existing) return { session: existing, created: false };
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const inserted = await db.get<{ session_id: string } | undefined>(sql`
    INSERT INTO coach_sessions (user_id, session_id, session_name)
    SELECT ${userId}, ${input.session_id}, ${input.session_name}
    WHERE (SELECT count(*) FROM coach_sessions WHERE user_id = ${userId} AND created_at > ${dayAgo}) < ${COACH_SESSIONS_PER_DAY}
      AND (SELECT count(*) FROM coach_sessions WHERE user_id = ${userId}) < ${COACH_SESSIONS_TOTAL}
    ON CONFLICT DO NOTHING
    RETURNING session_id`);
  if (inserted) return { session: await requireCoachSession(db, userId, input.session_id), created: true };
  // Nothing inserted: the same id arrived from a parallel request, or a quota is used up.
  const raced = await findCoachSession(db, userId, input.session_id);
  if (raced) return { session: raced, created: false };
  throw await quotaError(db, userId, now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function quotaError(db: Db, userId: string, now: Date): Promise<AppError> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const today = await db
    .select({ count: sql<number>`count(*)`, oldest: sql<string | null>`min(${coachSessions.dateCreated})` })
    .from(coachSessions)
    .where(and(eq(coachSessions.userId, userId), gt(coachSessions.dateCreated, dayAgo)))
    .get();
  if (today && today.count >= COACH_SESSIONS_PER_DAY && today.oldest) {
    const seconds = Math.max(1, Math.ceil((Date.parse(today.oldest) + DAY_MS - now.getTime()) / 1000));
    return tooManyRequests(
      `You have started ${COACH_SESSIONS_PER_DAY} coaching sessions in the last 24 hours, the most a day. Continue one of them, or start a new one ${waitPhrase(seconds)}.`,
      seconds,
    );
  }
  return tooManyRequests(
    `You have ${COACH_SESSIONS_TOTAL} coaching sessions, the most an account can keep. Continue one of them, or contact support to make room.`,
    DAY_MS / 1000,
  );
}

/** "in 3 hours", "in 12 minutes", "in a minute". */
function waitPhrase(seconds: number): string {
  const hours = Math.ceil(seconds / 3600);
  if (seconds > 3600) return `in ${hours} hours`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes <= 1 ? "a minute" : `${minutes} minutes`}`;
}

export async function renameCoachSession(db: Db, userId: string, sessionId: string, name: string): Promise<CoachSessionInfo> {
  const [row] = await db.update(coachSessions).set({ sessionName: name }).where(isCoachSession(userId, sessionId)).returning();
  if (!row) throw noSuchSession();
  return toCoachSessionInfo(row);
}

// ——— the rooms

/** The session's room, started (onStart run) so its RPC methods may be called. */
function coachRoom(env: Bindings, userId: string, sessionId: string) {
  return getServerByName(env.CoachRoom, coachRoomName(userId, sessionId));
}

const roomUnavailable = (error: unknown) => {
  console.error(JSON.stringify({ level: "error", msg: "CoachRoom call failed", error: String(error) }));
  return new AppError(502, "room_unavailable", "The coaching session could not be reached. Please try again.");
};

/** The coaching session's transcript, read from its room. */
export async function coachSessionTranscript(env: Bindings, userId: string, sessionId: string): Promise<CoachMessage[]> {
  try {
    return await (await coachRoom(env, userId, sessionId)).transcript();
  } catch (error) {
    throw roomUnavailable(error);
  }
}

/** Tells every open tab of the session (the room) and of the user (the UserHub) about a new name. */
export async function announceRename(env: Bindings, userId: string, session: CoachSessionInfo) {
  const toRoom = async () => {
    try {
      await (await coachRoom(env, userId, session.session_id)).rename(session.session_name);
    } catch (error) {
      throw roomUnavailable(error);
    }
  };
  await Promise.all([toRoom(), publishSessionUpdate(env, userId, session)]);
}

/**
 * Pushes `{ type: "update", topic: "coach_sessions", data: { session } }` to the user's open tabs.
 * A hub that cannot be reached is logged, not thrown: the tabs see the session on their next load.
 */
export async function publishSessionUpdate(env: Bindings, userId: string, session: CoachSessionInfo) {
  try {
    const hub = await getServerByName(env.UserHub, userId);
    await hub.publish({ type: "update", topic: COACH_SESSIONS_TOPIC, data: { session } });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "UserHub publish failed", userId, error: String(error) }));
  }
}
