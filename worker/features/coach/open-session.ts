/**
 * Opens a coaching session with a first message already asked, for the portal's tools that
 * hand a subject to the coach ("Prepare with Amal", "Ask Amal about this course"): the session
 * is created the way the portal creates one (its list updates live on every tab) and the room's
 * `startWith` RPC adds the message and starts the reply.
 */
import type { Context } from "hono";
import { getServerByName } from "partyserver";
import { COACH_SESSION_NAME_MAX, coachRoomName, type CoachSessionInfo } from "../../../party/coach-protocol";
import type { Db } from "../../db/client";
import type { SignedInEnv } from "../../env";
import { createCoachSession, publishSessionUpdate } from "./service";

export interface OpenSessionDeps {
  db: Db;
  /** Tells the user's tabs about the new session (UserHub `coach_sessions`). */
  announce: (userId: string, session: CoachSessionInfo) => Promise<void>;
  /** Adds the first message to the session's room and starts the reply. */
  start: (userId: string, sessionId: string, text: string) => Promise<"started" | "busy">;
  now?: () => Date;
}

/** The session opener of a signed-in request, wired to the app's rooms. */
export function openSessionDeps(c: Context<SignedInEnv>): OpenSessionDeps {
  return {
    db: c.var.db,
    announce: (userId, session) => publishSessionUpdate(c.env, userId, session),
    start: async (userId, sessionId, text) => (await getServerByName(c.env.CoachRoom, coachRoomName(userId, sessionId))).startWith(text),
  };
}

/** Creates a session named `name` whose first message is `text`; returns where it is. */
export async function openSessionWith(deps: OpenSessionDeps, userId: string, name: string, text: string): Promise<{ session_id: string; session_name: string }> {
  // The session id is its creation time in milliseconds (as the portal makes them); the next free one.
  let at = (deps.now?.() ?? new Date()).getTime();
  for (;;) {
    const { session, created } = await createCoachSession(deps.db, userId, { session_id: String(at), session_name: name.slice(0, COACH_SESSION_NAME_MAX) });
    if (created) {
      await deps.announce(userId, session).catch(() => {});
      await deps.start(userId, session.session_id, text);
      return { session_id: session.session_id, session_name: session.session_name };
    }
    at++;
  }
}
