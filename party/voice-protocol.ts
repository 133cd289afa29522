/**
 * Wire shapes of a voice-session room (VoiceRoom, one Durable Object per coaching session, named
 * `<userId>:<sessionId>` like its CoachRoom): one zod schema (`zod/mini`) per message a page sends
 * and per event the room sends.
 *
 * Connect: `/parties/voice-room/<userId>:<sessionId>` (PartySocket with `party: ROOMS.voiceRoom`).
 * The session must exist in D1 (created by `POST /api/coach/sessions`), belong to the cookie's
 * user, and the user must be subscribed.
 *
 * A turn: the page sends the user's words as text (`utterance`; with recognition `browser` the
 * page's own speech recognition heard them), or, with recognition `server`, streams the microphone
 * (`audio_start`, binary frames of 16-bit little-endian mono PCM at `sampleRate`, `audio_end`) and
 * gets a `transcript` back. The room answers with `turn_start`, then for each sentence of the
 * reply a `sentence` and its audio (`audio_start`, binary frames of the clip's bytes in order,
 * `audio_end`), and finally `turn_end`. Frames between a clip's `audio_start` and `audio_end` are
 * that clip's; a socket delivers them in order. A `cancel` (the user spoke over Amal) ends the
 * turn where it is: no more audio for it is sent.
 */
import * as z from "zod/mini";
import { VOICE_LANGUAGE_CODES } from "../core/voice/languages";
import { MALFORMED_MESSAGE } from "./protocol";

export { DEFAULT_VOICE_LANGUAGES, VOICE_LANGUAGES, type VoiceLanguage, type VoiceLanguageCode } from "../core/voice/languages";

export const VOICE_LIMITS = {
  /** Longest utterance the room accepts, in characters. */
  maxUtteranceChars: 2000,
  /** Longest recording the room transcribes, in seconds (the page stops recording there). */
  maxAudioSeconds: 60,
  /** Sample rates the page may stream at. */
  sampleRates: [16000, 24000, 48000] as const,
  /** Largest binary frame the page may send, in bytes. */
  maxFrameBytes: 64 * 1024,
} as const;

const turnId = z.string().check(z.minLength(1), z.maxLength(100));
const language = z.enum(VOICE_LANGUAGE_CODES);

/** A link of the reply: shown in the AI bubble, never read aloud. */
export const voiceLinkSchema = z.object({ title: z.string(), url: z.string() });
export type VoiceLink = z.infer<typeof voiceLinkSchema>;

// ——— page → room

export const voiceClientMessageSchema = z.discriminatedUnion("type", [
  /** The user's words (typed, or heard by the page's speech recognition): starts a turn. */
  z.strictObject({ type: z.literal("utterance"), turnId, text: z.string(), language }),
  /** Recognition `server` only: the microphone's audio follows as binary frames. */
  z.strictObject({
    type: z.literal("audio_start"),
    turnId,
    language,
    sampleRate: z.union(VOICE_LIMITS.sampleRates.map((rate) => z.literal(rate)) as [z.ZodMiniLiteral<16000>, z.ZodMiniLiteral<24000>, z.ZodMiniLiteral<48000>]),
  }),
  /** The recording ended: transcribe it; with `reply`, answer the transcript at once (no Send step). */
  z.strictObject({ type: z.literal("audio_end"), turnId, reply: z.optional(z.boolean()) }),
  /** Stop the turn that is being spoken (the user spoke over Amal, or pressed stop). */
  z.strictObject({ type: z.literal("cancel"), turnId: z.optional(turnId) }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type VoiceClientMessage = z.infer<typeof voiceClientMessageSchema>;

// ——— room → page

export const voiceServerEventSchema = z.discriminatedUnion("type", [
  /** Sent once on connect: the languages the room speaks and where speech is recognised. */
  z.object({
    type: z.literal("ready"),
    languages: z.array(z.object({ code: language, label: z.string() })),
    recognition: z.enum(["browser", "server"]),
  }),
  /** Recognition `server`: what the room heard (final once the recording is transcribed). */
  z.object({ type: z.literal("transcript"), turnId, text: z.string(), final: z.boolean() }),
  /** The room took the utterance: Amal is thinking. */
  z.object({ type: z.literal("turn_start"), turnId, text: z.string(), language }),
  /** One sentence of the reply, as it goes to speech (the AI bubble grows by it). */
  z.object({ type: z.literal("sentence"), turnId, index: z.number(), text: z.string() }),
  /** A clip of speech starts; its bytes follow as binary frames until `audio_end`. */
  z.object({ type: z.literal("audio_start"), turnId, clip: z.number(), mime: z.string() }),
  z.object({ type: z.literal("audio_end"), turnId, clip: z.number() }),
  /** The reply is complete (or was cut short by `cancel`): the AI bubble's final text and links. */
  z.object({ type: z.literal("turn_end"), turnId, text: z.string(), links: z.array(voiceLinkSchema), interrupted: z.boolean() }),
  /** The turn failed: `message` (in the turn's language) was also spoken; nothing was stored. */
  z.object({ type: z.literal("turn_error"), turnId, message: z.string() }),
  /** A message refused, to the page that sent it only. */
  z.object({ type: z.literal("refused"), reason: z.string(), turnId: z.optional(turnId) }),
  z.object({ type: z.literal("pong") }),
]);
export type VoiceServerEvent = z.infer<typeof voiceServerEventSchema>;

/** Refusal texts (English; the page translates them through its errors catalogue). */
export const VOICE_REFUSALS = {
  busy: "Amal is still answering — wait for her to finish, or speak over her to stop her.",
  empty: "Say something first.",
  tooLong: `That was too long for one turn: up to ${VOICE_LIMITS.maxUtteranceChars} characters.`,
  noRecording: "There is no recording to finish.",
  recordingTooLong: `Recordings can be up to ${VOICE_LIMITS.maxAudioSeconds} seconds.`,
  browserRecognition: "This server expects the words as text: audio is not transcribed here.",
  malformed: MALFORMED_MESSAGE,
} as const;

/** Room name for a voice session: the same as the session's CoachRoom. */
export function voiceRoomName(userId: string, sessionId: string): string {
  return `${userId}:${sessionId}`;
}
