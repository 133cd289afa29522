/**
 * The payment provider interface (ADR 007). Two adapters: Paymob (production) and the embedded
 * sandbox checkout (the default), which behaves like Paymob down to its signed callbacks.
 * Amounts are integers in the smallest unit (piasters / cents).
 */
import type { BillingPeriod } from "../../../core/pricing/price";

export type PaymentProviderName = "sandbox" | "paymob";
export type ChargeCurrency = "EGP" | "USD";

/** What we ask the customer to pay, as our own order. */
export interface CheckoutOrder {
  /** Our merchant order id (Paymob's `special_reference`, echoed as `merchant_order_id`). */
  orderId: string;
  amount: number;
  currency: ChargeCurrency;
  /** "Amal Professional — monthly" or "Save a card". */
  description: string;
  /** A subscription's plan name and period, for a hosted page that describes the order in its visitor's language. */
  item?: { plan: string; period: BillingPeriod };
  /** A subscription payment, or a card-saving checkout (verification, no subscription). */
  purpose: "subscription" | "card_setup";
}

export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  country: string;
}

export interface CheckoutUrls {
  /** Where the provider sends the browser afterwards (Paymob's `redirection_url`). */
  returnUrl: string;
  /** Where the provider posts its signed callbacks (Paymob's `notification_url`). */
  callbackUrl: string;
}

export interface CheckoutSession {
  /** The hosted checkout page to send the browser to. */
  redirectUrl: string;
  /** The provider's id for this payment intention. */
  intentionId: string;
  /** The provider's order id: callbacks (transaction and card token) name it. */
  providerOrderId: string;
}

/** A transaction callback, verified and parsed. */
export interface ProviderTransaction {
  type: "TRANSACTION";
  transactionId: string;
  providerOrderId: string;
  /** Our order id as the provider echoes it (null when absent). */
  merchantOrderId: string | null;
  success: boolean;
  pending: boolean;
  amount: number;
  currency: string;
  /** The provider's message for the customer ("Your card was declined."). */
  message: string | null;
  card: { last4: string; brand: string } | null;
}

/** A saved-card (TOKEN) callback, verified and parsed. */
export interface ProviderCardToken {
  type: "TOKEN";
  token: string;
  last4: string;
  brand: string;
  providerOrderId: string;
  email: string | null;
}

export type ProviderEvent = ProviderTransaction | ProviderCardToken;

/** The outcome of checking a callback's signature. `kind`/ids are best-effort, for the log. */
export type CallbackCheck =
  | { ok: true; event: ProviderEvent }
  | { ok: false; reason: string; kind: string; transactionId: string | null; merchantOrderId: string | null };

/** The outcome of charging a saved card (renewals; no customer present). */
export interface ChargeResult {
  status: "approved" | "declined" | "pending";
  transactionId: string | null;
  providerOrderId: string | null;
  message: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a hosted checkout for `order`: card entry, 3-D Secure, and saving the card. */
  createCheckout(order: CheckoutOrder, customer: CheckoutCustomer, urls: CheckoutUrls): Promise<CheckoutSession>;
  /** Checks a callback's HMAC (query `hmac`) and parses it; anything else is a rejection. */
  verifyCallback(payload: unknown, hmac: string | null): Promise<CallbackCheck>;
  /** Charges a saved card token without the customer (merchant-initiated, for renewals). */
  chargeSavedCard(token: string, order: CheckoutOrder, customer: CheckoutCustomer, callbackUrl: string): Promise<ChargeResult>;
}

/** A provider call that failed for reasons outside the customer's control (network, config). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
