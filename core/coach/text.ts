/**
 * Text helpers the coach shares: which language a message is in, a folded form for matching
 * (lower case, Arabic spelling variants merged, punctuation to spaces), whole-phrase matching,
 * and a stable small hash so answers vary with the question without being random.
 */
import { normalizeArabic } from "../search/bm25.ts";
import type { CoachLanguage } from "./types.ts";

const ARABIC_WORD = /[\u0621-\u064A]{2,}/g;
const LATIN_WORD = /[A-Za-z]{2,}/g;

/** Franco-Arabic (Arabizi) words that English does not use: pronouns, particles, Egyptian verbs. */
const FRANCO_WORDS = new Set(
  `ana enta enty inta inti ehna e7na howa heya ezay ezzay ezay ezayak ezayek izay izzay izayak azay msh mesh mish mosh fe fel fil fl
  momken mumken mmkn tayeh bokra bukra keda kda kdah leh lih awy keteer shokran tamam tmam khalas
  ely elly elli bta3 beta3 bel bardo brdo kaman kman tany tani tanya yaany yani dah dol dool ba2a bqa gedan geddan bgd begad
  bebalash bbalash mgany magany mgana magana eshta ma3 m3a m3aya 3shan 3ashan 3alashan 3lshan 3ala 3la 3an 3ayez 3ayz 3ayza
  3awez 3awza 3aiz 3andy 3andi 3ndy 3ndi 3arabi 3araby 3aref 3arfa 3amla 3amel wa7ed wa7da 7aga 7aja ezzayek sabah masa2
  a3mel a3ml at3lem at3alem at3allem a5osh akhosh ab2a aba2a atnafes 2ader 2adra fi kwayes kwayis kwayesa kwayesa kteer ahlan ahln slm mersi
  shehada shehadat khebra shokrn ezzay aktb aktob awel shoghl sho8l kam mortab naharda nharda korsat kors ktab monaseb atkalem atkallem 3ayzeen ma3lesh m3lsh
  kol koll youm eny enny nafsy nafsi nefsy nefsi kont konte kunt badrs badros bdrs badres shaghal shaghala shaghla sebt sebtaha sebto sebtha handasa ba3deen b3deen mafeesh mafish mfeesh walla lessa lesa ba3d ba3den delwa2ty dlw2ty dlwa2ty ento 3ady 3adi shewaya shwaya
  swya 7elw 7lw kwyes tayeb tyb akeed yarab rabena beta3y bta3y sherka shoghly modeer bafakar bafaker bafkar ba7eb ba7ebb bashtaghal
  la2y la2ya 5alast kolleya kolleyet tegara asafer mabasoot mabsoot za3lan ta3ban ta3bana zah2an 5ayef khayef 5ayfa`.split(/\s+/),
);
/** Words that are Franco-Arabic in an Arabizi message but also short English or names ("w/", "eh", "da"). */
const FRANCO_WEAK = new Set(["w", "we", "wi", "el", "il", "eh", "ehh", "eeh", "eih", "ya", "da", "di", "dy", "bas", "bs", "mn", "men", "salam", "yalla", "habibi", "ana", "mish", "awi", "le", "lel", "fl", "sana", "sabah", "tani"]);
/** A word spelled with the digits Arabizi uses for Arabic letters (3ayez, 7aga, a3mel, 2awy), but not "3months" or "b2b". */
const FRANCO_DIGIT_WORD = /^[a-z]*[235789][a-z]{2,}[a-z0-9]*$|^[a-z]{2,}[235789][a-z]+$/;
const ENGLISH_AFTER_DIGIT = /^\d+(?:years?|yrs?|months?|mos?|weeks?|wks?|days?|hours?|hrs?|mins?|minutes?|k|m|h|st|nd|rd|th|am|pm|gb|mb|kb|ghz|mp)$/;

/**
 * Whether a message in Latin letters is Egyptian Franco-Arabic ("3ayez at3lem python", "fe course
 * cobol?", "msh 3aref akhtar"): at least two of its words are Arabizi, or one in a message of four
 * words or fewer. Digit spellings count fully; words English or names also use count half.
 */
export function isFrancoArabic(text: string): boolean {
  if (/[\u0621-\u064A]/.test(text)) return false;
  const list = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const latin = list.filter((w) => /[a-z]/.test(w));
  if (latin.length === 0) return false;
  let strong = 0;
  let weak = 0;
  for (const w of latin) {
    if (FRANCO_WORDS.has(w) || (FRANCO_DIGIT_WORD.test(w) && !ENGLISH_AFTER_DIGIT.test(w) && !/^w3/.test(w))) strong++;
    else if (FRANCO_WEAK.has(w)) weak++;
  }
  const score = strong + weak / 2;
  return strong > 0 && (score >= 2 || latin.length <= 4);
}

