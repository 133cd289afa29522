/**
 * Localised names and texts the answers show: a country or city in the answer's language, and a
 * book's summary or a channel's description. Thin stand-ins until the localised data lands
 * (core/format/places.ts `placeName`, the knowledge base's `bookSummary` and
 * `channelDescription`): they return the English text, and callers check the script before
 * putting it in an Arabic answer. Switching to the real functions changes only this file.
 */
import type { Book } from "../knowledge/books.ts";
import type { YouTubeChannel } from "../knowledge/youtube.ts";
import type { CoachLanguage } from "../types.ts";

const PLACES_AR: Record<string, string> = {
  egypt: "مصر", "united states": "الولايات المتحدة", usa: "الولايات المتحدة", "saudi arabia": "السعودية", "united arab emirates": "الإمارات",
  uae: "الإمارات", cairo: "القاهرة", giza: "الجيزة", alexandria: "الإسكندرية", mansoura: "المنصورة", tanta: "طنطا", assiut: "أسيوط",
  "new york": "نيويورك", chicago: "شيكاغو", "san francisco": "سان فرانسيسكو", dubai: "دبي", riyadh: "الرياض",
};

/** A country or city name in `language` (English names as stored when no translation is known). */
export function placeName(name: string, language: CoachLanguage): string {
  if (language !== "ar") return name;
  return PLACES_AR[name.trim().toLowerCase()] ?? name;
}

/** A book's summary in `language` (the English summary until Arabic summaries exist). */
export function bookSummary(book: Book, _language: CoachLanguage): string {
  return book.summary;
}

/** A channel's description in `language` (the English description until Arabic ones exist). */
export function channelDescription(channel: YouTubeChannel, _language: CoachLanguage): string {
  return channel.description;
}

/** Whether a text is written in Arabic script (so it can stand in an Arabic answer). */
export function isArabicText(text: string): boolean {
  const arabic = text.match(/[\u0621-\u064A]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin;
}
