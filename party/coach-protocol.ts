/**
 * Wire shapes of a coaching-session room (CoachRoom, one Durable Object per session, named
 * `<userId>:<sessionId>`): one zod schema (`zod/mini`) per message a tab sends and per event the
 * room sends, with the TypeScript types inferred from them. The room parses what tabs send with
 * these schemas, and the chat screen parses what the room sends with them.
 *
 * Connect: `/parties/coach-room/<userId>:<sessionId>?since=<lastSeq>` (PartySocket with
 * `party: ROOMS.coachRoom`, `room`, `query: { since }`). The session must exist in D1
 * (created by `POST /api/coach/sessions`) and belong to the cookie's user.
 */
import * as z from "zod/mini";
import { TOOL_NAMES } from "../core/coach/types";
import { coachSessionInfoSchema, MALFORMED_MESSAGE, seqSchema } from "./protocol";

export { COACH_SESSIONS_TOPIC, coachSessionInfoSchema, type CoachSessionInfo } from "./protocol";

/** Limits the room enforces (the client mirrors them to disable Submit early). */
export const COACH_LIMITS = { maxMessageChars: 4000 } as const;

/** The longest coaching-session name, after trimming (the API and the room alike). */
export const COACH_SESSION_NAME_MAX = 80;

/** A session name as the room accepts it (the API trims and explains; the room only checks). */
export const coachSessionNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(COACH_SESSION_NAME_MAX));

// ——— the parts of events (the room sends what the coach engine produced: core/coach/types.ts)

/** A catalogue item an answer used; shown as a link under the answer and in the Knowledge base panel. */
export const citationSchema = z.object({
  kind: z.enum(["course", "book", "youtube", "tip", "industry", "roadmap", "resume"]),
  id: z.string(),
  title: z.string(),
  url: z.optional(z.string()),
});
export type Citation = z.infer<typeof citationSchema>;

/**
 * Any value. Typed `{} | null | undefined` rather than `unknown` (the two accept the same values)
 * because Durable Object RPC types turn a result containing `unknown` into `never`.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}` is meant here, for the reason above.
const anyValue = z.custom<{} | null | undefined>();

/** One tool call and what it returned (spec: toolsUsed[].action.tool and .observation). */
export const toolUseSchema = z.object({
  tool: z.enum(TOOL_NAMES),
  input: z.record(z.string(), anyValue),
  /** Human-readable text of what the tool found (shown in the Knowledge base panel). */
  observation: z.string(),
  citations: z.array(citationSchema),
});
export type ToolUse = z.infer<typeof toolUseSchema>;

const replyKind = z.enum(["chat", "recap", "insights"]);

