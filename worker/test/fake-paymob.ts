/**
 * A fake Paymob for the payment tests, answering at its own API URL inside the test isolate
 * (installed as a `fetch` spy, like ./fake-oidc.ts). It implements what Amal uses, as
 * developers.paymob.com documents it, and is strict about it:
 * - `POST /v1/intention/` (`Authorization: Token <secret key>`): known integration ids only,
 *   integer amounts, a unique `special_reference`, the callback and redirect URLs; answers the
 *   intention id, `client_secret`, `intention_order_id` and one payment key per integration;
 * - the Unified Checkout (`/unifiedcheckout/?publicKey=…&clientSecret=…`), driven by the test
 *   as a customer would (`pay()`): it answers the transaction processed callback, the card token
 *   callback and the browser redirect, each signed with HMAC-SHA512 over Paymob's documented
 *   fields (implemented here on its own, not borrowed from the code under test);
 * - `POST /api/acceptance/payments/pay` with a saved card token and a MOTO payment key.
 */
import { vi } from "vitest";

export interface FakePaymobConfig {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationId: number;
  motoIntegrationId: number;
}

export const FAKE_PAYMOB: FakePaymobConfig = {
  apiUrl: "https://paymob.test",
  secretKey: "egy_sk_test_fake_secret",
  publicKey: "egy_pk_test_fake_public",
  hmacSecret: "FAKE_PAYMOB_HMAC_SECRET",
  integrationId: 4550101,
  motoIntegrationId: 4550202,
};

/** The vars that point the worker at this fake. */
export function paymobVars(config: FakePaymobConfig = FAKE_PAYMOB): Record<string, string> {
  return {
    PAYMENT_PROVIDER: "paymob",
    PAYMOB_API_URL: config.apiUrl,
    PAYMOB_SECRET_KEY: config.secretKey,
    PAYMOB_PUBLIC_KEY: config.publicKey,
    PAYMOB_HMAC_SECRET: config.hmacSecret,
    PAYMOB_INTEGRATION_ID: String(config.integrationId),
    PAYMOB_MOTO_INTEGRATION_ID: String(config.motoIntegrationId),
  };
}

interface Intention {
  id: string;
  clientSecret: string;
  orderId: number;
  amount: number;
  currency: string;
  integrationIds: number[];
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
  email: string;
  paymentKeys: { integration: number; key: string }[];
  paid: boolean;
}

export interface TestCard {
  last4: string;
  brand: "Visa" | "MasterCard";
  /** What the issuer answers (for saved tokens: at every later charge too). */
  outcome: "approved" | "declined";
}

export interface SignedCallback {
  url: string;
  body: string;
  hmac: string;
}

const TRANSACTION_FIELDS = [
  "amount_cents", "created_at", "currency", "error_occured", "has_parent_transaction", "id", "integration_id", "is_3d_secure", "is_auth",
  "is_capture", "is_refunded", "is_standalone_payment", "is_voided", "order.id", "owner", "pending", "source_data.pan", "source_data.sub_type",
  "source_data.type", "success",
];
const TOKEN_FIELDS = ["card_subtype", "created_at", "email", "id", "masked_pan", "merchant_id", "order_id", "token"];

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
const randomHex = (n: number) => hex(crypto.getRandomValues(new Uint8Array(n)).buffer as ArrayBuffer);
let nextId = 700_000_000;

export class FakePaymob {
  readonly intentions = new Map<string, Intention>();
  readonly tokens = new Map<string, TestCard>();
  readonly usedReferences = new Set<string>();
  readonly usedPaymentKeys = new Set<string>();
  /** Every request the worker made, with its parsed JSON body. */
  readonly requests: { method: string; path: string; headers: Headers; body: Record<string, unknown> | null }[] = [];

  constructor(readonly config: FakePaymobConfig = FAKE_PAYMOB) {}

  owns(url: string) {
    return url.startsWith(`${this.config.apiUrl}/`);
  }

