/**
 * Localised names and texts the answers show: a country or city in the answer's language
 * (core/format/places.ts), and a book's summary or a channel's description from the knowledge
 * base's Arabic fields. Callers still check the script before putting a text in an Arabic answer.
 */
export { placeName } from "../../format/places.ts";
export { bookSummary } from "../knowledge/books.ts";
export { channelDescription } from "../knowledge/youtube.ts";

/** Whether a text is written in Arabic script (so it can stand in an Arabic answer). */
export function isArabicText(text: string): boolean {
  const arabic = text.match(/[\u0621-\u064A]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin;
}
