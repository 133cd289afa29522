import { useLocale } from "../../i18n/I18n";

/**
 * Wraps text of its own direction (a resume's file name, a book's title) in Unicode isolates when
 * it goes inside a right-to-left sentence, so "Second.pdf" stays whole there; for attributes and
 * strings, where `<bdi>` cannot go. Left-to-right sentences take the text as it is.
 */
export function useIsolate(): (text: string) => string {
  const { dir } = useLocale();
  return dir === "rtl" ? (text) => `\u2068${text}\u2069` : (text) => text;
}
