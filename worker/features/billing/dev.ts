/**
 * /dev/billing — billing tools for local testing and the e2e tests, only when DEV_TOOLS=1.
 * `POST /dev/billing/renew` (signed in, no body) makes the signed-in user's subscription due now
 * and runs the renewal job for them, as the hourly cron would once the period ends.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { subscriptions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { devToolsOnly, limitBody } from "../../lib/http";
import { billingDeps } from "./deps";
import { runRenewals } from "./renewals";

export const devBillingRoutes = new Hono<AppEnv>()
  .use(devToolsOnly)
  .post("/renew", signedIn, limitBody(4 * 1024), async (c) => {
    const deps = billingDeps(c);
    const user = c.var.user;
    const now = deps.now().toISOString();
    const due = await deps.db
      .update(subscriptions)
      .set({ periodEnd: now, renewalLockedUntil: null, updatedAt: now })
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, "approved"), eq(subscriptions.cancelAtPeriodEnd, false)))
      .returning({ id: subscriptions.id });
    const renewals = await runRenewals(deps, { userId: user.id });
    return c.json({ due: due.length, renewals }, 200);
  });
