/**
 * Dates as resumes write them: "Jan 2020", "Sept 2018 – May 2023", "06/2019 - heute",
 * "Summer 2022", "2019 - حتى الآن", "يناير 2018 - الآن", "٢٠١٥ - ٢٠١٩". Found where they stand
 * in a line and returned as written; `parseResumeDate` reads one for sorting.
 */
import { foldForMatch, toAsciiDigits } from "./normalize.ts";

/** Month names, folded (lower case, no accents, Arabic letter variants unified), to month numbers. */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [1, ["january", "jan", "januar", "janner", "janvier", "janv", "enero", "ene", "يناير", "كانون الثاني"]],
  [2, ["february", "feb", "februar", "fevrier", "fevr", "fev", "febrero", "فبراير", "شباط"]],
  [3, ["march", "mar", "marz", "maerz", "mrz", "mars", "marzo", "مارس", "اذار"]],
  [4, ["april", "apr", "avril", "avr", "abril", "abr", "ابريل", "نيسان"]],
  [5, ["may", "mai", "mayo", "مايو", "ايار"]],
  [6, ["june", "jun", "juni", "juin", "junio", "يونيو", "يونيه", "حزيران"]],
  [7, ["july", "jul", "juli", "juillet", "juil", "julio", "يوليو", "يوليه", "تموز"]],
  [8, ["august", "aug", "aout", "agosto", "ago", "اغسطس", "اب"]],
  [9, ["september", "sept", "sep", "septembre", "septiembre", "setiembre", "set", "سبتمبر", "ايلول"]],
  [10, ["october", "oct", "oktober", "okt", "octobre", "octubre", "اكتوبر", "تشرين الاول"]],
  [11, ["november", "nov", "novembre", "noviembre", "نوفمبر", "تشرين الثاني"]],
  [12, ["december", "dec", "dezember", "dez", "decembre", "diciembre", "dic", "ديسمبر", "كانون الاول"]],
];
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS[foldForMatch(name)] = month;

/** Seasons, to the month they start in (for sorting only). */
const SEASONS: Record<string, number> = {};
for (const [month, names] of [
  [3, ["spring", "fruhling", "fruhjahr", "printemps", "primavera", "ربيع", "الربيع"]],
  [6, ["summer", "sommer", "ete", "verano", "صيف", "الصيف"]],
  [9, ["fall", "autumn", "herbst", "automne", "otono", "خريف", "الخريف"]],
  [12, ["winter", "hiver", "invierno", "شتاء", "الشتاء"]],
] as [number, string[]][]) {
  for (const name of names) SEASONS[foldForMatch(name)] = month;
}

const alternatives = (words: string[]) =>
  words
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");

/** Month words as they may be written (accented and Arabic-variant spellings included). */
const MONTH_WORDS = [
  ...MONTH_NAMES.flatMap(([, names]) => names),
  "jänner", "février", "févr", "märz", "août", "décembre", "أبريل", "إبريل", "أغسطس", "أكتوبر", "آذار", "أيار", "آب", "أيلول",
  "تشرين الأول", "كانون الأول",
];
const SEASON_WORDS = ["spring", "summer", "fall", "autumn", "winter", "sommer", "frühling", "frühjahr", "herbst", "été", "printemps", "automne", "hiver", "verano", "otoño", "invierno", "primavera", "الربيع", "الصيف", "الخريف", "الشتاء", "ربيع", "صيف", "خريف", "شتاء"];
const PRESENT_WORDS = [
  "present", "current", "currently", "now", "today", "ongoing", "to date", "till date", "date",
  "heute", "bis heute", "aktuell", "jetzt", "derzeit", "laufend", "dato",
  "présent", "present", "aujourd'hui", "aujourd’hui", "aujourdhui", "actuel", "actuellement", "en cours",
  "presente", "actualidad", "actual", "la fecha", "hoy",
  "حتى الآن", "حتى الان", "لغاية الآن", "لغاية الان", "إلى الآن", "الى الآن", "الى الان", "للآن", "للان", "الآن", "الان", "حاليا", "حاليًا", "حالياً",
];

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
const YEAR = "(?:19[5-9]\\d|20\\d\\d|١٩[٥-٩][٠-٩]|٢٠[٠-٩][٠-٩]|۱۹[۵-۹][۰-۹]|۲۰[۰-۹][۰-۹])";
const MONTH = `(?:${alternatives(MONTH_WORDS)})\\.?`;
const SEASON = `(?:${alternatives(SEASON_WORDS)})`;
const DATE =
  `(?:${L}${MONTH}\\s*,?\\s*${YEAR}|${L}${SEASON}\\s+${YEAR}|${L}(?:0?[1-9]|1[0-2])\\s?[/.]\\s?${YEAR}|` +
  `${L}${YEAR}\\s?[/.-]\\s?(?:0[1-9]|1[0-2])(?![\\d])|${L}${YEAR})${R}`;
