/**
 * The one text folding of course search, used when a course is indexed (the D1 catalogue stores
 * the folded text and FTS5 indexes that) and when a query is read, so both sides always see the
 * same terms (docs/decisions/017-course-search.md):
 *
 * - Arabic: diacritics (tashkeel) and tatweel removed, أ إ آ ٱ → ا, ة → ه, ى → ي, Arabic-Indic
 *   digits → 0-9, the definite article and its fused forms (ال، وال، بال، كال، فال، لل) stripped
 *   from the start of a word. A word starting with the conjunction و (وتحليل) also yields the word
 *   without it, because whether that و is a prefix cannot be known without a dictionary.
 * - Latin: lower case, accents removed (é → e), a light English stemmer (manage, managed,
 *   managing, manages → manag), the names whose punctuation is the name kept (C++ → cpp, C# →
 *   csharp, .NET → dotnet).
 */
import { stemEnglish } from "../search/bm25.ts";

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Folds Arabic spelling variants and Latin case and accents; keeps spaces and punctuation. */
export function foldText(text: string): string {
  const arabic = text
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0640/g, "")
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g, "")
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
  return arabic
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
}

/** Programming-language names whose punctuation is the name. */
function protectTechNames(folded: string): string {
  return folded
    .replace(/c\+\+/g, " cpp ")
    .replace(/(^|[^a-z0-9])c#/g, "$1 csharp ")
    .replace(/(^|[^a-z0-9])f#/g, "$1 fsharp ")
    .replace(/(^|[^a-z0-9])\.net\b/g, "$1 dotnet ");
}

const ARTICLE_FORMS = ["وال", "بال", "كال", "فال"];

/** Strips the definite article (and و/ب/ك/ف fused with it, and لل) when at least two letters remain. */
export function stripArticle(word: string): string {
  for (const prefix of ARTICLE_FORMS) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 2) return word.slice(prefix.length);
  }
  if (word.startsWith("لل") && word.length >= 4) return word.slice(2);
  if (word.startsWith("ال") && word.length >= 4) return word.slice(2);
  return word;
}

/** Function words: they never decide what a course is about. Written as `foldText` leaves them. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  "a", "an", "and", "any", "are", "as", "at", "be", "by", "can", "could", "do", "does", "for", "from", "get", "give",
  "good", "great", "have", "help", "how", "i", "i'd", "if", "im", "in", "into", "is", "it", "its", "just", "like",
  "looking", "me", "more", "my", "need", "of", "on", "or", "our", "please", "should", "show", "so", "some", "something",
  "that", "the", "their", "them", "then", "there", "these", "this", "to", "up", "us", "very", "want", "wanna", "we",
  "what", "which", "who", "will", "with", "would", "you", "your", "find", "recommend", "suggest", "about", "also",
  // Arabic (MSA), after folding
  "في", "من", "علي", "الي", "عن", "مع", "او", "ثم", "هذا", "هذه", "ذلك", "تلك", "التي", "الذي", "الذين", "ما", "ماذا",
  "لا", "لم", "لن", "كيف", "هل", "ان", "كل", "بين", "عند", "حتي", "قد", "و", "يا", "انا", "اريد", "لي", "به", "بها",
  "فيه", "فيها", "هو", "هي", "اود", "ابحث", "احتاج", "ارجو", "اي", "بعض", "يكون", "تكون", "عن", "حول", "لو", "ممكن",
  "افضل", "جيد", "جيده", "يعلمني", "تعلمني", "اقترح", "اقترح", "رشح", "رشحلي", "دلني",
  // Egyptian and Gulf forms
  "عايز", "عاوز", "عايزه", "عاوزه", "محتاج", "محتاجه", "ابغي", "ابي", "نفسي", "حاجه", "حد", "يعني", "بتاع", "بتاعه",
  "كده", "ده", "دي", "دا", "اللي", "فين", "ازاي", "ايه", "عشان", "علشان", "بس", "كويس", "كويسه", "حلو", "حلوه",
  "لو", "سمحت", "فضلك", "ياريت", "شويه", "اوي", "خالص", "هو", "عندكم", "عندك", "تعرف", "شوفلي", "هاتلي",
]);

/**
 * Words that say "a course" or "I want to learn", not what about: a query made of them alone has
 * no subject, and a course does not fit a query because it shares them.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  [
    "course", "courses", "class", "classes", "learn", "learning", "study", "tutorial", "tutorials", "training", "lesson",
    "lessons", "online", "best", "top", "new", "skill", "skills", "beginner", "level",
    "كورس", "كورسات", "دوره", "دورات", "دورة", "تعلم", "اتعلم", "نتعلم", "يتعلم", "تعليم", "دراسه", "ادرس", "شرح",
    "تدريب", "دروس", "درس", "مساق", "مساقات", "اونلاين", "كورسيز", "مهاره", "مهارات", "ابدا", "ابدء",
  ].map((w) => normaliseWord(w)),
);

function normaliseWord(word: string): string {
  const folded = foldText(word);
  return ARABIC_LETTER.test(folded) ? stripArticle(folded) : /^[a-z]+$/.test(folded) ? stemEnglish(folded) : folded;
}

/** One word of a text as the index sees it, with where it came from. */
export interface Token {
  /** The folded form before stemming or article stripping ("البيانات" → "البيانات"). */
  surface: string;
  /** The index term ("بيانات", "analysi"). */
  term: string;
  /** Another term the same word may stand for (وتحليل → تحليل). */
  alternate?: string;
  stop: boolean;
  generic: boolean;
}

/** Splits text into tokens: folded, the article stripped, English stemmed, stop and generic words marked. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const surface of protectTechNames(foldText(text)).split(/[^\p{L}\p{N}]+/u)) {
    if (!surface) continue;
    if (ARABIC_LETTER.test(surface)) {
      const term = stripArticle(surface);
      const stop = STOP_WORDS.has(surface) || STOP_WORDS.has(term);
      const token: Token = { surface, term, stop, generic: !stop && (GENERIC_WORDS.has(term) || GENERIC_WORDS.has(surface)) };
      if (term === surface && term.startsWith("و") && term.length >= 5) {
        const rest = stripArticle(term.slice(1));
        if (!STOP_WORDS.has(rest)) token.alternate = rest;
      }
      tokens.push(token);
    } else {
      const term = /^[a-z]+$/.test(surface) ? stemEnglish(surface) : surface;
      const stop = STOP_WORDS.has(surface);
      tokens.push({ surface, term, stop, generic: !stop && GENERIC_WORDS.has(term) });
    }
  }
  return tokens;
}

/**
 * The index terms of a text (stop words left out, alternates added), space-joined: what the D1
 * catalogue stores in its search columns and FTS5 indexes, and what the memory index counts.
 */
export function indexText(text: string): string {
  const out: string[] = [];
  for (const token of tokenise(text)) {
    if (token.stop) continue;
    out.push(token.term);
    if (token.alternate) out.push(token.alternate);
  }
  return out.join(" ");
}

/** The index terms of a text as a list (see `indexText`). */
export function indexTerms(text: string): string[] {
  const joined = indexText(text);
  return joined ? joined.split(" ") : [];
}
