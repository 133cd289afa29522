#!/usr/bin/env node
/**
 * Imports a course catalogue file into D1 (docs/api/courses.md, "Importing a catalogue"):
 *
 *   npm run catalog:import -- --file courses.csv [--remote] [--dry-run]
 *
 * CSV with a header row, or JSON Lines (.jsonl). Every row is checked first; when any row is bad
 * the problems are printed with their line numbers and nothing is imported. Courses are upserted
 * by provider + URL, so importing the same file again updates them in place. The SQL is written
 * in batches and run with `wrangler d1 execute DB --local|--remote --file`, offline for --local.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    file: { type: "string" },
    remote: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    "persist-to": { type: "string" },
    "statements-per-file": { type: "string", default: "40" },
  },
});
if (!values.file) {
  console.error("Usage: npm run catalog:import -- --file courses.csv|courses.jsonl [--remote] [--dry-run]");
  process.exit(2);
}
const file = resolve(process.cwd(), values.file);
const { planImport } = await import(pathToFileURL(join(root, "core/courses/import.ts")).href);

const started = Date.now();
const plan = planImport(basename(file), readFileSync(file, "utf8"));
if (plan.problems.length > 0) {
  console.error(`${basename(file)}: ${plan.problems.length} problem(s); nothing was imported.`);
  for (const p of plan.problems.slice(0, 200)) console.error(`  line ${p.line}: ${p.message}`);
  if (plan.problems.length > 200) console.error(`  … and ${plan.problems.length - 200} more`);
  process.exit(1);
}
console.log(`${basename(file)}: ${plan.courses.length} course(s) valid, ${plan.statements.length} SQL statement(s).`);
if (values["dry-run"]) {
  console.log("Dry run: nothing written.");
  process.exit(0);
}

const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", WRANGLER_SEND_ERROR_REPORTS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const dir = join(root, ".wrangler/catalog-import");
mkdirSync(dir, { recursive: true });
const persist = values["persist-to"] ? ["--persist-to", values["persist-to"]] : [];
const wrangler = (args) => execFileSync(join(root, "node_modules/.bin/wrangler"), [...args, ...persist], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
// A local database gets its migrations first (idempotent); a remote one is migrated when deployed.
if (!values.remote) wrangler(["d1", "migrations", "apply", "DB", "--local"]);
const perFile = Math.max(1, Number(values["statements-per-file"]) || 40);
for (let i = 0; i < plan.statements.length; i += perFile) {
  const sqlFile = join(dir, `batch-${String(i / perFile).padStart(5, "0")}.sql`);
  writeFileSync(sqlFile, `${plan.statements.slice(i, i + perFile).join("\n")}\n`);
  wrangler(["d1", "execute", "DB", values.remote ? "--remote" : "--local", "--file", sqlFile, "--yes"]);
  process.stdout.write(`\r  ${Math.min(plan.statements.length, i + perFile)}/${plan.statements.length} statements`);
}
console.log(`\nImported ${plan.courses.length} course(s) into the ${values.remote ? "remote" : "local"} D1 in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
