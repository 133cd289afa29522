/**
 * The voice chat's conversation as the page holds it (spec: "Voice chat message (client only): id,
 * type (user/ai), message, timestamp"): bubbles built from the room's events, and which turn is
 * waiting for its answer. Nothing here is stored: Clear chat empties the panel only, and the
 * session's transcript lives on the server (the text chat shows it).
 */
import type { VoiceLink, VoiceServerEvent } from "../../../party/voice-protocol";

export interface VoiceChatMessage {
  id: string;
  type: "user" | "ai";
  message: string;
  /** When the bubble was added (ISO). */
  timestamp: string;
  turnId: string;
  links?: VoiceLink[];
  /** The AI bubble is still growing sentence by sentence. */
  streaming?: boolean;
  /** The user spoke over Amal: the answer stops where it was. */
  interrupted?: boolean;
}

export interface VoiceState {
  messages: VoiceChatMessage[];
  /** The turn this page asked for and the room has not finished (null: none). */
  waiting: string | null;
  /** The turn whose reply is being written (sentences arriving). */
  answering: string | null;
  /** Turns the user spoke over: their late events and audio are ignored. */
  cancelled: string[];
  /** The sentences of each answer so far, by turn, in order of `index`. */
  sentences: Record<string, string[]>;
  /** The last refusal or failure, as the room worded it (the page translates it). */
  error: string | null;
}

export const initialVoiceState: VoiceState = { messages: [], waiting: null, answering: null, cancelled: [], sentences: {}, error: null };

export type VoiceAction =
  | { type: "sent"; turnId: string }
  | { type: "event"; event: VoiceServerEvent; at: string }
  | { type: "cancel"; turnId: string }
  | { type: "clear" }
  | { type: "error"; message: string | null };

const aiBubbleOf = (state: VoiceState, turnId: string) => state.messages.findIndex((m) => m.type === "ai" && m.turnId === turnId);

function updateAi(state: VoiceState, turnId: string, patch: Partial<VoiceChatMessage>): VoiceChatMessage[] {
  const i = aiBubbleOf(state, turnId);
  if (i < 0) return state.messages;
  const messages = state.messages.slice();
  messages[i] = { ...messages[i]!, ...patch };
  return messages;
}

function onEvent(state: VoiceState, event: VoiceServerEvent, at: string): VoiceState {
  switch (event.type) {
    case "turn_start": {
      if (state.cancelled.includes(event.turnId) || state.messages.some((m) => m.turnId === event.turnId)) return state;
      // A response adds a user and an AI bubble (spec); the AI bubble grows as sentences arrive.
      const user: VoiceChatMessage = { id: `${event.turnId}:user`, type: "user", message: event.text, timestamp: at, turnId: event.turnId };
      const ai: VoiceChatMessage = { id: `${event.turnId}:ai`, type: "ai", message: "", timestamp: at, turnId: event.turnId, streaming: true };
      return { ...state, messages: [...state.messages, user, ai], waiting: state.waiting ?? event.turnId, answering: event.turnId, error: null };
    }
    case "sentence": {
      if (state.cancelled.includes(event.turnId)) return state;
      const sentences = (state.sentences[event.turnId] ?? []).slice();
      sentences[event.index] = event.text;
      const text = sentences.filter((s) => s !== undefined).join(" ");
      return { ...state, sentences: { ...state.sentences, [event.turnId]: sentences }, messages: updateAi(state, event.turnId, { message: text }) };
    }
    case "turn_end": {
      const { [event.turnId]: _done, ...sentences } = state.sentences;
      const interrupted = event.interrupted || state.cancelled.includes(event.turnId);
      const current = state.messages[aiBubbleOf(state, event.turnId)];
      // A cut-short answer keeps what was shown when the user spoke over it, if the room has less.
      const message = interrupted && current && current.message.length > event.text.length ? current.message : event.text;
      const messages = updateAi(state, event.turnId, { message, links: event.links, streaming: false, interrupted: interrupted || undefined });
      return {
        ...state,
        messages,
        sentences,
        waiting: state.waiting === event.turnId ? null : state.waiting,
        answering: state.answering === event.turnId ? null : state.answering,
      };
    }
    case "turn_error": {
      // Nothing was stored: the AI bubble goes unless it already said something.
      const i = aiBubbleOf(state, event.turnId);
      const messages = i >= 0 && state.messages[i]!.message === "" ? state.messages.filter((_, k) => k !== i) : updateAi(state, event.turnId, { streaming: false });
      return {
        ...state,
        messages,
        error: event.message,
        waiting: state.waiting === event.turnId ? null : state.waiting,
        answering: state.answering === event.turnId ? null : state.answering,
      };
    }
    case "refused": {
      const ours = !event.turnId || event.turnId === state.waiting;
      return { ...state, error: event.reason, waiting: ours && state.waiting !== state.answering ? null : state.waiting };
    }
    default:
      return state;
  }
}

export function voiceReducer(state: VoiceState, action: VoiceAction): VoiceState {
  switch (action.type) {
    case "sent":
      return { ...state, waiting: action.turnId, error: null };
    case "event":
      return onEvent(state, action.event, action.at);
    case "cancel": {
      if (state.cancelled.includes(action.turnId)) return state;
      const messages = updateAi(state, action.turnId, { streaming: false, interrupted: true });
      return {
        ...state,
        messages,
        cancelled: [...state.cancelled.slice(-19), action.turnId],
        waiting: state.waiting === action.turnId ? null : state.waiting,
        answering: state.answering === action.turnId ? null : state.answering,
      };
    }
    case "clear":
      return { ...state, messages: [], error: null };
    case "error":
      return { ...state, error: action.message };
  }
}

/** Waiting for Amal to start answering (spec: "Processing..."): the turn was sent and no sentence has come yet. */
export function isProcessing(state: VoiceState): boolean {
  if (!state.waiting) return false;
  const bubble = state.messages.find((m) => m.type === "ai" && m.turnId === state.waiting);
  return !bubble || (bubble.streaming === true && bubble.message === "");
}
