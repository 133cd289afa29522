#!/usr/bin/env node
/**
 * Course search inside workerd on local D1 + FTS5 (bench/courses.workerd.ts): 1,000 varied
 * searches over the bundled 551 courses, then over 300,000 generated courses imported with the
 * same upserts as `npm run catalog:import`; prints the import time and search p50/p95.
 * COURSE_BENCH_TOTAL=50000 for a quicker run.
 */
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.worker.config.ts", "bench/courses.workerd.ts"], {
  cwd: root,
  env: { ...process.env, BENCH_WORKERD: "1", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const line = `${run.stdout}\n${run.stderr}`.split("\n").find((l) => l.includes("BENCH {"));
if (!line) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  throw new Error("the course search measurement printed nothing");
}
const f = JSON.parse(line.slice(line.indexOf("{")));
const row = (name, m) =>
  `  ${name.padEnd(28)} p50 ${String(m.p50).padStart(6)} ms   p95 ${String(m.p95).padStart(6)} ms   max ${String(m.max).padStart(6)} ms   (${m.runs} searches, ${m.empty} with no result)`;
console.log("Course search (workerd, local D1 + FTS5, the shared ranking):");
console.log(row(`bundled, ${f.bundled.size.toLocaleString("en")} courses`, f.bundled));
console.log(row(`imported, ${f.large.size.toLocaleString("en")} courses`, f.large));
console.log(`  import of ${f.total.toLocaleString("en")} generated courses: ${f.importSeconds} s (${Math.round(f.total / f.importSeconds).toLocaleString("en")} courses/s)`);
console.log(`  target: p95 < 30 ms at 300,000 courses — ${f.large.p95 < 30 ? "met" : "NOT met"}`);
