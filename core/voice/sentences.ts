/**
 * Cuts a reply into sentences while it streams, so each sentence can be spoken as soon as it is
 * complete (sentence-level pipelining). English and Arabic:
 *  - a sentence ends at `.`, `!`, `?`, `؟` or `…` followed by white space, or at a line break;
 *    closing quotes and brackets after the mark stay with the sentence;
 *  - a full stop does not end one after an abbreviation ("Dr.", "e.g.", "U.S."), a single
 *    initial ("J. Smith"), a list number at the start of a line ("1."), or inside a number or
 *    an address ("3.5", "example.com"), since those are not followed by white space;
 *  - the Arabic comma `،`, like the Latin one, does not end a sentence; but a sentence that runs
 *    past `LONG_SENTENCE` characters is cut at its last comma or semicolon, so a long list does
 *    not hold back the voice.
 * A mark at the very end of what has arrived so far waits for the next text: "3." may become "3.5".
 */

/** Past this length a sentence is cut at a comma (`,` `،` `;` `؛`) to keep the first audio early. */
export const LONG_SENTENCE = 220;

const TERMINATORS = new Set([".", "!", "?", "؟", "…", "。"]);
const CLOSERS = new Set(['"', "'", "”", "’", ")", "]", "»", "*", "_"]);
const SOFT_BREAKS = [",", "،", ";", "؛"];

/** Words that end with a full stop without ending the sentence (lower case, inner dots kept). */
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "etc", "e.g", "i.e", "eg", "ie", "u.s", "u.k", "u.a.e", "a.m", "p.m",
  "no", "nos", "inc", "ltd", "co", "corp", "dept", "approx", "est", "fig", "vol", "ph.d", "b.sc", "m.sc", "b.a", "m.a", "jan", "feb",
  "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "ave", "blvd",
  "min", "max", "hr", "hrs", "yr", "yrs",
]);

function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && /\s/.test(ch);
}

/** The word just before position `end` (the full stop), with inner dots: "e.g" for "e.g.". */
function wordBefore(text: string, end: number): { word: string; start: number } {
  let start = end;
  while (start > 0 && !isSpace(text[start - 1]) && !"([\"'“«".includes(text[start - 1]!)) start--;
  return { word: text.slice(start, end), start };
}

/** Whether the full stop at `at` ends a sentence (the caller knows white space follows it). */
function fullStopEnds(text: string, at: number): boolean {
  const { word, start } = wordBefore(text, at);
  if (!word) return true;
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return false;
  // A single initial: "J. Smith" (a lone capital letter; "I." or "A." at the end of a sentence are rare).
  if (/^\p{Lu}$/u.test(word)) return false;
  // A list number opening its line: "1. Learn SQL".
  if (/^\d{1,3}$/.test(word)) {
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    if (text.slice(lineStart, start).trim() === "") return false;
  }
  return true;
}

export interface SentenceSplitter {
  /** Adds streamed text; returns the sentences it completed, trimmed, in order. */
  push(text: string): string[];
  /** The stream ended: returns what is left as a last sentence (if any). */
  flush(): string[];
}

export function createSentenceSplitter(options: { longSentence?: number } = {}): SentenceSplitter {
  const long = options.longSentence ?? LONG_SENTENCE;
  let buffer = "";

  const take = (end: number, out: string[]) => {
    const sentence = buffer.slice(0, end).trim();
    buffer = buffer.slice(end);
    if (/[\p{L}\p{N}]/u.test(sentence)) out.push(sentence);
  };

  const cut = (out: string[], final: boolean) => {
    let i = 0;
    while (i < buffer.length) {
      const ch = buffer[i]!;
      if (ch === "\n") {
        take(i + 1, out);
        i = 0;
        continue;
      }
      if (TERMINATORS.has(ch)) {
        // Runs of marks ("?!", "...") and closing quotes or brackets belong to the sentence.
        let end = i + 1;
        while (end < buffer.length && (TERMINATORS.has(buffer[end]!) || CLOSERS.has(buffer[end]!))) end++;
        if (end >= buffer.length) {
          if (!final) break; // wait: the next text decides ("3." → "3.5")
          take(end, out);
          i = 0;
          continue;
        }
        if (isSpace(buffer[end]) && (ch !== "." || buffer[i + 1] === "." || fullStopEnds(buffer, i))) {
          take(end, out);
          i = 0;
          continue;
        }
        i = end;
        continue;
      }
      i++;
    }
    // A long run without an end: cut at its last comma so the voice need not wait for the whole list.
    while (buffer.length > long) {
      const window = buffer.slice(0, long);
      const at = Math.max(...SOFT_BREAKS.map((mark) => window.lastIndexOf(mark)));
      if (at <= 0) break;
      take(at + 1, out);
    }
  };

  return {
    push(text) {
      buffer += text;
      const out: string[] = [];
      cut(out, false);
      return out;
    },
    flush() {
      const out: string[] = [];
      cut(out, true);
      take(buffer.length, out);
      return out;
    },
  };
}

/** Every sentence of a whole text (the same rules, at once). */
export function splitSentences(text: string): string[] {
  const splitter = createSentenceSplitter();
  return [...splitter.push(text), ...splitter.flush()];
}
