/**
 * The interface language in React: which language and digit style the page is in, its loaded
 * catalogues, and `useT(namespace)` to read messages. The public pages get their language from
 * the path (/ar/…) and their messages from the prerendered HTML; the app from the `amal_lang`
 * cookie (or the browser's preference on a first visit) and a per-language chunk.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { direction, type DigitStyle, type Locale } from "../../core/i18n/locales";
import { createTranslator, type Translation, type Translator } from "../../core/i18n/translate";
import type { ErrorMessages } from "../../core/i18n/error-text";
import type { Namespace, Namespaces, Resources } from "./namespaces";

export interface I18nState {
  locale: Locale;
  digits: DigitStyle;
  resources: Resources;
  /** On a public page: its path without the language prefix (the switcher links to its twin). */
  path?: string;
  /** The prerenderer collects which namespaces a page read, to embed only those. */
  used?: Set<Namespace>;
  /**
   * In a language other than English: the English `errors` catalogue, to recognise the server's
   * English messages (core/i18n/error-text.ts). Loaded with the app's messages, embedded in a
   * prerendered page that shows errors.
   */
  reference?: ErrorMessages;
}

const I18nContext = createContext<I18nState>({ locale: "en", digits: "latn", resources: {} });

export function I18nProvider({ value, children }: { value: I18nState; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language, digit style and direction. */
export function useLocale(): { locale: Locale; digits: DigitStyle; dir: "ltr" | "rtl"; path?: string } {
  const { locale, digits, path } = useContext(I18nContext);
  return { locale, digits, dir: direction(locale), path };
}

/** The translator for one namespace: `t("key", { name })`, `t.number(…)`, `t.date(…)`. */
export function useT<N extends Namespace>(namespace: N): Translator<Namespaces[N]> {
  const { locale, digits, resources, used } = useContext(I18nContext);
  used?.add(namespace);
  const messages = resources[namespace];
  if (!messages) throw new Error(`The "${namespace}" messages are not loaded for ${locale}`);
  return useMemo(() => createTranslator<Namespaces[N]>(locale, messages as never, digits), [locale, messages, digits]);
}

/**
 * A namespace's messages as loaded, in catalogue order: for a page whose catalogue is its
 * document (the legal texts list their paragraphs in order). Read the words through `useT`.
 */
export function useMessages<N extends Namespace>(namespace: N): Translation<Namespaces[N]> {
  const { locale, resources, used } = useContext(I18nContext);
  used?.add(namespace);
  const messages = resources[namespace];
  if (!messages) throw new Error(`The "${namespace}" messages are not loaded for ${locale}`);
  return messages as Translation<Namespaces[N]>;
}

export { EMBEDDED_MESSAGES_ID, type EmbeddedMessages } from "./embedded";

/** The I18n state of the page, for hooks built on it (`useErrorText`). */
export function useI18nState(): I18nState {
  return useContext(I18nContext);
}
