/**
 * /sandbox-checkout/:intention — the sandbox provider's hosted checkout (only when
 * PAYMENT_PROVIDER=sandbox). Paying posts Paymob-shaped, HMAC-signed callbacks to the same
 * handler Paymob's go to (the transaction, then the saved card's token), then redirects the
 * browser to the checkout's return URL with Paymob's response parameters, as Paymob does.
 */
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import { paymentEvents } from "../../db/schema";
import type { AppEnv } from "../../env";
import { constantTimeEqualStrings, hmacSha256Hex } from "../../lib/crypto";
import { badRequest } from "../../lib/errors";
import { limitBody, sameOriginOnly } from "../../lib/http";
import { requestLanguage } from "../../lib/language";
import {
  SANDBOX_CHECKOUT_PATH,
  checkCardForm,
  decodeIntention,
  sandboxRedirect,
  sandboxTokenCallback,
  sandboxTransactionCallback,
  type CardForm,
  type SandboxIntention,
  type SandboxPayment,
} from "../../providers/payments/sandbox";
import { receiveCallback } from "./callbacks";
import { billingDeps, type BillingDeps } from "./deps";
import { checkoutPage, checkoutText, confirmPage, statusPage, type CheckoutText } from "./sandbox-pages";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

function page(c: Context<AppEnv>, body: Promise<string> | string, status: 200 | 404 | 409 | 410 | 422 = 200) {
  c.header("Cache-Control", "no-store");
  return c.html(body as Promise<string>, status);
}

/** The pages speak the visitor's language: the one they chose in Amal, else their browser's. */
const textOf = (c: Context<AppEnv>) => checkoutText(requestLanguage(c));

const notHere = (c: Context<AppEnv>) => page(c, statusPage(textOf(c), "notFound", "/portal/subscription-manager"), 404);

interface Loaded {
  deps: BillingDeps;
  intention: SandboxIntention;
  token: string;
  action: string;
  text: CheckoutText;
}

/** The checkout behind the URL, or the page that explains why it cannot be paid. */
async function load(c: Context<AppEnv>): Promise<Loaded | Response> {
  const vars = c.var.vars;
  if (vars.PAYMENT_PROVIDER !== "sandbox" || vars.APP_ENV === "production") return notHere(c);
  const token = c.req.param("intention") ?? "";
  const intention = await decodeIntention(vars.SANDBOX_HMAC_SECRET, token);
  if (!intention) return notHere(c);
  const deps = billingDeps(c);
  const paid = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, intention.orderId), eq(paymentEvents.kind, "TRANSACTION"), eq(paymentEvents.verified, true), eq(paymentEvents.success, true)))
    .get();
  if (paid) {
    return page(c, statusPage(textOf(c), "paid", intention.returnUrl), 409);
  }
  if (intention.expiresAt < Date.now()) {
    return page(c, statusPage(textOf(c), "expired", "/portal/subscription-manager"), 410);
  }
  return { deps, intention, token, action: `${SANDBOX_CHECKOUT_PATH}/${token}`, text: textOf(c) };
}

/** Calls back like Paymob (transaction, then the card's token when it is saved) and redirects. */
async function finish(c: Context<AppEnv>, { deps, intention }: Loaded, payment: SandboxPayment) {
  const secret = c.var.vars.SANDBOX_HMAC_SECRET;
  const transaction = await sandboxTransactionCallback(secret, intention, payment);
  await receiveCallback(deps, JSON.stringify(transaction.payload), transaction.hmac);
  if (payment.success) {
    const token = await sandboxTokenCallback(secret, intention, payment);
    await receiveCallback(deps, JSON.stringify(token.payload), token.hmac);
  }
  return c.redirect(await sandboxRedirect(secret, intention, transaction.payload.obj), 303);
}

const cancelled = (payment: Partial<SandboxPayment> = {}): SandboxPayment => ({
  success: false,
  message: "You cancelled the payment.",
  last4: "",
  brand: "",
  threeDSecure: false,
  ...payment,
});

