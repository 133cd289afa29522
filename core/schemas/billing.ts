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
import { jsonId } from "./ids";
import { BILLING_PERIODS, type BillingPeriod, type SubscriptionStatus } from "./billing-rules";

/** The fixed values live in the zod-free billing-rules.ts (browser pages import them from there). */
export {
  BILLING_PERIODS,
  COUPON_MESSAGES,
  SANDBOX_CARDS,
  SUBSCRIPTION_STATUSES,
  VERIFY_ERROR_SENTENCE,
  type BillingPeriod,
  type SubscriptionStatus,
} from "./billing-rules";

const planId = jsonId("Choose a plan.");
const couponId = jsonId("The coupon id must be a positive whole number.").nullish();

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
  coupon_id: couponId,
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const verifySchema = z.object({
  verify_token: z.string({ error: "The payment link is incomplete." }).min(16, { error: "The payment link is incomplete." }).max(200),
  plan_id: planId,
  coupon_id: couponId,
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

