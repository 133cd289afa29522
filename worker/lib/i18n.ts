/**
 * Words the server writes for a person (e-mails, notifications, the sandbox checkout) in their
 * language: a catalogue's English and Arabic, and the translator for a language.
 */
import type { DigitStyle, Locale } from "../../core/i18n/locales";
import { createTranslator, type Catalogue, type Translation, type Translator } from "../../core/i18n/translate";

export interface Catalogues<C extends Catalogue> {
  en: C;
  ar: Translation<C>;
}

/** The translator for `language` (a user row or a request's language); English by default. */
export function translatorFor<C extends Catalogue>(catalogues: Catalogues<C>, language?: { locale?: Locale | string; digits?: DigitStyle | string }): Translator<C> {
  const locale: Locale = language?.locale === "ar" ? "ar" : "en";
  const digits: DigitStyle = language?.digits === "arab" ? "arab" : "latn";
  return createTranslator<C>(locale, locale === "ar" ? catalogues.ar : catalogues.en, digits);
}
