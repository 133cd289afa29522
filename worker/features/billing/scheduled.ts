/** The worker's `scheduled()` entry for billing: one renewal run, logged as one line. */
import { readVars, type Bindings } from "../../env";
import { billingDepsFrom } from "./deps";
import { runRenewals } from "./renewals";

export async function runScheduledRenewals(env: Bindings, scheduledTime = Date.now()) {
  const started = Date.now();
  const outcomes = await runRenewals(billingDepsFrom(env, readVars(env)));
  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  console.log(
    JSON.stringify({
      level: "info",
      msg: "renewals run",
      scheduledTime: new Date(scheduledTime).toISOString(),
      due: outcomes.length,
      approved: count("approved"),
      declined: count("declined"),
      errors: count("error"),
      ms: Date.now() - started,
    }),
  );
  return outcomes;
}
