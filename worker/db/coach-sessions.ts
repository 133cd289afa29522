/**
 * Reading coaching sessions (`coach_sessions`, one row per session, keyed by owner and id):
 * shared by the coach feature (the portal's list, the API) and the session's CoachRoom.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { CoachSessionInfo } from "../../party/protocol";
import type { Db } from "./client";
import { coachSessions } from "./schema";

export type CoachSessionRow = typeof coachSessions.$inferSelect;

/** The row of `userId`'s coaching session `sessionId`: every query of a session goes through this filter. */
export function isCoachSession(userId: string, sessionId: string) {
  return and(eq(coachSessions.userId, userId), eq(coachSessions.sessionId, sessionId));
}

/** A coaching-session row as the API and the rooms send it. */
export function toCoachSessionInfo(row: CoachSessionRow): CoachSessionInfo {
  return { session_id: row.sessionId, session_name: row.sessionName, date_created: row.dateCreated, last_activity_at: row.lastActivityAt };
}

/** The user's coaching session with this id, or null (another user's session is not found either). */
export async function findCoachSession(db: Db, userId: string, sessionId: string): Promise<CoachSessionInfo | null> {
  const row = await db.select().from(coachSessions).where(isCoachSession(userId, sessionId)).get();
  return row ? toCoachSessionInfo(row) : null;
}

/** The ids of the user's `limit` most recently used coaching sessions (a session never used counts from its creation). */
export async function recentCoachSessionIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ sessionId: coachSessions.sessionId })
    .from(coachSessions)
    .where(eq(coachSessions.userId, userId))
    .orderBy(desc(sql`coalesce(${coachSessions.lastActivityAt}, ${coachSessions.dateCreated})`), desc(coachSessions.sessionId))
    .limit(limit);
  return rows.map((row) => row.sessionId);
}