/** Whether a (lower-case) word is Franco-Arabic grammar or everyday talk ("nefsy", "3ayez", "a3ml") rather than a subject. */
export function isFrancoWord(word: string): boolean {
  return FRANCO_WORDS.has(word) || FRANCO_WEAK.has(word) || (FRANCO_DIGIT_WORD.test(word) && !ENGLISH_AFTER_DIGIT.test(word) && !/^w3/.test(word));
}

/** Franco-Arabic words and pairs in Arabic script, so the Arabic phrase lists read them ("fe wa7ed bel 3araby?" → "في واحد بالعربي؟"). */
const FRANCO_TO_ARABIC: [RegExp, string][] = [
  [/\b(?:bel|bil|bl|b)[ -]?3arab(?:y|i|e)\b/g, "بالعربي"],
  [/\b(?:bel|bil|bl|b)[ -]?(?:engl?izy|engl?izi|ingl?izy|english)\b/g, "بالانجليزي"],
  [/\b(?:b|be|bi)[ -]?shehad(?:a|ah|e)\b/g, "بشهاده"],
  [/\bel[ -]?tan(?:y|i)\b/g, "التاني"],
  [/\bel[ -]?awel(?:any)?\b/g, "الاول"],
  [/\bawel\s+wa7(?:e|i)d\b/g, "اول واحد"],
  [/\btany\s+wa7(?:e|i)d\b/g, "تاني واحد"],
  [/\ba2al\s+(?:men|mn|min)\b/g, "اقل من"],
];
const FRANCO_WORD_AR: Record<string, string> = {
  fe: "في", fi: "في", fih: "فيه", feh: "فيه", fehom: "فيهم", fihom: "فيهم", fehum: "فيهم", wa7ed: "واحد", wa7da: "واحده", "7aga": "حاجه", "7aja": "حاجه",
  "7agat": "حاجات", awel: "اول", awl: "اول", tany: "تاني", tani: "تاني", talet: "تالت", a5er: "اخر", akher: "اخر", a2sar: "اقصر", as2ar: "اقصر",
  arkhas: "ارخص", ar5as: "ارخص", ashal: "اسهل", as3ab: "اصعب", a2al: "اقل", shehada: "شهاده", shehadat: "شهادات", mgany: "مجاني", magany: "مجاني",
  bebalash: "ببلاش", "3araby": "عربي", "3arabi": "عربي", sa3a: "ساعه", sa3at: "ساعات", esbo3: "اسبوع", osbo3: "اسبوع", shahr: "شهر", shohor: "شهور",
  sana: "سنه", snin: "سنين", sneen: "سنين", dol: "دول", dah: "ده", kaman: "كمان", ghero: "غيره", gherha: "غيرها", ghirha: "غيرها", tanya: "تانيه",
  course: "كورس", courses: "كورسات", kors: "كورس", korsat: "كورسات", ketab: "كتاب", ktab: "كتاب", kotob: "كتب", "2anah": "قناه", qanah: "قناه",
  "3ayez": "عايز", "3ayz": "عايز", "3awez": "عاوز", "3ayza": "عايزه", "3awza": "عاوزه", "3aiz": "عايز", ana: "انا", enta: "انت", enty: "انتي", msh: "مش", mesh: "مش",
  ezay: "ازاي", ezzay: "ازاي", izay: "ازاي", eh: "ايه", eih: "ايه", leh: "ليه", "at3lem": "اتعلم", "at3alem": "اتعلم", "at3allem": "اتعلم", "et3alem": "اتعلم", "at3lm": "اتعلم", "at3alm": "اتعلم", "et3lm": "اتعلم", "nefsy": "نفسي", "nefsi": "نفسي", "nafsy": "نفسي",
  "a3raf": "اعرف", "3aref": "عارف", "3arfa": "عارفه", "a3mel": "اعمل", "a3ml": "اعمل", "ab2a": "ابقي", "a5osh": "ادخل", akhosh: "ادخل", momken: "ممكن", mmkn: "ممكن",
  "ra4a7ly": "رشحلي", "rasha7ly": "رشحلي", "rash7ly": "رشحلي", "shar7": "شرح", "mortab": "مرتب", "shoghl": "شغل", "sho8l": "شغل", "sherka": "شركه",
  "w": "و", "tayeh": "تايه", "bokra": "بكره", "interview": "انترفيو", "cv": "سي في", "youtube": "يوتيوب", "roadmap": "رودماب",
  "khebra": "خبره", "5ebra": "خبره", "tari2a": "طريقه", "khotta": "خطه", "5otta": "خطه", "plan": "خطه", "nasay7": "نصايح", "nasa2e7": "نصايح",
  "la2y": "لاقي", "la2ya": "لاقيه", "la2eit": "لقيت", "5alast": "خلصت", "khalast": "خلصت", "kolleya": "كليه", "kolleyet": "كليه", "koleya": "كليه", "tegara": "تجاره",
  "sora": "صوره", "sorty": "صورتي", "ta2dir": "تقدير", "ta2deer": "تقدير", "mo3adal": "معدل",
  // Verbs of wanting to become or move ("3ayez a2leb data analyst", "nefsy ab2a designer", "3ayza ashtghal HR").
  "a2leb": "اشتغل", "a2lib": "اشتغل", "ashtghal": "اشتغل", "ashtaghal": "اشتغل", "ashta8al": "اشتغل", "ashtghl": "اشتغل", "aba2a": "ابقي", "abqa": "ابقي",
  "akoon": "اكون", "akon": "اكون", "at7awel": "اتحول", "a7awel": "احول", "antekel": "انتقل", "ante2el": "انتقل", "kam": "كام", "rakam": "رقم",
  "sa2alny": "سالني", "sa2alni": "سالني", "sa2aluny": "سالوني", "a2ol": "اقول", "a2oul": "اقول", "3ayzeen": "عايزين", "7ad": "حد",
  "modeer": "مدير", "modir": "مدير", "zamily": "زميلي", "sheghl": "شغل", "a2dem": "اقدم", "asafer": "اسافر", "barra": "بره", "mo2abla": "مقابله", "mu2abla": "مقابله", "ta2deem": "تقديم", "zyada": "زياده", "ziada": "زياده", "mortabi": "مرتبي", "ba7es": "بحث", "madkhal": "مدخل",
};

