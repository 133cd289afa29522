import { Hono, type Context } from "hono";
import errorsAr from "../../../core/i18n/messages/errors.ar";
import errorsEn from "../../../core/i18n/messages/errors.en";
import siteAr from "../../../core/i18n/messages/site.ar";
import siteEn from "../../../core/i18n/messages/site.en";
import type { AppEnv } from "../../env";
import { newsletterSchema, simpleEmailPattern } from "../../../core/schemas/contact";
import { AppError } from "../../lib/errors";
import { clientIp, enforceRateLimit, jsonOnly, limitBody } from "../../lib/http";
import { translatorFor } from "../../lib/i18n";
import { validate } from "../../lib/validate";
import { answerForm, backPath, formFields, formFromAnotherSite, formLocale, isFormPost } from "../site/form-pages";
import { subscribe } from "./service";

const TOO_MANY = "Too many subscription attempts from your network. Please wait a minute and try again.";

/**
 * The newsletter box without JavaScript (a form-encoded POST): the same checks and limit as the
 * JSON API, answered with a page in the form's language and a link back to the page it was on.
 */
async function newsletterFormPost(c: Context<AppEnv>) {
  const fields = await formFields(c);
  const locale = formLocale(fields);
  const t = translatorFor({ en: siteEn, ar: siteAr }, { locale });
  const errors = translatorFor({ en: errorsEn, ar: errorsAr }, { locale });
  const back = { href: backPath(c, locale === "ar" ? "/ar" : "/"), label: t("newsletter.back") };
  const failed = (message: string, status: 400 | 403 | 429 | 500) => answerForm(c, { locale, kind: "error", title: t("newsletter.title"), message, back }, status);
  if (formFromAnotherSite(c)) return failed(errors("code.cross_site_request"), 403);
  const email = (fields.email ?? "").trim();
  if (!email) return failed(t("newsletter.required"), 400);
  if (!simpleEmailPattern.test(email) || !newsletterSchema.safeParse({ email }).success) return failed(t("newsletter.invalid"), 400);
  try {
    await enforceRateLimit(c.env.NEWSLETTER_LIMITER, `newsletter:${clientIp(c)}`, TOO_MANY);
    const outcome = await subscribe(c.var.db, newsletterSchema.parse({ email }).email);
    return answerForm(c, { locale, kind: "success", title: t("newsletter.title"), message: t(outcome === "subscribed" ? "newsletter.thanks" : "newsletter.already"), back });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return failed(t("newsletter.tooMany"), 429);
    console.error("newsletter form (no JavaScript) failed", error);
    return failed(t("newsletter.failed"), 500);
  }
}

export const newsletterRoutes = new Hono<AppEnv>().post(
  "/",
  limitBody(4 * 1024),
  // A browser without JavaScript posts the form itself; the page's script sends JSON.
  async (c, next) => (isFormPost(c) ? newsletterFormPost(c) : next()),
  jsonOnly,
  async (c, next) => {
    await enforceRateLimit(c.env.NEWSLETTER_LIMITER, `newsletter:${clientIp(c)}`, TOO_MANY);
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
