/**
 * The chat screen's state (spec "Shared session state": additionalResponse, toolsUsed, loading
 * flags, initialSessionData, textareaInput) as a pure reducer over the room's events and the
 * user's actions, so the rules of spec section 4 ("Chat") are in one place and testable:
 *
 *  - submit appends the human message, clears the input, sets busy and tool-loading and clears
 *    the additional response;
 *  - a reply appends the AI message and stores additionalResponse and toolsUsed;
 *  - in all cases busy ends (reply, refusal, provider error);
 *  - what the user typed is never lost: a refused or failed message goes back into the input.
 */
import { coachServerEventSchema, type CoachMessage, type CoachServerEvent, type CoachSessionInfo, type PendingReply, type ToolUse } from "../../../party/coach-protocol";
import { readFrame } from "../../../party/protocol";

/** A message this tab sent that the room has not echoed yet (shown at once, greyed). */
export interface OutgoingMessage {
  clientMessageId: string;
  text: string;
  createdAt: string;
}

/**
 * A line by the message box. `room`: the room's own words (English, as it sends them), shown
 * through the errors catalogue in the interface's language; `screen`: the screen's words, already
 * in the interface's language.
 */
export type Notice = { tone: "error" | "info"; text: string; from: "room" | "screen" };

export interface ChatState {
  session: CoachSessionInfo | null;
  messages: CoachMessage[];
  outbox: OutgoingMessage[];
  /** The reply being written (by any tab of this user), with its tokens so far. */
  pending: PendingReply | null;
  /** This tab asked for a reply (send, recap, insights) and the room has not started it yet. */
  requested: { kind: PendingReply["kind"]; clientMessageId: string; text?: string } | null;
  additionalResponse: string;
  toolsUsed: ToolUse[];
  /** The textarea's text (spec: textareaInput). */
  input: string;
  /** A refusal or provider error, shown by the input until the next submit. */
  notice: Notice | null;
  /** Highest `seq` applied: sent as `?since=` on reconnect; older events are ignored. */
  lastSeq: number;
  /** The text this tab last sent, restored if its reply fails. */
  lastSent: { clientMessageId: string; text: string } | null;
  /** The reply the room is writing for this tab's request (so only this tab restores its text on failure). */
  ownReplyId: string | null;
}

export const initialChatState: ChatState = {
  session: null,
  messages: [],
  outbox: [],
  pending: null,
  requested: null,
  additionalResponse: "",
  toolsUsed: [],
  input: "",
  notice: null,
  lastSeq: 0,
  lastSent: null,
  ownReplyId: null,
};

export type ChatAction =
  | { type: "input"; text: string }
  /** Submit: the human message shows at once; the input empties. */
  | { type: "submit"; clientMessageId: string; text: string; at: string }
  /** Recap or Get Insights asked for. */
  | { type: "request"; kind: "recap" | "insights"; clientMessageId: string }
  /** The request never reached the room (creating the session failed, the socket is gone). */
  | { type: "request_failed"; clientMessageId: string; message: string }
  /** Messages from `GET /sessions/:id`, shown before the socket's snapshot arrives. */
  | { type: "loaded"; session: CoachSessionInfo; messages: CoachMessage[] }
  /** Another session is opened: everything but the input starts over. */
  | { type: "reset"; session: CoachSessionInfo | null }
  | { type: "server"; event: CoachServerEvent }
  | { type: "notice"; notice: Notice | null };

/**
 * The action for one frame from the session's room, read with the room's own schema; a frame
 * that is not a room event (not JSON, binary, an unknown or malformed event) is logged and
 * gives null, so it changes nothing.
 */
export function serverAction(frame: unknown): ChatAction | null {
  const event = coachServerEventSchema.safeParse(readFrame(frame));
  if (event.success) return { type: "server", event: event.data };
  console.warn("Ignored a coaching-session event that could not be read", frame);
  return null;
}

/** True while a reply is being asked for or written: Submit reads "Processing...". */
export const isBusy = (s: ChatState) => s.requested !== null || s.pending !== null;

/** The reply being written, if it is a chat answer or insights (shown in the transcript). */
export const streamingAnswer = (s: ChatState) => (s.pending && s.pending.kind !== "recap" ? s.pending : null);

/** The tools of the reply under way, or of the last reply. */
export const visibleTools = (s: ChatState): ToolUse[] => (s.pending ? s.pending.toolsUsed : s.toolsUsed);

/** The Knowledge base panel's additional response: the streaming recap, or the stored text. */
export const visibleAdditionalResponse = (s: ChatState) => (s.pending?.kind === "recap" ? s.pending.text : s.additionalResponse);

function restoreInput(state: ChatState, text: string | undefined): string {
  // Only into an empty box: never overwrite what the user has typed since.
  return text && state.input.trim() === "" ? text : state.input;
}

