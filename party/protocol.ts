/**
 * Wire shapes shared by the rooms and the browser: the UserHub's messages and events, and the
 * bits every room uses. One zod schema per shape (`zod/mini`, so the portal's chunk stays
 * small); the TypeScript types are inferred from the schemas. The room parses what it receives
 * and the browser parses what the room sends, both with these schemas.
 *
 * Only the portal imports this module (never a public page), and it must not pull in worker code.
 */
import * as z from "zod/mini";

/** URL query a client adds when it reconnects: the last `seq` it saw. */
export const SINCE_PARAM = "since";

/** partyserver routes `/parties/<kebab-case class>/<room name>`. */
export const ROOMS = { userHub: "user-hub", coachRoom: "coach-room", docRoom: "doc-room", voiceRoom: "voice-room" } as const;

/** Every stored server event carries `seq`, increasing per room, so a reconnecting client can catch up. */
export const seqSchema = z.number().check(z.int(), z.nonnegative());

/**
 * One socket frame as JSON, for a schema to parse: binary frames and text that is not JSON give
 * `undefined`, which no schema accepts.
 */
export function readFrame(raw: unknown): unknown {
  if (typeof raw !== "string") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Why a room closed a socket for good: the right to use it ended (signed out, password changed,
 * auth session over, subscription over). One WebSocket close code each, in the range for
 * applications (4000–4999), with the sentence the tab shows. A client that sees one of these codes
 * stops reconnecting; any other close is an ordinary drop and it reconnects.
 */
export const ROOM_CLOSE = {
  signedOut: { code: 4001, reason: "You signed out on this device." },
  passwordChanged: { code: 4002, reason: "Your password was changed. Please log in again." },
  sessionEnded: { code: 4003, reason: "Your session has ended. Please log in again." },
  subscriptionEnded: { code: 4004, reason: "Your subscription has ended. Choose a plan to keep talking with Amal." },
} as const;
export type RoomCloseCause = keyof typeof ROOM_CLOSE;

/** The cause a close code stands for, or null for an ordinary close (the client reconnects). */
export function roomCloseCause(code: number): RoomCloseCause | null {
  for (const [cause, close] of Object.entries(ROOM_CLOSE)) if (close.code === code) return cause as RoomCloseCause;
  return null;
}

/** What a room answers (with `refused`) when it could not check that the tab may still use it. */
export const SESSION_UNCHECKED_MESSAGE = "Amal could not check your sign-in just now. Please try again.";

/** What a room answers (with `refused`) to a message it cannot read: not JSON, binary, or no known shape. */
export const MALFORMED_MESSAGE = "That message could not be read.";

// ——— coaching sessions as the portal lists them (also in the CoachRoom's snapshot)

/** One coaching session as the portal lists it (the D1 row, in the API's field names). */
export const coachSessionInfoSchema = z.object({
  session_id: z.string(),
  session_name: z.string(),
  date_created: z.string(),
  last_activity_at: z.nullable(z.string()),
});
export type CoachSessionInfo = z.infer<typeof coachSessionInfoSchema>;

/** UserHub topic for changes to the coaching-session list (created, renamed). */
export const COACH_SESSIONS_TOPIC = "coach_sessions";

// ——— UserHub: one room per user, `/parties/user-hub/<userId>`

export const hubNotificationSchema = z.object({
  id: z.number(),
  text: z.string(),
  insertedAt: z.string(),
  /** What it is about (core/schemas/notifications.ts NOTIFICATION_KINDS) and where it leads. */
  kind: z.optional(z.string()),
  link: z.optional(z.nullable(z.string())),
});
export type HubNotification = z.infer<typeof hubNotificationSchema>;

/** A notification for the portal's bell (the row is in D1 too). */
const notificationBody = z.object({ type: z.literal("notification"), notification: hubNotificationSchema });

/**
 * Live updates, one schema per topic. `coach_sessions`: a session was created or renamed; a
 * portal home replaces the card with the same `session_id`, or adds it.
 */
const coachSessionsUpdateBody = z.object({
  type: z.literal("update"),
  topic: z.literal(COACH_SESSIONS_TOPIC),
  data: z.object({ session: coachSessionInfoSchema }),
});
/** UserHub topic for tracked e-mails: one arrived (forwarded or synced) and was classified. */
export const EMAILS_TOPIC = "emails";
/** UserHub topic for a mailbox sync's progress. */
export const EMAIL_SYNC_TOPIC = "email_sync";

/** `emails`: a new tracked e-mail; the tracker re-reads its list and counts. */
const emailsUpdateBody = z.object({
  type: z.literal("update"),
  topic: z.literal(EMAILS_TOPIC),
  data: z.object({ email_id: z.number(), classification: z.nullable(z.string()), subject: z.string() }),
});
/** `email_sync`: how far a mailbox sync got; `done` or `failed` ends it (`error` says why). */
const emailSyncUpdateBody = z.object({
  type: z.literal("update"),
  topic: z.literal(EMAIL_SYNC_TOPIC),
  data: z.object({
    state: z.enum(["running", "done", "failed"]),
    fetched: z.number(),
    added: z.number(),
    error: z.nullable(z.string()),
  }),
});
const updateBody = z.discriminatedUnion("topic", [coachSessionsUpdateBody, emailsUpdateBody, emailSyncUpdateBody]);

/** What the worker may publish to a user's tabs (`UserHub.publish`): the hub adds `seq`. */
export const userHubEventBodySchema = z.discriminatedUnion("type", [notificationBody, updateBody]);
export type UserHubEventBody = z.infer<typeof userHubEventBodySchema>;
/** A published event as stored and sent: its body and its seq. */
export type UserHubStoredEvent = UserHubEventBody & { seq: number };

/**
 * Events the UserHub sends. After connecting, a tab receives the stored events after its
 * `?since=`, then `hello` with the latest seq; `gap: true` on `hello` says some events it asked
 * for are no longer kept (the page should re-read what it shows). `pong` answers `ping`;
 * `refused` answers anything else a tab sends.
 */
export const userHubEventSchema = z.union([
  z.intersection(userHubEventBodySchema, z.object({ seq: seqSchema })),
  z.object({ type: z.literal("hello"), lastSeq: seqSchema, seq: seqSchema, gap: z.optional(z.literal(true)) }),
  z.object({ type: z.literal("pong") }),
  /** A message the hub could not read, to the tab that sent it only (not stored). */
  z.object({ type: z.literal("refused"), reason: z.string() }),
]);
export type UserHubEvent = z.infer<typeof userHubEventSchema>;

/** Messages a tab may send to its UserHub (exactly these fields: anything else is refused). */
export const userHubClientMessageSchema = z.discriminatedUnion("type", [z.strictObject({ type: z.literal("ping") })]);
export type UserHubClientMessage = z.infer<typeof userHubClientMessageSchema>;
