/**
 * In-app notifications: a row in D1 (the portal's notification list) pushed at once to every
 * open tab of the user through their UserHub room, plus the same news by e-mail when asked;
 * both in the language of the subscriber's account (core/i18n/messages/billing-mail.*).
 */
import { eq } from "drizzle-orm";
import { getServerByName } from "partyserver";
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
import { notifications, plans, users } from "../../db/schema";
import type { Bindings } from "../../env";
import type { MailProvider, OutgoingMail } from "../../providers/mail";

export interface NotifyDeps {
  db: Db;
  hub: Bindings["UserHub"];
  mail?: MailProvider;
}

/**
 * Stores a notification and publishes it to the user's UserHub. A hub that cannot be reached
 * is logged, not thrown: the row is there, and the tab catches up from D1.
 */
export async function notifyUser(deps: NotifyDeps, userId: string, text: string, email?: OutgoingMail) {
  const [row] = await deps.db.insert(notifications).values({ userId, text }).returning();
  try {
    const hub = await getServerByName(deps.hub, userId);
    await hub.publish({ type: "notification", notification: { id: row!.id, text: row!.text, insertedAt: row!.insertedAt } });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "notification not pushed", userId, error: String(error) }));
  }
  if (email && deps.mail) await deps.mail.send(email);
  return row!;
}

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
