/** Who may use the portal (accessOf) and the requireActiveSubscription guard on a route. */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import type { AppEnv } from "../../env";
import { readVars } from "../../env";
import { requestContext } from "../../lib/context";
import { renderError } from "../../lib/errors";
import { signedInUser } from "../../test/accounts";
import { makeDue, subscriber } from "../../test/billing";
import type { ErrorJson } from "../../test/http";
import { RENEWAL_GRACE_MS, accessOf, requireActiveSubscription } from "./access";
import { billingDepsFrom } from "./deps";
import { runRenewals } from "./renewals";
import type { SubscriptionWithPlan } from "./views";

const row = (over: Partial<SubscriptionWithPlan>): SubscriptionWithPlan =>
  ({ id: 1, status: "approved", periodStart: "2026-01-01T00:00:00.000Z", periodEnd: "2026-02-01T00:00:00.000Z", cancelAtPeriodEnd: false, planName: "Professional", ...over }) as SubscriptionWithPlan;

describe("accessOf", () => {
  const now = new Date("2026-01-15T00:00:00.000Z");
  it.each([
    ["an approved subscription in its period", [row({})], "active"],
    ["an approved one just past its end, while the renewal runs", [row({ periodEnd: new Date(now.getTime() - RENEWAL_GRACE_MS / 2).toISOString() })], "active"],
    ["an approved one long past its end (the renewal never ran)", [row({ periodEnd: new Date(now.getTime() - RENEWAL_GRACE_MS * 2).toISOString() })], "none"],
    ["a cancelled one with time left", [row({ status: "cancelled", cancelAtPeriodEnd: true })], "active"],
    ["a cancelled one that ended", [row({ status: "cancelled", cancelAtPeriodEnd: true, periodEnd: "2026-01-14T00:00:00.000Z" })], "none"],
    ["a failed renewal", [row({ status: "failed", periodEnd: "2026-01-10T00:00:00.000Z" })], "failed"],
    ["an old failure replaced by a newer active plan", [row({ id: 2 }), row({ id: 1, status: "failed" })], "active"],
    ["an expired plan after an older failure", [row({ id: 2, status: "expired" }), row({ id: 1, status: "failed" })], "none"],
    ["nothing paid", [], "none"],
  ] as const)("should call %s %s", (_case, rows, expected) => {
    expect(accessOf([...rows], now).access).toBe(expected);
  });
});

describe("requireActiveSubscription", () => {
  const app = new Hono<AppEnv>()
    .use(requestContext)
    .get("/paid", requireActiveSubscription, (c) => c.json({ ok: true }))
    .onError(renderError);
  const get = (cookie?: string) => app.fetch(new Request("https://amal.test/paid", { headers: cookie ? { Cookie: cookie } : {} }), env, createExecutionContext());

  it("should let a subscriber through and refuse everyone else with a readable reason", async () => {
    expect((await get()).status).toBe(401);
    const never = await signedInUser();
    const none = await get(never.cookie);
    expect(none.status).toBe(403);
    expect((await none.json<ErrorJson>()).error.code).toBe("subscription_required");

    const paying = await subscriber();
    expect((await get(paying.cookie)).status).toBe(200);

    const failing = await subscriber(SANDBOX_CARDS.renewalDeclined.number);
    await makeDue(failing.subscription.id);
    await runRenewals(billingDepsFrom(env, readVars(env)), { userId: failing.id });
    const failed = await get(failing.cookie);
    expect(failed.status).toBe(403);
    expect((await failed.json<ErrorJson>()).error.code).toBe("subscription_failed");
  });
});
