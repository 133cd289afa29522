/**
 * The app's messages for code that runs outside React: a route's `head()` (its page title), which
 * the router works out before anything renders. `main.tsx` hands over the loaded language once,
 * before the first render; until then (and in the prerenderer, which has no app routes) a title
 * reads as its key.
 */
import { createTranslator, type Translator } from "../../core/i18n/translate";
import type { I18nState } from "./I18n";
import type { Namespace, Namespaces } from "./namespaces";

let app: I18nState | null = null;

/** Called by main.tsx with the language the app renders in. */
export function provideAppMessages(state: I18nState) {
  app = state;
}

/** The translator for one namespace in the app's language, for a route's `head()`. */
export function appT<N extends Namespace>(namespace: N): Translator<Namespaces[N]> {
  return createTranslator<Namespaces[N]>(app?.locale ?? "en", (app?.resources[namespace] ?? {}) as never, app?.digits);
}
