import { database } from "../worker/db/client";
import { billingAccess } from "../worker/db/subscriptions";
import { liveAuthSessions } from "../worker/lib/auth";
import type { RoomCloseCause } from "./protocol";
import type { AccessCheck } from "./room-access";

/**
 * The access check of the rooms that need a subscription (coaching, voice, the word editor): an
 * auth session that ended closes its sockets; while one holds, the owner must still be subscribed.
 */
export function subscribedAccess(db: D1Database, userId: string): AccessCheck {
  return async (sessions, now) => {
    const d1 = database(db);
    const live = await liveAuthSessions(d1, userId, sessions, now);
    const subscribed = live.size > 0 && (await billingAccess(d1, userId, now)).access === "active";
    return new Map<string, RoomCloseCause | null>(sessions.map((s) => [s, !live.has(s) ? "sessionEnded" : subscribed ? null : "subscriptionEnded"]));
  };
}