  async sign(message: string) {
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(this.config.hmacSecret), { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
    return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  }

  /** The documented concatenation: values in field order, booleans as true/false, no separators. */
  static concatenate(obj: Record<string, unknown>, fields: string[]) {
    return fields
      .map((path) => {
        const value = path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), obj);
        return value === undefined || value === null ? "" : String(value);
      })
      .join("");
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = request.method === "POST" ? ((await request.json().catch(() => null)) as Record<string, unknown> | null) : null;
    this.requests.push({ method: request.method, path: url.pathname, headers: request.headers, body });
    if (request.method === "POST" && url.pathname === "/v1/intention/") return this.createIntention(request, body);
    if (request.method === "POST" && url.pathname === "/api/acceptance/payments/pay") return this.payWithToken(body);
    return Response.json({ detail: "Not found." }, { status: 404 });
  }

  private createIntention(request: Request, body: Record<string, unknown> | null): Response {
    if (request.headers.get("authorization") !== `Token ${this.config.secretKey}`) return Response.json({ detail: "Invalid token." }, { status: 401 });
    if (!body) return Response.json({ detail: "JSON parse error" }, { status: 400 });
    const methods = body.payment_methods as unknown[];
    const known = [this.config.integrationId, this.config.motoIntegrationId];
    if (!Array.isArray(methods) || !methods.length || !methods.every((m) => known.includes(Number(m)))) {
      return Response.json({ detail: "Integration ID/Name does not exist in our system ." }, { status: 404 });
    }
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0) return Response.json({ amount: ["Ensure this value is greater than 0."] }, { status: 400 });
    if (!["EGP", "USD"].includes(String(body.currency))) return Response.json({ currency: ["Unsupported currency."] }, { status: 400 });
    const items = body.items as { amount: number }[];
    if (!Array.isArray(items) || items.reduce((sum, i) => sum + i.amount, 0) !== body.amount) return Response.json({ detail: "Items total must equal the amount." }, { status: 400 });
    const reference = String(body.special_reference ?? "");
    if (!reference || this.usedReferences.has(reference)) return Response.json({ special_reference: ["special reference already exists."] }, { status: 400 });
    for (const field of ["notification_url", "redirection_url"]) {
      if (typeof body[field] !== "string" || !/^https?:\/\//.test(body[field] as string)) return Response.json({ [field]: ["Enter a valid URL."] }, { status: 400 });
    }
    const billing = body.billing_data as Record<string, string> | undefined;
    if (!billing?.first_name || !billing.last_name || !billing.email || !billing.phone_number) return Response.json({ billing_data: ["Missing billing fields."] }, { status: 400 });
    this.usedReferences.add(reference);
    const intention: Intention = {
      id: `pi_test_${randomHex(16)}`,
      clientSecret: `egy_csk_test_${randomHex(16)}`,
      orderId: nextId++,
      amount: body.amount as number,
      currency: String(body.currency),
      integrationIds: methods.map(Number),
      specialReference: reference,
      notificationUrl: body.notification_url as string,
      redirectionUrl: body.redirection_url as string,
      email: billing.email,
      paymentKeys: methods.map((m) => ({ integration: Number(m), key: `ZXlK${randomHex(24)}` })),
      paid: false,
    };
    this.intentions.set(intention.clientSecret, intention);
    return Response.json(
      {
        payment_keys: intention.paymentKeys.map((k) => ({ ...k, gateway_type: "MIGS", iframe_id: null })),
        id: intention.id,
        intention_order_id: intention.orderId,
        client_secret: intention.clientSecret,
        special_reference: reference,
        status: "intended",
        confirmed: false,
      },
      { status: 201 },
    );
  }

  private transactionObj(intention: Intention, card: TestCard, success: boolean, integrationId: number) {
    const createdAt = new Date().toISOString().replace("Z", "");
    return {
      id: nextId++,
      pending: false,
      amount_cents: intention.amount,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: integrationId === this.config.integrationId,
      integration_id: integrationId,
      profile_id: 1001,
      has_parent_transaction: false,
      order: { id: intention.orderId, created_at: createdAt, merchant_order_id: intention.specialReference, amount_cents: intention.amount, currency: intention.currency },
      created_at: createdAt,
      currency: intention.currency,
      error_occured: false,
      owner: 302852,
      source_data: { pan: card.last4, type: "card", sub_type: card.brand },
      data: { message: success ? "Approved" : "Do not honour" },
    };
  }

  /**
   * The customer pays on the Unified Checkout the worker redirected to. Returns the signed
   * callbacks Paymob would post to the intention's `notification_url` (the transaction, then the
   * card token when the card is saved) and the URL the browser is sent to.
   */
  async pay(checkoutUrl: string, card: TestCard, opts: { saveCard?: boolean } = {}) {
    const url = new URL(checkoutUrl);
    if (`${url.origin}${url.pathname}` !== `${this.config.apiUrl}/unifiedcheckout/`) throw new Error(`Not a unified checkout URL: ${checkoutUrl}`);
    if (url.searchParams.get("publicKey") !== this.config.publicKey) throw new Error("Unified checkout opened with the wrong public key");
    const intention = this.intentions.get(url.searchParams.get("clientSecret") ?? "");
    if (!intention) throw new Error("Unified checkout opened with an unknown client secret");
    const success = card.outcome === "approved";
    intention.paid ||= success;
    const obj = this.transactionObj(intention, card, success, this.config.integrationId);
    const callbacks: SignedCallback[] = [
      { url: intention.notificationUrl, body: JSON.stringify({ type: "TRANSACTION", obj }), hmac: await this.sign(FakePaymob.concatenate(obj, TRANSACTION_FIELDS)) },
    ];
    if (success && opts.saveCard !== false) {
      const token = randomHex(28);
      this.tokens.set(token, card);
      const tokenObj = {
        id: nextId++,
        token,
        masked_pan: `xxxx-xxxx-xxxx-${card.last4}`,
        merchant_id: 302852,
        card_subtype: card.brand,
        created_at: new Date().toISOString().replace("Z", ""),
        email: intention.email,
        order_id: String(intention.orderId),
        user_added: false,
        next_payment_intention: `pi_test_${randomHex(16)}`,
      };
      callbacks.push({ url: intention.notificationUrl, body: JSON.stringify({ type: "TOKEN", obj: tokenObj }), hmac: await this.sign(FakePaymob.concatenate(tokenObj, TOKEN_FIELDS)) });
    }
    const redirect = new URL(intention.redirectionUrl);
    const flat: Record<string, unknown> = { ...obj, order: intention.orderId, "source_data.pan": card.last4, "source_data.type": "card", "source_data.sub_type": card.brand, "data.message": obj.data.message };
    delete flat.source_data;
    delete flat.data;
    for (const [key, value] of Object.entries(flat)) redirect.searchParams.set(key, String(value));
    redirect.searchParams.set("hmac", await this.sign(TRANSACTION_FIELDS.map((f) => (f === "order.id" ? "order" : f)).map((f) => redirect.searchParams.get(f) ?? "").join("")));
    return { callbacks, redirect: redirect.toString() };
  }

  /** Pay with a saved card token (MIT): the MOTO payment key of an intention, used once. */
  private async payWithToken(body: Record<string, unknown> | null): Promise<Response> {
    const source = body?.source as { identifier?: string; subtype?: string } | undefined;
    if (source?.subtype !== "TOKEN" || !source.identifier) return Response.json({ detail: "source must be a TOKEN" }, { status: 400 });
    const key = String(body?.payment_token ?? "");
    const intention = [...this.intentions.values()].find((i) => i.paymentKeys.some((k) => k.key === key && k.integration === this.config.motoIntegrationId));
    if (!intention || this.usedPaymentKeys.has(key)) return Response.json({ detail: "Invalid payment token." }, { status: 401 });
    this.usedPaymentKeys.add(key);
    const card = this.tokens.get(source.identifier);
    if (!card) return Response.json({ detail: "Card token not found." }, { status: 404 });
    const obj = this.transactionObj(intention, card, card.outcome === "approved", this.config.motoIntegrationId);
    return Response.json(obj);
  }
}

/** Routes `fetch` to the fake for its API URL; returns the function that restores `fetch`. */
export function installFakePaymob(fake: FakePaymob): () => void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return fake.owns(request.url) ? fake.handle(request) : realFetch(input, init);
  });
  return () => spy.mockRestore();
}
