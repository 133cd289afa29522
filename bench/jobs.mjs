#!/usr/bin/env node
/**
 * Job search inside workerd on local D1 + FTS5 (bench/jobs.workerd.ts): 20,000 generated postings
 * on ten boards imported through the real import from the boards' fakes, then 400 searches with
 * a profile and the page's filters; prints the import time and search p50/p95.
 */
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.worker.config.ts", "bench/jobs.workerd.ts"], {
  cwd: root,
  env: { ...process.env, BENCH_WORKERD: "1", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const line = `${run.stdout}\n${run.stderr}`.split("\n").find((l) => l.includes("BENCH {"));
if (!line) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  throw new Error("the job search measurement printed nothing");
}
const f = JSON.parse(line.slice(line.indexOf("{")));
console.log("Job search (workerd, local D1 + FTS5, ranked with a profile):");
console.log(`  import of ${f.total.toLocaleString("en")} postings on ${f.boards} boards: ${f.importSeconds} s (${Math.round(f.total / f.importSeconds).toLocaleString("en")} postings/s); again, nothing changed: ${f.reimportSeconds} s`);
console.log(`  search: p50 ${f.p50} ms   p95 ${f.p95} ms   max ${f.max} ms   (${f.runs} searches, ${f.empty} with no result)`);
console.log(`    with a description: p50 ${f.words.p50} ms   p95 ${f.words.p95} ms   (${f.words.runs})`);
console.log(`    profile only:       p50 ${f.profile.p50} ms   p95 ${f.profile.p95} ms   (${f.profile.runs})`);
