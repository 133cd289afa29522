/**
 * The offline voice: eSpeak NG inside the worker (./espeak/engine.ts), English and Arabic, a
 * female variant for Amal. Each sentence becomes one complete WAV clip (16-bit mono, 22050 Hz).
 * Synthesis runs about 40× faster than real time and is synchronous, so a sentence's clip is
 * ready in one piece a few tens of milliseconds after the call.
 */
import type { VoiceLanguageCode } from "../../../core/voice/languages";
import { pcm16ToWav } from "../../../core/voice/wav";
import { loadEspeak } from "./espeak/engine";
import { SpeechProviderError, type SpeechAudio, type TextToSpeech } from "./types";

/** eSpeak NG's voice for each language: its language plus the "f3" female variant. */
const VOICES: Record<VoiceLanguageCode, string> = {
  "en-US": "en-us+f3",
  "ar-SA": "ar+f3",
  "ar-AE": "ar+f3",
};

/** Words per minute: a little slower than eSpeak's 175, easier to follow for a coach's advice. */
const RATE = 165;

/** The eSpeak NG voice name used for a language (e.g. "en-us+f3"). */
export function espeakVoiceFor(language: VoiceLanguageCode): string {
  return VOICES[language];
}

/**
 * Text as eSpeak NG should read it: eSpeak reads its input as SSML, so `&`, `<` and `>` are
 * escaped (an answer comparing "a < b" must not become markup); control characters, emoji and
 * Markdown marks (which it would spell out) are dropped; URLs are read as their host name.
 */
export function textForEspeak(text: string): string {
  return text
    .replace(/https?:\/\/(?:www\.)?([^\s/?#]+)[^\s]*/gi, "$1")
    .replace(/\p{Extended_Pictographic}|\p{Cc}|\u200b|\ufe0f/gu, " ")
    .replace(/[*_#`~|\\[\]{}^]/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\s+/g, " ")
    .trim();
}

/** The samples of one sentence, at the engine's rate; throws SpeechProviderError when the engine fails or `signal` aborts. */
export async function espeakSamples(text: string, language: VoiceLanguageCode, signal?: AbortSignal): Promise<{ samples: Int16Array; sampleRate: number }> {
  if (signal?.aborted) throw new SpeechProviderError("eSpeak NG: stopped by the caller", "aborted", signal.reason);
  let engine: Awaited<ReturnType<typeof loadEspeak>>;
  try {
    engine = await loadEspeak();
  } catch (error) {
    throw new SpeechProviderError(`eSpeak NG failed to load: ${error instanceof Error ? error.message : String(error)}`, "http", error);
  }
  if (signal?.aborted) throw new SpeechProviderError("eSpeak NG: stopped by the caller", "aborted", signal.reason);
  const input = textForEspeak(text);
  const chunks: Int16Array[] = [];
  let length = 0;
  if (input) {
    try {
      engine.speak(input, espeakVoiceFor(language), RATE, (samples) => {
        chunks.push(samples);
        length += samples.length;
        return false;
      });
    } catch (error) {
      throw new SpeechProviderError(`eSpeak NG failed: ${error instanceof Error ? error.message : String(error)}`, "http", error);
    }
  }
  const samples = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate: engine.sampleRate };
}

/** The offline text-to-speech provider ("espeak"): one `audio/wav` clip per sentence, in one chunk. */
export function espeakTextToSpeech(): TextToSpeech {
  return {
    name: "espeak",
    async synthesize(text, { language, signal }): Promise<SpeechAudio> {
      const { samples, sampleRate } = await espeakSamples(text, language, signal);
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
