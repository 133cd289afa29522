/**
 * /api/contact — the contact forms: the public page's (anyone) and the portal's (signed in; the
 * support e-mail names the account). Both answer the spec's thank-you on 200.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import contactAr from "../../../core/i18n/messages/contact.ar";
import contactEn from "../../../core/i18n/messages/contact.en";
import errorsAr from "../../../core/i18n/messages/errors.ar";
import errorsEn from "../../../core/i18n/messages/errors.en";
import { firstContactProblem } from "../../../core/schemas/contact-rules";
import type { AppEnv, SignedInEnv } from "../../env";
import { contactMessageSchema } from "../../../core/schemas/contact";
import { signedIn } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { clientIp, enforceRateLimit, jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { translatorFor } from "../../lib/i18n";
import { answerForm, backPath, formFields, formFromAnotherSite, formLocale, isFormPost } from "../site/form-pages";
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

/**
 * The public contact form without JavaScript (a form-encoded POST): the same rules, limit and
 * delivery as the JSON API, answered with a page in the form's language — the thank-you, or what
 * to fix with the way back to the form.
 */
async function contactFormPost(c: Context<AppEnv>) {
  const fields = await formFields(c);
  const locale = formLocale(fields);
  const t = translatorFor({ en: contactEn, ar: contactAr }, { locale });
  const errors = translatorFor({ en: errorsEn, ar: errorsAr }, { locale });
  const form = locale === "ar" ? "/ar/contact-us" : "/contact-us";
  const failed = (message: string, status: 400 | 403 | 429 | 500) =>
    answerForm(c, { locale, kind: "error", title: t("noscript.errorTitle"), message, back: { href: backPath(c, form), label: t("noscript.back") } }, status);
  if (formFromAnotherSite(c)) return failed(errors("code.cross_site_request"), 403);
  const input = { name: fields.name ?? "", email: fields.email ?? "", message: fields.message ?? "" };
  const problem = firstContactProblem(input);
  if (problem) return failed(t(`error.${problem.rule}`, "limit" in problem ? { limit: problem.limit } : undefined), 400);
  try {
    await enforceRateLimit(c.env.CONTACT_LIMITER, `contact:${clientIp(c)}`, TOO_MANY);
    const vars = c.var.vars;
    await receiveContactMessage(
      { db: c.var.db, mail: mailProvider(c.env, vars), supportEmail: vars.SUPPORT_EMAIL, appUrl: vars.APP_URL },
      { ...contactMessageSchema.parse(input), source: "public", ip: clientIp(c) },
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return failed(t("noscript.tooMany"), 429);
    console.error("contact form (no JavaScript) failed", error);
    return failed(t("form.failed"), 500);
  }
  return answerForm(c, { locale, kind: "success", title: t("thanks.title"), message: t("thanks.text"), back: { href: locale === "ar" ? "/ar" : "/", label: t("noscript.home") } });
}

export const contactRoutes = new Hono<AppEnv>()
  .post(
    "/",
    limitBody(16 * 1024),
    // A browser without JavaScript posts the form itself; the page's script sends JSON.
    async (c, next) => (isFormPost(c) ? contactFormPost(c) : next()),
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