/** A Franco-Arabic message in Arabic script, word for word where the word is known (other words stay as they are). */
export function francoToArabic(text: string): string {
  let out = text.toLowerCase();
  for (const [pattern, arabic] of FRANCO_TO_ARABIC) out = out.replace(pattern, arabic);
  return out.replace(/[a-z0-9]+/g, (w) => FRANCO_WORD_AR[w] ?? w);
}

/**
 * "ar" when the message is mostly written in Arabic script, or is Egyptian Franco-Arabic (whose
 * writers are answered in Arabic). Counted in words, so a few Latin product names inside an
 * Arabic sentence ("كورس Google Project Management") stay Arabic.
 */
export function detectLanguage(text: string): CoachLanguage {
  const arabic = text.match(ARABIC_WORD)?.length ?? 0;
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  if (arabic === 0) return isFrancoArabic(text) ? "ar" : "en";
  return arabic >= latin || arabic >= 3 ? "ar" : "en";
}

/**
 * Lower case, Arabic folded (أ/إ/آ → ا, ة → ه, ى → ي, no diacritics, tatweel or elongation), Latin accents
 * dropped, every run of punctuation a single space, padded with one space each side so phrases
 * can be matched as ` phrase ` without regular expressions.
 */
export function fold(text: string): string {
  // The parts of the engine each fold the same message and turns: the last few short texts are kept.
  if (text.length > FOLD_CACHE_MAX_CHARS) return foldText(text);
  let folded = FOLD_CACHE.get(text);
  if (folded === undefined) {
    if (FOLD_CACHE.size >= FOLD_CACHE_SIZE) FOLD_CACHE.clear();
    folded = foldText(text);
    FOLD_CACHE.set(text, folded);
  }
  return folded;
}

const FOLD_CACHE = new Map<string, string>();
const FOLD_CACHE_SIZE = 512;
const FOLD_CACHE_MAX_CHARS = 2000;