function appendMessage(list: CoachMessage[], message: CoachMessage): CoachMessage[] {
  return list.some((m) => m.id === message.id) ? list : [...list, message];
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "input":
      return { ...state, input: action.text };

    case "submit":
      return {
        ...state,
        input: "",
        notice: null,
        additionalResponse: "",
        outbox: [...state.outbox, { clientMessageId: action.clientMessageId, text: action.text, createdAt: action.at }],
        requested: { kind: "chat", clientMessageId: action.clientMessageId, text: action.text },
        lastSent: { clientMessageId: action.clientMessageId, text: action.text },
      };

    case "request":
      return {
        ...state,
        notice: null,
        additionalResponse: action.kind === "recap" ? "" : state.additionalResponse,
        requested: { kind: action.kind, clientMessageId: action.clientMessageId },
      };

    case "request_failed": {
      const sent = state.outbox.find((m) => m.clientMessageId === action.clientMessageId);
      return {
        ...state,
        outbox: state.outbox.filter((m) => m.clientMessageId !== action.clientMessageId),
        requested: state.requested?.clientMessageId === action.clientMessageId ? null : state.requested,
        input: restoreInput(state, sent?.text),
        notice: { tone: "error", text: action.message, from: "screen" },
      };
    }

    case "loaded":
      // The socket's snapshot is the fresher source; REST only fills the screen until it comes.
      if (state.lastSeq > 0) return state;
      return { ...state, session: action.session, messages: action.messages };

    case "reset":
      return { ...initialChatState, session: action.session, input: state.input };

    case "notice":
      return { ...state, notice: action.notice };

    case "server":
      return applyServerEvent(state, action.event);
  }
}

function applyServerEvent(state: ChatState, event: CoachServerEvent): ChatState {
  if (event.type === "pong") return state;

  if (event.type === "refused") {
    const mine = event.clientMessageId !== undefined && state.requested?.clientMessageId === event.clientMessageId;
    const sent = state.outbox.find((m) => m.clientMessageId === event.clientMessageId);
    return {
      ...state,
      outbox: sent ? state.outbox.filter((m) => m !== sent) : state.outbox,
      requested: mine || event.clientMessageId === undefined ? null : state.requested,
      input: restoreInput(state, sent?.text),
      notice: { tone: "error", text: event.reason, from: "room" },
    };
  }

  // A snapshot always applies (it is the whole state); other events only once, in order.
  if (event.type !== "snapshot" && event.seq <= state.lastSeq) return state;
  const seq = Math.max(state.lastSeq, event.seq);

  switch (event.type) {
    case "snapshot": {
      // Messages this tab sent that the room took in while the socket was away (their echo was
      // not replayed) are no longer "outgoing": match them with human messages new to this tab.
      const seen = new Set(state.messages.map((m) => m.id));
      const arrived = event.messages.filter((m) => m.type === "human" && !seen.has(m.id)).map((m) => m.text);
      const outbox = state.outbox.filter((m) => {
        const at = arrived.indexOf(m.text);
        if (at === -1) return true;
        arrived.splice(at, 1);
        return false;
      });
      return {
        ...state,
        session: event.session,
        messages: event.messages,
        outbox,
        pending: event.pending,
        additionalResponse: event.additionalResponse,
        toolsUsed: event.toolsUsed,
        lastSeq: event.seq,
      };
    }
    case "message": {
      const outbox = event.clientMessageId ? state.outbox.filter((m) => m.clientMessageId !== event.clientMessageId) : state.outbox;
      return { ...state, messages: appendMessage(state.messages, event.message), outbox, lastSeq: seq };
    }
    case "reply_start":
      return {
        ...state,
        pending: { replyId: event.replyId, kind: event.kind, text: "", toolsUsed: [] },
        // The room is answering this tab's request (one reply at a time per session).
        requested: state.requested?.kind === event.kind ? null : state.requested,
        ownReplyId: state.requested?.kind === event.kind ? event.replyId : null,
        additionalResponse: event.kind === "insights" ? state.additionalResponse : "",
        lastSeq: seq,
      };
    case "tool": {
      if (!state.pending || state.pending.replyId !== event.replyId) return { ...state, lastSeq: seq };
      return { ...state, pending: { ...state.pending, toolsUsed: [...state.pending.toolsUsed, event.use] }, lastSeq: seq };
    }
    case "token": {
      if (!state.pending || state.pending.replyId !== event.replyId) return { ...state, lastSeq: seq };
      return { ...state, pending: { ...state.pending, text: state.pending.text + event.text }, lastSeq: seq };
    }
    case "reply_end":
      return {
        ...state,
        messages: event.message ? appendMessage(state.messages, event.message) : state.messages,
        pending: null,
        requested: null,
        additionalResponse: event.additionalResponse,
        toolsUsed: event.kind === "recap" ? state.toolsUsed : event.toolsUsed,
        lastSeq: seq,
      };
    case "reply_error": {
      const mine = state.ownReplyId === event.replyId && state.pending?.kind === "chat";
      return {
        ...state,
        pending: null,
        requested: null,
        input: mine ? restoreInput(state, state.lastSent?.text) : state.input,
        notice: { tone: "error", text: event.error, from: "room" },
        lastSeq: seq,
      };
    }
    case "renamed":
      return { ...state, session: state.session ? { ...state.session, session_name: event.session_name } : state.session, lastSeq: seq };
  }
}
