/**
 * The app's language outside React: a route's `head()` (the document title) runs in the router,
 * not in a component, so it cannot call `useT`. The app's entry sets its language state here once,
 * before the first render. Before that, and in the prerenderer, there is no translator: the
 * caller falls back to its English words.
 */
import { createTranslator, type Translator } from "../../core/i18n/translate";
import type { I18nState } from "./I18n";
import type { Namespace, Namespaces } from "./namespaces";

let current: I18nState | null = null;

/** Called by the app's entry once its messages are loaded. */
export function setAppI18n(state: I18nState) {
  current = state;
}

/** The translator for one namespace, or null before the app's messages are loaded. */
export function appTranslator<N extends Namespace>(namespace: N): Translator<Namespaces[N]> | null {
  const messages = current?.resources[namespace];
  return current && messages ? createTranslator<Namespaces[N]>(current.locale, messages as never, current.digits) : null;
}
