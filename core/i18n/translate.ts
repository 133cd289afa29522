/**
 * Messages and the translator. A catalogue maps keys to messages; a message is a string with
 * `{name}` placeholders, or plural forms chosen by `Intl.PluralRules` from the `count`
 * parameter (Arabic uses zero, one, two, few, many and other). English catalogues are the
 * reference: every other language must have exactly the same keys (the type check and a test
 * enforce it), so no screen shows a key or a half-translated sentence.
 */
import { intlLocale, type DigitStyle, type Locale } from "./locales.ts";

export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}
export type Message = string | PluralMessage;
export type Catalogue = Record<string, Message>;

/** The shape every translation of the English catalogue `C` must have: the same keys, each a message. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: Message };

export type Params = Record<string, string | number>;

export interface Translator<C extends Catalogue> {
  (key: keyof C & string, params?: Params): string;
  locale: Locale;
  /** Numbers in this language and digit style. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** Dates in this language and digit style. */
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
}

export function createTranslator<C extends Catalogue>(locale: Locale, messages: Translation<C>, digits: DigitStyle = "latn"): Translator<C> {
  const tag = intlLocale(locale, digits);
  const plurals = new Intl.PluralRules(tag);
  const numbers = new Intl.NumberFormat(tag);
  const format = (value: string | number) => (typeof value === "number" ? numbers.format(value) : value);
  const t = ((key: string, params?: Params) => {
    const message = (messages as Record<string, Message | undefined>)[key];
    if (message === undefined) return key;
    const text = typeof message === "string" ? message : pickPlural(message, plurals, params?.count);
    return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? format(params[name]!) : whole)) : text;
  }) as Translator<C>;
  t.locale = locale;
  t.number = (value, options) => new Intl.NumberFormat(tag, options).format(value);
  t.date = (value, options) => new Intl.DateTimeFormat(tag, options).format(new Date(value));
  return t;
}

function pickPlural(message: PluralMessage, rules: Intl.PluralRules, count: string | number | undefined): string {
  const n = typeof count === "number" ? count : Number(count);
  if (!Number.isFinite(n)) return message.other;
  // An explicit zero form wins for 0 even where the language's rules call it "other" (English).
  if (n === 0 && message.zero !== undefined) return message.zero;
  return message[rules.select(n)] ?? message.other;
}
