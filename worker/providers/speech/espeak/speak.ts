/**
 * What the offline voice says and how: the eSpeak NG voice per language and the text cleaning.
 * Free of worker imports (explicit `.ts` imports), so Node scripts use it as it is
 * (scripts/speak-wav.mjs, bench/espeak.mjs).
 */
import type { VoiceLanguageCode } from "../../../../core/voice/languages.ts";
import { loadEspeak } from "./engine.ts";

/** eSpeak NG's voice for each language: its language plus the "f3" female variant (Amal is a woman's name). */
const VOICES: Record<VoiceLanguageCode, string> = {
  "en-US": "en-us+f3",
  "ar-SA": "ar+f3",
  "ar-AE": "ar+f3",
};

/** Words per minute: a little slower than eSpeak's 175, easier to follow for a coach's advice. */
export const ESPEAK_RATE = 165;

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

/**
 * The samples of one sentence at the engine's rate (22050 Hz), with the time its first samples
 * took (ms, including a first load of the engine). Empty for text with nothing to say.
 */
export async function speakSamples(text: string, language: VoiceLanguageCode): Promise<{ samples: Int16Array; sampleRate: number; firstSamplesMs: number }> {
  const started = performance.now();
  const engine = await loadEspeak();
  const input = textForEspeak(text);
  const chunks: Int16Array[] = [];
  let length = 0;
  let firstSamplesMs = Number.NaN;
  if (input) {
    engine.speak(input, espeakVoiceFor(language), ESPEAK_RATE, (samples) => {
      if (chunks.length === 0) firstSamplesMs = performance.now() - started;
      chunks.push(samples);
      length += samples.length;
      return false;
    });
  }
  const samples = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate: engine.sampleRate, firstSamplesMs };
}
