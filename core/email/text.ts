/**
 * Text preparation shared by the e-mail classifier and its training script: HTML remnants and
 * links removed, lower case, Arabic letters folded to one form (alef variants, taa marbuta, alef
 * maqsura, hamza seats; diacritics and tatweel dropped; Arabic-Indic digits to 0-9), and the word
 * and bigram features the bundled model is trained on.
 */

/** The most of a body the classifier reads: the decision is in the first paragraphs; a 200 KB body costs no more than this. */
export const BODY_LIMIT = 6000;
const SUBJECT_LIMIT = 400;

const DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Folds Arabic letter variants so that spellings of one word compare equal; other scripts are lower-cased. */
export function foldArabic(text: string): string {
  return text
    .replace(DIACRITICS, "")
    .replace(/[إأآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/ڤ/g, "ف")
    .replace(/ک/g, "ك")
    .replace(/ی/g, "ي")
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) & 0xf));
}

/** Removes tags, entities and links, and collapses whitespace. Keeps case. */
export function plainText(text: string, limit: number): string {
  const cut = text.length > limit ? text.slice(0, limit) : text;
  return cut
    .replace(/<(?:style|script)[^>]{0,200}>[\s\S]{0,20000}?<\/(?:style|script)>/gi, " ")
    .replace(/<[^<>]{0,500}>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&(?:[a-z]{2,8}|#\d{1,6});/gi, " ")
    .replace(/\bhttps?:\/\/\S{0,500}/gi, " ")
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lower-cased, Arabic-folded, typographic quotes made plain: the form the rules and the model read. */
export function normalize(text: string): string {
  return foldArabic(text.toLowerCase()).replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/** "ar" when Arabic letters outnumber Latin ones. */
export function detectLanguage(text: string): "en" | "ar" {
  let arabic = 0;
  let latin = 0;
  const n = Math.min(text.length, 4000);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0621 && c <= 0x064a) arabic++;
    else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) latin++;
  }
  return arabic > latin ? "ar" : "en";
}

/** The two texts the classifier reads, normalised: subject and body (HTML and links removed, body cut to BODY_LIMIT). */
export function prepare(input: { subject: string; body: string }): { subject: string; body: string } {
  return {
    subject: normalize(plainText(String(input.subject ?? ""), SUBJECT_LIMIT)),
    body: normalize(plainText(String(input.body ?? ""), BODY_LIMIT * 2).slice(0, BODY_LIMIT)),
  };
}

const WORD = /[a-z][a-z']{1,24}|[\u0621-\u064a]{2,20}/g;
const STOP = new Set(
  "the a an and or of to in for on at is are be we you your our this that with it as by from has have was were will can i me my us they them their there here if so but not no hi dear hello".split(
    " ",
  ),
);
/** Arabic prefixes (the article, and the conjunction/preposition letters joined to it) that hide a stem. */
const AR_PREFIX = /^(?:وال|بال|فال|كال|لل|ال)(?=[\u0621-\u064a]{2})/;

function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    let w = m[0];
    if (w.charCodeAt(0) > 0x600) w = w.replace(AR_PREFIX, "");
    else w = w.replace(/'s$|'$/, "");
    out.push(w);
  }
  return out;
}

/** Word and bigram features (stop words kept inside bigrams, since "not moving forward" turns on "not"); subject words are marked apart. */
export function features(prepared: { subject: string; body: string }): string[] {
  const out: string[] = [];
  const add = (list: string[], prefix: string) => {
    for (let i = 0; i < list.length; i++) {
      if (!STOP.has(list[i])) out.push(prefix + list[i]);
      if (i > 0) out.push(`${prefix}${list[i - 1]}_${list[i]}`);
    }
  };
  add(words(prepared.subject), "s:");
  add(words(prepared.body), "");
  return out;
}
