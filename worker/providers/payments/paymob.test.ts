/**
 * The Paymob adapter against the fake Paymob (worker/test/fake-paymob.ts): the documented
 * requests, the whole checkout through the worker's callback route, and MOTO renewals.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CheckoutResponse, VerifyResponse } from "../../../core/schemas/billing";
import { createApp } from "../../app";
import { readVars } from "../../env";
import { billingDepsFrom } from "../../features/billing/deps";
import { runRenewals } from "../../features/billing/renewals";
import { signedInUser } from "../../test/accounts";
import { PRO, cardsOf, makeDue, subscriptionsOf } from "../../test/billing";
import { FAKE_PAYMOB, FakePaymob, installFakePaymob, paymobVars, type SignedCallback, type TestCard } from "../../test/fake-paymob";
import { rows, uniqueIp, type ErrorJson } from "../../test/http";
import { paymobProvider } from "./paymob";

const VARS = paymobVars();
const app = createApp();
const paymobEnv = (extra: Record<string, string> = {}) => ({ ...env, ...VARS, ...extra });

function callWith(path: string, init: RequestInit = {}, extra: Record<string, string> = {}) {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", uniqueIp());
  return app.fetch(new Request(new URL(path, "https://amal.test"), { ...init, headers }), paymobEnv(extra), createExecutionContext());
}
const postAs = (cookie: string, path: string, body: unknown) =>
  callWith(path, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Paymob posting its callback to the notification_url it was given. */
function deliver(callback: SignedCallback) {
  const url = new URL(callback.url);
  expect(`${url.origin}${url.pathname}`).toBe(`${env.APP_URL}/api/billing/callback/paymob`);
  return callWith(`${url.pathname}?hmac=${callback.hmac}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: callback.body });
}

const VISA_OK: TestCard = { last4: "4242", brand: "Visa", outcome: "approved" };
const MC_DECLINED: TestCard = { last4: "0008", brand: "MasterCard", outcome: "declined" };

let fake: FakePaymob;
let restore: () => void;
beforeEach(() => {
  fake = new FakePaymob();
  restore = installFakePaymob(fake);
});
afterEach(() => restore());

async function checkout(cookie: string) {
  const res = await postAs(cookie, "/api/billing/checkout", { plan_id: PRO, period: "monthly" });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<CheckoutResponse>();
}

describe("Paymob checkout", () => {
  it("should create an intention as documented and send the browser to the unified checkout", async () => {
    const user = await signedInUser();
    const started = await checkout(user.cookie);
    const request = fake.requests.find((r) => r.path === "/v1/intention/")!;
    expect(request.headers.get("authorization")).toBe(`Token ${FAKE_PAYMOB.secretKey}`);
    expect(request.body).toMatchObject({
      amount: 47900,
      currency: "EGP",
      payment_methods: [FAKE_PAYMOB.integrationId],
      special_reference: started.order_id,
      notification_url: `${env.APP_URL}/api/billing/callback/paymob`,
      billing_data: { email: user.email, first_name: "Karim", last_name: "Hassan" },
    });
    const redirection = new URL(request.body!.redirection_url as string);
    expect(`${redirection.origin}${redirection.pathname}`).toBe(`${env.APP_URL}/verify-subscription`);
    expect(redirection.searchParams.get("verify_token")).toBe(started.verify_token);
    const redirect = new URL(started.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${FAKE_PAYMOB.apiUrl}/unifiedcheckout/`);
    expect(redirect.searchParams.get("publicKey")).toBe(FAKE_PAYMOB.publicKey);
    expect(redirect.searchParams.get("clientSecret")).toMatch(/^egy_csk_test_/);
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ status: "pending", provider_order_id: expect.any(String) });
  });

  it("should activate the subscription and save Paymob's card token from its signed callbacks", async () => {
    const user = await signedInUser();
    const started = await checkout(user.cookie);
    const { callbacks, redirect } = await fake.pay(started.redirect_url, VISA_OK);
    for (const callback of callbacks) expect((await deliver(callback)).status).toBe(200);
    expect(new URL(redirect).searchParams.get("success")).toBe("true");

    const verified = await postAs(user.cookie, "/api/billing/verify", { verify_token: started.verify_token, plan_id: PRO });
    expect(await verified.json<VerifyResponse>()).toMatchObject({ status: "approved" });
    const [card] = await cardsOf(user.id);
    expect(card).toMatchObject({ last4: "4242", is_primary: 1 });
    expect(fake.tokens.has(card!.token)).toBe(true);
  });

  it("should leave the subscription unpaid on a declined card, and reject the fake's callback re-signed with another secret", async () => {
    const user = await signedInUser();
    const started = await checkout(user.cookie);
    const { callbacks } = await fake.pay(started.redirect_url, MC_DECLINED);
    expect(callbacks).toHaveLength(1);
    expect((await deliver({ ...callbacks[0]!, hmac: "0".repeat(128) })).status).toBe(401);
    expect((await deliver(callbacks[0]!)).status).toBe(200);
    const verified = await postAs(user.cookie, "/api/billing/verify", { verify_token: started.verify_token, plan_id: PRO });
    expect(await verified.json<VerifyResponse>()).toMatchObject({ status: "failed", errors: ["Do not honour"] });
    expect(await cardsOf(user.id)).toEqual([]);
  });

  it("should refuse sandbox callbacks (signed with the public default secret) when Paymob is in use", async () => {
    const res = await callWith(`/api/billing/callback/sandbox?hmac=${"a".repeat(128)}`, { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });

  it("should answer 503 when Paymob is chosen without its keys, and 502 when Paymob refuses", async () => {
    const user = await signedInUser();
    const missing = await callWith("/api/billing/checkout", { method: "POST", headers: { Cookie: user.cookie, "Content-Type": "application/json" }, body: JSON.stringify({ plan_id: PRO }) }, { PAYMOB_SECRET_KEY: "" });
    expect(missing.status).toBe(503);
    expect((await missing.json<ErrorJson>()).error.code).toBe("payments_unavailable");

    const refused = await callWith("/api/billing/checkout", { method: "POST", headers: { Cookie: user.cookie, "Content-Type": "application/json" }, body: JSON.stringify({ plan_id: PRO }) }, { PAYMOB_SECRET_KEY: "wrong" });
    expect(refused.status).toBe(502);
    expect((await refused.json<ErrorJson>()).error.message).toBe("The payment provider refused the request. Please try again or contact support.");
    expect((await subscriptionsOf(user.id)).map((s) => s.status)).toEqual(["expired"]);
  });
});

