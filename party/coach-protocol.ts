/**
 * Wire types of a coaching session room (CoachRoom, one Durable Object per session, named
 * `<userId>:<sessionId>`). Shared by party/CoachRoom.ts and the chat screen; no runtime
 * dependencies beyond constants, so the web bundle can import it.
 *
 * Connect: `/parties/coach-room/<userId>:<sessionId>?since=<lastSeq>` (PartySocket with
 * `party: ROOMS.coachRoom`, `room`, `query: { since }`). The session must exist in D1
 * (created by `POST /api/coach/sessions`) and belong to the cookie's user.
 */
import type { Citation, ToolUse } from "../core/coach/types";
import type { Sequenced } from "./protocol";

export type { Citation, ToolUse };

export interface CoachSessionInfo {
  session_id: string;
  session_name: string;
  date_created: string;
  last_activity_at: string | null;
}

/** One transcript entry (spec: Chat message — type human/ai, text). */
export interface CoachMessage {
  id: string;
  type: "human" | "ai";
  text: string;
  createdAt: string;
  /** What produced it: a chat turn, or Get Insights on a resume. */
  kind: "chat" | "insights";
  /** On ai messages: the tools used and the extra panel text of that reply. */
  toolsUsed?: ToolUse[];
  additionalResponse?: string;
  citations?: Citation[];
}

/** A reply being written right now (sent in `snapshot` so a late tab sees it mid-stream). */
export interface PendingReply {
  replyId: string;
  kind: "chat" | "recap" | "insights";
  text: string;
  toolsUsed: ToolUse[];
}

/** Events the room sends. All but `refused` and `pong` carry `seq` and are replayed after `?since=`. */
export type CoachServerEvent =
  | ({
      type: "snapshot";
      session: CoachSessionInfo;
      messages: CoachMessage[];
      pending: PendingReply | null;
      /** Latest recap text or last reply's additional response, for the Knowledge base panel. */
      additionalResponse: string;
      toolsUsed: ToolUse[];
    } & Sequenced)
  /** A human message accepted into the transcript (the echo of `send`, with its clientMessageId). */
  | ({ type: "message"; message: CoachMessage; clientMessageId?: string } & Sequenced)
  | ({ type: "reply_start"; replyId: string; kind: PendingReply["kind"] } & Sequenced)
  | ({ type: "tool"; replyId: string; use: ToolUse } & Sequenced)
  | ({ type: "token"; replyId: string; text: string } & Sequenced)
  /** The reply is complete. `message` is the ai transcript entry (null for a recap, which only fills the panel). */
  | ({
      type: "reply_end";
      replyId: string;
      kind: PendingReply["kind"];
      message: CoachMessage | null;
      additionalResponse: string;
      toolsUsed: ToolUse[];
    } & Sequenced)
  /** The provider failed: nothing half-written is kept; the human message stays. */
  | ({ type: "reply_error"; replyId: string; error: string } & Sequenced)
  | ({ type: "renamed"; session_name: string } & Sequenced)
  | { type: "refused"; reason: string; clientMessageId?: string }
  | { type: "pong" };

/** Messages a tab sends to its session room. */
export type CoachClientMessage =
  | { type: "send"; clientMessageId: string; text: string }
  | { type: "recap"; clientMessageId: string }
  | { type: "insights"; clientMessageId: string; resumeId: number }
  | { type: "ping" };

/** Limits the room enforces (the client mirrors them to disable Submit early). */
export const COACH_LIMITS = { maxMessageChars: 4000 } as const;

/** Refusal texts, shown to the user as they are. */
export const COACH_REFUSALS = {
  busy: "Amal is still answering the previous message — wait for it to finish.",
  empty: "Type a message first.",
  tooLong: `Messages can be up to ${COACH_LIMITS.maxMessageChars} characters.`,
  noSession: "This coaching session no longer exists.",
  noResume: "That resume is not in your library.",
  malformed: "That message could not be read.",
} as const;

export const COACH_RECAP_CONFIRM = "This will make a recap for the session. Please wait a minute.";

/** Room name for a session: the owner's id first, so the worker can refuse strangers before the room wakes. */
export function coachRoomName(userId: string, sessionId: string): string {
  return `${userId}:${sessionId}`;
}

/**
 * UserHub topic for changes to the session list (created, renamed): every signed-in tab receives
 * `{ type: "update", topic: COACH_SESSIONS_TOPIC, data: CoachSessionsUpdate }` and can replace the
 * card with the same session_id (or add it).
 */
export const COACH_SESSIONS_TOPIC = "coach_sessions";
export interface CoachSessionsUpdate {
  session: CoachSessionInfo;
}
