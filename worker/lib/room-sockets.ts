/**
 * Closing the sockets that lost the right to exist (ADR 011): the worker tells the user's rooms
 * through typed Durable Object RPC, with the cause the browser shows (party/protocol.ts
 * `ROOM_CLOSE`). The rooms also check again on each message at most once a minute, so a room
 * that could not be told, or one beyond the bound below, catches up at its next message.
 */
import { desc, eq } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { coachRoomName } from "../../party/coach-protocol";
import { docRoomName } from "../../party/doc-protocol";
import { voiceRoomName } from "../../party/voice-protocol";
import type { RoomCloseCause } from "../../party/protocol";
import { recentCoachSessionIds } from "../db/coach-sessions";
import type { Db } from "../db/client";
import { craftedDocuments } from "../db/schema";
import type { Bindings } from "../env";

/** The user's most recently used coaching sessions whose rooms are told; older ones catch up on their own. */
export const COACH_ROOMS_TOLD = 50;
/** The user's most recently updated documents whose editor rooms are told. */
export const DOC_ROOMS_TOLD = 50;
/** Rooms told at the same time. */
const IN_PARALLEL = 10;

export interface UserRooms {
  db: Db;
  coach: Bindings["CoachRoom"];
  hub: Bindings["UserHub"];
  doc: Bindings["DocRoom"];
  voice: Bindings["VoiceRoom"];
}

/** The user's most recently updated documents, newest first. */
async function recentDocumentIds(db: Db, userId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: craftedDocuments.id })
    .from(craftedDocuments)
    .where(eq(craftedDocuments.userId, userId))
    .orderBy(desc(craftedDocuments.updatedAt), desc(craftedDocuments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The RPC methods every room has for this (party/room-access.ts). */
interface RoomStub {
  closeForSession(tokenHash: string, cause: RoomCloseCause): Promise<number>;
  closeForUser(cause: RoomCloseCause, rotated?: { from: string; to: string }): Promise<number>;
}

/**
 * Calls `close` on the user's UserHub (unless `subscribedOnly`) and on the rooms of their most
 * recent coaching sessions (text and voice) and documents, a few at a time. A room that cannot be reached is logged, never thrown: the
 * request that ended the session has succeeded, and the room catches up at its next message.
 */
async function tellRooms(rooms: UserRooms, userId: string, close: (room: RoomStub) => Promise<number>, opts: { subscribedOnly?: boolean } = {}) {
  const calls: (() => Promise<number>)[] = [];
  if (!opts.subscribedOnly) calls.push(async () => close(await getServerByName(rooms.hub, userId)));
  for (const sessionId of await recentCoachSessionIds(rooms.db, userId, COACH_ROOMS_TOLD)) {
    calls.push(async () => close(await getServerByName(rooms.coach, coachRoomName(userId, sessionId))));
    calls.push(async () => close(await getServerByName(rooms.voice, voiceRoomName(userId, sessionId))));
  }
  for (const documentId of await recentDocumentIds(rooms.db, userId, DOC_ROOMS_TOLD)) {
    calls.push(async () => close(await getServerByName(rooms.doc, docRoomName(userId, documentId))));
  }
  for (let i = 0; i < calls.length; i += IN_PARALLEL) {
    const results = await Promise.allSettled(calls.slice(i, i + IN_PARALLEL).map((call) => call()));
    for (const result of results) {
      if (result.status === "rejected") console.error(JSON.stringify({ level: "error", msg: "room not told to close its sockets", userId, error: String(result.reason) }));
    }
  }
}

/** Closes the sockets of one auth session (signed out) in every room of its user. */
export async function closeSessionSockets(rooms: UserRooms, userId: string, tokenHash: string, cause: RoomCloseCause) {
  await tellRooms(rooms, userId, (room) => room.closeForSession(tokenHash, cause));
}

/**
 * Closes every socket of the user: in every room (password reset), or with `subscribedOnly` in the
 * rooms that need a subscription, coaching and the word editor (the subscription lapsed: the user
 * is still signed in and the hub carries the news). With `rotated`, the sockets of the auth session `rotated.from` stay open under
 * `rotated.to` (the browser that changed the password keeps its tabs).
 */
export async function closeUserSockets(rooms: UserRooms, userId: string, cause: RoomCloseCause, opts: { rotated?: { from: string; to: string }; subscribedOnly?: boolean } = {}) {
  await tellRooms(rooms, userId, (room) => room.closeForUser(cause, opts.rotated), { subscribedOnly: opts.subscribedOnly });
}
