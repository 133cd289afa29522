/**
 * /dev/billing — billing tools for local testing and the e2e tests, only when DEV_TOOLS=1.
 * `POST /dev/billing/renew` `{ "email": "…" }` makes that user's subscription due now and runs
 * the renewal job for them, as the hourly cron would once the period ends.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { subscriptions, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { billingDeps } from "./deps";
import { runRenewals } from "./renewals";

const renewSchema = z.object({ email: z.email({ error: "Give the e-mail of the account to renew." }).transform((v) => v.toLowerCase()) });

export const devBillingRoutes = new Hono<AppEnv>()
  .use(async function devToolsOnly(c, next) {
    if (!c.var.vars.DEV_TOOLS) throw notFound();
    await next();
  })
  .post("/renew", limitBody(4 * 1024), jsonOnly, validate("json", renewSchema), async (c) => {
    const deps = billingDeps(c);
    const user = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, c.req.valid("json").email)).get();
    if (!user) throw notFound("No account has this e-mail.");
    const now = deps.now().toISOString();
    const due = await deps.db
      .update(subscriptions)
      .set({ periodEnd: now, renewalLockedUntil: null, updatedAt: now })
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, "approved"), eq(subscriptions.cancelAtPeriodEnd, false)))
      .returning({ id: subscriptions.id });
    const renewals = await runRenewals(deps, { userId: user.id });
    return c.json({ due: due.length, renewals }, 200);
  });
