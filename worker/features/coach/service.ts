/**
 * Coaching sessions: the D1 list the portal shows (coach_sessions, one row per session, scoped
 * by user id) and the worker's side of each session's CoachRoom (its transcript, renames),
 * reached through typed Durable Object RPC.
 */
import { desc, eq, sql } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { COACH_SESSIONS_TOPIC, coachRoomName, type CoachMessage, type CoachSessionInfo } from "../../../party/coach-protocol";
import type { Db } from "../../db/client";
import { findCoachSession, isCoachSession, toCoachSessionInfo } from "../../db/coach-sessions";
import { coachSessions } from "../../db/schema";
import type { Bindings } from "../../env";
import { AppError, notFound } from "../../lib/errors";

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
 * retried request, a second tab): `created` says which, and no duplicate is ever stored.
 */
export async function createCoachSession(db: Db, userId: string, input: { session_id: string; session_name: string }) {
  const [inserted] = await db
    .insert(coachSessions)
    .values({ userId, sessionId: input.session_id, sessionName: input.session_name })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { session: toCoachSessionInfo(inserted), created: true };
  return { session: await requireCoachSession(db, userId, input.session_id), created: false };
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
