/**
 * /api/contact — the contact forms: the public page's (anyone) and the portal's (signed in; the
 * support e-mail names the account). Both answer the spec's thank-you on 200.
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv, SignedInEnv } from "../../env";
import { contactMessageSchema } from "../../../core/schemas/contact";
import { signedIn } from "../../lib/auth";
import { clientIp, enforceRateLimit, jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { mailProvider } from "../../providers/mail";
import { receiveContactMessage } from "./service";

const THANKS = { ok: true as const, message: "Thank you for reaching out! We will get back to you soon." };
const TOO_MANY = "You have sent several messages in a short time. Please wait a minute before sending another.";

/** Five messages a minute per network (public form)… */
const perNetwork: MiddlewareHandler<AppEnv> = async (c, next) => {
  await enforceRateLimit(c.env.CONTACT_LIMITER, `contact:${clientIp(c)}`, TOO_MANY);
  await next();
};

/** …or per account (portal form). */
const perAccount: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  await enforceRateLimit(c.env.CONTACT_LIMITER, `contact:user:${c.var.user.id}`, TOO_MANY);
  await next();
};

export const contactRoutes = new Hono<AppEnv>()
  .post(
    "/",
    limitBody(16 * 1024),
    jsonOnly,
    perNetwork,
    validate("json", contactMessageSchema),
    async (c) => {
      const vars = c.var.vars;
      await receiveContactMessage(
        { db: c.var.db, mail: mailProvider(c.env, vars), supportEmail: vars.SUPPORT_EMAIL, appUrl: vars.APP_URL },
        { ...c.req.valid("json"), source: "public", ip: clientIp(c) },
      );
      return c.json(THANKS, 200);
    },
  )
  .post(
    "/portal",
    signedIn,
    sameOriginOnly,
    limitBody(16 * 1024),
    jsonOnly,
    perAccount,
    validate("json", contactMessageSchema),
    async (c) => {
      const vars = c.var.vars;
      const { user } = c.var;
      await receiveContactMessage(
        { db: c.var.db, mail: mailProvider(c.env, vars), supportEmail: vars.SUPPORT_EMAIL, appUrl: vars.APP_URL },
        { ...c.req.valid("json"), source: "portal", ip: clientIp(c), account: { id: user.id, email: user.email } },
      );
      return c.json(THANKS, 200);
    },
  );
