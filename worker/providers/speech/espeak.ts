/**
 * The offline voice: eSpeak NG inside the worker (./espeak/), English and Arabic, a female
 * variant for Amal. Each sentence becomes one complete WAV clip (16-bit mono, 22050 Hz).
 * Synthesis runs about 40× faster than real time and is synchronous, so a sentence's clip is
 * ready in one piece a few tens of milliseconds after the call.
 */
import type { VoiceLanguageCode } from "../../../core/voice/languages";
import { pcm16ToWav } from "../../../core/voice/wav";
import { withinDeadline } from "./deadline";
import { speakSamples } from "./espeak/speak";
import { SpeechProviderError, type SpeechAudio, type TextToSpeech } from "./types";

export { espeakVoiceFor, textForEspeak } from "./espeak/speak";

/** The samples of one sentence; throws SpeechProviderError when the engine fails or `signal` aborts. */
export async function espeakSamples(text: string, language: VoiceLanguageCode, signal?: AbortSignal): Promise<{ samples: Int16Array; sampleRate: number }> {
  if (signal?.aborted) throw new SpeechProviderError("eSpeak NG: stopped by the caller", "aborted", signal.reason);
  try {
    const { samples, sampleRate } = await speakSamples(text, language);
    return { samples, sampleRate };
  } catch (error) {
    throw new SpeechProviderError(`eSpeak NG failed: ${error instanceof Error ? error.message : String(error)}`, "http", error);
  }
}

/**
 * The offline text-to-speech provider ("espeak"): one `audio/wav` clip per sentence, in one chunk.
 * Loading the engine is limited to `timeoutMs` (default 10 s, reason "timeout"); the synthesis
 * itself is synchronous and cannot be interrupted, but takes milliseconds.
 */
export function espeakTextToSpeech(options: { timeoutMs?: number } = {}): TextToSpeech {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: "espeak",
    async synthesize(text, { language, signal }): Promise<SpeechAudio> {
      const { samples, sampleRate } = await withinDeadline("eSpeak NG", timeoutMs, signal, () => espeakSamples(text, language, signal));
      const wav = pcm16ToWav(samples, sampleRate);
      return {
        mime: "audio/wav",
        chunks: (async function* () {
          yield wav;
        })(),
      };
    },
  };
}

/**
 * Loads eSpeak NG and speaks a word in each language, so the first sentence of a conversation
 * does not pay for the engine's start-up (about half a second) and its first, slow runs (the
 * JavaScript engine optimises the synthesiser over its first sentences). Never throws.
 */
export async function warmEspeak(): Promise<void> {
  try {
    await speakSamples("Hello.", "en-US");
    await speakSamples("مرحبا.", "ar-SA");
  } catch {
    // The first real sentence reports the failure.
  }
}
