/** The sandbox's hosted checkout page: what it shows, its headers, and links it refuses. */
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import { createApp } from "../../app";
import { signedInUser } from "../../test/accounts";
import { PRO, SANDBOX_SECRET, insertCoupon, intentionOf, payInSandbox, startCheckout } from "../../test/billing";
import { call, type ErrorJson } from "../../test/http";
import { encodeIntention } from "../../providers/payments/sandbox";

describe("the sandbox checkout page", () => {
  it("should show the merchant, the plan, the server's amount, the card fields and the test cards, without scripts", async () => {
    const user = await signedInUser();
    const coupon = await insertCoupon({ percentOff: 20 });
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly", coupon_id: coupon.id });
    const res = await call(checkout.redirect_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self'");
    const page = await res.text();
    expect(page).toContain("Pay Amal");
    expect(page).toContain("EGP 383");
    expect(page).toContain("Amal Professional — monthly");
    for (const label of ["Card number", "Expiry", "CVC", "Name on card"]) expect(page).toContain(`>${label}</label>`);
    for (const card of [SANDBOX_CARDS.success, SANDBOX_CARDS.declined, SANDBOX_CARDS.confirm, SANDBOX_CARDS.renewalDeclined]) expect(page).toContain(card.number);
    expect(page).toContain('autocomplete="cc-number"');
    expect(page).not.toMatch(/<script/i);
  });

  it("should refuse a link it did not sign, an expired checkout, and a paid one", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const intention = await intentionOf(checkout);

    const forged = await encodeIntention("another-secret", { ...intention, amount: 100 });
    expect((await call(`/sandbox-checkout/${forged}`)).status).toBe(404);
    const cheaper = checkout.redirect_url.replace(/\/([^/.]+)\./, (_m, body: string) => `/${body.slice(0, -2)}AA.`);
    expect((await call(cheaper)).status).toBe(404);

    const expired = await encodeIntention(SANDBOX_SECRET, { ...intention, expiresAt: Date.now() - 1000 });
    const late = await call(`/sandbox-checkout/${expired}`);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain("This checkout has expired");

    await payInSandbox(checkout.redirect_url);
    const again = await call(checkout.redirect_url);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This payment is complete");
  });

  it("should cancel back to Amal with a failed payment", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const res = await call(checkout.redirect_url, { method: "POST", redirect: "manual", body: new URLSearchParams({ action: "cancel" }) });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!, "https://amal.test");
    expect(back.pathname).toBe("/verify-subscription");
    expect(back.searchParams.get("data.message")).toBe("You cancelled the payment.");
  });

  it("should answer 400 with a readable error, not a server error, to a form body it cannot read", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    for (const path of [checkout.redirect_url, `${checkout.redirect_url}/confirm`]) {
      for (const body of ["", "--other\r\nContent-Disposition: form-data; name=\"number\"\r\n\r\n4242"]) {
        const res = await call(path, { method: "POST", redirect: "manual", headers: { "Content-Type": "multipart/form-data; boundary=fuzzboundary" }, body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect((await res.json<ErrorJson>()).error.message).toBe("The payment form could not be read. Go back and enter your card again.");
      }
    }
  });

  it("should not exist when Paymob is the provider", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const res = await createApp().fetch(new Request(new URL(checkout.redirect_url, "https://amal.test")), { ...env, PAYMENT_PROVIDER: "paymob", PAYMOB_SECRET_KEY: "x", PAYMOB_PUBLIC_KEY: "x", PAYMOB_HMAC_SECRET: "x", PAYMOB_INTEGRATION_ID: "1" }, createExecutionContext());
    expect(res.status).toBe(404);
  });
});

describe("the sandbox in production", () => {
  it("should refuse to take payments (503) and hide its pages, while the subscription pages still read", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    // Production delivers mail (the outbox alone is refused there, env.ts).
    const prod = { ...env, APP_ENV: "production", DEV_TOOLS: "", MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test_key" };
    const send = (path: string, init: RequestInit = {}) => createApp().fetch(new Request(new URL(path, "https://amal.test"), init), prod, createExecutionContext());
    const start = await send("/api/billing/checkout", { method: "POST", headers: { Cookie: user.cookie, "Content-Type": "application/json" }, body: JSON.stringify({ plan_id: PRO }) });
    expect(start.status).toBe(503);
    expect((await send(checkout.redirect_url)).status).toBe(404);
    expect((await send("/api/billing/overview", { headers: { Cookie: user.cookie } })).status).toBe(200);
  });
});
