/**
 * Starting a payment (first subscription or a plan change) and finishing it on
 * /verify-subscription. The amount is computed here from D1; extra fields in the request
 * (an "amount", a "price") are dropped by the schema and never read.
 */
import { and, eq } from "drizzle-orm";
import type { BillingPeriod } from "../../../core/pricing/price";
import { VERIFY_ERROR_SENTENCE, type CheckoutResponse, type VerifyResponse } from "../../../core/schemas/billing";
import { plans, subscriptions } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import { CHECKOUT_TTL_SECONDS, PaymentProviderError, type CheckoutCustomer, type CheckoutSession } from "../../providers/payments";
import { billingAccess, isActive } from "./access";
import { checkCoupon, couponById, couponErrors, holdSince } from "./coupons";
import type { BillingDeps } from "./deps";
import { activePlan, chargeAmount, egpToUsd, priceEgp } from "./pricing";
import { subscriptionItem } from "./views";

export interface CheckoutRequest {
  plan_id: number;
  period: BillingPeriod;
  coupon_id?: number | null;
}

/** Our order ids: unique, unguessable, and readable in the provider's dashboard. */
export function newOrderId(kind: "sub" | "card" | "ren"): string {
  return `amal-${kind}-${randomToken(12)}`;
}

export function customerOf(user: UserRow): CheckoutCustomer {
  const [first, ...rest] = user.fullname.trim().split(/\s+/);
  return {
    firstName: first || "Amal",
    lastName: rest.join(" ") || "Customer",
    email: user.email,
    phone: user.phoneNumber,
    city: user.city,
    country: user.country,
  };
}

export const providerFailed = (error: PaymentProviderError) => {
  console.error(JSON.stringify({ level: "error", msg: "payment provider failed", detail: error.detail ?? error.message }));
  return new AppError(502, "payment_provider_error", error.message);
};

/**
 * POST /checkout and /change-plan: a pending subscription (holding the coupon's use atomically),
 * then the provider's hosted checkout for it. `mode: "subscribe"` refuses a user who already has
 * an active subscription (they change plans instead); `"change"` refuses the plan they are on.
 */
