/**
 * What billing tells a subscriber (notifications and e-mails, through
 * ../notifications/notify.ts), in the language of their account (core/i18n/messages/billing-mail.*).
 */
import { eq } from "drizzle-orm";
import { createErrorText, findMessage } from "../../../core/i18n/error-text";
import type { DigitStyle, Locale } from "../../../core/i18n/locales";
import mailAr from "../../../core/i18n/messages/billing-mail.ar";
import mailEn from "../../../core/i18n/messages/billing-mail.en";
import errorsAr from "../../../core/i18n/messages/errors.ar";
import errorsEn from "../../../core/i18n/messages/errors.en";
import { formatPrice } from "../../../core/i18n/money";
import { createTranslator, type Translation, type Translator } from "../../../core/i18n/translate";
import type { Currency } from "../../../core/pricing/price";
import type { Db } from "../../db/client";
import { plans, users } from "../../db/schema";

/** Who to write to about a subscription: the subscriber's e-mail, name and language, and the plan's name. */
export function subscriberContact(db: Db, sub: { userId: string; planId: number }) {
  return db
    .select({ email: users.email, fullname: users.fullname, plan: plans.name, locale: users.locale, digits: users.digits })
    .from(users)
    .innerJoin(plans, eq(plans.id, sub.planId))
    .where(eq(users.id, sub.userId))
    .get();
}

const MAIL: Record<Locale, Translation<typeof mailEn>> = { en: mailEn, ar: mailAr };
const ERRORS: Record<Locale, Translation<typeof errorsEn>> = { en: errorsEn, ar: errorsAr };

export interface SubscriberText {
  t: Translator<typeof mailEn>;
  /** "March 5, 2026" (UTC), in the subscriber's language. */
  day(iso: string): string;
  /** An amount in piasters / cents: "EGP 383", "383 ج.م". */
  price(amount: number, currency: Currency): string;
  /** A decline's reason (the provider's English words): as it is in English, else translated, else "Your card was declined." in their words. */
  reason(reason: string): string;
}

/** Billing's words for one subscriber, in their account's language and digit style. */
export function subscriberText({ locale, digits }: { locale: Locale; digits: DigitStyle }): SubscriberText {
  const t = createTranslator(locale, MAIL[locale], digits);
  return {
    t,
    day: (iso) => t.date(iso, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
    price: (amount, currency) => formatPrice(amount / 100, currency, locale, digits),
    reason(reason) {
      if (locale === "en") return reason;
      return findMessage(errorsEn, reason) ? createErrorText(locale, errorsEn, ERRORS[locale], digits).message(reason) : t("failed.declined");
    },
  };
}