/** One transcript entry (spec: Chat message — type human/ai, text). */
export const coachMessageSchema = z.object({
  id: z.string(),
  type: z.enum(["human", "ai"]),
  text: z.string(),
  createdAt: z.string(),
  /** What produced it: a chat turn, Get Insights on a resume, or a turn of the voice chat. */
  kind: z.enum(["chat", "insights", "voice"]),
  /** On ai messages: the tools used and the extra panel text of that reply. */
  toolsUsed: z.optional(z.array(toolUseSchema)),
  additionalResponse: z.optional(z.string()),
  citations: z.optional(z.array(citationSchema)),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/** A reply being written right now (sent in `snapshot` so a late tab sees it mid-stream). */
export const pendingReplySchema = z.object({ replyId: z.string(), kind: replyKind, text: z.string(), toolsUsed: z.array(toolUseSchema) });
export type PendingReply = z.infer<typeof pendingReplySchema>;

// ——— room → tab

/** Events the room sends. All but `refused` and `pong` carry `seq` and are replayed after `?since=`. */
export const coachServerEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("snapshot"),
    seq: seqSchema,
    session: coachSessionInfoSchema,
    messages: z.array(coachMessageSchema),
    pending: z.nullable(pendingReplySchema),
    /** Latest recap text or last reply's additional response, for the Knowledge base panel. */
    additionalResponse: z.string(),
    toolsUsed: z.array(toolUseSchema),
  }),
  /** A human message accepted into the transcript (the echo of `send`, with its clientMessageId). */
  z.object({ type: z.literal("message"), seq: seqSchema, message: coachMessageSchema, clientMessageId: z.optional(z.string()) }),
  z.object({ type: z.literal("reply_start"), seq: seqSchema, replyId: z.string(), kind: replyKind }),
  z.object({ type: z.literal("tool"), seq: seqSchema, replyId: z.string(), use: toolUseSchema }),
  z.object({ type: z.literal("token"), seq: seqSchema, replyId: z.string(), text: z.string() }),
  /** The reply is complete. `message` is the ai transcript entry (null for a recap, which only fills the panel). */
  z.object({
    type: z.literal("reply_end"),
    seq: seqSchema,
    replyId: z.string(),
    kind: replyKind,
    message: z.nullable(coachMessageSchema),
    additionalResponse: z.string(),
    toolsUsed: z.array(toolUseSchema),
  }),
  /** The provider failed: nothing half-written is kept; the human message stays. */
  z.object({ type: z.literal("reply_error"), seq: seqSchema, replyId: z.string(), error: z.string() }),
  z.object({ type: z.literal("renamed"), seq: seqSchema, session_name: z.string() }),
  /** A request refused, to the tab that sent it only (not stored). */
  z.object({ type: z.literal("refused"), reason: z.string(), clientMessageId: z.optional(z.string()) }),
  /** The answer to `ping`, to the tab that sent it only, with the ping's `id` (not stored). */
  z.object({ type: z.literal("pong"), id: z.optional(z.string()) }),
]);
export type CoachServerEvent = z.infer<typeof coachServerEventSchema>;

/** A stored event: everything the room sends except `snapshot`, `refused` and `pong`. */
export type CoachStoredEvent = Exclude<CoachServerEvent, { type: "snapshot" | "refused" | "pong" }>;
/** A stored event before the room gives it its seq. */
export type CoachEventBody = CoachStoredEvent extends infer E ? (E extends CoachStoredEvent ? Omit<E, "seq"> : never) : never;

// ——— tab → room

const clientMessageId = z.string().check(z.maxLength(100));
/** A ping's nonce, echoed in its `pong` (a client times the round trip with it). */
const pingId = z.string().check(z.minLength(1), z.maxLength(100));

/** Messages a tab sends to its session room, with exactly these fields (anything else is refused as malformed). */
export const coachClientMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("send"), clientMessageId, text: z.string() }),
  z.strictObject({ type: z.literal("recap"), clientMessageId }),
  z.strictObject({ type: z.literal("insights"), clientMessageId, resumeId: z.number().check(z.int(), z.positive()) }),
  /** Answered at once with `pong` (and the same `id`) to this tab only; nothing is stored or broadcast. */
  z.strictObject({ type: z.literal("ping"), id: z.optional(pingId) }),
]);
export type CoachClientMessage = z.infer<typeof coachClientMessageSchema>;

/** Refusal texts, shown to the user as they are. */
export const COACH_REFUSALS = {
  busy: "Amal is still answering the previous message — wait for it to finish.",
  empty: "Type a message first.",
  tooLong: `Messages can be up to ${COACH_LIMITS.maxMessageChars} characters.`,
  noSession: "This coaching session no longer exists.",
  noResume: "That resume is not in your library.",
  malformed: MALFORMED_MESSAGE,
} as const;

export const COACH_RECAP_CONFIRM = "This will make a recap for the session. Please wait a minute.";

/** Room name for a session: the owner's id first, so the worker can refuse strangers before the room wakes. */
export function coachRoomName(userId: string, sessionId: string): string {
  return `${userId}:${sessionId}`;
}