// ——— The one-time-code step: which card is waiting, signed so the form cannot be altered.

async function challengeFor(secret: string, intention: SandboxIntention, last4: string, brand: string) {
  const body = [intention.id, last4, brand, Date.now() + CHALLENGE_TTL_MS].join("|");
  return `${btoa(body)}.${await hmacSha256Hex(secret, `sandbox-challenge:${body}`)}`;
}

async function readChallenge(secret: string, intention: SandboxIntention, value: string) {
  const [encoded, signature] = value.split(".");
  if (!encoded || !signature) return null;
  let body: string;
  try {
    body = atob(encoded);
  } catch {
    return null;
  }
  if (!constantTimeEqualStrings(await hmacSha256Hex(secret, `sandbox-challenge:${body}`), signature)) return null;
  const [id, last4, brand, expires] = body.split("|");
  if (id !== intention.id || Number(expires) < Date.now()) return null;
  return { last4: last4!, brand: brand! };
}

/** The posted form; a body that is not a readable form (broken multipart framing) is a 400, not a server error. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest("The payment form could not be read. Go back and enter your card again.");
  }
}

const formValue = (form: Record<string, unknown>, name: string) => (typeof form[name] === "string" ? (form[name] as string).slice(0, 200) : "");

export const sandboxCheckoutRoutes = new Hono<AppEnv>()
  .use(sameOriginOnly)
  .get("/:intention", async (c) => {
    const loaded = await load(c);
    if (loaded instanceof Response) return loaded;
    return page(c, checkoutPage(loaded.text, loaded.intention, loaded.action));
  })
  .post("/:intention", limitBody(8 * 1024), async (c) => {
    const loaded = await load(c);
    if (loaded instanceof Response) return loaded;
    const form = await readForm(c);
    if (formValue(form, "action") === "cancel") return finish(c, loaded, cancelled());
    const values: CardForm = { number: formValue(form, "number"), expiry: formValue(form, "expiry"), cvc: formValue(form, "cvc"), name: formValue(form, "name") };
    const card = checkCardForm(values);
    if (!card.ok) return page(c, checkoutPage(loaded.text, loaded.intention, loaded.action, values, card.errors), 422);
    if (card.behaviour === "confirm") {
      const challenge = await challengeFor(c.var.vars.SANDBOX_HMAC_SECRET, loaded.intention, card.last4, card.brand);
      return page(c, confirmPage(loaded.text, loaded.intention, `${loaded.action}/confirm`, challenge, card.last4));
    }
    const declined = card.behaviour === "declined";
    return finish(c, loaded, {
      success: !declined,
      message: declined ? (card.message ?? SANDBOX_CARDS.declined.message) : "Approved",
      last4: card.last4,
      brand: card.brand,
      threeDSecure: false,
    });
  })
  .post("/:intention/confirm", limitBody(8 * 1024), async (c) => {
    const loaded = await load(c);
    if (loaded instanceof Response) return loaded;
    const form = await readForm(c);
    const secret = c.var.vars.SANDBOX_HMAC_SECRET;
    const raw = formValue(form, "challenge");
    const pending = await readChallenge(secret, loaded.intention, raw);
    if (!pending) return page(c, checkoutPage(loaded.text, loaded.intention, loaded.action, {}, { number: "challengeExpired" }), 422);
    if (formValue(form, "action") === "cancel") {
      return finish(c, loaded, cancelled({ message: "The payment was not confirmed.", last4: pending.last4, brand: pending.brand, threeDSecure: true }));
    }
    if (formValue(form, "code").trim() !== SANDBOX_CARDS.confirm.otp) {
      return page(c, confirmPage(loaded.text, loaded.intention, `${loaded.action}/confirm`, raw, pending.last4, true), 422);
    }
    return finish(c, loaded, { success: true, message: "Approved", last4: pending.last4, brand: pending.brand, threeDSecure: true });
  });
