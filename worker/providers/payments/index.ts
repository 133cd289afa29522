/**
 * Picks the payment provider from the environment: the embedded sandbox checkout unless
 * PAYMENT_PROVIDER=paymob, which needs its keys (a missing one is named, and payments answer 503).
 */
import type { Vars } from "../../env";
import { AppError } from "../../lib/errors";
import { paymobProvider } from "./paymob";
import { sandboxProvider } from "./sandbox";
import type { PaymentProvider } from "./types";

export type * from "./types";
export { PaymentProviderError } from "./types";

/**
 * How long a checkout stays payable (the Paymob intention's `expiration`, the sandbox page's
 * expiry). The coupon hold outlives it, so a payment can never arrive after its hold is gone.
 */
export const CHECKOUT_TTL_SECONDS = 25 * 60;

const REQUIRED_PAYMOB_VARS = ["PAYMOB_SECRET_KEY", "PAYMOB_PUBLIC_KEY", "PAYMOB_HMAC_SECRET", "PAYMOB_INTEGRATION_ID"] as const;

function unavailable(detail: string): AppError {
  console.error(JSON.stringify({ level: "error", msg: "payments misconfigured", detail }));
  return new AppError(503, "payments_unavailable", "Payments are not available right now. Please try again later or contact support.");
}

export function paymentProvider(vars: Vars, fetcher?: typeof fetch): PaymentProvider {
  if (vars.PAYMENT_PROVIDER === "sandbox") {
    // The sandbox hands out subscriptions for test cards: never on the production site.
    if (vars.APP_ENV === "production") throw unavailable("PAYMENT_PROVIDER=sandbox is refused when APP_ENV=production; set PAYMENT_PROVIDER=paymob and its keys");
    return sandboxProvider({ hmacSecret: vars.SANDBOX_HMAC_SECRET, expirationSeconds: CHECKOUT_TTL_SECONDS });
  }
  const missing = REQUIRED_PAYMOB_VARS.filter((name) => !vars[name]);
  const integrationId = Number(vars.PAYMOB_INTEGRATION_ID);
  if (missing.length || !Number.isInteger(integrationId)) {
    throw unavailable(`PAYMENT_PROVIDER=paymob needs ${missing.join(", ") || "a numeric PAYMOB_INTEGRATION_ID"} (wrangler secret put …)`);
  }
  const moto = Number(vars.PAYMOB_MOTO_INTEGRATION_ID);
  return paymobProvider(
    {
      apiUrl: vars.PAYMOB_API_URL,
      secretKey: vars.PAYMOB_SECRET_KEY!,
      publicKey: vars.PAYMOB_PUBLIC_KEY!,
      hmacSecret: vars.PAYMOB_HMAC_SECRET!,
      integrationId,
      motoIntegrationId: vars.PAYMOB_MOTO_INTEGRATION_ID && Number.isInteger(moto) ? moto : null,
      expirationSeconds: CHECKOUT_TTL_SECONDS,
    },
    fetcher,
  );
}
