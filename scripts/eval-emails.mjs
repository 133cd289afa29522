#!/usr/bin/env node
/**
 * Scores the job e-mail classifier (core/email/classify.ts) against labelled e-mails:
 *   (a) the repository's own held-out split (core/email/data/labelled-emails.jsonl, split
 *       "heldout", fixed by a hash of each id before the rules and model were written): the headline;
 *   (b) its train split (what the model learnt from: a ceiling, not a measure);
 *   (c) the human-labelled e-mails of ../shared/testdata/job-emails.jsonl (third-party, never trained on);
 *   (d) its machine-labelled e-mails (weak labels: their own noise counts against the score).
 *
 *   npm run eval:emails            (TESTDATA_DIR=/path/to/testdata to point elsewhere)
 *
 * Third-party labels map to the six groups as the test data's README says; "not_reject" is right
 * for anything but NOT CHOSEN; "freeze", "withdrawal", "information", "inbound", "unrelated" and
 * "action_required" expect no group (NONE).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { classifyEmail } from "../core/email/classify.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const testdata = process.env.TESTDATA_DIR ?? join(root, "..", "shared", "testdata");
const GROUPS = ["APPLIED", "INTERVIEW", "OFFER", "ACCEPTED", "NOT CHOSEN", "EVENT", "NONE"];

const readJsonl = (file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

const SHARED_MAP = {
  confirmation: "APPLIED",
  in_process: "APPLIED",
  interview: "INTERVIEW",
  scheduling: "INTERVIEW",
  assessment: "INTERVIEW",
  offer: "OFFER",
  rejection: "NOT CHOSEN",
  reject: "NOT CHOSEN",
  unrelated: "NONE",
  inbound: "NONE",
  freeze: "NONE",
  withdrawal: "NONE",
  information: "NONE",
  action_required: "NONE",
  not_reject: "not NOT CHOSEN",
};

/** Prints accuracy, a confusion matrix (rows: expected, columns: predicted) and the misses; answers the accuracy. */
function report(title, rows) {
  const cols = [...GROUPS];
  const expectedKinds = [...new Set(rows.map((r) => r.expected))];
  const matrix = new Map(expectedKinds.map((k) => [k, new Map(cols.map((c) => [c, 0]))]));
  let right = 0;
  const misses = [];
  const byLang = {};
  for (const row of rows) {
    const v = classifyEmail({ subject: row.subject ?? "", from: row.from ?? "", body: row.body ?? "" });
    const got = v.classification ?? "NONE";
    const ok = row.expected === "not NOT CHOSEN" ? got !== "NOT CHOSEN" : got === row.expected;
    matrix.get(row.expected).set(got, matrix.get(row.expected).get(got) + 1);
    const lang = row.lang ?? "en";
    byLang[lang] ??= [0, 0];
    byLang[lang][1]++;
    if (ok) {
      right++;
      byLang[lang][0]++;
    } else misses.push(`  ${(row.id ?? "").padEnd(18)} expected ${row.expected}, got ${got} (${v.confidence}) | ${(row.subject || row.body).replace(/\s+/g, " ").slice(0, 70)}`);
  }
  const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");
  console.log(`\n== ${title}: ${right}/${rows.length} = ${pct(right, rows.length)}${Object.keys(byLang).length > 1 ? `  (${Object.entries(byLang).map(([l, [a, b]]) => `${l} ${a}/${b} = ${pct(a, b)}`).join(", ")})` : ""}`);
  const w = 11;
  console.log(`${"expected \\ got".padEnd(16)}${cols.map((c) => c.slice(0, w - 1).padStart(w)).join("")}   recall`);
  for (const [kind, row] of matrix) {
    const n = [...row.values()].reduce((a, b) => a + b, 0);
    const hit = kind === "not NOT CHOSEN" ? n - row.get("NOT CHOSEN") : row.get(kind);
    console.log(`${kind.slice(0, 15).padEnd(16)}${cols.map((c) => String(row.get(c)).padStart(w)).join("")}   ${pct(hit, n)}`);
  }
  if (misses.length) console.log(`misses:\n${misses.join("\n")}`);
  return rows.length ? right / rows.length : 0;
}

const own = readJsonl(join(root, "core/email/data/labelled-emails.jsonl")).map((r) => ({ ...r, expected: r.label }));
const heldout = report("(a) own held-out split — HEADLINE", own.filter((r) => r.split === "heldout"));
report("(b) own train split (learnt from; a ceiling)", own.filter((r) => r.split === "train"));

const sharedFile = join(testdata, "job-emails.jsonl");
if (!existsSync(sharedFile)) {
  console.log(`\n(c), (d) skipped: no ${sharedFile} (set TESTDATA_DIR to point elsewhere).`);
} else {
  const shared = readJsonl(sharedFile).map((r, i) => ({ ...r, id: `shared-${i + 1}`, expected: SHARED_MAP[r.label] ?? "NONE" }));
  const machine = (r) => /^weak label|machine/i.test(r.label_origin ?? "");
  report("(c) shared human-labelled e-mails (third-party, never trained on)", shared.filter((r) => !machine(r)));
  report("(d) shared machine-labelled e-mails (weak labels)", shared.filter(machine));
}
console.log(`\nHeadline: own held-out accuracy ${(100 * heldout).toFixed(1)}%`);
