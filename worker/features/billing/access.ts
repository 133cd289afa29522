/**
 * Billing access in the API: the rules themselves live in worker/db/subscriptions.ts (the
 * CoachRoom checks them too); here, the status the API shows and the subscriber-only guard.
 */
import { createMiddleware } from "hono/factory";
import type { BillingStatus } from "../../../core/schemas/billing";
import { billingAccess, type Access } from "../../db/subscriptions";
import type { SignedInEnv } from "../../env";
import { signIn } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { subscriptionItem } from "./views";

export { RENEWAL_GRACE_MS, accessOf, billingAccess, isActive, type Access } from "../../db/subscriptions";

export const PAYMENT_FAILED_MESSAGE = "Your subscription payment failed. Update your payment method to keep using Amal.";

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
