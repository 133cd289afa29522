/**
 * The billing API's contract: request schemas the worker validates and the browser
 * reuses, and the response shapes the worker builds. Amounts are integers in the smallest unit
 * (EGP piasters / US cents); the server computes every charged amount from D1, never from input.
 * Endpoints (all under /api/billing, signed in unless noted):
 *   POST /coupons/apply            couponApplySchema        → CouponApplyResponse
 *   POST /checkout                 checkoutSchema           → CheckoutResponse (redirect to provider)
 *   POST /verify                   verifySchema             → VerifyResponse
 *   GET  /overview                                          → BillingOverview (subscription manager)
 *   GET  /status                                            → BillingStatus (route guard)
 *   POST /subscriptions/:id/cancel                          → BillingOverview
 *   POST /change-plan              checkoutSchema           → CheckoutResponse
 *   POST /payment-methods          addCardSchema            → CheckoutResponse (card-saving checkout)
 *   POST /payment-methods/:id/primary                       → BillingOverview
 *   DELETE /payment-methods/:id                             → BillingOverview
 *   POST /renew                                             → RenewResponse (retry with the primary card)
 *   POST /callback/:provider       (public; provider-signed) → 200 "ok"
 *   GET  /payment-methods/setup/:order_id                   → CardSetupStatus (after the card checkout returns)
 */
import { z } from "zod";

export const BILLING_PERIODS = ["monthly", "quarterly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Stored statuses. The subscription manager shows approved green, cancelled red, others yellow. */
export const SUBSCRIPTION_STATUSES = ["pending", "approved", "failed", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const planId = z.coerce
  .number({ error: "Choose a plan." })
  .int({ error: "Choose a plan." })
  .positive({ error: "Choose a plan." });

export const couponCodeSchema = z
  .string({ error: "Enter a coupon code." })
  .trim()
  .min(1, { error: "Enter a coupon code." })
  .max(40, { error: "Coupon codes are at most 40 characters." })
  .transform((v) => v.toUpperCase());

export const couponApplySchema = z.object({ code: couponCodeSchema, plan_id: planId });
export type CouponApplyInput = z.input<typeof couponApplySchema>;

export const checkoutSchema = z.object({
  plan_id: planId,
  period: z.enum(BILLING_PERIODS, { error: "Choose monthly or 3 months." }).default("monthly"),
  coupon_id: z.coerce.number().int().positive().optional().nullable(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const verifySchema = z.object({
  verify_token: z.string({ error: "The payment link is incomplete." }).min(16, { error: "The payment link is incomplete." }).max(200),
  plan_id: planId,
  coupon_id: z.coerce.number().int().positive().optional().nullable(),
});
export type VerifyInput = z.input<typeof verifySchema>;

export const addCardSchema = z.object({
  make_primary: z.boolean().default(true),
  /**
   * Where the browser returns after the card checkout. Default: the renew page while a renewal
   * payment is failing, else the subscription manager. The server adds `card_setup=<order id>`.
   */
  return_to: z.enum(["subscription-manager", "renew-subscription"], { error: "Return to the subscription manager or the renew page." }).optional(),
});

export interface CouponApplyResponse {
  coupon: { id: number; code: string; percent_off: number; plan_id: number | null };
  /** "Applied for plan {plan}" */
  message: string;
  plan: { id: number; name: string };
  /** Prices after the plan's own discount and then the coupon, in EGP (whole pounds, rounded). */
  price: { monthly: number; quarterly: number };
}

export interface CheckoutResponse {
  /** Where the browser goes next: the sandbox checkout page or Paymob's unified checkout. */
  redirect_url: string;
  order_id: string;
  /** Also stored by the client so /verify-subscription can finish even without URL parameters. */
  verify_token: string;
  amount: { value: number; currency: "EGP" | "USD" };
}

export interface SubscriptionItem {
  id: number;
  order_id: string;
  plan_id: number;
  name: string;
  period: BillingPeriod;
  status: SubscriptionStatus;
  created_at: string;
  period_end: string | null;
  cancel_at_period_end: boolean;
  paymob_subscription_id: string | null;
  amount: { value: number; currency: "EGP" | "USD" };
}

export interface CardItem {
  id: number;
  /** Never the provider token itself: "•••• 4242". */
  token: string;
  last4: string;
  brand: string;
  is_primary: boolean;
}

/** "active": can use the portal; "failed": renewal failed (login answers 403); "none": never paid. */
export type AccessState = "active" | "failed" | "none";

export interface BillingStatus {
  access: AccessState;
  subscription: SubscriptionItem | null;
}

export interface BillingOverview extends BillingStatus {
  subscriptions: SubscriptionItem[];
  cards: CardItem[];
  /** The failed-payment banner shows when this is true. */
  payment_issue: boolean;
}

export interface VerifyResponse {
  status: "approved" | "pending" | "failed";
  /** When pending: "refresh page" (the client reloads after a moment). */
  message: string;
  errors: string[];
  subscription: SubscriptionItem | null;
}

/** Where a card-saving checkout stands (the browser returns with `card_setup=<order id>`). */
export interface CardSetupStatus {
  status: "pending" | "saved" | "failed";
  /** "Card •••• 4242 saved.", the decline reason, or "refresh page" while pending. */
  message: string;
  card: CardItem | null;
}

export interface RenewResponse {
  status: "approved" | "failed";
  message: string;
  overview: BillingOverview;
}

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
