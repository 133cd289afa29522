import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { contactMessageSchema } from "../../../core/schemas/contact";
import { clientIp, enforceRateLimit, jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { mailProvider } from "../../providers/mail";
import { receiveContactMessage } from "./service";

export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  limitBody(16 * 1024),
  jsonOnly,
  async (c, next) => {
    await enforceRateLimit(c.env.CONTACT_LIMITER, `contact:${clientIp(c)}`, "You have sent several messages in a short time. Please wait a minute before sending another.");
    await next();
  },
  validate("json", contactMessageSchema),
  async (c) => {
    const input = c.req.valid("json");
    const vars = c.var.vars;
    await receiveContactMessage(
      { db: c.var.db, mail: mailProvider(c.env, vars), supportEmail: vars.SUPPORT_EMAIL },
      { ...input, source: "public", ip: clientIp(c) },
    );
    return c.json({ ok: true as const, message: "Thank you for reaching out! We will get back to you soon." }, 200);
  },
);