export async function startCheckout(deps: BillingDeps, user: UserRow, input: CheckoutRequest, mode: "subscribe" | "change"): Promise<CheckoutResponse> {
  const now = deps.now();
  const [plan, rate, access] = await Promise.all([activePlan(deps.db, input.plan_id), egpToUsd(deps.db), billingAccess(deps.db, user.id, now)]);
  const current = access.access === "active" ? access.subscription : null;
  if (mode === "subscribe" && current) {
    throw new AppError(409, "already_subscribed", "You already have an active subscription. Use Change Plan in the subscription manager to switch plans.");
  }
  if (mode === "change" && current && current.status === "approved" && current.planId === plan.id && current.period === input.period) {
    throw new AppError(409, "same_plan", `You are already on the ${plan.name} plan, billed ${input.period === "monthly" ? "monthly" : "every 3 months"}.`);
  }

  const coupon = input.coupon_id ? await checkCoupon(deps.db, await couponById(deps.db, input.coupon_id), plan, user.id, now) : null;
  const currency = deps.vars.PAYMENT_CURRENCY;
  const amountEgp = priceEgp(plan, input.period, coupon?.percentOff ?? 0);
  const amount = chargeAmount(amountEgp, currency, rate);
  if (amount < 100) throw new AppError(422, "amount_too_small", "This plan can't be paid online at this price. Please contact support.");

  const verifyToken = randomToken(32);
  const orderId = newOrderId("sub");
  const stamp = now.toISOString();
  const [, inserted] = await deps.d1.batch([
    // An earlier unpaid checkout of this user is superseded (and its coupon hold released).
    deps.d1.prepare("UPDATE subscriptions SET status = 'expired', updated_at = ? WHERE user_id = ? AND status = 'pending'").bind(stamp, user.id),
    // The coupon's capacity is checked and taken in this one statement: with one use left, of
    // any number of simultaneous checkouts exactly one row is inserted.
    deps.d1
      .prepare(
        `INSERT INTO subscriptions (user_id, order_id, plan_id, period, status, coupon_id, amount, currency, provider, verify_token_hash, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, 'pending', ?5, ?6, ?7, ?8, ?9, ?10, ?10
         WHERE ?5 IS NULL OR EXISTS (
           SELECT 1 FROM coupons c WHERE c.id = ?5 AND c.active = 1 AND (c.expires_at IS NULL OR c.expires_at > ?10)
             AND c.used_count + (SELECT count(*) FROM subscriptions h WHERE h.coupon_id = c.id AND h.status = 'pending' AND h.created_at > ?11) < c.max_uses)`,
      )
      .bind(user.id, orderId, plan.id, input.period, coupon?.id ?? null, amount, currency, deps.provider.name, await sha256Hex(verifyToken), stamp, holdSince(now)),
  ]);
  if (!inserted!.meta.changes) throw couponErrors.exhausted();

  const returnUrl = new URL(`${deps.siteUrl || "https://site.invalid"}/verify-subscription`);
  returnUrl.searchParams.set("verify_token", verifyToken);
  returnUrl.searchParams.set("plan_id", String(plan.id));
  if (coupon) returnUrl.searchParams.set("coupon_id", String(coupon.id));
  const relative = (url: URL) => (deps.siteUrl ? url.toString() : `${url.pathname}${url.search}`);

  const periodLabel = input.period === "monthly" ? "monthly" : "3 months";
  let session: CheckoutSession;
  try {
    session = await deps.provider.createCheckout(
      { orderId, amount, currency, description: `Amal ${plan.name} — ${periodLabel}`, item: { plan: plan.name, period: input.period }, purpose: "subscription" },
      customerOf(user),
      { returnUrl: relative(returnUrl), callbackUrl: `${deps.siteUrl}/api/billing/callback/${deps.provider.name}` },
    );
  } catch (error) {
    await deps.db.update(subscriptions).set({ status: "expired", failureReason: "checkout could not be opened", updatedAt: stamp }).where(eq(subscriptions.orderId, orderId));
    if (error instanceof PaymentProviderError) throw providerFailed(error);
    throw error;
  }
  await deps.db
    .update(subscriptions)
    .set({ providerIntentionId: session.intentionId, providerOrderId: session.providerOrderId })
    .where(eq(subscriptions.orderId, orderId));
  return { redirect_url: session.redirectUrl, order_id: orderId, verify_token: verifyToken, amount: { value: amount, currency } };
}

const verifyFailed = (errors: string[]): VerifyResponse => ({ status: "failed", message: VERIFY_ERROR_SENTENCE, errors, subscription: null });

/**
 * POST /verify: where the payment behind `verify_token` stands. The token, the plan and the
 * coupon must all match what the server stored for this user's checkout.
 */
export async function verifyPayment(deps: BillingDeps, user: UserRow, input: { verify_token: string; plan_id: number; coupon_id?: number | null }): Promise<VerifyResponse> {
  const found = await deps.db
    .select({ s: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.verifyTokenHash, await sha256Hex(input.verify_token)), eq(subscriptions.userId, user.id)))
    .get();
  if (!found) throw new AppError(404, "payment_not_found", "We couldn't find this payment. If you were charged, please contact support.");
  const row = { ...found.s, planName: found.planName };
  if (row.planId !== input.plan_id) throw new AppError(400, "plan_mismatch", "This payment link is for a different plan. Please start the payment again.");
  if ((row.couponId ?? null) !== (input.coupon_id ?? null)) throw new AppError(400, "coupon_mismatch", "This payment link doesn't match the coupon you applied. Please start the payment again.");

  if (row.periodStart) {
    const now = deps.now();
    const message = isActive(row, now) ? "Subscription Successful!" : "This payment went through earlier.";
    return { status: "approved", message, errors: [], subscription: subscriptionItem(row) };
  }
  if (row.status === "failed") return { ...verifyFailed([row.failureReason ?? "Your payment was not completed."]), subscription: subscriptionItem(row) };
  if (row.status === "expired") return verifyFailed(["This checkout was replaced by a newer one or expired before it was paid. Please start again."]);
  const age = deps.now().getTime() - Date.parse(row.createdAt);
  if (age > CHECKOUT_TTL_SECONDS * 1000 + 60_000) return verifyFailed(["This checkout expired before it was paid. Please start again."]);
  return { status: "pending", message: "refresh page", errors: [], subscription: subscriptionItem(row) };
}