const PRESENT = `${L}(?:${alternatives(PRESENT_WORDS.filter((w) => w !== "date"))})${R}`;
const SEPARATOR = "\\s*(?:[-–—~]+|to|until|till|bis|au|à|a|hasta|al|إلى|الى|حتى|لغاية)\\s*";
const SINCE = `${L}(?:since|seit|depuis|desde|منذ)\\s+`;

const RANGE = new RegExp(`(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT})|\\s+((?:to|till|until)\\s+date)${R})?`, "iu");
const SINCE_DATE = new RegExp(`${SINCE}(${DATE})`, "iu");
const PRESENT_ONLY = new RegExp(`^(?:${PRESENT})$`, "iu");

/** A word for "now" anywhere in a line: "2021 – Present", "منذ 2019 حتى الآن". */
export const MENTIONS_PRESENT = new RegExp(PRESENT, "iu");

/** A date or date range found in a line, as written. */
export interface DateRange {
  /** The first date ("Jan 2020", "2019"), as written. */
  start: string | null;
  /** The second date, or the word for "now" ("Present", "حتى الآن"); null for a single date. */
  end: string | null;
  /** True when the end is a word for "now" or the range opens with "since". */
  current: boolean;
  /** Where the whole match starts in the line, and its length. */
  index: number;
  length: number;
}

const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

/** True when the text is only a word for "now": "Present", "heute", "حتى الآن". */
export function isPresentWord(text: string): boolean {
  return PRESENT_ONLY.test(text.trim().replace(/[.:]$/, ""));
}

/**
 * The first date range (or single date) in a line: "May 2023 - Present", "2012 – 2017",
 * "Summer 2022", "since 2019". Null when the line has none.
 */
export function findDateRange(line: string): DateRange | null {
  const since = SINCE_DATE.exec(line);
  const range = RANGE.exec(line);
  if (since && (!range || since.index <= range.index)) {
    return { start: tidy(since[1]!), end: null, current: true, index: since.index, length: since[0].length };
  }
  if (!range) return null;
  const written = range[2] ?? range[3];
  const end = written ? tidy(written) : null;
  const current = !!end && (isPresentWord(end) || /^(?:to|till|until)\s+date$/i.test(end));
  return { start: tidy(range[1]!), end, current, index: range.index, length: range[0].length };
}

/** The line without its date range, and the separators the range leaves behind. */
export function withoutDates(line: string, range = findDateRange(line)): string {
  if (!range) return line.trim();
  const before = line.slice(0, range.index);
  const after = line.slice(range.index + range.length);
  return tidy(`${before} ${after}`)
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+([,;،])/g, "$1")
    .replace(/^[\s,;:|–—،-]+|[\s,;:|–—(،-]+$/gu, "")
    .replace(/\s*[|,;–—،]\s*[|,;–—،]\s*/g, " | ")
    .trim();
}

const lookup = (names: string[]) => new RegExp(`${L}(${alternatives(names)})${R}`, "u");
const MONTH_LOOKUP = lookup(Object.keys(MONTHS));
const SEASON_LOOKUP = lookup(Object.keys(SEASONS));

/** A resume date read for sorting: year, and month when the text names one (seasons count). */
export function parseResumeDate(text: string): { year: number; month: number | null } | null {
  const ascii = toAsciiDigits(text);
  const year = /(?:19|20)\d{2}/.exec(ascii);
  if (!year) return null;
  const folded = foldForMatch(ascii).replace(/\./g, " ");
  let month: number | null = null;
  const numeric = /(?:^|\D)(0?[1-9]|1[0-2])\s?[/.]\s?(?:19|20)\d{2}|(?:19|20)\d{2}\s?[/.-]\s?(0[1-9]|1[0-2])(?!\d)/.exec(ascii);
  if (numeric) month = Number(numeric[1] ?? numeric[2]);
  month ??= MONTHS[MONTH_LOOKUP.exec(folded)?.[1]?.replace(/\s+/g, " ") ?? ""] ?? SEASONS[SEASON_LOOKUP.exec(folded)?.[1] ?? ""] ?? null;
  return { year: Number(year[0]), month };
}

/** Compares two resume dates, earlier first; unreadable dates sort first. */
export function compareResumeDates(a: string | null, b: string | null): number {
  const [x, y] = [a ? parseResumeDate(a) : null, b ? parseResumeDate(b) : null];
  if (!x || !y) return x ? 1 : y ? -1 : 0;
  return x.year - y.year || (x.month ?? 0) - (y.month ?? 0);
}
