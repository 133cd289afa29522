/**
 * The billing API as the browser calls it (docs/api/billing.md), through the typed client, so
 * every refusal arrives as an `ApiError` carrying the server's message (the coupon messages,
 * "Your card was declined." …) and a dropped connection reads as one clear sentence.
 */
import type { InferRequestType } from "hono/client";
import type { CheckoutInput, CouponApplyInput, VerifyInput } from "../../../core/schemas/billing";
import { api, ApiError, read } from "../../api";

export { ApiError };

const billing = api.billing;
const cards = billing["payment-methods"];
const signalled = (signal?: AbortSignal) => ({ init: { signal } });

/** Checks a discount code for a plan: the discounted prices and "Applied for plan {plan}". */
export const applyCoupon = (input: CouponApplyInput) => read(billing.coupons.apply.$post({ json: input }));

/** Starts a first payment: where to send the browser (the provider's checkout) and the verify token. */
export const startCheckout = (input: CheckoutInput) => read(billing.checkout.$post({ json: input }));

/** Starts a payment for another plan (from the subscription manager). */
export const startPlanChange = (input: CheckoutInput) => read(billing["change-plan"].$post({ json: input }));

type AddCardInput = InferRequestType<typeof cards.$post>["json"];

/**
 * Starts a card-saving checkout (Add card / Update Payment Method). The provider sends the browser
 * back to `returnTo` with `?card_setup=<order id>`.
 */
export const startCardCheckout = (returnTo: NonNullable<AddCardInput["return_to"]>, makePrimary = true) =>
  read(cards.$post({ json: { make_primary: makePrimary, return_to: returnTo } }));

/** Finishes a payment after the provider sent the browser back. */
export const verifyPayment = (input: VerifyInput, signal?: AbortSignal) => read(billing.verify.$post({ json: input }, signalled(signal)));

/** Everything the subscription manager shows. */
export const fetchOverview = (signal?: AbortSignal) => read(billing.overview.$get(undefined, signalled(signal)));

/** Whether the portal is open to this user (the route guard's question). */
export const fetchStatus = (signal?: AbortSignal) => read(billing.status.$get(undefined, signalled(signal)));

/** Where a card-saving checkout stands, once the provider sent the browser back with `card_setup`. */
export const fetchCardSetup = (orderId: string, signal?: AbortSignal) =>
  read(cards.setup[":order_id"].$get({ param: { order_id: encodeURIComponent(orderId) } }, signalled(signal)));

export const cancelSubscription = (id: number) => read(billing.subscriptions[":id"].cancel.$post({ param: { id: String(id) } }));

export const makeCardPrimary = (id: number) => read(cards[":id"].primary.$post({ param: { id: String(id) } }));

export const removeCard = (id: number) => read(cards[":id"].$delete({ param: { id: String(id) } }));

/** Charges the primary card again for a failed renewal. */
export const retryRenewal = () => read(billing.renew.$post());

/** A readable sentence for any failure (the server's words when it gave some). */
export function messageOf(err: unknown, fallback = "Something went wrong. Please try again."): string {
  return err instanceof ApiError ? err.message : err instanceof Error && err.message ? err.message : fallback;
}
