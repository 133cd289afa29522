/**
 * The sandbox payment provider (the embedded default): a hosted checkout inside the app
 * (`/sandbox-checkout/:intention`, worker/features/billing/sandbox-checkout.ts) with test cards,
 * that calls back and redirects exactly as Paymob does, signed with SANDBOX_HMAC_SECRET.
 *
 * It keeps no state of its own: an intention is a signed, expiring token (like Paymob's client
 * secret), and a saved card's token names the test card it stands for, so renewals behave
 * deterministically (the "renewal declined" card pays today and fails at renewal).
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import { constantTimeEqualStrings, hmacSha256Hex, randomToken } from "../../lib/crypto";
import { checkPaymobCallback } from "./callbacks";
import { REDIRECT_HMAC_FIELDS, TOKEN_HMAC_FIELDS, TRANSACTION_HMAC_FIELDS, signCallback, hmacSha512Hex, signedQueryString } from "./hmac";
import type { ChargeResult, CheckoutCustomer, CheckoutOrder, CheckoutSession, CheckoutUrls, PaymentProvider } from "./types";

export const SANDBOX_CHECKOUT_PATH = "/sandbox-checkout";
/** The sandbox's integration id and merchant id, as they appear in its callbacks. */
const INTEGRATION_ID = 4242;
const MERCHANT_ID = 1001;

/** A checkout as the sandbox's hosted page knows it. */
export interface SandboxIntention {
  v: 1;
  id: string;
  orderId: string;
  providerOrderId: string;
  amount: number;
  currency: string;
  description: string;
  /** The plan and period paid for, so the page can describe the order in the visitor's language. */
  item?: CheckoutOrder["item"];
  purpose: CheckoutOrder["purpose"];
  returnUrl: string;
  email: string;
  /** Epoch ms after which the page refuses to pay. */
  expiresAt: number;
}

const encoder = new TextEncoder();
const digitsOf = (value: string) => value.replace(/[\s-]/g, "");
const randomDigits = (count: number) => Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join("").replace(/^0/, "1");

async function sign(secret: string, body: string) {
  return hmacSha256Hex(secret, `sandbox-intention:${body}`);
}

/** Encodes an intention as the opaque, signed id in the checkout URL. */
export async function encodeIntention(secret: string, intention: SandboxIntention): Promise<string> {
  const body = encodeBase64urlNoPadding(encoder.encode(JSON.stringify(intention)));
  return `${body}.${await sign(secret, body)}`;
}

/** The intention behind a checkout URL id, or null when it was not made by this sandbox. */
export async function decodeIntention(secret: string, token: string): Promise<SandboxIntention | null> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || token.length > 4000) return null;
  if (!constantTimeEqualStrings(await sign(secret, body), signature)) return null;
  try {
    const value = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body))) as SandboxIntention;
    return value.v === 1 ? value : null;
  } catch {
    return null;
  }
}

// ——— Test cards

export type SandboxCardBehaviour = "approved" | "declined" | "confirm" | "renewal_declined";

const TEST_CARDS: Record<string, { behaviour: SandboxCardBehaviour; message?: string }> = {
  [digitsOf(SANDBOX_CARDS.success.number)]: { behaviour: "approved" },
  [digitsOf(SANDBOX_CARDS.declined.number)]: { behaviour: "declined", message: SANDBOX_CARDS.declined.message },
  [digitsOf(SANDBOX_CARDS.confirm.number)]: { behaviour: "confirm" },
  [digitsOf(SANDBOX_CARDS.renewalDeclined.number)]: { behaviour: "renewal_declined", message: SANDBOX_CARDS.renewalDeclined.message },
};

/** Luhn checksum, as every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "MasterCard";
  if (/^3[47]/.test(digits)) return "Amex";
  return "Card";
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** What is wrong with a field of the card form; the checkout page words it in the visitor's language. */
export type CardFormError =
  | "numberMissing"
  | "numberInvalid"
  | "numberNotTest"
  | "expiryMissing"
  | "expiryFormat"
  | "expired"
  | "cvc"
  | "nameMissing"
  | "nameTooLong"
  | "challengeExpired";

export type CardCheck =
  | { ok: true; digits: string; last4: string; brand: string; behaviour: SandboxCardBehaviour; message?: string }
  | { ok: false; errors: Partial<Record<keyof CardForm, CardFormError>> };

/**
 * Validates the card form like a real checkout (format, Luhn, expiry in the future, CVC), then
 * looks the number up among the test cards. `now` decides what "expired" means.
 */
