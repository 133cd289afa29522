/**
 * The billing API as the browser calls it (contract: core/schemas/billing.ts). Plain fetch with
 * `readJson`, so every refusal arrives as an `ApiError` carrying the server's message (the coupon
 * messages, "Your card was declined." …) and a dropped connection reads as one clear sentence.
 */
import { ApiError, readJson } from "../../api-errors";
import type { z } from "zod";
import type {
  addCardSchema,
  BillingOverview,
  BillingStatus,
  CardSetupStatus,
  CheckoutInput,
  CheckoutResponse,
  CouponApplyInput,
  CouponApplyResponse,
  RenewResponse,
  VerifyInput,
  VerifyResponse,
} from "../../../core/schemas/billing";

export { ApiError };

/** When the network itself fails (offline, server down). */
export const NETWORK_MESSAGE = "We couldn't reach Amal. Check your connection and try again.";

const BASE = "/api/billing";

type AddCardInput = z.input<typeof addCardSchema>;

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, { credentials: "same-origin", ...init });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  return readJson<T>(res);
}

const post = <T>(path: string, body?: unknown, signal?: AbortSignal) =>
  call<T>(path, {
    method: "POST",
    signal,
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });

/** Checks a discount code for a plan: the discounted prices and "Applied for plan {plan}". */
export const applyCoupon = (input: CouponApplyInput) => post<CouponApplyResponse>("/coupons/apply", input);

/** Starts a first payment: where to send the browser (the provider's checkout) and the verify token. */
export const startCheckout = (input: CheckoutInput) => post<CheckoutResponse>("/checkout", input);

/** Starts a payment for another plan (from the subscription manager). */
export const startPlanChange = (input: CheckoutInput) => post<CheckoutResponse>("/change-plan", input);

/**
 * Starts a card-saving checkout (Add card / Update Payment Method). The provider sends the browser
 * back to `returnTo` with `?card_setup=<order id>`.
 */
export const startCardCheckout = (returnTo: "subscription-manager" | "renew-subscription", makePrimary = true) =>
  post<CheckoutResponse>("/payment-methods", { make_primary: makePrimary, return_to: returnTo } satisfies AddCardInput);

/** Finishes a payment after the provider sent the browser back. */
export const verifyPayment = (input: VerifyInput, signal?: AbortSignal) => post<VerifyResponse>("/verify", input, signal);

/** Everything the subscription manager shows. */
export const fetchOverview = (signal?: AbortSignal) => call<BillingOverview>("/overview", { signal });

/** Whether the portal is open to this user (the route guard's question). */
export const fetchStatus = (signal?: AbortSignal) => call<BillingStatus>("/status", { signal });

/** Where a card-saving checkout stands, once the provider sent the browser back with `card_setup`. */
export const fetchCardSetup = (orderId: string, signal?: AbortSignal) =>
  call<CardSetupStatus>(`/payment-methods/setup/${encodeURIComponent(orderId)}`, { signal });

export const cancelSubscription = (id: number) => post<BillingOverview>(`/subscriptions/${id}/cancel`);

export const makeCardPrimary = (id: number) => post<BillingOverview>(`/payment-methods/${id}/primary`);

export const removeCard = (id: number) => call<BillingOverview>(`/payment-methods/${id}`, { method: "DELETE" });

/** Charges the primary card again for a failed renewal. */
export const retryRenewal = () => post<RenewResponse>("/renew");

/** A readable sentence for any failure (the server's words when it gave some). */
export function messageOf(err: unknown, fallback = "Something went wrong. Please try again."): string {
  return err instanceof ApiError ? err.message : err instanceof Error && err.message ? err.message : fallback;
}
