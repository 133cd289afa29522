/**
 * Workers AI (the `AI` binding, production only) for the voice chat:
 *  - text-to-speech for English: `@cf/deepgram/aura-2-en` (the binding answers a stream of MP3)
 *    or `@cf/myshell-ai/melotts` (JSON with the MP3 in base64);
 *  - speech-to-text: `@cf/deepgram/nova-3` (English; the audio as `{ body, contentType }`) and
 *    `@cf/openai/whisper-large-v3-turbo` (Arabic; the audio in base64).
 * The input shape follows the model's family, so another model of the same family can be set.
 */
import { replyLanguageOf, type VoiceLanguageCode } from "../../../core/voice/languages";
import { bytesStream, chunksWithinDeadline, decodeBase64, encodeBase64, withinDeadline } from "./deadline";
import { SpeechProviderError, type SpeechAudio, type SpeechToText, type TextToSpeech } from "./types";

/** The slice of the `Ai` binding the speech providers use (tests pass a fake). */
export interface WorkersAiSpeechBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

const LABEL = "Workers AI";

/** Aura's female English voice, the closest to "Amal". */
const AURA_SPEAKER = "luna";

function isMeloTts(model: string): boolean {
  return model.includes("melotts");
}

/** What the TTS model is asked for one sentence. */
export function workersAiTtsInput(model: string, text: string): Record<string, unknown> {
  return isMeloTts(model) ? { prompt: text, lang: "en" } : { text, speaker: AURA_SPEAKER, encoding: "mp3" };
}

/** The audio in a TTS answer: a stream (Aura), a Response, bytes, or JSON with base64 (MeloTTS). */
function audioBody(result: unknown, model: string): ReadableStream<Uint8Array> | Promise<ReadableStream<Uint8Array>> {
  if (result instanceof ReadableStream) return result as ReadableStream<Uint8Array>;
  if (result instanceof Response) {
    if (!result.ok || !result.body) throw new SpeechProviderError(`${LABEL} ${model} answered HTTP ${result.status}`, "http");
    return result.body;
  }
  if (result instanceof Uint8Array) return bytesStream(result);
  if (result instanceof ArrayBuffer) return bytesStream(new Uint8Array(result));
  const audio = result !== null && typeof result === "object" ? (result as { audio?: unknown }).audio : typeof result === "string" ? result : undefined;
  const bytes = typeof audio === "string" ? decodeBase64(audio) : null;
  if (!bytes || bytes.length === 0) throw new SpeechProviderError(`${LABEL} ${model} answered something other than audio`, "malformed");
  return bytesStream(bytes);
}

export interface WorkersAiTtsOptions {
  ai: WorkersAiSpeechBinding;
  model: string;
  timeoutMs: number;
}

/** English text-to-speech through Workers AI ("workers-ai"); MP3 clips. */
export function workersAiTextToSpeech({ ai, model, timeoutMs }: WorkersAiTtsOptions): TextToSpeech {
  const label = `${LABEL} ${model}`;
  return {
    name: "workers-ai",
    async synthesize(text, { signal }): Promise<SpeechAudio> {
      const body = await withinDeadline(label, timeoutMs, signal, async (limit) => audioBody(await ai.run(model, workersAiTtsInput(model, text), { signal: limit }), model));
      return { mime: "audio/mpeg", chunks: chunksWithinDeadline(label, timeoutMs, signal, body) };
    },
  };
}

/** What the STT model is asked for one recording (a WAV file). */
export function workersAiSttInput(model: string, wav: Uint8Array, language: VoiceLanguageCode): Record<string, unknown> {
  const lang = replyLanguageOf(language);
  if (model.includes("nova")) {
    return { audio: { body: bytesStream(wav), contentType: "audio/wav" }, language: lang, punctuate: true, smart_format: true };
  }
  if (model.includes("whisper-large-v3-turbo")) {
    return { audio: encodeBase64(wav), language: lang, task: "transcribe", vad_filter: true };
  }
  // The first Whisper models take the file's bytes as a list of numbers.
  return { audio: [...wav] };
}

/** The transcript in an STT answer: Whisper's `text` or Nova's first alternative. */
function transcriptOf(result: unknown, model: string): string {
  if (result !== null && typeof result === "object") {
    const whisper = (result as { text?: unknown }).text;
    if (typeof whisper === "string") return whisper.trim();
    const nova = (result as { results?: { channels?: { alternatives?: { transcript?: unknown }[] }[] } }).results?.channels?.[0]?.alternatives?.[0]?.transcript;
    if (typeof nova === "string") return nova.trim();
  }
  throw new SpeechProviderError(`${LABEL} ${model} answered something other than a transcript`, "malformed");
}

export interface WorkersAiSttOptions {
  ai: WorkersAiSpeechBinding;
  /** The model per written language: nova-3 for English, whisper-large-v3-turbo for Arabic by default. */
  models: { en: string; ar: string };
  timeoutMs: number;
}

/** Speech-to-text through Workers AI ("workers-ai"). */
export function workersAiSpeechToText({ ai, models, timeoutMs }: WorkersAiSttOptions): SpeechToText {
  return {
    name: "workers-ai",
    transcribe(wav, { language, signal }) {
      const model = models[replyLanguageOf(language)];
      return withinDeadline(`${LABEL} ${model}`, timeoutMs, signal, async (limit) => transcriptOf(await ai.run(model, workersAiSttInput(model, wav, language), { signal: limit }), model));
    },
  };
}
