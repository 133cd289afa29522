/**
 * Billing's fixed values without zod, for the browser bundle: the billing periods and stored
 * statuses, the coupon and verify messages the API answers with, and the sandbox's test cards.
 * The worker's request schemas (billing.ts) build on these and re-export them.
 */

export const BILLING_PERIODS = ["monthly", "quarterly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Stored statuses. The subscription manager shows approved green, cancelled red, others yellow. */
export const SUBSCRIPTION_STATUSES = ["pending", "approved", "failed", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Messages the coupon endpoint answers with (each its own 4xx). */
export const COUPON_MESSAGES = {
  notFound: "This coupon code does not exist.",
  expired: "This coupon code has expired.",
  exhausted: "This coupon code has been fully used.",
  wrongPlan: (plan: string) => `This coupon code is not valid for the ${plan} plan.`,
  applied: (plan: string) => `Applied for plan ${plan}`,
} as const;

export const VERIFY_ERROR_SENTENCE =
  "We encountered an error while processing your subscription. Please try again or contact support.";

/**
 * The sandbox checkout's test cards (any future expiry, any CVC). The sandbox behaves like
 * Paymob's hosted checkout: it redirects back to /verify-subscription and posts a signed callback.
 */
export const SANDBOX_CARDS = {
  success: { number: "4242 4242 4242 4242", outcome: "approved" },
  declined: { number: "4000 0000 0000 0002", outcome: "declined", message: "Your card was declined." },
  /** Asks for a one-time code on an extra page (use 123456) before it succeeds. */
  confirm: { number: "4000 0027 6000 3184", outcome: "approved after confirmation", otp: "123456" },
  /** Pays today and is saved, but every renewal charge on it is declined (to test a failed renewal). */
  renewalDeclined: { number: "4000 0000 0000 0341", outcome: "approved, then declined at renewal", message: "Your card was declined." },
} as const;
