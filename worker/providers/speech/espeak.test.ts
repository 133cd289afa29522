/** eSpeak NG really speaking inside workerd: the offline voice of the voice chat. */
import { describe, expect, it } from "vitest";
import { readPcm16Wav, wavDurationSeconds } from "../../../core/voice/wav";
import { espeakTextToSpeech, textForEspeak } from "./espeak";
import type { SpeechAudio } from "./types";

async function clip(audio: SpeechAudio): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of audio.chunks) parts.push(chunk);
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    bytes.set(p, offset);
    offset += p.length;
  }
  return bytes;
}

/** Root-mean-square level of the samples: speech is clearly above silence. */
function rms(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

const tts = espeakTextToSpeech();
const speak = async (text: string, language: "en-US" | "ar-SA" | "ar-AE") => readPcm16Wav(await clip(await tts.synthesize(text, { language })));

describe("eSpeak NG in the worker", () => {
  it("should speak an English sentence as a WAV clip of plausible length", async () => {
    const audio = await tts.synthesize("Hello, I am Amal, your career coach.", { language: "en-US" });
    expect(audio.mime).toBe("audio/wav");
    const wav = readPcm16Wav(await clip(audio));
    expect(wav.sampleRate).toBe(22050);
    expect(wav.channels).toBe(1);
    // Eight words at about 165 words a minute: roughly two to three seconds.
    expect(wavDurationSeconds(wav)).toBeGreaterThan(1.5);
    expect(wavDurationSeconds(wav)).toBeLessThan(5);
    expect(rms(wav.samples)).toBeGreaterThan(500);
  });

  it("should speak Arabic, differently from English", async () => {
    const arabic = await speak("مرحبا، أنا أمل، مدربتك المهنية.", "ar-SA");
    expect(wavDurationSeconds(arabic)).toBeGreaterThan(1);
    expect(wavDurationSeconds(arabic)).toBeLessThan(6);
    expect(rms(arabic.samples)).toBeGreaterThan(500);
    // The English voice cannot read Arabic words: it spells out the name of every letter.
    const english = await speak("مرحبا، أنا أمل، مدربتك المهنية.", "en-US");
    expect(wavDurationSeconds(english)).toBeGreaterThan(wavDurationSeconds(arabic) * 2);
    const uae = await speak("مرحبا، أنا أمل، مدربتك المهنية.", "ar-AE");
    expect(wavDurationSeconds(uae)).toBeCloseTo(wavDurationSeconds(arabic), 1);
  });

  it("should take longer to say more", async () => {
    const short = await speak("Update your resume.", "en-US");
    const long = await speak("Update your resume with the results of your last two projects, then send it to three companies this week.", "en-US");
    expect(wavDurationSeconds(long)).toBeGreaterThan(wavDurationSeconds(short) * 2.5);
  });

  it("should read markup characters as text, not obey them", async () => {
    // Unescaped, eSpeak would read `<break time="10s"/>` as SSML and pause ten seconds.
    const plain = await speak('Say a <break time="10s"/> b', "en-US");
    expect(wavDurationSeconds(plain)).toBeLessThan(6);
    expect(textForEspeak("Salary < 5000 & bonus > 10%")).toBe("Salary &lt; 5000 &amp; bonus &gt; 10%");
    expect(textForEspeak("**Tip:** see https://www.linkedin.com/in/someone 🙂")).toBe("Tip: see linkedin.com");
  });

  it("should answer an empty sentence with an empty clip and refuse an aborted call", async () => {
    const empty = await speak("  ** ", "en-US");
    expect(empty.samples.length).toBe(0);
    const controller = new AbortController();
    controller.abort();
    await expect(tts.synthesize("Hello", { language: "en-US", signal: controller.signal })).rejects.toMatchObject({ name: "SpeechProviderError", reason: "aborted" });
  });
});
