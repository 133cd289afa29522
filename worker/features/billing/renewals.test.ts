/**
 * Renewals: the cron run charges what is due with the primary card; a decline locks the portal
 * (login 403 with the session still set), tells the user in the portal and by e-mail, and a new
 * card plus Renew opens it again. Cancelled subscriptions are not charged and keep access until
 * their period ends.
 */
import { createExecutionContext, createScheduledController, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import type { LoginResponse } from "../../../core/schemas/account";
import { SANDBOX_CARDS, type BillingStatus, type CheckoutResponse, type RenewResponse } from "../../../core/schemas/billing";
import type { UserHub } from "../../../party/UserHub";
import worker from "../../index";
import { PASSWORD, authCookie } from "../../test/accounts";
import { asUser, cardsOf, makeDue, overviewOf, payInSandbox, subscriber, subscriptionsOf } from "../../test/billing";
import { call, postJson, rows, uniqueIp, type ErrorJson } from "../../test/http";
import { PAYMENT_FAILED_MESSAGE } from "./access";
import { billingDepsFrom } from "./deps";
import { readVars } from "../../env";
import { NO_CARD_MESSAGE, runRenewals } from "./renewals";

const deps = () => billingDepsFrom(env, readVars(env));
const status = async (cookie: string) => (await asUser(cookie, "/api/billing/status", undefined, "GET")).json<BillingStatus>();
const login = (email: string) => postJson("/api/auth/login", { email, password: PASSWORD }, { ip: uniqueIp() });

async function hubEvents(userId: string) {
  const stub = await getServerByName(env.UserHub, userId);
  return runInDurableObject(stub, (_room: UserHub, state) =>
    state.storage.sql.exec<{ body: string }>("SELECT body FROM events ORDER BY seq").toArray().map((r) => JSON.parse(r.body) as { type: string; notification?: { text: string } }),
  );
}

async function runFor(userId: string) {
  return runRenewals(deps(), { userId });
}

describe("scheduled renewals", () => {
  it("should charge a due subscription with the primary card and continue the period where it ended", async () => {
    const user = await subscriber();
    await makeDue(user.subscription.id);
    const [before] = await subscriptionsOf(user.id);
    const [outcome] = await runFor(user.id);
    expect(outcome).toMatchObject({ status: "approved", outcome: "renewed" });
    const [after] = await subscriptionsOf(user.id);
    expect(after).toMatchObject({ status: "approved", period_start: before!.period_end });
    expect(Date.parse(after!.period_end!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const [charge] = await rows<{ kind: string; outcome: string; verified: number }>("SELECT kind, outcome, verified FROM payment_events WHERE kind = 'RENEWAL_CHARGE' AND order_id = ?", after!.order_id);
    expect(charge).toEqual({ kind: "RENEWAL_CHARGE", outcome: "renewed", verified: 1 });
    expect((await status(user.cookie)).access).toBe("active");
  });

  it("should leave subscriptions that are not due, cancelled, or already failed alone", async () => {
    const notDue = await subscriber();
    const cancelled = await subscriber();
    await asUser(cancelled.cookie, `/api/billing/subscriptions/${cancelled.subscription.id}/cancel`);
    await makeDue(cancelled.subscription.id);
    expect(await runFor(notDue.id)).toEqual([]);
    expect(await runFor(cancelled.id)).toEqual([]);
    expect((await subscriptionsOf(cancelled.id))[0]!.status).toBe("cancelled");
  });

  it("should charge once when two runs overlap", async () => {
    const user = await subscriber();
    await makeDue(user.subscription.id);
    const [a, b] = await Promise.all([runFor(user.id), runFor(user.id)]);
    const charged = [...a, ...b].filter((o) => o.status === "approved");
    expect(charged).toHaveLength(1);
    const charges = await rows("SELECT id FROM payment_events WHERE kind = 'RENEWAL_CHARGE' AND order_id = ?", user.subscription.order_id);
    expect(charges).toHaveLength(1);
  });

  it("should run from the worker's scheduled() entry (the cron)", async () => {
    const user = await subscriber();
    await makeDue(user.subscription.id);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: "17 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [after] = await subscriptionsOf(user.id);
    expect(Date.parse(after!.period_end!)).toBeGreaterThan(Date.now());
  });
});

describe("a failed renewal", () => {
  it("should lock the portal: failed status, notification pushed live, e-mail, and login 403 that still signs in", async () => {
    const user = await subscriber(SANDBOX_CARDS.renewalDeclined.number);
    await makeDue(user.subscription.id);
    const [outcome] = await runFor(user.id);
    expect(outcome).toMatchObject({ status: "declined", message: SANDBOX_CARDS.renewalDeclined.message });
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ status: "failed", failure_reason: SANDBOX_CARDS.renewalDeclined.message });

    expect(await rows("SELECT notification_text FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1", user.id)).toEqual([{ notification_text: PAYMENT_FAILED_MESSAGE }]);
    expect((await hubEvents(user.id)).filter((e) => e.type === "notification").map((e) => e.notification!.text)).toContain(PAYMENT_FAILED_MESSAGE);
    const [mail] = await rows<{ subject: string; text: string }>("SELECT subject, text_body AS text FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1", user.email);
    expect(mail!.subject).toBe("Your Amal payment failed");
    expect(mail!.text).toContain("/portal/renew-subscription");

    const res = await login(user.email);
    expect(res.status).toBe(403);
    const body = await res.json<LoginResponse & ErrorJson & { subscriptionStatus: string }>();
    expect(body).toMatchObject({
      error: { code: "subscription_failed", message: PAYMENT_FAILED_MESSAGE },
      subscriptionStatus: "failed",
      isAuthenticated: true,
      isSubscribed: false,
      user: { id: user.id },
    });
    expect(body).toHaveProperty("intercom_hash");
    // The 403 still signs in: that session opens the subscription pages.
    const cookie = authCookie(res);
    const overview = await overviewOf(cookie);
    expect(overview).toMatchObject({ access: "failed", payment_issue: true, subscription: { status: "failed" } });
    expect((await call("/api/auth/me", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("should open again after the user saves a new card and renews", async () => {
    const user = await subscriber(SANDBOX_CARDS.renewalDeclined.number);
    await makeDue(user.subscription.id);
    await runFor(user.id);

    const declinedRetry = await asUser(user.cookie, "/api/billing/renew");
    expect(declinedRetry.status).toBe(200);
    expect(await declinedRetry.json<RenewResponse>()).toMatchObject({ status: "failed", message: SANDBOX_CARDS.renewalDeclined.message, overview: { payment_issue: true } });

    const add = await asUser(user.cookie, "/api/billing/payment-methods", { make_primary: true });
    expect(add.status).toBe(201);
    const setup = await add.json<CheckoutResponse>();
    const back = await payInSandbox(setup.redirect_url, SANDBOX_CARDS.success.number);
    expect(back.pathname).toBe("/portal/renew-subscription");
    expect(back.searchParams.get("card_setup")).toBe(setup.order_id);
    expect((await cardsOf(user.id)).map((c) => [c.last4, c.is_primary])).toEqual([
      ["0341", 0],
      ["4242", 1],
    ]);

    const renewed = await asUser(user.cookie, "/api/billing/renew");
    expect(renewed.status).toBe(200);
    const body = await renewed.json<RenewResponse>();
    expect(body).toMatchObject({ status: "approved", overview: { access: "active", payment_issue: false, subscription: { status: "approved" } } });
    expect(Date.parse(body.overview.subscription!.period_end!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const res = await login(user.email);
    expect(res.status).toBe(200);
    expect((await res.json<LoginResponse>()).isSubscribed).toBe(true);
    expect((await rows<{ notification_text: string }>("SELECT notification_text FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1", user.id))[0]!.notification_text).toMatch(/^Your payment went through/);
  });

  it("should fail a renewal with no saved card and say so", async () => {
    const user = await subscriber();
    await env.DB.prepare("DELETE FROM payment_methods WHERE user_id = ?").bind(user.id).run();
    await makeDue(user.subscription.id);
    expect((await runFor(user.id))[0]).toMatchObject({ status: "declined", message: NO_CARD_MESSAGE });
    const renew = await asUser(user.cookie, "/api/billing/renew");
    expect(renew.status).toBe(409);
    expect((await renew.json<ErrorJson>()).error).toEqual({ code: "no_card", message: NO_CARD_MESSAGE });
  });

  it("should refuse Renew when nothing failed (409)", async () => {
    const user = await subscriber();
    const res = await asUser(user.cookie, "/api/billing/renew");
    expect(res.status).toBe(409);
    expect((await res.json<ErrorJson>()).error.code).toBe("nothing_to_renew");
  });
});

describe("cancelling", () => {
  it("should mark the subscription cancelled and keep the portal open until the period ends", async () => {
    const user = await subscriber();
    const res = await asUser(user.cookie, `/api/billing/subscriptions/${user.subscription.id}/cancel`);
    expect(res.status).toBe(200);
    expect((await res.json<{ subscriptions: { status: string; cancel_at_period_end: boolean }[]; access: string }>())).toMatchObject({
      access: "active",
      subscriptions: [{ status: "cancelled", cancel_at_period_end: true }],
    });
    expect((await login(user.email)).status).toBe(200);
    await makeDue(user.subscription.id);
    expect((await status(user.cookie)).access).toBe("none");
    const again = await asUser(user.cookie, `/api/billing/subscriptions/${user.subscription.id}/cancel`);
    expect(again.status).toBe(409);
    expect((await again.json<ErrorJson>()).error.message).toBe("This subscription is already cancelled.");
  });

  it("should not let another user cancel someone's subscription (404), and answer a bad id with 400", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    expect((await asUser(stranger.cookie, `/api/billing/subscriptions/${owner.subscription.id}/cancel`)).status).toBe(404);
    expect((await subscriptionsOf(owner.id))[0]!.status).toBe("approved");
    expect((await asUser(stranger.cookie, "/api/billing/subscriptions/abc/cancel")).status).toBe(400);
  });
});

describe("/dev/billing/renew", () => {
  it("should make the signed-in user's subscription due and renew it now (DEV_TOOLS=1)", async () => {
    const user = await subscriber(SANDBOX_CARDS.renewalDeclined.number);
    const res = await asUser(user.cookie, "/dev/billing/renew");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ due: 1, renewals: [{ status: "declined" }] });
    expect((await login(user.email)).status).toBe(403);
  });

  it("should not exist without DEV_TOOLS, and answer 401 when signed out", async () => {
    const { createApp } = await import("../../app");
    const res = await createApp().fetch(new Request("https://amal.test/dev/billing/renew", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "a@example.com" }) }), { ...env, DEV_TOOLS: "0" }, createExecutionContext());
    expect(res.status).toBe(404);
    expect((await postJson("/dev/billing/renew", { email: "nobody@example.com" })).status).toBe(401);
  });
});
