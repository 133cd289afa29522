/**
 * Paymob (accept.paymob.com), as documented at developers.paymob.com:
 * - first payments and card saving: the Intention API (`POST /v1/intention/`, `Authorization:
 *   Token <secret key>`) and a redirect to the Unified Checkout
 *   (`/unifiedcheckout/?publicKey=…&clientSecret=…`); Paymob posts the transaction and the
 *   card-token callbacks to `notification_url` and sends the browser to `redirection_url`;
 * - renewals: a merchant-initiated payment with the saved card token — an intention on the MOTO
 *   integration, then `POST /api/acceptance/payments/pay` with `{ source: { identifier: <token>,
 *   subtype: "TOKEN" }, payment_token: <the intention's payment key> }`;
 * - callbacks: HMAC-SHA512 over the documented fields (./hmac.ts).
 */
import { checkPaymobCallback } from "./callbacks";
import {
  PaymentProviderError,
  type ChargeResult,
  type CheckoutCustomer,
  type CheckoutOrder,
  type CheckoutSession,
  type CheckoutUrls,
  type PaymentProvider,
} from "./types";

export interface PaymobConfig {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** Online card integration (first payments and card saving). */
  integrationId: number;
  /** MOTO integration for charging saved tokens; renewals need it. */
  motoIntegrationId: number | null;
  /** How long a checkout stays payable (seconds); matches the coupon hold. */
  expirationSeconds: number;
}

interface IntentionResponse {
  id: string;
  client_secret: string;
  intention_order_id: number | string;
  payment_keys?: { key: string; integration: number | string }[];
}

const TIMEOUT_MS = 15_000;

function billingData(customer: CheckoutCustomer) {
  return {
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone_number: customer.phone || "NA",
    city: customer.city || "NA",
    country: customer.country || "NA",
    street: "NA",
    building: "NA",
    floor: "NA",
    apartment: "NA",
    state: "NA",
  };
}

export function paymobProvider(config: PaymobConfig, fetcher: typeof fetch = (input, init) => fetch(input, init)): PaymentProvider {
  const base = config.apiUrl.replace(/\/$/, "");

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetcher(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError("We couldn't reach the payment provider. Please try again in a moment.", `Paymob ${path} unreachable: ${String(error)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new PaymentProviderError("The payment provider refused the request. Please try again or contact support.", `Paymob ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PaymentProviderError("The payment provider answered something unexpected. Please try again.", `Paymob ${path} sent non-JSON: ${text.slice(0, 200)}`);
    }
  }

  function createIntention(order: CheckoutOrder, customer: CheckoutCustomer, integrationId: number, urls: CheckoutUrls) {
    return post<IntentionResponse>(
      "/v1/intention/",
      {
        amount: order.amount,
        currency: order.currency,
        payment_methods: [integrationId],
        items: [{ name: order.description.slice(0, 50), amount: order.amount, description: order.description, quantity: 1 }],
        billing_data: billingData(customer),
        customer: { first_name: customer.firstName, last_name: customer.lastName, email: customer.email },
        special_reference: order.orderId,
        notification_url: urls.callbackUrl,
        redirection_url: urls.returnUrl,
        expiration: config.expirationSeconds,
        extras: { purpose: order.purpose },
      },
      { Authorization: `Token ${config.secretKey}` },
    );
  }

  return {
    name: "paymob",

    async createCheckout(order, customer, urls): Promise<CheckoutSession> {
      const intention = await createIntention(order, customer, config.integrationId, urls);
      if (!intention.client_secret || !intention.id) throw new PaymentProviderError("The payment provider answered something unexpected. Please try again.", "intention without client_secret");
      const redirect = new URL(`${base}/unifiedcheckout/`);
      redirect.searchParams.set("publicKey", config.publicKey);
      redirect.searchParams.set("clientSecret", intention.client_secret);
      return { redirectUrl: redirect.toString(), intentionId: intention.id, providerOrderId: String(intention.intention_order_id) };
    },

    verifyCallback(payload, hmac) {
      return checkPaymobCallback(config.hmacSecret, payload, hmac);
    },

    async chargeSavedCard(token, order, customer, callbackUrl): Promise<ChargeResult> {
      if (!config.motoIntegrationId) {
        throw new PaymentProviderError("Renewals are not set up yet. Please contact support.", "PAYMOB_MOTO_INTEGRATION_ID is not set");
      }
      const intention = await createIntention(order, customer, config.motoIntegrationId, { callbackUrl, returnUrl: callbackUrl });
      const key = intention.payment_keys?.find((k) => Number(k.integration) === config.motoIntegrationId)?.key ?? intention.payment_keys?.[0]?.key;
      if (!key) throw new PaymentProviderError("The payment provider answered something unexpected. Please try again.", "MOTO intention without a payment key");
      const body = await post<Record<string, unknown>>("/api/acceptance/payments/pay", { source: { identifier: token, subtype: "TOKEN" }, payment_token: key });
      // The pay answer is the transaction, flat or wrapped like a callback ({ type, obj }).
      const obj = (body.obj && typeof body.obj === "object" ? body.obj : body) as Record<string, unknown>;
      const data = obj.data as { message?: string } | undefined;
      const orderInfo = obj.order as { id?: unknown } | number | undefined;
      const providerOrderId = typeof orderInfo === "object" && orderInfo ? String(orderInfo.id ?? "") : orderInfo != null ? String(orderInfo) : String(intention.intention_order_id);
      return {
        status: obj.success === true ? "approved" : obj.pending === true ? "pending" : "declined",
        transactionId: obj.id == null ? null : String(obj.id),
        providerOrderId: providerOrderId || null,
        message: data?.message ?? (obj.success === true ? null : "Your card was declined."),
      };
    },
  };
}
