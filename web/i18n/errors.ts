/**
 * `useErrorText()`: refusals and validation messages in the page's language. In English the
 * server's and the schemas' words are shown as they are (they are the spec's texts); in another
 * language they are found in the `errors` catalogue by their English text, else by their code.
 */
import { useMemo } from "react";
import { createErrorText, type ErrorText } from "../../core/i18n/error-text";
import { useI18nState } from "./I18n";

const ENGLISH: ErrorText = {
  message: (message) => message,
  fields: (fields) => fields,
  refusal: (error) => error.message,
};

export function useErrorText(): ErrorText {
  const { locale, digits, resources, reference, used } = useI18nState();
  if (locale !== "en") used?.add("errors");
  const messages = resources.errors;
  return useMemo(() => {
    if (locale === "en") return ENGLISH;
    if (!messages) throw new Error(`The "errors" messages are not loaded for ${locale}`);
    return createErrorText(locale, reference, messages, digits);
  }, [locale, digits, messages, reference]);
}
