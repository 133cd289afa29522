/**
 * What the browser keeps about billing: the payment under way at the provider (so
 * /verify-subscription can finish even without URL parameters, spec §2), the spec's
 * `subscriptionStatus` flag, and the route guard's cached answer from GET /api/billing/status.
 */
import type { BillingStatus } from "./types";
import { clearSignupProgress, readStorage, STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { signedInUserId } from "../../state/session";
import { forgetAccountCreated } from "../auth/signup/progress";
import { fetchStatus } from "./api";

/** Where a payment started, which decides where "try again" leads after a failure. */
export type PaymentOrigin = "signup" | "manager" | "card" | "renew";

export interface PendingPayment {
  verify_token: string;
  plan_id: number;
  coupon_id: number | null;
  origin: PaymentOrigin;
}

export function loadPendingPayment(): PendingPayment | null {
  try {
    const p = JSON.parse(readStorage(STORAGE_KEYS.pendingPayment) ?? "null") as Partial<PendingPayment> | null;
    if (!p || typeof p.verify_token !== "string" || typeof p.plan_id !== "number") return null;
    return {
      verify_token: p.verify_token,
      plan_id: p.plan_id,
      coupon_id: typeof p.coupon_id === "number" ? p.coupon_id : null,
      origin: p.origin === "manager" || p.origin === "card" || p.origin === "renew" ? p.origin : "signup",
    };
  } catch {
    return null;
  }
}

export function savePendingPayment(payment: PendingPayment) {
  writeStorage(STORAGE_KEYS.pendingPayment, JSON.stringify(payment));
}

// ---- The failed-payment flag (spec: subscriptionStatus 'failed', set by a 403 at login) ---------

export function paymentFailedFlag(): boolean {
  return readStorage(STORAGE_KEYS.subscriptionStatus) === "failed";
}

export function setPaymentFailedFlag(failed: boolean) {
  writeStorage(STORAGE_KEYS.subscriptionStatus, failed ? "failed" : null);
}

// ---- The route guard's view of the subscription -------------------------------------------------

/** How long the guard trusts an answer before asking again (a renewal can fail meanwhile). */
const STATUS_MAX_AGE_MS = 5 * 60_000;

let cached: { userId: string | null; status: BillingStatus; at: number } | null = null;
let inflight: { userId: string | null; promise: Promise<BillingStatus> } | null = null;

/**
 * GET /api/billing/status, asked once per page session (and again after five minutes or after
 * `forgetBillingStatus`). Concurrent callers share one request. Also keeps the failed flag in
 * step with the server, so a renewal that failed since sign-in locks the portal the same way.
 */
export function billingStatus(): Promise<BillingStatus> {
  const userId = signedInUserId();
  if (cached && cached.userId === userId && Date.now() - cached.at < STATUS_MAX_AGE_MS) return Promise.resolve(cached.status);
  if (inflight && inflight.userId === userId) return inflight.promise;
  const promise = fetchStatus()
    .then((status) => {
      rememberBillingStatus(status);
      return status;
    })
    .finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
  inflight = { userId, promise };
  return promise;
}

/** Records a fresh answer (the overview and renewals carry the same access state). */
export function rememberBillingStatus(status: BillingStatus) {
  cached = { userId: signedInUserId(), status, at: Date.now() };
  if (status.access === "failed") setPaymentFailedFlag(true);
  else if (status.access === "active") setPaymentFailedFlag(false);
}

/** The next guard check asks the server again (after verify, renew, cancel, change of plan). */
export function forgetBillingStatus() {
  cached = null;
  inflight = null;
}

/**
 * A payment went through: the signup wizard's progress, the coupon, the return flag, the pending
 * payment and the failed flag all go, and the guard asks the server again.
 */
export function finishPaymentLocally() {
  clearSignupProgress();
  writeStorage(STORAGE_KEYS.pendingPayment, null);
  setPaymentFailedFlag(false);
  forgetBillingStatus();
  forgetAccountCreated();
}
