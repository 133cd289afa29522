/** The worker's `scheduled()` entry for job search: every connected board imported, logged as one line. */
import { database } from "../../db/client";
import { readVars, type Bindings } from "../../env";
import { connectedSources, importAll } from "./import";

export async function runScheduledJobImport(env: Bindings) {
  const started = Date.now();
  const db = database(env.DB);
  const sources = await connectedSources(readVars(env), db);
  const outcomes = await importAll({ d1: env.DB, db, fetch: (request) => fetch(request) }, sources);
  console.log(
    JSON.stringify({
      level: outcomes.some((o) => !o.ok) ? "warn" : "info",
      msg: "job boards imported",
      boards: outcomes.length,
      failed: outcomes.filter((o) => !o.ok).map((o) => `${o.kind}:${o.board}: ${o.error}`),
      postings: outcomes.reduce((n, o) => n + o.postings, 0),
      ms: Date.now() - started,
    }),
  );
  return outcomes;
}
