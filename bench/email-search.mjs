#!/usr/bin/env node
/**
 * The e-mail tracker's search over 100,000 stored e-mails of one user (bench/email-search.workerd.ts,
 * inside workerd on local D1 with FTS5): search p50/p95 over varied queries (English, Arabic,
 * prefixes, FTS syntax typed as text), a list page's p95 and the cards' counts p95.
 * EMAIL_BENCH_TOTAL=20000 for a quicker run.
 */
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.worker.config.ts", "bench/email-search.workerd.ts"], {
  cwd: root,
  env: { ...process.env, BENCH_WORKERD: "1", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const line = `${run.stdout}\n${run.stderr}`.split("\n").find((l) => l.includes("BENCH {"));
if (!line) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  throw new Error("the search measurement printed nothing");
}
const f = JSON.parse(line.slice(line.indexOf("{")));
console.log(`E-mail tracker search (workerd, local D1 + FTS5), ${f.emails.toLocaleString("en")} e-mails of one user (inserted in ${f.insertSeconds} s):`);
console.log(`  search (${f.searchMs.runs} runs): p50 ${f.searchMs.p50} ms, p95 ${f.searchMs.p95} ms, max ${f.searchMs.max} ms`);
console.log(`  list page of 50 (${f.listPageMs.runs} pages): p50 ${f.listPageMs.p50} ms, p95 ${f.listPageMs.p95} ms`);
console.log(`  card counts (${f.countsMs.runs} runs): p50 ${f.countsMs.p50} ms, p95 ${f.countsMs.p95} ms`);
