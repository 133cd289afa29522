/** What a prerendered public page embeds of its language and messages (no React here: islands read it). */
import type { Locale } from "../../core/i18n/locales";
import type { ErrorMessages } from "../../core/i18n/error-text";
import type { Resources } from "./namespaces";

/** The id of the script element that carries a prerendered page's language and messages. */
export const EMBEDDED_MESSAGES_ID = "amal-i18n";

/** What a prerendered page embeds for its scripts. */
export interface EmbeddedMessages {
  locale: Locale;
  resources: Resources;
  reference?: ErrorMessages;
}