function foldText(text: string): string {
  const folded = normalizeArabic(text)
    // Elongated Arabic ("ازيييك", "مساااء"): no Arabic word repeats a letter three times.
    .replace(/([\u0621-\u064A])\1{2,}/g, "$1")
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]s\b/g, "")
    .replace(/['’]/g, "")
    .replace(/c\+\+/g, "cpp")
    .replace(/c#/g, "csharp")
    .replace(/[^\p{L}\p{N}+#./&-]+/gu, " ")
    .replace(/(^|\s)[-./&]+|[-./&]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return ` ${folded} `;
}

/**
 * What matching one phrase needs, worked out once per phrase (the same trigger phrases are
 * matched on every message): the folded phrase as whole words and, for an Arabic phrase, the
 * part that must appear somewhere and every glued form that counts.
 */
interface PhraseMatcher {
  /** ` phrase `. */
  whole: string;
  /** Arabic only: the phrase without its article (when longer than two letters after it), else the phrase. */
  core: string | null;
  /** Arabic only: ` phrase`, ` وphrase`, … and the same without the article, and ` للphrase-without-article`. */
  glued: readonly string[];
}

const PHRASE_CACHE = new Map<string, PhraseMatcher | null>();
const PHRASE_CACHE_SIZE = 20_000;

/** One-letter Arabic prefixes (and, with, for, as, so) that attach to the next word. */
const ARABIC_PREFIXES = ["و", "ب", "ل", "ك", "ف"];
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** The matcher of `phrase` (`fold(phrase)` without padding), or null when nothing of it is left after folding. */
function phraseMatcher(phrase: string): PhraseMatcher | null {
  let matcher = PHRASE_CACHE.get(phrase);
  if (matcher === undefined) {
    matcher = buildMatcher(fold(phrase).trim());
    if (PHRASE_CACHE.size < PHRASE_CACHE_SIZE) PHRASE_CACHE.set(phrase, matcher);
  }
  return matcher;
}

function buildMatcher(p: string): PhraseMatcher | null {
  if (!p) return null;
  if (!ARABIC_LETTER.test(p)) return { whole: ` ${p} `, core: null, glued: [] };
  const article = p.startsWith("ال");
  const bare = p.slice(2);
  const glued: string[] = [];
  for (const prefix of ["", ...ARABIC_PREFIXES]) {
    glued.push(` ${prefix}${p}`);
    if (article && p.length > 4) glued.push(` ${prefix}${bare}`);
  }
  // ل + ال is written لل (للسيرة, للمبتدئين).
  if (article) glued.push(` لل${bare}`);
  return { whole: ` ${p} `, core: article && p.length > 4 ? bare : p, glued };
}

/**
 * Whether `folded` (from `fold`) contains `phrase` as whole words. An Arabic phrase may also
 * carry an attached prefix (و، ب، ل، ك، ف) or suffix letters, because Arabic glues those on.
 */
export function hasPhrase(folded: string, phrase: string): boolean {
  const m = phraseMatcher(phrase);
  if (!m) return false;
  if (folded.includes(m.whole)) return true;
  // Cheap rejection first: the phrase without its article must appear somewhere.
  if (m.core === null || !folded.includes(m.core)) return false;
  // Arabic: allow a glued prefix and any suffix on the last word (محاسب → محاسبا، لتحليل).
  for (const form of m.glued) if (folded.includes(form)) return true;
  return false;
}

/** The longest of `phrases` found in `folded`, or "" — longer phrases are more specific. */
export function longestPhrase(folded: string, phrases: readonly string[]): string {
  let best = "";
  for (const phrase of phrases) if (phrase.length > best.length && hasPhrase(folded, phrase)) best = phrase;
  return best;
}

/** Words of a folded text. */
export function words(folded: string): string[] {
  return folded.trim().split(" ").filter(Boolean);
}

/** A small stable hash (FNV-1a) for picking wording variants deterministically. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `options`, chosen by `seed` (the same seed always picks the same one). */
export function pick<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length];
}

/** The first name of a full name ("Sara Mahmoud" → "Sara"); "" when unknown. */
export function firstName(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] ?? "";
}

/** Escapes characters that would break a Markdown link text. */
export function mdText(text: string): string {
  return text.replace(/([[\]\\*_`])/g, "\\$1");
}

/** A Markdown link, or bold text when there is no URL. */
export function mdLink(title: string, url?: string): string {
  return url ? `[${mdText(title)}](${url.replace(/\)/g, "%29").replace(/ /g, "%20")})` : `**${mdText(title)}**`;
}

/** Joins with commas and a final "and"/"و". */
export function listJoin(items: readonly string[], language: CoachLanguage): string {
  if (items.length <= 1) return items.join("");
  const and = language === "ar" ? " و" : " and ";
  return `${items.slice(0, -1).join(language === "ar" ? "، " : ", ")}${and}${items[items.length - 1]}`;
}
