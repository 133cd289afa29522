#!/usr/bin/env node
/**
 * How fast the job e-mail classifier (core/email/classify.ts) files e-mails: the repository's
 * labelled set repeated to a few thousand e-mails, each copy made distinct (a number in the
 * subject and body, so nothing can be cached), plus a handful of 200 KB HTML bodies. Prints
 * e-mails per second of wall time and of CPU time (the machine may be shared: CPU time is the
 * steadier figure) and p50 / p95 / max milliseconds per e-mail.
 *
 *   npm run bench:email-classify [-- --count 5000]
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { classifyEmail } from "../core/email/classify.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const countArg = process.argv.indexOf("--count");
const COUNT = countArg > 0 ? Number(process.argv[countArg + 1]) : 5000;

const set = readFileSync(join(root, "core/email/data/labelled-emails.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const emails = Array.from({ length: COUNT }, (_, i) => {
  const e = set[i % set.length];
  return { subject: `${e.subject} #${i}`, from: e.from, body: `${e.body}\n\nRef ${i}` };
});
const huge = `<html><body>${"<p>Thank you for your interest. We will review your application &nbsp; and be in touch.</p>".repeat(2300)}</body></html>`;
const big = Array.from({ length: 20 }, (_, i) => ({ subject: `Application update ${i}`, from: "Careers <jobs@acme.com>", body: huge }));

// Warm up the regular expressions and the JIT.
for (let i = 0; i < 300; i++) classifyEmail(emails[i % emails.length]);

function run(list) {
  const times = new Float64Array(list.length);
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < list.length; i++) {
    const t = performance.now();
    classifyEmail(list[i]);
    times[i] = performance.now() - t;
  }
  const total = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  times.sort();
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
  return { total, perSecond: Math.round((list.length / total) * 1000), perCpuSecond: Math.round((list.length / cpuMs) * 1000), p50: at(0.5), p95: at(0.95), max: times[times.length - 1].toFixed(3) };
}

const a = run(emails);
console.log(`${COUNT} e-mails (the labelled set of ${set.length}, repeated): ${a.total.toFixed(0)} ms, ${a.perSecond} e-mails/s (${a.perCpuSecond} per CPU second); per e-mail p50 ${a.p50} ms, p95 ${a.p95} ms, max ${a.max} ms`);
const b = run(big);
console.log(`${big.length} e-mails of ${(huge.length / 1024).toFixed(0)} KB HTML: ${b.perSecond} e-mails/s (${b.perCpuSecond} per CPU second); per e-mail p50 ${b.p50} ms, p95 ${b.p95} ms, max ${b.max} ms`);
