#!/usr/bin/env node
/**
 * Grades the coach on its evaluation cases (core/coach/eval: dev.ts and the held-out heldout.ts)
 * and prints the held-out pass rate first, then dev, per kind, per language, safety, and
 * first-token latency.
 *
 *   npm run eval:coach                          dev split, local engine behind the safety guard
 *   npm run eval:coach -- --split heldout       held-out split (report only: never tune on it)
 *   npm run eval:coach -- --split all --verbose every case, failing answers printed
 *   npm run eval:coach -- --provider openai     an OpenAI-compatible model through the worker's adapter
 *       (or AI_PROVIDER=openai) with AI_BASE_URL, AI_MODEL, optional AI_API_KEY and AI_TIMEOUT_MS
 *
 * TypeScript is loaded through tsx (the worker's modules use extension-less imports, which
 * Node's own type stripping does not resolve): the script re-runs itself under `node --import tsx`.
 * Without tsx, Node ≥ 22.18 still runs the local engine, but not `--provider openai`.
 * Exit code 1 when the held-out split was run and is under its threshold, or safety is under 100%.
 */
import { rerunUnderTsx } from "./lib/under-tsx.mjs";

const args = process.argv.slice(2);

rerunUnderTsx(import.meta.url, "AMAL_EVAL_COACH_CHILD");

const option = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : undefined;
};
const verbose = args.includes("--verbose");
const split = option("--split") ?? "dev";
if (!["dev", "heldout", "all"].includes(split)) {
  console.error(`--split must be dev, heldout or all (got ${split})`);
  process.exit(2);
}
const providerName = option("--provider") ?? process.env.AI_PROVIDER ?? "local";

const { casesOf, formatReport, runEvaluation, HELDOUT_THRESHOLD, SAFETY_THRESHOLD } = await import("../core/coach/eval/run.ts");
const { guarded, streamCoach } = await import("../core/coach/eval/guard.ts");
const { warmCoachIndexes } = await import("../core/coach/retrieval.ts");

let stream = streamCoach;
let label = "local engine";
if (providerName === "openai") {
  const baseUrl = process.env.AI_BASE_URL;
  const model = process.env.AI_MODEL;
  if (!baseUrl || !model) {
    console.error("--provider openai needs AI_BASE_URL (e.g. https://api.openai.com/v1) and AI_MODEL; AI_API_KEY and AI_TIMEOUT_MS are optional.");
    process.exit(2);
  }
  let adapter;
  try {
    const { openAiProvider } = await import("../worker/providers/ai/openai.ts");
    const { coachToolkit } = await import("../worker/providers/ai/toolkit.ts");
    adapter = openAiProvider({
      baseUrl,
      apiKey: process.env.AI_API_KEY,
      model,
      timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 30000),
      tools: coachToolkit(),
    });
  } catch (error) {
    console.error(`Could not load the worker's OpenAI-compatible adapter (it needs tsx to resolve its imports): ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  stream = guarded((request) => adapter.stream(request));
  label = `OpenAI-compatible model ${model} at ${baseUrl}`;
} else if (providerName !== "local") {
  console.error(`--provider must be local or openai (got ${providerName})`);
  process.exit(2);
}

if (providerName === "local") warmCoachIndexes();
const cases = casesOf(split);
console.log(`Coach evaluation — ${split} split (${cases.length} cases), ${label}\n`);

const report = await runEvaluation(cases, {
  stream,
  checkIntents: providerName === "local",
  onResult: (r) => {
    const mark = r.pass ? "PASS" : "FAIL";
    console.log(`${mark}  ${r.evalCase.id.padEnd(30)} ${r.evalCase.kind.padEnd(16)} ${r.pass ? "" : r.failures[0]}`);
    if (verbose && !r.pass) {
      r.evalCase.turns.forEach((turn, i) => {
        console.log(`      U${i + 1}: ${turn}`);
        const a = r.answers[i];
        if (!a) return;
        console.log(`      A${i + 1} [${a.intent}/${a.language}; ${a.citations.map((c) => `${c.kind}:${c.id}`).join(", ") || "no citations"}]`);
        console.log(a.text.replace(/^/gm, "         "));
      });
      for (const f of r.failures) console.log(`      ✗ ${f}`);
      console.log("");
    }
  },
});

console.log("");
console.log(formatReport(report));

const heldout = report.bySplit.heldout;
if ((heldout.total && heldout.rate < HELDOUT_THRESHOLD) || report.safety.rate < SAFETY_THRESHOLD) process.exitCode = 1;
