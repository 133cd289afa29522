/**
 * The visitor's language choice in the browser: the `amal_lang` cookie when they chose one
 * (the switcher, or their account setting after sign-in), else what the browser prefers.
 */
import { DIGITS_COOKIE, isDigitStyle, isLocale, LOCALE_COOKIE, preferredLocale, type DigitStyle, type Locale } from "../../core/i18n/locales";

const YEAR_S = 365 * 24 * 60 * 60;

/** The languages the app's own screens (sign-in, portal) are translated into. */
export const APP_LOCALES: readonly Locale[] = ["en", "ar"];

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** The chosen language, or the browser's preference on a first visit. */
export function chosenLocale(): Locale {
  const saved = readCookie(LOCALE_COOKIE);
  return isLocale(saved) ? saved : preferredLocale(navigator.languages ?? [navigator.language]);
}

/** The app's language: the chosen one where the app speaks it, else English. */
export function appLocale(): Locale {
  const locale = chosenLocale();
  return APP_LOCALES.includes(locale) ? locale : "en";
}

/** Whether the visitor (or their account) chose a language, as opposed to the browser's guess. */
export function hasChosenLocale(): boolean {
  return isLocale(readCookie(LOCALE_COOKIE));
}

/** Whether the visitor (or their account) chose a digit style, as opposed to the default. */
export function hasChosenDigits(): boolean {
  return isDigitStyle(readCookie(DIGITS_COOKIE));
}

export function chosenDigits(): DigitStyle {
  const saved = readCookie(DIGITS_COOKIE);
  return isDigitStyle(saved) ? saved : "latn";
}

function writeCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support; the values are fixed tokens, nothing to escape.
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}

/** Remembers the language on this device for a year. */
export function rememberLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale);
}

export function rememberDigits(digits: DigitStyle) {
  writeCookie(DIGITS_COOKIE, digits);
}
