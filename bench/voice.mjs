#!/usr/bin/env node
/**
 * Voice chat latency:
 *  (a) the pipeline inside workerd (bench/voice.workerd.ts): a real VoiceRoom with providers of
 *      fixed latency (speech-to-text 150 ms, first token 200 ms, text-to-speech first byte
 *      100 ms); end of speech → first audio byte at the page's socket, p50 / p95 over 100 turns,
 *      and the pipeline's own overhead (measured minus the providers' 450 ms). Target: overhead
 *      p95 < 30 ms.
 *  (b) the offline default voice: eSpeak NG's first audio and whole synthesis for a 20-word
 *      sentence in English and Arabic (bench/espeak.mjs).
 * Timers inside workerd advance with I/O, so (a) is accurate to about a millisecond.
 */
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;

const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.worker.config.ts", "bench/voice.workerd.ts"], {
  cwd: root,
  env: { ...process.env, BENCH_WORKERD: "1", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const line = `${run.stdout}\n${run.stderr}`.split("\n").find((l) => l.includes("BENCH {"));
if (!line) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  throw new Error("the pipeline measurement printed nothing");
}
const pipeline = JSON.parse(line.slice(line.indexOf("{")));
console.log("Voice pipeline (workerd, fixed-latency providers):");
console.log(`  providers: STT ${pipeline.providersMs.stt} ms + first token ${pipeline.providersMs.firstToken} ms + TTS first byte ${pipeline.providersMs.ttsFirstByte} ms = ${pipeline.providersMs.sum} ms`);
console.log(`  end of speech → first audio byte over ${pipeline.turns} turns: p50 ${pipeline.firstAudioMs.p50} ms, p95 ${pipeline.firstAudioMs.p95} ms, max ${pipeline.firstAudioMs.max} ms`);
console.log(`  pipeline overhead: p50 ${pipeline.overheadMs.p50} ms, p95 ${pipeline.overheadMs.p95} ms, max ${pipeline.overheadMs.max} ms (target p95 < 30 ms)`);
console.log(`  end of speech → turn_end: p50 ${pipeline.turnEndMs.p50} ms, p95 ${pipeline.turnEndMs.p95} ms`);

console.log("\nOffline voice (eSpeak NG, 20-word sentences):");
spawnSync(process.execPath, ["bench/espeak.mjs"], { cwd: root, stdio: "inherit" });
