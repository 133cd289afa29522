/**
 * /api/billing (docs/api/billing.md): coupons, checkout and verify, the subscription manager,
 * saved cards, renew, and the provider's signed callbacks.
 */
import { Hono } from "hono";
import { z } from "zod";
import { textId } from "../../../core/schemas/ids";
import { addCardSchema, checkoutSchema, couponApplySchema, verifySchema } from "../../../core/schemas/billing";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { clientIp, enforceRateLimit, jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { billingStatus, billingAccess } from "./access";
import { receiveCallback } from "./callbacks";
import { cardSetupStatus, makePrimary, removeCard, startCardSetup } from "./cards";
import { startCheckout, verifyPayment } from "./checkout";
import { applyCoupon } from "./coupons";
import { billingDeps } from "./deps";
import { billingOverview, cancelSubscription } from "./overview";
import { retryFailedRenewal } from "./renewals";

const JSON_LIMIT = 8 * 1024;
const CALLBACK_LIMIT = 64 * 1024;

const idParam = (what: string) => z.object({ id: textId(`Unknown ${what}.`) });
const providerParam = z.object({ provider: z.enum(["sandbox", "paymob"], { error: "Unknown payment provider." }) });
const orderParam = z.object({ order_id: z.string().regex(/^amal-card-[A-Za-z0-9_-]{8,40}$/, { error: "Unknown card checkout." }) });

/** JSON in, at most a few KB: every user route that takes a body. */
const jsonBody = [limitBody(JSON_LIMIT), jsonOnly] as const;
/** Routes without a body accept an empty one (and refuse a big one). */
const noBody = limitBody(JSON_LIMIT);

export const billingRoutes = new Hono<AppEnv>()
  // Server to server: signed by the provider, no session.
  .post("/callback/:provider", limitBody(CALLBACK_LIMIT), validate("param", providerParam), async (c) => {
    if (c.req.valid("param").provider !== c.var.vars.PAYMENT_PROVIDER) throw notFound("This payment provider is not in use here.");
    await enforceRateLimit(c.env.CALLBACK_LIMITER, `callback:${clientIp(c)}`, "Too many payment callbacks from this address. Please wait a minute.");
    const result = await receiveCallback(billingDeps(c), await c.req.text(), c.req.query("hmac") ?? null);
    if (result.status === 200) return c.text("ok", 200);
    throw new AppError(result.status, result.status === 401 ? "invalid_signature" : "bad_request", result.status === 401 ? "The callback's signature does not match." : "The callback body is not valid JSON.");
  })
  .use(sameOriginOnly)
  .post("/coupons/apply", signedIn, ...jsonBody, validate("json", couponApplySchema), async (c) => {
    // Codes are guessable one by one; a person needs only a few tries.
    await enforceRateLimit(c.env.COUPON_LIMITER, `coupon:${c.var.user.id}`, "Too many coupon attempts. Please wait a minute and try again.");
    return c.json(await applyCoupon(billingDeps(c).db, c.var.user.id, c.req.valid("json")), 200);
  })
  .post("/checkout", signedIn, ...jsonBody, validate("json", checkoutSchema), async (c) => {
    return c.json(await startCheckout(billingDeps(c), c.var.user, c.req.valid("json"), "subscribe"), 201);
  })
  .post("/change-plan", signedIn, ...jsonBody, validate("json", checkoutSchema), async (c) => {
    return c.json(await startCheckout(billingDeps(c), c.var.user, c.req.valid("json"), "change"), 201);
  })
  .post("/verify", signedIn, ...jsonBody, validate("json", verifySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await verifyPayment(billingDeps(c), c.var.user, c.req.valid("json")), 200);
  })
  .get("/status", signedIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(billingStatus(await billingAccess(billingDeps(c).db, c.var.user.id)), 200);
  })
  .get("/overview", signedIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await billingOverview(billingDeps(c).db, c.var.user.id), 200);
  })
  .post("/subscriptions/:id/cancel", signedIn, noBody, validate("param", idParam("subscription")), async (c) => {
    return c.json(await cancelSubscription(billingDeps(c).db, c.var.user.id, c.req.valid("param").id), 200);
  })
  .post("/payment-methods", signedIn, ...jsonBody, validate("json", addCardSchema), async (c) => {
    return c.json(await startCardSetup(billingDeps(c), c.var.user, c.req.valid("json")), 201);
  })
  .get("/payment-methods/setup/:order_id", signedIn, validate("param", orderParam), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await cardSetupStatus(billingDeps(c), c.var.user.id, c.req.valid("param").order_id), 200);
  })
  .post("/payment-methods/:id/primary", signedIn, noBody, validate("param", idParam("card")), async (c) => {
    return c.json(await makePrimary(billingDeps(c), c.var.user.id, c.req.valid("param").id), 200);
  })
  .delete("/payment-methods/:id", signedIn, noBody, validate("param", idParam("card")), async (c) => {
    return c.json(await removeCard(billingDeps(c), c.var.user.id, c.req.valid("param").id), 200);
  })
  .post("/renew", signedIn, noBody, async (c) => {
    return c.json(await retryFailedRenewal(billingDeps(c), c.var.user), 200);
  });
