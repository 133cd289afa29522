/** The fake-microphone WAV of the browser tests: the offline voice, as Chromium wants it. */
import { describe, expect, it } from "vitest";
import { readPcm16Wav, wavDurationSeconds } from "../core/voice/wav";
// @ts-expect-error — a Node script without type declarations.
import { speakWav } from "./speak-wav.mjs";

describe("speak-wav", () => {
  it("should write 16-bit mono PCM at the asked rate, as long as the sentence", { timeout: 30_000 }, async () => {
    const at48k = readPcm16Wav(await speakWav("en-US", "I would like to practise for an interview.", 48000));
    expect(at48k.sampleRate).toBe(48000);
    expect(at48k.channels).toBe(1);
    expect(wavDurationSeconds(at48k)).toBeGreaterThan(1.5);
    expect(wavDurationSeconds(at48k)).toBeLessThan(5);
    const at16k = readPcm16Wav(await speakWav("en-US", "I would like to practise for an interview.", 16000));
    expect(at16k.sampleRate).toBe(16000);
    expect(wavDurationSeconds(at16k)).toBeCloseTo(wavDurationSeconds(at48k), 2);
  });

  it("should speak Arabic and refuse an unknown language", { timeout: 30_000 }, async () => {
    const arabic = readPcm16Wav(await speakWav("ar-SA", "أريد أن أتدرب على المقابلة.", 16000));
    expect(wavDurationSeconds(arabic)).toBeGreaterThan(1);
    await expect(speakWav("fr-FR", "Bonjour", 16000)).rejects.toThrow(/Unknown voice language/);
  });
});
