/**
 * The small text rules every resume check shares: what a bullet is, what counts as a number in
 * an achievement, how words are counted, how a paragraph splits into sentences. The report and
 * the coach's quick review both read resumes through these, so they never disagree.
 */
import { toAsciiDigits } from "../normalize.ts";

/** A list marker at the start of a line: "•", "-", "*", "▪", "1.", "2)" and their cousins. */
export const BULLET = /^\s*(?:[•◦‣∙·*▪●○■□➢➤►▸▹✓✔❖◆◇‐‑–—-]|\d{1,2}[.)])\s+/u;

export function isBullet(line: string): boolean {
  return BULLET.test(line);
}

/** The line without its list marker, trimmed. */
export function stripBullet(line: string): string {
  return line.replace(BULLET, "").trim();
}

/** Four-digit years 1950–2049: dates, not results. */
export const YEAR = /(?<![\d.,/])(?:19[5-9]\d|20[0-4]\d)(?![\d.,%])/g;

/**
 * A result worth counting: a digit (years aside), a percentage, a currency amount or a number
 * written as a word ("doubled", "three", "ضعف").
 */
const NUMBER_WORD =
  /\d|%|[$€£¥₹]|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred|dozens?|hundreds?|thousands?|millions?|billions?|doubled|tripled|quadrupled|halved|twice|thrice)\b|ضعف|مضاعفة|مرتين|آلاف|ألف|مليون|مليار|بالمئة|بالمائة|في المئة/i;

/** True when the line states a number that is not a year ("Cut costs 20%", "tripled sign-ups"). */
export function quantifies(line: string): boolean {
  return NUMBER_WORD.test(toAsciiDigits(line).replace(YEAR, ""));
}

/** Words as a reader counts them: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu)?.length ?? 0;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION = /(?:\b(?:inc|ltd|co|corp|llc|e\.g|i\.e|etc|vs|mr|mrs|ms|dr|prof|st|jr|sr|no|approx|dept|u\.s|u\.k|b\.sc|m\.sc|ph\.d|fig)|\b\p{Lu})\.$/iu;

/** Splits a paragraph into sentences at ". ", "! ", "? ", "؟ " before a capital or an Arabic letter. */
export function splitSentences(paragraph: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of paragraph.matchAll(/[.!?؟](?=\s+[\p{Lu}\u0600-\u06FF"“(])/gu)) {
    const end = m.index + 1;
    if (ABBREVIATION.test(paragraph.slice(Math.max(start, end - 8), end))) continue;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) parts.push(sentence);
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) parts.push(rest);
  return parts;
}

/** True when the text has more Arabic letters than Latin ones. */
export function isArabicText(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin;
}

/** Web addresses and e-mail addresses: their words are not the person's words. */
export const ADDRESSES = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b[\w.-]+\.(?:com|io|org|net|dev|xyz|me|app|ai|edu|co)(?:\/\S*)?/gi;
