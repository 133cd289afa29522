/**
 * Text clean-up shared by the PDF reader and the profile extractor: what PDF generators and
 * word processors put into "text" that a reader would never type.
 */

/** Presentation forms (ﬁ, Arabic glyph shapes, full-width letters) folded to ordinary letters. */
const PRESENTATION_FORMS = /[\uFB00-\uFB4F\uFB50-\uFDFF\uFE70-\uFEFF\uFF01-\uFF5E]+/g;
/** Zero-width and bidi control characters: invisible, but they break word matching. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Icon fonts (Font Awesome and friends) map their glyphs into the Private Use Area. */
const PRIVATE_USE = /[\uE000-\uF8FF]/g;
const ODD_SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/**
 * Some generators drop the ToUnicode entry of the "fi"/"fl" ligatures, so pdf.js yields U+0000
 * in their place ("\u0000nancial", "in\u0000uence"). "fl" is guessed from the letters that
 * follow it in English words; anything else is "fi", by far the more common ligature.
 */
function repairLostLigatures(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: pdf.js leaves NUL where a ligature glyph had no text.
  return text.replace(/\u0000([a-z]*)/g, (_m, rest: string) => {
    const fl = /^(?:ow|uen|ux|ex|ee|ag|ash|ight|oor|y|u|orid|avo|ame|awless)/.test(rest);
    return (fl ? "fl" : "fi") + rest;
  });
}

/**
 * Normalises one line or a whole text: ligatures and presentation forms, Word's
 * "hyphen + soft hyphen + U+2010" sequences, odd spaces, invisible characters and icon glyphs.
 * Line breaks are kept; runs of spaces inside a line become one space.
 */
export function normalizeText(text: string): string {
  return repairLostLigatures(text)
    .replace(PRESENTATION_FORMS, (s) => s.normalize("NFKC"))
    .replace(/-?\u00AD?[\u2010\u2011]/g, "-")
    .replace(/\u00AD/g, "")
    .replace(INVISIBLE, "")
    .replace(PRIVATE_USE, " ")
    .replace(ODD_SPACES, " ")
    .replace(/\r\n?/g, "\n")
    .replace(/[ ]{2,}/g, " ")
    .replace(/ *\n */g, "\n");
}

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits (٠١٢ / ۰۱۲) to ASCII, for phone numbers and dates. */
export function toAsciiDigits(text: string): string {
  return text.replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/**
 * A folding key for comparing words: lower case (unless `keepCase`), Latin accents removed
 * (Fähigkeiten → fahigkeiten), Arabic diacritics and tatweel removed, alef/ya/ta-marbuta
 * variants unified. Length changes, so use it to compare, never to slice the original text.
 */
export function foldForMatch(text: string, keepCase = false): string {
  const folded = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0640/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0629/g, "\u0647");
  return keepCase ? folded : folded.toLowerCase();
}

/** True when more letters in the text are Arabic than Latin. */
export function isMostlyArabic(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin;
}
