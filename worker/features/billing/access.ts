/**
 * Who may use the portal. Active: an approved subscription whose period has not ended (with a
 * short grace while its renewal is being charged), or a cancelled one whose paid period is still
 * running. Failed: no active subscription and the latest paid one failed its renewal — login then
 * answers 403 and only the subscription pages open. None: never paid (or it all ran out).
 */
import { createMiddleware } from "hono/factory";
import type { AccessState, BillingStatus } from "../../../core/schemas/billing";
import type { Db } from "../../db/client";
import type { SignedInEnv } from "../../env";
import { signIn } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { paidSubscriptions, subscriptionItem, type SubscriptionWithPlan } from "./views";

/**
 * An auto-renewing subscription stays usable this long past its period end: the hourly renewal
 * run charges it in that window, and a failure then marks it failed at once.
 */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export const PAYMENT_FAILED_MESSAGE = "Your subscription payment failed. Update your payment method to keep using Amal.";

export interface Access {
  access: AccessState;
  /** The subscription that decides `access`: the active one, else the failed one. */
  subscription: SubscriptionWithPlan | null;
  /** Every paid subscription, newest first (the overview lists them). */
  paid: SubscriptionWithPlan[];
}

export function isActive(row: SubscriptionWithPlan, now: Date): boolean {
  if (!row.periodEnd) return false;
  const end = Date.parse(row.periodEnd);
  if (row.status === "approved") return end + (row.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_MS) > now.getTime();
  if (row.status === "cancelled") return end > now.getTime();
  return false;
}

/** Access from the user's paid subscriptions (newest first). Pure, for the rules above. */
export function accessOf(paid: SubscriptionWithPlan[], now: Date): Omit<Access, "paid"> {
  const active = paid.find((row) => isActive(row, now));
  if (active) return { access: "active", subscription: active };
  const latest = paid[0];
  if (latest?.status === "failed") return { access: "failed", subscription: latest };
  return { access: "none", subscription: null };
}

/** One D1 query: the user's paid subscriptions and what they allow. */
export async function billingAccess(db: Db, userId: string, now = new Date()): Promise<Access> {
  const paid = await paidSubscriptions(db, userId);
  return { ...accessOf(paid, now), paid };
}

export function billingStatus(access: Access): BillingStatus {
  return { access: access.access, subscription: access.subscription ? subscriptionItem(access.subscription) : null };
}

/**
 * Guard for subscriber-only API routes (the coach), `signedIn` included: signed in (401
 * otherwise) and an active subscription, else 403 `subscription_failed` (the renewal failed:
 * update the card) or 403 `subscription_required` (never paid, or it ended).
 */
export const requireActiveSubscription = createMiddleware<SignedInEnv>(async function requireActiveSubscription(c, next) {
  const user = await signIn(c);
  const { access } = await billingAccess(c.var.db, user.id);
  if (access === "failed") throw new AppError(403, "subscription_failed", PAYMENT_FAILED_MESSAGE);
  if (access === "none") throw new AppError(403, "subscription_required", "Choose a plan to use this part of Amal.");
  await next();
});
