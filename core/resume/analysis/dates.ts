/**
 * Dates as resumes write them, and the styles software reads reliably. "May 2023", "05/2023",
 * "2023-05" and "مايو 2023" are readable; "Summer 2022" and "'19" are not (no month, or no
 * century). One document should keep to one style.
 */
import { isPresentWord } from "../dates.ts";
import { toAsciiDigits } from "../normalize.ts";

export type DateStyle =
  /** "Jan 2020", "Sept. 2019" */
  | "month_short"
  /** "January 2020" */
  | "month_long"
  /** "May 2020", "June 2021": as short as their long name, so they fit either style. */
  | "month_any"
  /** "01/2020", "1.2020" */
  | "month_numeric"
  /** "2020-01", "2020/01" */
  | "year_month"
  /** "يناير 2020", "كانون الثاني 2020" */
  | "month_arabic"
  /** "2020" alone */
  | "year"
  /** "Summer 2022", "'19": no month or no century */
  | "unreadable";

export interface DateMention {
  text: string;
  style: DateStyle;
}

const SHORT = "jan|feb|mar|apr|aug|sep|sept|oct|nov|dec|jun|jul|mär|mrz|okt|dez|ene|abr|ago|dic";
const LONG = "january|february|march|april|august|september|october|november|december|januar|februar|märz|oktober|dezember|enero|febrero|marzo|abril|agosto|septiembre|octubre|noviembre|diciembre";
const ANY = "may|june|july|mai|juni|juli|mayo|junio|julio";
const ARABIC_MONTHS =
  "يناير|فبراير|مارس|أبريل|ابريل|إبريل|مايو|يونيو|يونيه|يوليو|يوليه|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|" +
  "كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول";
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d)";

/** Tried in order; each match consumes its text so a year inside "May 2020" is not counted again. */
const PATTERNS: [DateStyle, RegExp][] = [
  ["unreadable", new RegExp(`\\b(?:spring|summer|fall|autumn|winter|sommer|herbst|fr[üu]hling|verano|invierno|oto[ñn]o|primavera|الصيف|الشتاء|الربيع|الخريف)\\s+(?:of\\s+)?${YEAR}\\b`, "giu")],
  ["unreadable", new RegExp(`\\b(?:${SHORT}|${LONG}|${ANY})\\.?\\s*['’‘]\\d{2}\\b`, "giu")],
  ["unreadable", /(?<![\p{L}\d])['’‘]\d{2}(?![\d%])/gu],
  ["month_short", new RegExp(`\\b(?:${SHORT})\\.?,?\\s+${YEAR}\\b`, "giu")],
  ["month_long", new RegExp(`\\b(?:${LONG}),?\\s+${YEAR}\\b`, "giu")],
  ["month_any", new RegExp(`\\b(?:${ANY}),?\\s+${YEAR}\\b`, "giu")],
  ["month_arabic", new RegExp(`(?:${ARABIC_MONTHS})\\s*(?:،|,)?\\s*${YEAR}`, "gu")],
  ["month_numeric", new RegExp(`(?<![\\d/.-])(?:0?[1-9]|1[0-2])\\s?[/.-]\\s?${YEAR}(?![\\d/.-]\\d)`, "gu")],
  ["year_month", new RegExp(`(?<![\\d/.-])${YEAR}\\s?[/.-]\\s?(?:0[1-9]|1[0-2])(?![\\d/.-]\\d)`, "gu")],
  ["year", new RegExp(`(?<![\\d.,/:#])${YEAR}(?![\\d.,%]\\d|\\d)`, "gu")],
];

/** Every date in a line with its style, in order of appearance. */
export function findDates(line: string): DateMention[] {
  let text = toAsciiDigits(line);
  const found: { at: number; mention: DateMention }[] = [];
  for (const [style, pattern] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      found.push({ at: m.index, mention: { text: m[0], style } });
    }
    // Blank out what matched (same length) so later patterns do not see it.
    text = text.replace(pattern, (s) => " ".repeat(s.length));
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.mention);
}

/** Words that end an open range: "2021 – Present", "حتى الآن" (the resume reader's list). */
export { MENTIONS_PRESENT as PRESENT } from "../dates.ts";

/** A line that carries a date: a role's, a degree's or a project's ("2019 – 2022", "May 2023 – Present", "Present"). */
export function hasDate(line: string): boolean {
  return findDates(line).length > 0 || isPresentWord(line.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
}

/** Styles that say the same thing in the same way: "May" fits both the short and the long month names. */
export function compatible(a: DateStyle, b: DateStyle): boolean {
  if (a === b) return true;
  const names = new Set<DateStyle>(["month_short", "month_long", "month_any"]);
  return (a === "month_any" && names.has(b)) || (b === "month_any" && names.has(a));
}
