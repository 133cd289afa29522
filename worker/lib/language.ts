/**
 * The interface language on the server: what a request prefers (the `amal_lang` cookie the
 * visitor chose, else the browser's `Accept-Language`, never the address), and the cookies that
 * carry an account's choice to each browser it signs in on.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DIGITS_COOKIE, isDigitStyle, isLocale, LOCALE_COOKIE, preferredLocale, type DigitStyle, type Locale } from "../../core/i18n/locales";
import type { AppEnv } from "../env";

const YEAR_S = 365 * 24 * 60 * 60;

export interface Language {
  locale: Locale;
  digits: DigitStyle;
}

/** The language this request's screen is in. */
export function requestLanguage<E extends AppEnv>(c: Context<E>): Language {
  const chosen = getCookie(c, LOCALE_COOKIE);
  const digits = getCookie(c, DIGITS_COOKIE);
  return {
    locale: isLocale(chosen) ? chosen : preferredLocale(c.req.header("accept-language")),
    digits: isDigitStyle(digits) ? digits : "latn",
  };
}

/** Remembers the account's language in this browser (read by the app's scripts, so not HttpOnly). */
export function setLanguageCookies<E extends AppEnv>(c: Context<E>, language: Partial<Language>) {
  const options = { path: "/", maxAge: YEAR_S, sameSite: "Lax", secure: new URL(c.req.url).protocol === "https:" } as const;
  if (language.locale) setCookie(c, LOCALE_COOKIE, language.locale, options);
  if (language.digits) setCookie(c, DIGITS_COOKIE, language.digits, options);
}
