/**
 * The reordering half of the Unicode bidirectional algorithm, for one line at a time and without
 * explicit embeddings: enough to turn a right-to-left line as painted in a PDF (visual order,
 * left to right across the page) into the order it is read and typed (logical order), with
 * Latin words and numbers kept in their own order inside it.
 *
 * For such lines the reordering is its own inverse, so the same function also turns a logical
 * line back into its visual order (pdf.js hands out right-to-left runs already reordered).
 */

type BidiType = "L" | "R" | "EN" | "AN" | "CS" | "ES" | "ET" | "WS" | "ON";

const RTL_LETTER = /[\u0590-\u05FF\u0600-\u065F\u066E-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

const MIRROR: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«" };

function bidiType(c: string): BidiType {
  if (/[\u060C\u061B\u061F]/u.test(c)) return "CS";
  if (/[\u0660-\u0669\u066B\u066C]/u.test(c)) return "AN";
  if (/[\u06F0-\u06F9]/u.test(c)) return "EN";
  if (RTL_LETTER.test(c)) return "R";
  if (/[0-9]/.test(c)) return "EN";
  if (/\p{L}/u.test(c)) return "L";
  if (/[\p{M}]/u.test(c)) return "ON";
  if (/[.,:/]/.test(c)) return "CS";
  if (/[-+]/.test(c)) return "ES";
  if (/[%٪#$€£¥°]/u.test(c)) return "ET";
  if (/\s/.test(c)) return "WS";
  return "ON";
}

/** True when the text holds a right-to-left letter (Arabic, Hebrew). */
export function hasRtl(text: string): boolean {
  return RTL_LETTER.test(text);
}

/** True when more of the text's letters are Arabic (or Hebrew) than not. */
export function isMostlyRtl(text: string): boolean {
  let rtl = 0;
  let other = 0;
  for (const c of text) {
    if (RTL_LETTER.test(c)) rtl++;
    else if (/\p{L}/u.test(c)) other++;
  }
  return rtl > other;
}

/** True when the text has Arabic letters (including presentation forms). */
export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/**
 * Reorders one line between visual and logical order. `rtl` is the paragraph direction: true
 * for a right-to-left paragraph (an Arabic resume's line), false for a left-to-right one.
 * Brackets inside right-to-left runs are mirrored, as a renderer does.
 */
export function reorderLine(text: string, rtl: boolean): string {
  const chars = [...text];
  const n = chars.length;
  if (n === 0 || (!rtl && !hasRtl(text))) return text;
  const types: (BidiType | "Rn" | "Ln")[] = chars.map(bidiType);
  // W4: one separator between two numbers of the same kind belongs to the number ("2019-2021", "3.5").
  for (let i = 1; i + 1 < n; i++) {
    const t = types[i];
    if ((t === "CS" || t === "ES") && types[i - 1] === "EN" && types[i + 1] === "EN") types[i] = "EN";
    else if (t === "CS" && types[i - 1] === "AN" && types[i + 1] === "AN") types[i] = "AN";
  }
  // W5: terminators ("%", "$") next to a European number belong to it.
  for (let i = 0; i < n; i++) {
    if (types[i] !== "ET") continue;
    let j = i;
    while (j < n && types[j] === "ET") j++;
    if ((i > 0 && types[i - 1] === "EN") || types[j] === "EN") for (let k = i; k < j; k++) types[k] = "EN";
    i = j - 1;
  }
  // W7: a European number after Latin text (no right-to-left letter between) is part of it.
  let lastStrong: "L" | "R" = rtl ? "R" : "L";
  for (let i = 0; i < n; i++) {
    const t = types[i];
    if (t === "L" || t === "R") lastStrong = t;
    else if (t === "EN" && lastStrong === "L") types[i] = "L";
  }
  // N1/N2: a run of neutrals between two strong types of the same direction takes it (numbers
  // count as right-to-left here); otherwise it takes the paragraph's direction.
  const strongOf = (t: string | undefined): "L" | "R" | null => (t === "L" ? "L" : t === "R" || t === "EN" || t === "AN" ? "R" : null);
  const isNeutral = (t: string) => t === "CS" || t === "ES" || t === "ET" || t === "WS" || t === "ON";
  const base = rtl ? "R" : "L";
  for (let i = 0; i < n; i++) {
    if (!isNeutral(types[i]!)) continue;
    let j = i;
    while (j < n && isNeutral(types[j]!)) j++;
    const before = i > 0 ? strongOf(types[i - 1]) : base;
    const after = j < n ? strongOf(types[j]) : base;
    const dir = before === after && before ? before : base;
    for (let k = i; k < j; k++) types[k] = dir === "R" ? "Rn" : "Ln";
    i = j - 1;
  }
  const baseLevel = rtl ? 1 : 0;
  const levels = types.map((t) => {
    const isR = t === "R" || t === "Rn";
    const isNumber = t === "EN" || t === "AN";
    if (baseLevel === 0) return isR ? 1 : isNumber ? 2 : 0;
    return isR ? 1 : 2;
  });
  // L1: white space at the line's ends sits at the paragraph level.
  for (let i = n - 1; i >= 0 && /\s/.test(chars[i]!); i--) levels[i] = baseLevel;
  for (let i = 0; i < n && /\s/.test(chars[i]!); i++) levels[i] = baseLevel;
  let items = chars.map((c, i) => ({ c: levels[i]! % 2 === 1 ? (MIRROR[c] ?? c) : c, level: levels[i]! }));
  const max = Math.max(...levels);
  for (let level = max; level >= 1; level--) {
    const next: typeof items = [];
    for (let i = 0; i < items.length; ) {
      if (items[i]!.level < level) {
        next.push(items[i++]!);
        continue;
      }
      let j = i;
      while (j < items.length && items[j]!.level >= level) j++;
      next.push(...items.slice(i, j).reverse());
      i = j;
    }
    items = next;
  }
  return items.map((item) => item.c).join("");
}
