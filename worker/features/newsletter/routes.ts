import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { newsletterSchema } from "../../../core/schemas/contact";
import { clientIp, enforceRateLimit, jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { subscribe } from "./service";

export const newsletterRoutes = new Hono<AppEnv>().post(
  "/",
  limitBody(4 * 1024),
  jsonOnly,
  async (c, next) => {
    await enforceRateLimit(c.env.NEWSLETTER_LIMITER, `newsletter:${clientIp(c)}`, "Too many subscription attempts from your network. Please wait a minute and try again.");
    await next();
  },
  validate("json", newsletterSchema),
  async (c) => {
    const outcome = await subscribe(c.var.db, c.req.valid("json").email);
    return c.json({
      status: outcome,
      message: outcome === "subscribed" ? "Thank you for subscribing to our newsletter!" : "You are already subscribed — thank you!",
    });
  },
);
