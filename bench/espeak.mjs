#!/usr/bin/env node
/**
 * The offline voice's speed (eSpeak NG, the slim build the worker uses), in Node on this machine:
 *  - cold: loading the engine (import + start-up with its data), then each language's first sentence;
 *  - warm: time to the first samples and to the whole sentence, p50 / p95 over RUNS runs,
 *    for a 20-word English sentence and a 20-word Arabic sentence, with the audio's length.
 * `npm run bench:espeak`; `export async function measureEspeak()` returns the same figures.
 */
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.RUNS ?? 30);

export const SENTENCES = {
  "en-US": "Before your interview next week, review the job description, prepare three stories about your results, and practise answering them aloud.",
  "ar-SA": "قبل مقابلتك في الأسبوع القادم، راجعي وصف الوظيفة وجهزي ثلاث قصص قصيرة عن نتائجك وتدربي على الإجابة عنها بصوت عال.",
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Cold and warm timings (ms) of the offline voice per language. */
export async function measureEspeak({ runs = RUNS } = {}) {
  execFileSync(process.execPath, [join(root, "scripts/espeak-assets.mjs")], { stdio: "inherit" });
  const t0 = performance.now();
  const { loadEspeak } = await import(pathToFileURL(join(root, "worker/providers/speech/espeak/engine.ts")).href);
  const { speakSamples } = await import(pathToFileURL(join(root, "worker/providers/speech/espeak/speak.ts")).href);
  await loadEspeak();
  const loadMs = performance.now() - t0;
  const result = { loadMs, runs, languages: {} };
  for (const [language, text] of Object.entries(SENTENCES)) {
    const coldStart = performance.now();
    const cold = await speakSamples(text, language);
    const coldTotalMs = performance.now() - coldStart;
    const first = [];
    const total = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const { firstSamplesMs } = await speakSamples(text, language);
      total.push(performance.now() - start);
      first.push(firstSamplesMs);
    }
    const audioSeconds = cold.samples.length / cold.sampleRate;
    result.languages[language] = {
      words: text.split(/\s+/).length,
      audioSeconds,
      cold: { firstSamplesMs: cold.firstSamplesMs, totalMs: coldTotalMs },
      warm: { firstSamplesP50: percentile(first, 50), firstSamplesP95: percentile(first, 95), totalP50: percentile(total, 50), totalP95: percentile(total, 95) },
      realTimeFactor: audioSeconds / (percentile(total, 50) / 1000),
    };
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await measureEspeak();
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`eSpeak NG (slim English + Arabic build), Node ${process.version}`);
  console.log(`cold: engine load ${ms(r.loadMs)}`);
  for (const [language, m] of Object.entries(r.languages)) {
    console.log(
      `${language}: ${m.words} words → ${m.audioSeconds.toFixed(2)} s of audio | cold first samples ${ms(m.cold.firstSamplesMs)}, whole ${ms(m.cold.totalMs)} | warm (${r.runs} runs) first samples p50 ${ms(m.warm.firstSamplesP50)} p95 ${ms(m.warm.firstSamplesP95)}, whole p50 ${ms(m.warm.totalP50)} p95 ${ms(m.warm.totalP95)} | ${m.realTimeFactor.toFixed(0)}× real time`,
    );
  }
}
