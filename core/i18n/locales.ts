/**
 * The interface languages: which exist, how each is written (direction, digits) and how a page's
 * path carries it. English lives at `/pricing`, Arabic at `/ar/pricing`; the choice is remembered
 * in the `amal_lang` cookie and, for a signed-in user, in their account.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the interface language (and the Arabic digit style) on this device. */
export const LOCALE_COOKIE = "amal_lang";
export const DIGITS_COOKIE = "amal_digits";
/** Digits in Arabic text: Western (0-9, the default, as Egyptian prices and phone numbers are written online) or Arabic-Indic (٠-٩). */
export const DIGIT_STYLES = ["latn", "arab"] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];

/** The language's own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isDigitStyle(value: unknown): value is DigitStyle {
  return typeof value === "string" && (DIGIT_STYLES as readonly string[]).includes(value);
}

export function direction(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The BCP 47 tag handed to `Intl`: US English, or Egyptian Arabic with the chosen digits. */
export function intlLocale(locale: Locale, digits: DigitStyle = "latn"): string {
  return locale === "ar" ? `ar-EG-u-nu-${digits}` : "en-US";
}

/**
 * The language for a first visit, from the browser's preferences (`Accept-Language` or
 * `navigator.languages`): Arabic when Arabic comes before English, else English. Never from the
 * visitor's address.
 */
export function preferredLocale(preferences: readonly string[] | string | null | undefined): Locale {
  const list = typeof preferences === "string" ? parseAcceptLanguage(preferences) : (preferences ?? []);
  for (const tag of list) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** `Accept-Language` tags by weight, highest first (`*` and malformed entries dropped). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.tag && e.tag !== "*" && e.weight > 0 && /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i.test(e.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((e) => e.tag);
}

/** The path of a page in a language: `/pricing` → `/ar/pricing`, `/` → `/ar`. */
export function localizedPath(path: string, locale: Locale): string {
  const { path: bare } = splitLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** The language a path is in, and the path without its language prefix. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const m = /^\/(ar)(?=\/|$)(.*)$/.exec(path);
  if (!m) return { locale: DEFAULT_LOCALE, path: path || "/" };
  return { locale: m[1] as Locale, path: m[2] || "/" };
}
