/**
 * Checkout and verify through the worker and the sandbox checkout page: the server's price,
 * approved / declined / confirmed cards, the verify answers, plan changes and the coupon race.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LoginResponse } from "../../../core/schemas/account";
import { SANDBOX_CARDS, VERIFY_ERROR_SENTENCE, type BillingStatus, type CheckoutResponse } from "../../../core/schemas/billing";
import { PASSWORD, insertUser, logInAs, signedInUser } from "../../test/accounts";
import {
  PRO,
  asUser,
  cardsOf,
  couponRow,
  insertCoupon,
  overviewOf,
  payInSandbox,
  postCallback,
  signedTransaction,
  startCheckout,
  submitCard,
  subscriber,
  subscriptionsOf,
  verify,
} from "../../test/billing";
import { call, postJson, rows, uniqueIp, type ErrorJson } from "../../test/http";

const status = async (cookie: string) => (await asUser(cookie, "/api/billing/status", undefined, "GET")).json<BillingStatus>();

describe("checkout", () => {
  it("should charge the server's price (plan discount, then coupon) whatever the request says", async () => {
    const user = await signedInUser();
    const coupon = await insertCoupon({ percentOff: 20 });
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly", coupon_id: coupon.id, amount: 1, price: 1, percent_off: 100, currency: "USD" });
    // Professional: EGP 599, 20% plan discount → 479, then 20% coupon → 383 (in piasters).
    expect(checkout.amount).toEqual({ value: 38300, currency: "EGP" });
    const [row] = await subscriptionsOf(user.id);
    expect(row).toMatchObject({ status: "pending", amount: 38300, coupon_id: coupon.id, plan_id: PRO });
    expect(checkout.redirect_url).toMatch(/^\/sandbox-checkout\/[\w-]+\.[0-9a-f]{64}$/);
    expect(checkout.verify_token.length).toBeGreaterThanOrEqual(32);
  });

  it("should charge the quarterly price for the 3-month period", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "quarterly" });
    // EGP 1,599 less the plan's 20%.
    expect(checkout.amount.value).toBe(127900);
  });

  it("should take a payment on the sandbox page to an active subscription, a saved card and isSubscribed", async () => {
    const user = await signedInUser();
    expect((await status(user.cookie)).access).toBe("none");
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    expect(await verify(user.cookie, checkout)).toMatchObject({ status: "pending", message: "refresh page", errors: [] });

    const back = await payInSandbox(checkout.redirect_url);
    expect(back.pathname).toBe("/verify-subscription");
    expect(back.searchParams.get("verify_token")).toBe(checkout.verify_token);
    expect(back.searchParams.get("plan_id")).toBe(String(PRO));
    expect(back.searchParams.get("success")).toBe("true");
    expect(back.searchParams.get("hmac")).toMatch(/^[0-9a-f]{128}$/);

    const verified = await verify(user.cookie, checkout);
    expect(verified).toMatchObject({ status: "approved", errors: [], subscription: { plan_id: PRO, name: "Professional", status: "approved", period: "monthly" } });
    const [sub] = await subscriptionsOf(user.id);
    const days = (Date.parse(sub!.period_end!) - Date.parse(sub!.period_start!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(await cardsOf(user.id)).toEqual([expect.objectContaining({ last4: "4242", is_primary: 1 })]);
    expect((await status(user.cookie)).access).toBe("active");

    const login = await postJson("/api/auth/login", { email: user.email, password: PASSWORD }, { ip: uniqueIp() });
    expect(login.status).toBe(200);
    expect((await login.json<LoginResponse>()).isSubscribed).toBe(true);
    const me = await call("/api/auth/me", { headers: { Cookie: user.cookie } });
    expect((await me.json<{ isSubscribed: boolean }>()).isSubscribed).toBe(true);
  });

  it("should leave no active subscription after a declined card, and say why", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const back = await payInSandbox(checkout.redirect_url, SANDBOX_CARDS.declined.number);
    expect(back.searchParams.get("success")).toBe("false");
    expect(back.searchParams.get("data.message")).toBe(SANDBOX_CARDS.declined.message);

    expect(await verify(user.cookie, checkout)).toEqual({ status: "failed", message: VERIFY_ERROR_SENTENCE, errors: [SANDBOX_CARDS.declined.message], subscription: expect.objectContaining({ status: "failed" }) });
    expect((await status(user.cookie)).access).toBe("none");
    expect(await cardsOf(user.id)).toEqual([]);
    expect((await overviewOf(user.cookie)).subscriptions).toEqual([]);
    // Never paid is not "failed": login is a plain 200 without a subscription.
    const login = await postJson("/api/auth/login", { email: user.email, password: PASSWORD }, { ip: uniqueIp() });
    expect(login.status).toBe(200);
    expect((await login.json<LoginResponse>()).isSubscribed).toBe(false);
  });

  it("should let the customer try another card on the same checkout after a decline", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    await payInSandbox(checkout.redirect_url, SANDBOX_CARDS.declined.number);
    await payInSandbox(checkout.redirect_url, SANDBOX_CARDS.success.number);
    expect((await verify(user.cookie, checkout)).status).toBe("approved");
  });

  it("should ask for the one-time code with the confirm card, refuse a wrong one and approve 123456", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const step = await submitCard(checkout.redirect_url, SANDBOX_CARDS.confirm.number);
    expect(step.status).toBe(200);
    const page = await step.text();
    expect(page).toContain("Confirm it's you");
    const challenge = /name="challenge" value="([^"]+)"/.exec(page)![1]!;

    const wrong = await call(`${checkout.redirect_url}/confirm`, { method: "POST", body: new URLSearchParams({ action: "confirm", challenge, code: "000000" }) });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("That code is not right.");
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("pending");

    const right = await call(`${checkout.redirect_url}/confirm`, { method: "POST", redirect: "manual", body: new URLSearchParams({ action: "confirm", challenge, code: SANDBOX_CARDS.confirm.otp }) });
    expect(right.status).toBe(303);
    expect((await verify(user.cookie, checkout)).status).toBe("approved");
  });

  it.each([
    ["a number that fails the Luhn check", { number: "4242 4242 4242 4241" }, "This card number is not valid. Check it and try again."],
    ["a valid number that is not a test card", { number: "5555 5555 5555 4444" }, "This is a test checkout: use one of the test cards listed below."],
    ["an expired card", { expiry: "01 / 20" }, "This card has expired."],
    ["a malformed expiry", { expiry: "13/40" }, "Enter the expiry date as MM / YY."],
    ["a short CVC", { cvc: "1" }, "Enter the 3 or 4 digit security code."],
    ["no name", { name: " " }, "Enter the name on the card."],
  ] as [string, { number?: string; expiry?: string; cvc?: string; name?: string }, string][])("should refuse %s on the card form with its message and keep what was typed", async (_case, change, message) => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const res = await submitCard(checkout.redirect_url, change.number ?? SANDBOX_CARDS.success.number, { ...change, name: change.name ?? "Mona Typed" });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain(message);
    expect(page).toContain('role="alert"');
    if (change.name === undefined) expect(page).toContain('value="Mona Typed"');
    if (change.number) expect(page).toContain(`value="${change.number}"`);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("pending");
  });

  it("should refuse a second checkout while subscribed, and a change to the plan already held", async () => {
    const user = await subscriber();
    const again = await asUser(user.cookie, "/api/billing/checkout", { plan_id: 3, period: "monthly" });
    expect(again.status).toBe(409);
    expect((await again.json<ErrorJson>()).error.code).toBe("already_subscribed");
    const same = await asUser(user.cookie, "/api/billing/change-plan", { plan_id: PRO, period: "monthly" });
    expect(same.status).toBe(409);
    expect((await same.json<ErrorJson>()).error.message).toContain("already on the Professional plan");
  });

  it("should end the old subscription only when the new plan is paid", async () => {
    const user = await subscriber();
    const change = await asUser(user.cookie, "/api/billing/change-plan", { plan_id: 3, period: "quarterly" });
    expect(change.status).toBe(201);
    const checkout = await change.json<CheckoutResponse>();
    // Not paid yet: the old one still runs.
    expect((await status(user.cookie)).subscription).toMatchObject({ plan_id: PRO, status: "approved" });
    await payInSandbox(checkout.redirect_url);
    expect(await verify(user.cookie, checkout, 3)).toMatchObject({ status: "approved" });
    const [old, current] = await subscriptionsOf(user.id);
    expect(old).toMatchObject({ plan_id: PRO, status: "expired" });
    expect(Date.parse(old!.period_end!)).toBeLessThanOrEqual(Date.now());
    expect(current).toMatchObject({ plan_id: 3, status: "approved" });
    expect((await status(user.cookie)).subscription).toMatchObject({ plan_id: 3, period: "quarterly" });
  });
});

describe("verify", () => {
  it("should refuse a token with another plan or coupon than the checkout's", async () => {
    const user = await signedInUser();
    const coupon = await insertCoupon();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly", coupon_id: coupon.id });
    const wrongPlan = await asUser(user.cookie, "/api/billing/verify", { verify_token: checkout.verify_token, plan_id: 3, coupon_id: coupon.id });
    expect(wrongPlan.status).toBe(400);
    expect((await wrongPlan.json<ErrorJson>()).error.code).toBe("plan_mismatch");
    const noCoupon = await asUser(user.cookie, "/api/billing/verify", { verify_token: checkout.verify_token, plan_id: PRO });
    expect(noCoupon.status).toBe(400);
    expect((await noCoupon.json<ErrorJson>()).error.code).toBe("coupon_mismatch");
  });

  it("should not let another user verify (or see) someone's payment", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const checkout = await startCheckout(owner.cookie, { plan_id: PRO, period: "monthly" });
    await payInSandbox(checkout.redirect_url);
    const res = await asUser(stranger.cookie, "/api/billing/verify", { verify_token: checkout.verify_token, plan_id: PRO });
    expect(res.status).toBe(404);
    expect((await res.json<ErrorJson>()).error.message).toContain("couldn't find this payment");
    expect((await overviewOf(stranger.cookie)).subscriptions).toEqual([]);
    expect((await status(stranger.cookie)).access).toBe("none");
  });

  it("should call a checkout replaced by a newer one failed", async () => {
    const user = await signedInUser();
    const first = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    await startCheckout(user.cookie, { plan_id: PRO, period: "quarterly" });
    expect(await verify(user.cookie, first)).toMatchObject({ status: "failed", errors: [expect.stringContaining("replaced by a newer one")] });
  });
});

describe("price integrity", () => {
  it("should not activate a correctly signed payment whose amount differs from the order", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const { payload } = await signedTransaction(checkout);
    payload.obj.amount_cents = 100;
    const { signCallback, TRANSACTION_HMAC_FIELDS } = await import("../../providers/payments/hmac");
    const res = await postCallback(payload, await signCallback("amal-sandbox-hmac-secret", payload.obj, TRANSACTION_HMAC_FIELDS));
    expect(res.status).toBe(200);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("pending");
    const [event] = await rows<{ outcome: string }>("SELECT outcome FROM payment_events WHERE order_id = ?", checkout.order_id);
    expect(event!.outcome).toMatch(/does not match the order/);
  });
});

describe("coupon race", () => {
  it("should give the last use to exactly one of 20 simultaneous checkouts; the others hear it before paying", async () => {
    const coupon = await insertCoupon({ maxUses: 5, usedCount: 4 });
    const users = await Promise.all(Array.from({ length: 20 }, () => insertUser()));
    const cookies = await Promise.all(users.map((u) => logInAs(u.email)));
    const results = await Promise.all(cookies.map((cookie) => asUser(cookie, "/api/billing/checkout", { plan_id: PRO, period: "monthly", coupon_id: coupon.id })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const loser = await results.find((r) => r.status === 409)!.json<ErrorJson>();
    expect(loser.error).toMatchObject({ code: "coupon_exhausted", message: "This coupon code has been fully used." });

    const winner = await results.find((r) => r.status === 201)!.json<CheckoutResponse>();
    await payInSandbox(winner.redirect_url);
    expect(await couponRow(coupon.id)).toEqual({ used_count: 5, max_uses: 5 });
  });

  it("should count the coupon once when 20 payments that used it succeed at the same moment", async () => {
    // Holds make this impossible through checkout; the count itself must still never pass the limit.
    const coupon = await insertCoupon({ maxUses: 1 });
    const users = await Promise.all(Array.from({ length: 20 }, () => signedInUser()));
    const checkouts = await Promise.all(users.map((u) => startCheckout(u.cookie, { plan_id: PRO, period: "monthly" })));
    await env.DB.prepare(`UPDATE subscriptions SET coupon_id = ? WHERE order_id IN (${checkouts.map(() => "?").join(",")})`).bind(coupon.id, ...checkouts.map((c) => c.order_id)).run();
    const callbacks = await Promise.all(checkouts.map((c) => signedTransaction(c)));
    const responses = await Promise.all(callbacks.map((cb) => postCallback(cb.payload, cb.hmac)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await couponRow(coupon.id)).toEqual({ used_count: 1, max_uses: 1 });
    const outcomes = await rows<{ outcome: string }>(`SELECT outcome FROM payment_events WHERE kind = 'TRANSACTION' AND order_id IN (${checkouts.map(() => "?").join(",")})`, ...checkouts.map((c) => c.order_id));
    expect(outcomes.filter((o) => o.outcome === "approved")).toHaveLength(1);
  });
});

describe("checkout input", () => {
  it.each([
    ["no plan", { period: "monthly" }, 400, "Choose a plan."],
    ["a plan id that is not a number", { plan_id: "pro" }, 400, "Choose a plan."],
    ["an unknown period", { plan_id: PRO, period: "yearly" }, 400, "Choose monthly or 3 months."],
    ["an unknown plan", { plan_id: 999 }, 404, "This plan is not available. Choose one of the plans listed."],
    ["an unknown coupon", { plan_id: PRO, coupon_id: 999999 }, 404, "This coupon code does not exist."],
  ])("should answer %s with a readable 4xx", async (_case, body, code, message) => {
    const user = await signedInUser();
    const res = await asUser(user.cookie, "/api/billing/checkout", body);
    expect(res.status).toBe(code);
    expect((await res.json<ErrorJson>()).error.message).toContain(message);
  });

  it("should refuse checkout without a session (401) and a non-JSON body (415)", async () => {
    expect((await postJson("/api/billing/checkout", { plan_id: PRO })).status).toBe(401);
    const user = await signedInUser();
    const res = await call("/api/billing/checkout", { method: "POST", headers: { Cookie: user.cookie, "Content-Type": "text/plain" }, body: "plan_id=2" });
    expect(res.status).toBe(415);
  });

  it.each([
    ["no token", { plan_id: PRO }],
    ["a short token", { verify_token: "abc", plan_id: PRO }],
    ["no plan", { verify_token: "x".repeat(40) }],
  ])("should answer verify with %s with 400", async (_case, body) => {
    const user = await signedInUser();
    const res = await asUser(user.cookie, "/api/billing/verify", body);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.code).toBe("validation_failed");
  });
});
