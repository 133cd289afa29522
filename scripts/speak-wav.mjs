#!/usr/bin/env node
/**
 * Writes a sentence spoken by the voice chat's offline voice (the same slim eSpeak NG build the
 * worker uses) as a WAV file that Chromium's `--use-file-for-fake-audio-capture` accepts:
 * 16-bit PCM, mono, 48 kHz by default.
 *
 *   node scripts/speak-wav.mjs <en-US|ar-SA|ar-AE> "<text>" <out.wav> [--rate 16000|48000]
 *
 * Exports `speakWav(language, text, sampleRate?)` for other scripts.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The WAV bytes of `text` spoken in `language`, resampled to `sampleRate` (16000 or 48000). */
export async function speakWav(language, text, sampleRate = 48000) {
  execFileSync(process.execPath, [join(root, "scripts/espeak-assets.mjs")], { stdio: "inherit" });
  const { isVoiceLanguage } = await import(pathToFileURL(join(root, "core/voice/languages.ts")).href);
  if (!isVoiceLanguage(language)) throw new Error(`Unknown voice language "${language}" (en-US, ar-SA or ar-AE)`);
  const { speakSamples } = await import(pathToFileURL(join(root, "worker/providers/speech/espeak/speak.ts")).href);
  const { pcm16ToWav, resamplePcm16 } = await import(pathToFileURL(join(root, "core/voice/wav.ts")).href);
  const { samples, sampleRate: engineRate } = await speakSamples(text, language);
  if (samples.length === 0) throw new Error("eSpeak NG said nothing for this text");
  return pcm16ToWav(resamplePcm16(samples, engineRate, sampleRate), sampleRate);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const rateAt = args.indexOf("--rate");
  const rate = rateAt >= 0 ? Number(args.splice(rateAt, 2)[1]) : 48000;
  const [language, text, out] = args;
  if (!language || !text || !out || ![16000, 48000].includes(rate)) {
    console.error('Usage: node scripts/speak-wav.mjs <en-US|ar-SA|ar-AE> "<text>" <out.wav> [--rate 16000|48000]');
    process.exit(2);
  }
  const wav = await speakWav(language, text, rate);
  writeFileSync(out, wav);
  console.log(`${out}: ${((wav.length - 44) / 2 / rate).toFixed(2)} s, ${rate} Hz mono 16-bit`);
}
