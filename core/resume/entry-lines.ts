/**
 * The lines of a resume section made ready for reading entries: bullet markers recognised,
 * Markdown marks dropped, a date range broken over two lines ("2017 –" / "Present") rejoined,
 * and each line's date range found.
 */
import { type DateRange, findDateRange, isPresentWord, withoutDates } from "./dates.ts";

export interface EntryLine {
  /** The line without its bullet marker. */
  text: string;
  bullet: boolean;
  /** The line's date range, if it has one (bullet lines included). */
  date: DateRange | null;
  /** The text without the date range and the separators it leaves. */
  rest: string;
}

const BULLET = /^\s*(?:[•◦‣∙·▪▫●○■□►▸➢➤✓✔→*⁃]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/u;
const DANGLING = /(?:[-–—]|\bto|\bbis|إلى|الى)\s*$/u;

export function stripBullet(line: string): { text: string; bullet: boolean } {
  const match = BULLET.exec(line);
  return match ? { text: line.slice(match[0].length).trim(), bullet: true } : { text: line.trim(), bullet: false };
}

/** The section's lines, blank ones kept as "" (they separate entries in some layouts). */
export function entryLines(sectionText: string): EntryLine[] {
  const raw = sectionText
    .split("\n")
    .map((l) => l.replace(/^\s*#{1,6}\s+/, "").replace(/\*\*|__/g, "").trim());
  const joined: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let line = raw[i]!;
    const next = raw[i + 1]?.trim() ?? "";
    if (DANGLING.test(line) && findDateRange(line) && next && (isPresentWord(next) || findDateRange(next)?.index === 0)) {
      line = `${line} ${next}`;
      i++;
    }
    joined.push(line);
  }
  return joined.map((line) => {
    const { text, bullet } = stripBullet(line);
    const date = text ? findDateRange(text) : null;
    return { text, bullet, date, rest: date ? withoutDates(text, date) : text };
  });
}

/** Lines long or sentence-like enough to be description, not an entry's heading. */
export function isProse(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words > 14) return true;
  if (/^[\p{Ll}]/u.test(text)) return true;
  if (/[.!?؟]$/u.test(text) && words >= 6) return true;
  return /\p{L}{3,}[.!?؟]\s+\p{Lu}/u.test(text) && words >= 6;
}

/** True when a line ends a sentence, so the next line starts a new one. */
export function endsSentence(text: string): boolean {
  return /[.!?؟:]["”’)]?$/u.test(text.trim());
}
