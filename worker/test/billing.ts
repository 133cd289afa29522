/**
 * Billing fixtures for worker tests: coupons, checkouts paid on the real sandbox checkout page,
 * and signed sandbox callbacks to replay or tamper with.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { BillingOverview, CheckoutResponse, VerifyResponse } from "../../core/schemas/billing";
import { SANDBOX_CARDS } from "../../core/schemas/billing";
import { decodeIntention, sandboxTransactionCallback, type SandboxIntention } from "../providers/payments/sandbox";
import { signedInUser } from "./accounts";
import { call, postJson, rows, uniqueIp } from "./http";

export const SANDBOX_SECRET = "amal-sandbox-hmac-secret";
/** The seeded Professional plan: EGP 599 a month, 20% off. */
export const PRO = 2;

export async function insertCoupon(c: { code?: string; percentOff?: number; planId?: number | null; maxUses?: number; usedCount?: number; expiresAt?: string | null } = {}) {
  const code = c.code ?? `TEST${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const row = await env.DB.prepare(
    "INSERT INTO coupons (code, percent_off, plan_id, max_uses, used_count, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id, code",
  )
    .bind(code, c.percentOff ?? 10, c.planId ?? null, c.maxUses ?? 100, c.usedCount ?? 0, c.expiresAt ?? null)
    .first<{ id: number; code: string }>();
  return row!;
}

export const couponRow = async (id: number) => (await rows<{ used_count: number; max_uses: number }>("SELECT used_count, max_uses FROM coupons WHERE id = ?", id))[0]!;

export interface SubscriptionDbRow {
  id: number;
  user_id: string;
  order_id: string;
  plan_id: number;
  status: string;
  amount: number;
  coupon_id: number | null;
  period_start: string | null;
  period_end: string | null;
  cancel_at_period_end: number;
  failure_reason: string | null;
  provider_order_id: string | null;
}
export const subscriptionsOf = (userId: string) => rows<SubscriptionDbRow>("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id", userId);
export const cardsOf = (userId: string) => rows<{ id: number; token: string; last4: string; is_primary: number }>("SELECT id, token, last4, is_primary FROM payment_methods WHERE user_id = ? ORDER BY id", userId);

/** A JSON request as the signed-in browser sends it. */
export function asUser(cookie: string, path: string, body?: unknown, method = "POST") {
  if (body === undefined) return call(path, { method, headers: { Cookie: cookie } });
  return postJson(path, body, { headers: { Cookie: cookie } });
}

export async function startCheckout(cookie: string, body: Record<string, unknown>) {
  const res = await asUser(cookie, "/api/billing/checkout", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<CheckoutResponse>();
}

export type CardNumber = string;

/** Submits the sandbox checkout's card form (as the browser posts it). */
export function submitCard(redirectUrl: string, number: CardNumber = SANDBOX_CARDS.success.number, extra: Record<string, string> = {}) {
  return call(redirectUrl, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ action: "pay", number, expiry: "12 / 34", cvc: "123", name: "Mona Adel", ...extra }),
  });
}

/** Pays a checkout with `number` on the sandbox page; returns where the browser is sent next. */
export async function payInSandbox(redirectUrl: string, number: CardNumber = SANDBOX_CARDS.success.number) {
  const res = await submitCard(redirectUrl, number);
  expect(res.status, await res.clone().text()).toBe(303);
  return new URL(res.headers.get("location")!, "https://amal.test");
}

export async function verify(cookie: string, checkout: CheckoutResponse, planId = PRO, couponId: number | null = null) {
  const res = await asUser(cookie, "/api/billing/verify", { verify_token: checkout.verify_token, plan_id: planId, coupon_id: couponId });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<VerifyResponse>();
}

export async function overviewOf(cookie: string) {
  const res = await asUser(cookie, "/api/billing/overview", undefined, "GET");
  expect(res.status).toBe(200);
  return res.json<BillingOverview>();
}

/** A signed-in user with an approved Professional subscription paid with `number`. */
export async function subscriber(number: CardNumber = SANDBOX_CARDS.success.number, planId = PRO) {
  const user = await signedInUser();
  const checkout = await startCheckout(user.cookie, { plan_id: planId, period: "monthly" });
  await payInSandbox(checkout.redirect_url, number);
  const subscription = (await subscriptionsOf(user.id)).at(-1)!;
  expect(subscription.status).toBe("approved");
  return { ...user, checkout, subscription };
}

/** The sandbox intention behind a checkout's redirect URL. */
export async function intentionOf(checkout: CheckoutResponse): Promise<SandboxIntention> {
  const intention = await decodeIntention(SANDBOX_SECRET, checkout.redirect_url.split("/").pop()!);
  if (!intention) throw new Error("not a sandbox checkout URL");
  return intention;
}

/** A transaction callback for `checkout`, signed by the sandbox exactly as its page would. */
export async function signedTransaction(checkout: CheckoutResponse, success = true) {
  return sandboxTransactionCallback(SANDBOX_SECRET, await intentionOf(checkout), {
    success,
    message: success ? "Approved" : "Your card was declined.",
    last4: "4242",
    brand: "Visa",
    threeDSecure: false,
  });
}

export function postCallback(payload: unknown, hmac: string | null, provider = "sandbox", ip = uniqueIp()) {
  const query = hmac === null ? "" : `?hmac=${hmac}`;
  return call(`/api/billing/callback/${provider}${query}`, {
    method: "POST",
    // Callbacks are rate-limited per source: each comes from an address of its own unless given one.
    headers: { "Content-Type": "application/json", "cf-connecting-ip": ip },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

/** Makes a subscription due: its period ended a minute ago. */
export async function makeDue(subscriptionId: number, ago = 60_000) {
  await env.DB.prepare("UPDATE subscriptions SET period_end = ? WHERE id = ?").bind(new Date(Date.now() - ago).toISOString(), subscriptionId).run();
}
