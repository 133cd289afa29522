/** The account e-mails' words, in the account's language. */
import mailAr from "../../../core/i18n/messages/mail.ar";
import mailEn from "../../../core/i18n/messages/mail.en";
import { intlLocale, type DigitStyle, type Locale } from "../../../core/i18n/locales";
import type { UserRow } from "../../lib/auth";
import { translatorFor } from "../../lib/i18n";

export function mailWords(user: Pick<UserRow, "locale" | "digits">) {
  return translatorFor({ en: mailEn, ar: mailAr }, user);
}

/** "Tuesday 24 November 2026 at 06:50 UTC (2026-11-24 06:50)", in the account's language. */
export function mailTime(at: Date, user: { locale: Locale; digits: DigitStyle }): string {
  const when = new Intl.DateTimeFormat(user.locale === "ar" ? intlLocale("ar", user.digits) : "en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(at);
  return `${when} UTC (${at.toISOString().slice(0, 16).replace("T", " ")})`;
}
