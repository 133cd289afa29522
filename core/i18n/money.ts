/**
 * Prices in the interface's language. English keeps the site's "EGP 1,599" and "$32.94"; Arabic
 * writes the amount in the chosen digits followed by an unmistakable currency sign ("1,599 ج.م",
 * "32.94 US$"), joined by a no-break space so a price never splits across lines.
 */
import { formatMoney, type Currency } from "../pricing/price";
import { intlLocale, type DigitStyle, type Locale } from "./locales";

const SIGNS: Record<Exclude<Locale, "en">, Record<Currency, string>> = {
  ar: { EGP: "ج.م", USD: "US$" },
};

/** An amount in whole pounds or dollars (cents when there are any), for people in `locale`. */
export function formatPrice(amount: number, currency: Currency, locale: Locale, digits: DigitStyle = "latn"): string {
  if (locale === "en") return formatMoney(amount, currency);
  const cents = currency === "USD" && Math.round(amount * 100) % 100 !== 0;
  const number = new Intl.NumberFormat(intlLocale(locale, digits), { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }).format(amount);
  return `${number}\u00a0${SIGNS[locale][currency]}`;
}
