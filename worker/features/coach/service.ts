/**
 * Coaching sessions: the D1 list the portal shows (coach_sessions, one row per session, scoped
 * by user id) and the worker's side of each session's CoachRoom (its transcript, renames).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { COACH_SESSIONS_TOPIC, coachRoomName, type CoachMessage, type CoachSessionInfo } from "../../../party/coach-protocol";
import type { Db } from "../../db/client";
import { coachSessions } from "../../db/schema";
import type { Bindings } from "../../env";
import { AppError, notFound } from "../../lib/errors";

type SessionRow = typeof coachSessions.$inferSelect;

const toInfo = (row: SessionRow): CoachSessionInfo => ({
  session_id: row.sessionId,
  session_name: row.sessionName,
  date_created: row.dateCreated,
  last_activity_at: row.lastActivityAt,
});

const noSuchSession = () => notFound("This coaching session does not exist.");

/** The user's sessions, most recently active first (a session never used counts from its creation). */
export async function listSessions(db: Db, userId: string): Promise<CoachSessionInfo[]> {
  const rows = await db
    .select()
    .from(coachSessions)
    .where(eq(coachSessions.userId, userId))
    .orderBy(desc(sql`coalesce(${coachSessions.lastActivityAt}, ${coachSessions.dateCreated})`), desc(coachSessions.sessionId));
  return rows.map(toInfo);
}

export async function findSession(db: Db, userId: string, sessionId: string): Promise<CoachSessionInfo | null> {
  const row = await db
    .select()
    .from(coachSessions)
    .where(and(eq(coachSessions.userId, userId), eq(coachSessions.sessionId, sessionId)))
    .get();
  return row ? toInfo(row) : null;
}

export async function requireSession(db: Db, userId: string, sessionId: string): Promise<CoachSessionInfo> {
  const session = await findSession(db, userId, sessionId);
  if (!session) throw noSuchSession();
  return session;
}

/**
 * Creates a session, or returns the existing one when the same id is sent again (a retried
 * request, a second tab): `created` says which, and no duplicate is ever stored.
 */
export async function createSession(db: Db, userId: string, input: { session_id: string; session_name: string }) {
  const [inserted] = await db
    .insert(coachSessions)
    .values({ userId, sessionId: input.session_id, sessionName: input.session_name })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { session: toInfo(inserted), created: true };
  return { session: await requireSession(db, userId, input.session_id), created: false };
}

export async function renameSession(db: Db, userId: string, sessionId: string, name: string): Promise<CoachSessionInfo> {
  const [row] = await db
    .update(coachSessions)
    .set({ sessionName: name })
    .where(and(eq(coachSessions.userId, userId), eq(coachSessions.sessionId, sessionId)))
    .returning();
  if (!row) throw noSuchSession();
  return toInfo(row);
}

// ——— the rooms

async function coachRoom(env: Bindings, userId: string, sessionId: string) {
  return getServerByName(env.CoachRoom as DurableObjectNamespace as never, coachRoomName(userId, sessionId));
}

async function askRoom(stub: { fetch(input: string, init?: RequestInit): Promise<Response> }, path: string, init?: RequestInit): Promise<Response> {
  const res = await stub.fetch(`https://coach-room.internal${path}`, init);
  if (!res.ok) throw new AppError(502, "room_unavailable", "The coaching session could not be reached. Please try again.");
  return res;
}

/** The session's transcript, read from its room. */
export async function transcript(env: Bindings, userId: string, sessionId: string): Promise<CoachMessage[]> {
  const res = await askRoom(await coachRoom(env, userId, sessionId), "/transcript");
  return ((await res.json()) as { messages: CoachMessage[] }).messages;
}

/** Tells every open tab of the session (the room) and of the user (the UserHub) about a new name. */
export async function announceRename(env: Bindings, userId: string, session: CoachSessionInfo) {
  await Promise.all([
    askRoom(await coachRoom(env, userId, session.session_id), "/rename", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ session_name: session.session_name }),
    }),
    publishSessionUpdate(env, userId, session),
  ]);
}

/** Pushes `{ type: "update", topic: "coach_sessions", data: { session } }` to the user's open tabs. */
export async function publishSessionUpdate(env: Bindings, userId: string, session: CoachSessionInfo) {
  const hub = await getServerByName(env.UserHub as DurableObjectNamespace as never, userId);
  const res = await (hub as unknown as Fetcher).fetch("https://user-hub.internal/publish", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "update", topic: COACH_SESSIONS_TOPIC, data: { session } }),
  });
  if (!res.ok) console.error(JSON.stringify({ level: "error", msg: "UserHub publish failed", status: res.status }));
}