export function checkCardForm(form: CardForm, now = new Date()): CardCheck {
  const errors: Partial<Record<keyof CardForm, CardFormError>> = {};
  const digits = digitsOf(form.number);
  if (!digits) errors.number = "numberMissing";
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = "numberInvalid";
  else if (!TEST_CARDS[digits]) errors.number = "numberNotTest";

  const expiry = form.expiry.replace(/\s/g, "");
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) errors.expiry = "expiryMissing";
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = "expiryFormat";
  else {
    const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const month = Number(match[1]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = "expired";
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = "cvc";
  if (!form.name.trim()) errors.name = "nameMissing";
  else if (form.name.trim().length > 100) errors.name = "nameTooLong";

  if (Object.keys(errors).length) return { ok: false, errors };
  const card = TEST_CARDS[digits]!;
  return { ok: true, digits, last4: digits.slice(-4), brand: cardBrand(digits), behaviour: card.behaviour, message: card.message };
}

// ——— Saved-card tokens

/** A saved card's token: it names the test card (by its last four digits) it stands for. */
export function sandboxCardToken(last4: string): string {
  return `sbx_tok_${last4}_${randomToken(18)}`;
}

function behaviourOfToken(token: string): { behaviour: SandboxCardBehaviour | null; message?: string } {
  const last4 = /^sbx_tok_(\d{4})_/.exec(token)?.[1];
  const entry = Object.entries(TEST_CARDS).find(([digits]) => digits.endsWith(last4 ?? "x"));
  return entry ? { behaviour: entry[1].behaviour, message: entry[1].message } : { behaviour: null };
}

// ——— Callbacks and the redirect, shaped and signed as Paymob's

export interface SandboxPayment {
  success: boolean;
  message: string;
  last4: string;
  brand: string;
  threeDSecure: boolean;
}

/** The transaction processed callback for a payment on `intention`, with its signature. */
export async function sandboxTransactionCallback(secret: string, intention: SandboxIntention, payment: SandboxPayment, now = new Date()) {
  const createdAt = now.toISOString().replace("Z", "");
  const obj = {
    id: Number(randomDigits(9)),
    pending: false,
    amount_cents: intention.amount,
    success: payment.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: payment.threeDSecure,
    integration_id: INTEGRATION_ID,
    profile_id: MERCHANT_ID,
    has_parent_transaction: false,
    order: {
      id: Number(intention.providerOrderId),
      created_at: createdAt,
      merchant_order_id: intention.orderId,
      amount_cents: intention.amount,
      currency: intention.currency,
    },
    created_at: createdAt,
    currency: intention.currency,
    error_occured: false,
    owner: MERCHANT_ID,
    source_data: { pan: payment.last4, type: "card", sub_type: payment.brand },
    data: { message: payment.message },
  };
  return { payload: { type: "TRANSACTION", obj }, hmac: await signCallback(secret, obj, TRANSACTION_HMAC_FIELDS) };
}

/** The card token callback that saves the card used on `intention`. */
export async function sandboxTokenCallback(secret: string, intention: SandboxIntention, card: { last4: string; brand: string }, now = new Date()) {
  const obj = {
    id: Number(randomDigits(7)),
    token: sandboxCardToken(card.last4),
    masked_pan: `xxxx-xxxx-xxxx-${card.last4}`,
    merchant_id: MERCHANT_ID,
    card_subtype: card.brand,
    created_at: now.toISOString().replace("Z", ""),
    email: intention.email,
    order_id: intention.providerOrderId,
    user_added: false,
  };
  return { payload: { type: "TOKEN", obj }, hmac: await signCallback(secret, obj, TOKEN_HMAC_FIELDS) };
}

/**
 * Where the browser goes after paying: the intention's return URL plus Paymob's transaction
 * response parameters (flat keys, with their own `hmac`).
 */
export async function sandboxRedirect(secret: string, intention: SandboxIntention, obj: Record<string, unknown>): Promise<string> {
  const order = obj.order as { id: number };
  const source = obj.source_data as { pan: string; type: string; sub_type: string };
  const params = new URLSearchParams();
  const flat: Record<string, unknown> = {
    id: obj.id,
    pending: obj.pending,
    amount_cents: obj.amount_cents,
    success: obj.success,
    is_auth: obj.is_auth,
    is_capture: obj.is_capture,
    is_standalone_payment: obj.is_standalone_payment,
    is_voided: obj.is_voided,
    is_refunded: obj.is_refunded,
    is_3d_secure: obj.is_3d_secure,
    integration_id: obj.integration_id,
    profile_id: obj.profile_id,
    has_parent_transaction: obj.has_parent_transaction,
    order: order.id,
    created_at: obj.created_at,
    currency: obj.currency,
    error_occured: obj.error_occured,
    owner: obj.owner,
    merchant_order_id: intention.orderId,
    "source_data.pan": source.pan,
    "source_data.type": source.type,
    "source_data.sub_type": source.sub_type,
    "data.message": (obj.data as { message: string }).message,
  };
  for (const [key, value] of Object.entries(flat)) params.set(key, typeof value === "boolean" ? String(value) : String(value ?? ""));
  params.set("hmac", await hmacSha512Hex(secret, signedQueryString(params, REDIRECT_HMAC_FIELDS)));
  const url = new URL(intention.returnUrl, "https://sandbox.invalid");
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.origin === "https://sandbox.invalid" ? `${url.pathname}${url.search}` : url.toString();
}

/** How long a sandbox checkout stays payable. */
export interface SandboxConfig {
  hmacSecret: string;
  expirationSeconds: number;
}

export function sandboxProvider(config: SandboxConfig): PaymentProvider {
  return {
    name: "sandbox",

    async createCheckout(order: CheckoutOrder, customer: CheckoutCustomer, urls: CheckoutUrls): Promise<CheckoutSession> {
      const intention: SandboxIntention = {
        v: 1,
        id: `sbx_pi_${randomToken(12)}`,
        orderId: order.orderId,
        providerOrderId: randomDigits(9),
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        item: order.item,
        purpose: order.purpose,
        returnUrl: urls.returnUrl,
        email: customer.email,
        expiresAt: Date.now() + config.expirationSeconds * 1000,
      };
      return {
        redirectUrl: `${SANDBOX_CHECKOUT_PATH}/${await encodeIntention(config.hmacSecret, intention)}`,
        intentionId: intention.id,
        providerOrderId: intention.providerOrderId,
      };
    },

    verifyCallback(payload, hmac) {
      return checkPaymobCallback(config.hmacSecret, payload, hmac);
    },

    async chargeSavedCard(token: string): Promise<ChargeResult> {
      const { behaviour, message } = behaviourOfToken(token);
      const transactionId = randomDigits(9);
      const providerOrderId = randomDigits(9);
      if (behaviour === "approved" || behaviour === "confirm") return { status: "approved", transactionId, providerOrderId, message: null };
      return { status: "declined", transactionId, providerOrderId, message: message ?? "This card can't be charged. Please add another card." };
    },
  };
}