describe("Paymob renewals (MOTO token payments)", () => {
  async function paidSubscriber(card: TestCard) {
    const user = await signedInUser();
    const started = await checkout(user.cookie);
    const { callbacks } = await fake.pay(started.redirect_url, card);
    for (const callback of callbacks) await deliver(callback);
    return user;
  }
  // The bindings are the test worker's own; the variables point payments at the fake.
  const deps = () => billingDepsFrom(env, readVars(paymobEnv()));

  it("should charge the saved token through a MOTO intention and the pay API", async () => {
    const user = await paidSubscriber(VISA_OK);
    const [sub] = await subscriptionsOf(user.id);
    await makeDue(sub!.id);
    const [outcome] = await runRenewals(deps(), { userId: user.id });
    expect(outcome).toMatchObject({ status: "approved", outcome: "renewed" });
    const moto = fake.requests.filter((r) => r.path === "/v1/intention/").at(-1)!;
    expect(moto.body).toMatchObject({ payment_methods: [FAKE_PAYMOB.motoIntegrationId], amount: 47900 });
    const pay = fake.requests.find((r) => r.path === "/api/acceptance/payments/pay")!;
    const [card] = await cardsOf(user.id);
    expect(pay.body).toMatchObject({ source: { identifier: card!.token, subtype: "TOKEN" }, payment_token: expect.any(String) });
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("approved");
  });

  it("should mark the subscription failed when the issuer declines the token", async () => {
    const user = await paidSubscriber(VISA_OK);
    const [card] = await cardsOf(user.id);
    fake.tokens.set(card!.token, { ...fake.tokens.get(card!.token)!, outcome: "declined" });
    const [sub] = await subscriptionsOf(user.id);
    await makeDue(sub!.id);
    expect((await runRenewals(deps(), { userId: user.id }))[0]).toMatchObject({ status: "declined", message: "Do not honour" });
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ status: "failed", failure_reason: "Do not honour" });
  });

  it("should keep a due subscription as it was when Paymob cannot be reached, for the next run", async () => {
    const user = await paidSubscriber(VISA_OK);
    const [sub] = await subscriptionsOf(user.id);
    await makeDue(sub!.id);
    const offline = paymobProvider({ ...FAKE_PAYMOB, apiUrl: "https://paymob.test", motoIntegrationId: FAKE_PAYMOB.motoIntegrationId, expirationSeconds: 60 }, async () => {
      throw new TypeError("network down");
    });
    const [outcome] = await runRenewals({ ...deps(), provider: offline }, { userId: user.id });
    expect(outcome).toMatchObject({ status: "error" });
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ status: "approved" });
    expect((await rows<{ renewal_locked_until: string | null }>("SELECT renewal_locked_until FROM subscriptions WHERE id = ?", sub!.id))[0]!.renewal_locked_until).toBeNull();
  });
});
