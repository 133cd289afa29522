/**
 * The voice chat's speech providers: speech-to-text (the room transcribes a recording) and
 * text-to-speech (the room speaks each sentence of a reply). Chosen per language from the
 * environment by `createSpeechProviders` in ./index.ts:
 *  - STT_PROVIDER `browser` (default): no server recognition — the page's speech recognition
 *    sends text; `workers-ai`: Workers AI (`@cf/deepgram/nova-3` for English,
 *    `@cf/openai/whisper-large-v3-turbo` for Arabic);
 *  - TTS_PROVIDER `espeak` (default): eSpeak NG in the room, English and Arabic, offline;
 *    `cloud`: Workers AI for English (`@cf/deepgram/aura-2-en` or `@cf/myshell-ai/melotts`) and
 *    Azure Speech's neural voices for Arabic (ar-SA, ar-AE, ar-EG).
 * A provider that is selected but not configured fails every call with a `not_configured`
 * SpeechProviderError naming what is missing (the turn then says to try again and the log says
 * what to fix).
 */
import type { VoiceLanguageCode } from "../../../core/voice/languages";

export interface SpeechToText {
  /** "workers-ai" — shown in logs. */
  readonly name: string;
  /**
   * The words of one recording (a complete WAV file, 16-bit mono PCM). Resolves to the trimmed
   * transcript ("" when nothing was said); throws SpeechProviderError on failure or timeout.
   */
  transcribe(wav: Uint8Array, options: { language: VoiceLanguageCode; signal?: AbortSignal }): Promise<string>;
}

/** One sentence's speech: its MIME type and its bytes as they arrive (a complete clip once read to the end). */
export interface SpeechAudio {
  mime: string;
  chunks: AsyncIterable<Uint8Array>;
}

export interface TextToSpeech {
  /** "espeak" | "workers-ai" | "azure" — shown in logs. */
  readonly name: string;
  /**
   * Speaks one sentence (plain text, no Markdown). Resolves once the provider has started
   * answering; the chunks then stream the clip. Throws (or the chunks throw) SpeechProviderError
   * on failure or timeout; an aborted `signal` stops it.
   */
  synthesize(text: string, options: { language: VoiceLanguageCode; signal?: AbortSignal }): Promise<SpeechAudio>;
}

export class SpeechProviderError extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "http" | "malformed" | "aborted" | "not_configured",
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "SpeechProviderError";
  }
}

export interface SpeechProviders {
  /** Null with STT_PROVIDER=browser: the page sends text and the room refuses audio. */
  stt: SpeechToText | null;
  /** Routes each call to the provider for its language. */
  tts: TextToSpeech;
}
