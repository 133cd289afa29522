/**
 * Messages that ask more than one thing, or ask to choose between options, or ask whether
 * something is true.
 *
 * - `asksIn` finds the explicit asks of a message ("two things: … and should I …?", "1) … 2) …",
 *   "…؟ وكمان …؟", "سؤالين: …"), at most three, each with the setting told before them, so each
 *   can be read on its own and answered in a section of its own.
 * - `optionsIn` finds the options of a choice ("switch teams, switch companies or learn something
 *   on the side", "أسيب الشغل ولا أكمل ولا آخد كورس"); `weighOptions` writes the questions that
 *   decide between them when no playbook weighs them.
 * - `realityIn` finds a question asking whether a claim holds ("is it true you can learn data
 *   analytics in 3 months?", "ينفع … ولا ده وهم؟"), and `honestLead` answers it first, plainly.
 */
import { fold, listJoin } from "../text.ts";
import type { CoachLanguage } from "../types.ts";
import { ageIn, spelledNumbers } from "./stated.ts";

/** "two things:", "سؤالين:", "3ayez a3raf 7agten:": the message says it has several asks. */
const ANNOUNCED = [
  /^[^:?؟\n]{0,40}?\b(?:two|three|2|3|a couple of|couple of|a few|few|quick)\s+(?:quick\s+|small\s+|short\s+|more\s+)?(?:things|questions|qs|q's|q|asks|ones)\b[^:?؟\n]{0,25}?[:\-–—]\s*/i,
  /^[^:?؟\n]{0,40}?(?:حاجتين|حاجتان|سؤالين|سؤالان|شيئين|شيئان|أمرين|امرين|أمران|تلات حاجات|ثلاث حاجات|ثلاثة أسئلة|ثلاث أسئلة|تلات أسئلة|تلت اسئلة|كذا سؤال|كام سؤال)[^:?؟\n]{0,25}?[:\-–—،,]\s*/,
  /^[^:?\n]{0,40}?\b(?:7agten|7agteen|7agtein|so2alen|so2aleen|su2alen|so2alein)\b[^:?\n]{0,25}?[:\-–—,]\s*/i,
];

/** Words that open a new ask after the first one ("and also", "plus", "وكمان", "وسؤال تاني"). */
const JOINERS_EN = /(?:^|[,;.]\s*|\s+-\s+|\s+)(?:and also|also|plus|and another thing|another thing|and another question|another question|and secondly|secondly|second|and thirdly|thirdly|third|and finally|finally|and lastly|lastly)\s*[,:]?\s+/gi;
const JOINERS_AR = /(?:^|[،,;.]\s*|\s+)(?:وسؤال كمان|سؤال كمان|وحاجة كمان|وحاجة تانية|حاجة تانية|وسؤال أخير|وسؤال اخير|و\s?كمان|وكمان|كمان|وسؤال تاني|سؤال تاني|والسؤال التاني|السؤال التاني|والسؤال الثاني|السؤال الثاني|وثانيا|وثانيًا|ثانيا|ثانيًا|والتاني|التاني|والثاني|وأيضا|وأيضًا|وايضا|أيضا|ايضا|وكذلك|w kaman|wkaman|w kman|kaman|w so2al tany|so2al tany|w tany|tani)\s*[:،,]?\s+/gi;
/** ", and should I …", "وهل …": a second question joined to a first one. */
const AND_ASK_EN = /(?:,\s*|\s+)and\s+(?=(?:should|shall|do|does|is|are|can|could|would|how|what|which|where|when|why|who|will|am|what's|whats|how's|where's)\s)/gi;
/** After an announced count ("two things: …, and …", "7agten: …, w …"), a comma and "and" open the next ask. */
const AND_AFTER_COUNT = /,\s*(?:and|w|we|و)\s+/gi;
const AND_ASK_AR = /(?:[،,]\s*|\s+)(?=وهل\s|و\s+هل\s|وازاي\s|وإزاي\s|وكيف\s|وايه\s|وإيه\s|وليه\s|وامتى\s|وإمتى\s|وفين\s|وانهي\s|وأنهي\s|w ezay\s|w hal\s|w eh\s)/g;
/** "1) … 2) …", "1. … 2. …", "(1) … (2) …". */
const NUMBERED = /(?:^|\s)\(?([1-3١-٣])\s*[).:-]\s+/g;
/** "first, … second, …", "الأول … والتاني …", "أولا … ثانيا …": an opening ordinal, dropped from its ask. */
const OPENING_ORDINAL = /^(?:first(?:ly)?|first question|the first|first thing|الأول|الاول|أولا|اولا|أولًا|اولًا|السؤال الأول|السؤال الاول|awel 7aga|el awel)\s*[:،,]?\s*/i;

/** "what does a PM do, how do I become one": after an announced count, a comma before a question word starts the next ask. */
const ASK_AFTER_COMMA = /,\s*(?=(?:and\s+)?(?:how|what|which|where|when|why|should|do|is|can)\s)/gi;

const ASK_START_EN = /^(?:how|what|whats|what's|which|where|when|why|who|whom|should|shall|do|does|did|is|are|am|can|could|would|will|any|suggest|recommend|give|show|tell|help|explain|list|i need|need|i want|looking for|best|is there|are there)\b/i;
const ASK_START_AR = /^(?:و)?(?:ازاي|إزاي|ازى|ايه|إيه|اي|هل|ينفع|محتاج|محتاجة|محتاجه|عايز|عايزة|عايزه|عاوز|عاوزة|كيف|ماذا|ما|لماذا|ليه|فين|امتى|إمتى|انهي|أنهي|انهو|لازم|ممكن|أقول|اقول|ألبس|البس|أكتب|اكتب|أبدأ|ابدأ|ابدا|أعمل|اعمل|أتعلم|اتعلم|أختار|اختار|أخد|اخد|آخد|اقدر|أقدر|أسيب|اسيب|أروح|اروح|أقبل|اقبل|ezay|eh|a3mel|3ayez|3ayza|hal|momken|lazem|a5od|akhtar|a5tar)(?=\s|$|[؟?])/;

const WORD = /[\p{L}\p{N}+#]+/gu;
const count = (text: string): number => text.match(WORD)?.length ?? 0;

interface Piece {
  text: string;
  /** Opened by an explicit marker (a number, "also", "وكمان"): an ask even when short. */
  marked: boolean;
}

/** Splits at every match of `pattern`, marking the pieces after a match. */
function splitAt(pieces: Piece[], pattern: RegExp, keepMatch = false): Piece[] {
  return pieces.flatMap((piece) => {
    const out: Piece[] = [];
    let from = 0;
    let marked = piece.marked;
    for (const m of piece.text.matchAll(pattern)) {
      const at = m.index ?? 0;
      if (at === 0 && m[0].trim() === "") continue;
      out.push({ text: piece.text.slice(from, at), marked });
      from = keepMatch ? at : at + m[0].length;
      marked = true;
    }
    out.push({ text: piece.text.slice(from), marked });
    return out;
  });
}

/** Splits after each question mark that has more words after it. */
function splitQuestions(pieces: Piece[]): Piece[] {
  return pieces.flatMap((piece) => {
    const parts = piece.text.split(/(?<=[?؟])\s*/);
    return parts.map((text, i) => ({ text, marked: i === 0 ? piece.marked : false }));
  });
}

/** Question words that make an Arabic or Franco sentence a question wherever they stand ("أكتبها ازاي؟", "فريلانس ولا ثابت؟"). */
const ASK_WORD_AR = /(?:^|\s)(?:و?(?:ازاي|إزاي|ايه|إيه|هل|ينفع|ليه|امتى|إمتى|فين|كام|أنهي|انهي|كيف|ماذا|لماذا|متى|أين|ولا|أم)|ezay|eh|leh|emta|fen|kam|wala)(?=\s|$|[?؟،,])/i;

/**
 * Whether a piece of a message asks something: its last sentence opens as a question or a request, or it holds an
 * Arabic question word. A question mark alone is not enough ("I've been there 3 years?? and no promotion??").
 */
function isAsk(text: string): boolean {
  const t = text.trim();
  const last = t.split(/(?<=[.!…])\s+/).pop() ?? t;
  const folded = fold(last).trim();
  return ASK_START_EN.test(last) || ASK_START_EN.test(folded) || ASK_START_AR.test(last) || ASK_START_AR.test(folded) || ASK_WORD_AR.test(t);
}

const clean = (text: string): string => text.replace(/^[\s,،;:.\-–—]+|[\s,،;.\-–—]+$/g, "").replace(/\s+/g, " ");

/** "also, how …", "and is …", "وهل …", "وكمان ازاي …": the joining word a split leaves at an ask's start. */
const LEADING_JOIN = /^(?:(?:and also|also|and|plus|so)\s*,?\s+|و\s?(?:كمان|سؤال تاني)\s*[،,]?\s*|و(?=(?:هل|ازاي|إزاي|كيف|ايه|إيه|ليه|امتى|فين|انهي|أنهي)\s))/i;

/**
 * The separate asks of a message, each with the setting told before the first ask ("I have an
 * interview tomorrow: …"), or [] when the message asks one thing. At most three.
 */
export function asksIn(message: string): string[] {
  let text = message.trim();
  let announced = false;
  for (const pattern of ANNOUNCED) {
    const m = pattern.exec(text);
    if (m) {
      text = text.slice(m[0].length);
      announced = true;
      break;
    }
  }
  // A setting before a colon ("I have an interview tomorrow: …") belongs to every ask after it.
  let setting = "";
  const colon = /^([^:?؟\n]{3,80}):\s+/.exec(text);
  if (colon && !isAsk(colon[1])) {
    setting = clean(colon[1]);
    text = text.slice(colon[0].length);
  }
  let pieces: Piece[] = [{ text, marked: false }];
  const numbers = [...text.matchAll(NUMBERED)].map((m) => m[1]);
  if (numbers.length >= 2 && new Set(numbers).size >= 2) pieces = splitAt(pieces, NUMBERED);
  pieces = splitQuestions(pieces);
  pieces = splitAt(pieces, JOINERS_EN);
  pieces = splitAt(pieces, JOINERS_AR);
  pieces = splitAt(pieces, AND_ASK_EN);
  pieces = splitAt(pieces, AND_ASK_AR, true);
  if (announced) pieces = splitAt(splitAt(pieces, ASK_AFTER_COMMA, true), AND_AFTER_COUNT);
  pieces = pieces.map((p) => ({ ...p, text: clean(clean(p.text).replace(OPENING_ORDINAL, "").replace(LEADING_JOIN, "")) })).filter((p) => count(p.text) > 0);

  // Asks: a question, an asking opening, or a marked piece of two words or more; anything else is told around them.
  const asks: string[] = [];
  const before: string[] = [];
  for (const piece of pieces) {
    const words = count(piece.text);
    const ask = (words >= 3 && isAsk(piece.text)) || (piece.marked && words >= 2 && (announced || isAsk(piece.text)));
    if (ask) asks.push(piece.text);
    else if (asks.length === 0) before.push(piece.text);
    else asks[asks.length - 1] = `${asks[asks.length - 1]} ${piece.text}`;
  }
  if (asks.length < 2) return [];
  const told = clean([setting, ...before].filter(Boolean).join(". ").replace(/[?؟!]+/g, ""));
  return asks.slice(0, 3).map((ask) => (told ? `${told}: ${ask}` : ask));
}

/** Words that join options of a choice. */
const OR_SPLIT = /\s+(?:or|vs\.?|versus|ولا|أم|ام|wala|walla|wla)\s+/i;
/** "or not", "or is it a fad", "ولا لا", "ولا ايه", "ولا ده وهم": not an option. */
const NOT_AN_OPTION = /^(?:not|no|what|something|so|more|less|else|anything|whatever|rather|maybe not|at least|even|is|are|it|that|this|is it|is that|هو|هي|ده|دي|لا|ايه|إيه|اية|ايش|لأ|ده وهم|دي وهم|ده كلام|مش|مش كده|la|eh|la2)(?=\s|$|[?؟.,،!])/i;
/** How a choice is asked before its first option ("should I", "هل الأفضل أن"). */
const CHOICE_OPENING = /^(?:so |and |but |ok |okay )?(?:(?:i(?:'m| am)? ?(?:torn|deciding|choosing) between|choose between|choosing between|deciding between|which is better|whats better|what's better|what is better|is it better to|would it be better to|better to|is it smarter to|should i|shall i|do i|must i|can i|would you|will i|i have two offers|i have two options|i got two offers|is|are)\s*:?\s*)+/i;
const CHOICE_OPENING_AR = /^(?:(?:هل|يا ترى|ياترى|طب|طيب|الأفضل|الافضل|أفضل|افضل|أحسن|احسن|الأحسن|الاحسن|أن|ان|إني|اني|انا|أنا)\s+)+/;
/** "two offers:", "عرضين:": the options follow, joined by "and" rather than "or". */
const OFFERS = /(?:two offers|two options|two choices|two jobs|عرضين|خيارين|اختيارين|عرضين شغل|2 offers)[^:：]*[:：]\s*([^?؟.]+)/i;
const TRAILING_ASK = /[,،]\s*(?:which|what|أختار|اختار|انهي|أنهي|ايهما|أيهما|اعمل ايه|أعمل ايه)[^,،]*$|\s+(?:is |are )?(?:better|best|the better one|more useful|أحسن|احسن|أفضل|افضل)(?:\s+(?:for|in|to|ل|في)\s.*)?$/i;

const pronounsToYou = (option: string): string =>
  option
    .replace(/\bI'm\b|\bIm\b|\bI am\b/gi, "you're")
    .replace(/\bmy\b/gi, "your")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bme\b/gi, "you")
    .replace(/\bI\b/g, "you");

/** Words that open what qualifies an option rather than names it. */
const OPTION_TAIL = /^(?:where|which|that|because|since|for|with|so|اللي|الي|عشان|علشان|لأن|لان|بس)$/i;
const MAX_CHOICE_WORDS = 30;
const MAX_OPTION_WORDS = 7;

function optionText(raw: string, ar: boolean): string {
  let t = clean(raw.replace(/[?؟!]+/g, ""));
  t = (ar ? t.replace(CHOICE_OPENING_AR, "") : t.replace(CHOICE_OPENING, "")).replace(OPENING_ORDINAL, "").replace(/^(?:والتاني|والثاني|و?ثانيا|second(?:ly)?)\s*[:،,]?\s*/i, "");
  t = clean(t.replace(TRAILING_ASK, ""));
  if (!ar) t = pronounsToYou(t);
  // "stay at your job where your manager is great" → "stay at your job": a long option named by its head.
  const words = t.split(" ");
  if (words.length > 5) {
    const cut = words.findIndex((w, i) => i >= 2 && OPTION_TAIL.test(w));
    if (cut > 0) t = words.slice(0, cut).join(" ");
  }
  return t;
}

/**
 * The options of a choice, in the user's words with the asking taken off ("switch teams",
 * "switch companies", "learn something on the side"), or [] when the message weighs nothing.
 */
export function optionsIn(ask: string): string[] {
  const ar = /[\u0600-\u06FF]/.test(ask);
  // A long story with an "or" somewhere in it is not a choice put to the coach.
  if (count(ask) > MAX_CHOICE_WORDS) return [];
  const offers = OFFERS.exec(ask);
  if (offers && !OR_SPLIT.test(offers[1])) {
    const parts = offers[1].split(/\s+(?:and)\s+|\s+و(?=[\u0621-\u064A]{2,})/).map((p) => optionText(p, ar)).filter((p) => count(p) > 0);
    return parts.length >= 2 && parts.length <= 3 ? parts : [];
  }
  // The sentence that holds the "or".
  const sentences = ask.split(/(?<=[.?!؟:])\s+|:\s*/);
  const sentence = sentences.find((s) => OR_SPLIT.test(` ${s} `));
  if (!sentence) return [];
  // "2 or 3 months", "one or two", "شهر ولا اتنين": amounts, not options.
  if (/(?:^|\s)(?:\d+|[٠-٩]+|one|two|three|four|five|شهر|واحد|اتنين|تلاتة)\s+(?:or|ولا|أو|او|wala)\s+(?:\d+|[٠-٩]+|one|two|three|four|five|six|اتنين|تلاتة|أربعة|اربعة)(?=\s|$|[?؟])/i.test(sentence)) return [];
  const clauses = sentence.split(/[,،]\s*/);
  const at = clauses.findIndex((c) => OR_SPLIT.test(` ${c} `));
  // "do I switch teams, switch companies or learn …": the clauses before the "or" that the same question opens.
  const list: string[] = [];
  // "part time masters while working, or quit and study full time?": the clause before ", or" is the first option.
  const opensWithOr = /^\s*(?:or|ولا|أم|wala)\s/i.test(clauses[at]);
  if (opensWithOr && at > 0) list.push(clauses[at - 1]);
  for (let i = at - 1; i >= 0 && !opensWithOr; i--) {
    const c = clauses[i];
    if (count(c) > 6) break;
    list.unshift(c);
    if (isAsk(c) || CHOICE_OPENING.test(c.trim()) || CHOICE_OPENING_AR.test(c.trim())) break;
    if (i === 0) list.length = 0;
  }
  if (list.length > 0 && !opensWithOr && !(isAsk(list[0]) || CHOICE_OPENING.test(list[0].trim()) || CHOICE_OPENING_AR.test(list[0].trim()))) list.length = 0;
  const parts = [...list, ...` ${clauses[at]} `.split(OR_SPLIT)].map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return [];
  if (parts.slice(1).some((p) => NOT_AN_OPTION.test(fold(p).trim()) || NOT_AN_OPTION.test(p))) return [];
  const options = parts.map((p) => optionText(p, ar));
  // Options are a few words each ("switch teams", "شغل ثابت"); longer pieces are a story with an "or" in it.
  if (options.some((o) => count(o) > MAX_OPTION_WORDS)) return [];
  // "2 or 3 months", "one or two": amounts, not options.
  if (options.some((o) => count(o) === 0 || /^(?:\d+|one|two|three|four|five|واحد|اتنين|تلاتة)$/i.test(o))) return [];
  return options;
}

/** What a reality-check question asks about. */
export interface RealityCheck {
  /** The claim itself, with the asking taken off ("learn data analytics in 3 months"). */
  rest: string;
  age?: number;
  months?: number;
  /** A remote job or one abroad. */
  remote: boolean;
  /** Asks whether it is too late ("too late to start at 40?", "هل من المتأخر أن…"). */
  late?: boolean;
  /** A claim about the job market ("there are no junior UX jobs") or about certificates against experience. */
  about?: "market" | "certificates" | "trend";
}

const REALITY_EN = /^(?:so |but |honestly |be honest )?(?:is it (?:really )?(?:true|realistic|possible|doable|feasible) (?:that |for me to |to )?|is that (?:true|realistic|possible)[,:]? ?|can you really |can i really |can someone really |is it too late (?:for me )?(?:to )?|am i too (?:late|old) (?:to )?|is \d{2} too (?:late|old) (?:to )?|too late to |too old to |do people really |does it really |is it a myth that |is it a scam that |realistically,? (?:can i )?)/i;
const REALITY_AR = /^(?:هو |هل |طب |بصراحة |بجد )?(?:صحيح|صح|حقيقي|فعلا|فعلًا|بجد|هل فعلا|هل فعلًا|هل صحيح|هل يمكن فعلا|واقعي)\s+(?:إن|ان|أن|انه|إنه|انها|إنها)?\s*/;
const REALITY_MSA = /^(?:هل )?(?:من )?(?:الواقعي|الممكن فعلا|المعقول|الصحيح|المتأخر|المتاخر|متأخر|متاخر|فات الأوان|فات الاوان)\s+(?:أن|ان|إن|على|علي)\s*/;
/** "…, is that true?", "… ده صح؟": the claim told first, the check asked after it. */
const REALITY_TAIL_EN = /[:,.]?\s*(?:is (?:that|it|this) (?:really )?(?:true|real|right|a myth)|(?:هل )?(?:ده|دا|هذا|الكلام ده) (?:صح|صحيح|حقيقي)|(?:da|dah) (?:sa7|sah))\s*[?؟]?\s*$/i;
const REALITY_TAIL_AR = /[،,]?\s*(?:ولا|أم|ام)\s+(?:ده|دي|هذا|هذه)\s+(?:وهم|كلام|نصب|خرافة|مبالغة|كدب|كذب)\s*[?؟]?\s*$/;
const REALITY_FRANCO = /^(?:howa |hya |hal )?(?:sa7|sah|be gad|begad|fe3lan|f3lan) (?:en|enn|eny|ino|inaha) /i;
const TOO_LATE = /\b(?:too late|too old|late to start|old to start)\b|متأخر|متاخر|كبير على|كبرت على|فات الأوان|فات الاوان|عدى الوقت/;

/** A question asking whether a claim holds, or [null] when the message asks nothing of the kind. */
export function realityIn(ask: string): RealityCheck | null {
  const t = ask.trim();
  let rest = "";
  const en = REALITY_EN.exec(t);
  const ar = REALITY_AR.exec(t) ?? REALITY_MSA.exec(t) ?? REALITY_FRANCO.exec(t);
  const tail = REALITY_TAIL_AR.exec(t);
  if (en) rest = t.slice(en[0].length);
  else if (ar) rest = t.slice(ar[0].length);
  else if (tail) rest = t.slice(0, tail.index);
  else if (REALITY_TAIL_EN.test(t)) rest = t.slice(0, REALITY_TAIL_EN.exec(t)?.index ?? 0);
  else if (TOO_LATE.test(t) && (ageIn(t) || arabicAge(t))) rest = t.replace(/\b(?:am i|is it)\s+too (?:late|old)\s+(?:to\s+)?/i, "");
  else return null;
  rest = clean(rest.replace(REALITY_TAIL_AR, "").replace(/[?؟]+\s*$/, ""));
  if (count(rest) < 2) return null;
  const digits = spelledNumbers(t).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/(?:^|\s)(شهرين|اسبوعين|أسبوعين)(?=\s|$|[?؟])/g, (_m, w: string) => ` 2 ${w.startsWith("شهر") ? "شهور" : "اسابيع"}`)
    .replace(new RegExp(`(?:^|\\s)(${Object.keys(ARABIC_NUMBERS).join("|")})(?=\\s+(?:شهور|اشهر|أشهر|شهر|اسابيع|أسابيع|سنين|سنوات))`, "g"), (_m, w: string) => ` ${ARABIC_NUMBERS[w]}`);
  const months = /(\d{1,2})\s*(?:months?|شهور|اشهر|أشهر|شهر|shohor|sho7or)/i.exec(digits)?.[1];
  const weeks = /(\d{1,2})\s*(?:weeks?|اسابيع|أسابيع|asabee3)/i.exec(digits)?.[1];
  const age = ageIn(t) ?? arabicAge(t);
  const folded = fold(t);
  return {
    rest,
    age,
    months: months ? Number(months) : weeks ? Math.max(1, Math.round(Number(weeks) / 4)) : undefined,
    late: TOO_LATE.test(t),
    remote: /\b(?:remote|remotely|abroad|overseas)\b|ريموت|عن بعد|عن بُعد|برا مصر|بره مصر|برة مصر|للخارج|في الخارج|لشركة برا|لشركه برا/i.test(t),
    about: CERTIFICATES.test(folded) ? "certificates" : NO_JOBS.test(folded) ? "market" : FADING.test(folded) ? "trend" : undefined,
  };
}

/** "ستة أشهر", "تلات شهور": Arabic numbers written as words before a span of time. */
const ARABIC_NUMBERS: Record<string, number> = {
  "تلات": 3, "ثلاث": 3, "تلاتة": 3, "ثلاثة": 3, "تلاته": 3, "ثلاثه": 3, "اربع": 4, "أربع": 4, "اربعة": 4, "أربعة": 4, "خمس": 5, "خمسة": 5,
  "ست": 6, "ستة": 6, "سته": 6, "سبع": 7, "سبعة": 7, "تمن": 8, "ثمانية": 8, "تسع": 9, "تسعة": 9, "عشر": 10, "عشرة": 10,
};
/** Certificates weighed against experience or projects ("are certificates useless?", "الشهادات مش لازمة"). */
const CERTIFICATES = / (?:certificates?|certifications?|certs?|الشهادات|شهادات|الشهاده|شهاده)(?= )/;
/** A claim that a field or a job is fading ("data science is dying", "AI will replace accountants", "الـ AI هيلغي وظايف"). */
const FADING = / (?:dying|dead|a fad|replace|replaced|replacing|take over|obsolete|disappear|هيلغي|هتلغي|هيلغى|هيموت|هتختفي|هيختفي|هياخد شغل|هياخد مكان|هيحل محل|سيحل محل|سيلغي|انتهى|خلص زمنه|hayelghy|hayakhod|hayemot)(?= )/;
/** A claim that a market has no jobs ("no jobs for juniors", "مفيش شغل"). */
const NO_JOBS = / (?:no jobs?|there are no|nobody hires|no one hires|saturated|no openings|مفيش شغل|مفيش وظايف|مفيش وظائف|لا توجد وظائف|لا يوجد عمل|مشبع|محدش بيوظف|mafesh sho8l|mafish shoghl)(?= )/;

/** "وأنا عندي ٣٥ سنة", "عمري 40": an age given in Arabic. */
function arabicAge(text: string): number | undefined {
  const t = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const m = /(?:عندي|عمري|سني|وانا|وأنا)\s+(?:عندي\s+)?(\d{2})\s*(?:سنة|سنه|سنين|عام|years)?/.exec(t);
  const age = m ? Number(m[1]) : undefined;
  return age !== undefined && age >= 16 && age <= 75 ? age : undefined;
}

/** The plain answer to a reality check, said before the path or the steps. */
export function honestLead(check: RealityCheck, language: CoachLanguage): string {
  const ar = language === "ar";
  if (check.about === "certificates") {
    return ar
      ? `**بصراحة: في أغلب وظائف التقنية المشروعات والخبرة تُحسب أكثر من الشهادات،** لكن الشهادة تفيد حين يذكرها إعلان الوظيفة بالاسم (السحابة، الأمن، الشبكات، إدارة المشروعات)، أو لتجاوز الفرز الأول حين لا توجد خبرة بعد. الأفضل: شهادة واحدة يطلبها السوق مع مشروع يثبت أنك تستخدم ما تعلّمته.`
      : `**Honestly: for most tech jobs, projects and experience count for more than certificates,** but a certificate helps when job ads name it (cloud, security, networking, project management) or to get past the first filter before you have experience. Best of both: one certificate the market asks for, plus a project that shows you use what it taught.`;
  }
  if (check.about === "trend") {
    return ar
      ? `**بصراحة: لا يختفي مجال بين يوم وليلة؛ الأدوات تغيّر شكل الوظيفة أكثر مما تلغيها.** تحقق بنفسك: قارن عدد إعلانات هذه الوظيفة على لينكدإن ووظف هذا الشهر بما كانت عليه قبل سنة، وتعلّم الجزء الذي لا تؤديه الأدوات وحدها: فهم العمل، والحكم على النتائج، وشرحها لمن يتخذ القرار.`
      : `**Honestly: fields rarely vanish overnight; tools change what the job looks like more than they remove it.** Check it yourself: compare the number of job ads for the role on LinkedIn this month with a year ago, and build the part tools don't do on their own — understanding the business, judging results, and explaining them to whoever decides.`;
  }
  if (check.about === "market") {
    return ar
      ? `**بصراحة: وظائف المبتدئين أقل من وظائف أصحاب الخبرة والمنافسة عليها حقيقية، لكنها موجودة.** الذي يصنع الفرق: معرض أعمال فيه مشروعان أو ثلاثة حقيقية، والتقديم مبكرًا وعلى عدد كبير (30 طلبًا أو أكثر)، والتدريب والترشيحات من المعارف.`
      : `**Honestly: there are fewer entry-level openings than senior ones and the competition is real, but they exist.** What gets juniors hired: a portfolio with two or three real projects, applying early and widely (30 applications or more), internships, and referrals.`;
  }
  if (check.age !== undefined || check.late || TOO_LATE.test(check.rest)) {
    const age = check.age;
    return ar
      ? `**بصراحة: لا، لم يفت الأوان${age ? ` في سن ${age}` : ""}.** كثيرون يبدؤون مجالًا جديدًا في هذا العمر ويعملون فيه فعلًا؛ ما يحسم الأمر هو الممارسة المنتظمة كل أسبوع ومشروع أو اثنان يمكن عرضهما، لا العمر. والخبرة السابقة (التعامل مع الناس، الالتزام، فهم بيئة العمل) ميزة تُذكر في المقابلات، لا شيء يُخفى.`
      : `**Honestly: no, it isn't too late${age ? ` at ${age}` : ""}.** Plenty of people change fields at that age and get hired; what decides it is steady practice every week and one or two projects you can show, not your age. Your earlier experience (working with people, reliability, knowing how a workplace runs) is something to talk about in interviews, not hide.`;
  }
  if (check.months !== undefined) {
    const m = check.months;
    const enough = m >= 6;
    return ar
      ? `**بصراحة:** ${enough ? `${m} أشهر مدة واقعية` : `في ${m} أشهر يمكن تعلّم الأساسيات فعلًا`} مع 10–15 ساعة في الأسبوع وتطبيق كل جزء في مشروع صغير${enough ? "، وهي كافية لبدء التقديم على وظائف المبتدئين" : "؛ وهذا يكفي للتقديم على تدريب أو وظيفة للمبتدئين، لا للوصول إلى مستوى الخبير. أغلب من يبدأ من الصفر يحتاج 6–12 شهرًا ليصبح جاهزًا للعمل، والخلفية القريبة تختصر المدة"}. ومن يَعِد بوظيفة مضمونة في مدة أقل يبالغ.`
      : `**Honestly:** ${enough ? `${m} months is a realistic span` : `in ${m} months you can really learn the basics`} if you put in 10–15 hours a week and use each part in a small project${enough ? " — enough to start applying for junior roles" : " — enough to apply for internships and junior roles, not to be an expert. From zero, most people need 6–12 months to be job-ready; a related background shortens it"}. Anyone promising a guaranteed job in less is overselling.`;
  }
  if (check.remote) {
    return ar
      ? `**بصراحة: ممكن، لكنه أصعب من وظيفة محلية.** الشركات التي توظّف عن بُعد من الخارج تأخذ مبتدئين أقل وتقارن كل متقدم بمتقدمين من دول كثيرة؛ ما يجعلها واقعية: معرض أعمال فيه مشروعان حقيقيان، وإنجليزية جيدة كتابةً وحديثًا، وبداية بعقود قصيرة أو عمل حر قبل الوظيفة الكاملة.`
      : `**Honestly: possible, but harder than a local job.** Remote employers abroad hire fewer juniors and compare you with applicants from many countries; what makes it realistic is a portfolio with two real projects, strong written and spoken English, and starting with short contracts or freelance work before a full-time remote role.`;
  }
  return ar
    ? `**بصراحة: ممكن، لكنه يعتمد على نقطة البداية وعدد الساعات المتاحة كل أسبوع.** وهذا ما يتطلبه فعلًا:`
    : `**Honestly: it can be done, but it depends on where you start and how many hours a week you can give it.** Here is what it really takes:`;
}

/** What decides for or against one option, by what the option is. */
const OPTION_QUESTIONS: [RegExp, string, string][] = [
  [/\b(?:leave|quit|resign|switch compan|new compan|another compan|move on)|أسيب|اسيب|أستقيل|استقيل|استقال|أمشي|امشي|أغير الشركة|اغير الشركه|شركة تانية|asib|a2dem este2ala/i,
    "Do you have an offer in hand, or three to six months of savings? Leaving is easier to get right from a job than from no job.",
    "هل لديك عرض فعلي أو مدخرات تكفي 3–6 أشهر؟ تغيير العمل أسهل أثناء العمل منه بعد تركه."],
  [/\b(?:learn|course|study|side|certificat|upskill|bootcamp)|كورس|أتعلم|اتعلم|أذاكر|اذاكر|شهادة|دراسة|at3alem|course/i,
    "Which skill, for which role? Learning works best beside your job, aimed at one role's job ads, rather than instead of deciding.",
    "أي مهارة، ولأي وظيفة؟ التعلّم يفيد أكثر بجانب العمل وموجّهًا لإعلانات وظيفة محددة، لا بديلًا عن القرار."],
  [/\b(?:stay|keep|continue|wait)\b|أكمل|اكمل|أفضل|افضل|أستنى|استنى|أستمر|استمر|akamel|afdal/i,
    "What would have to change for staying to be right — a raise, a new project, a different manager — and have you asked for it plainly?",
    "ما الذي يجب أن يتغير ليكون البقاء هو الصواب (زيادة، مشروع جديد، مدير آخر)؟ وهل طُلب ذلك بوضوح؟"],
  [/\b(?:apply|applying|start applying|send applications)\b|أقدم|اقدم|أقدّم|التقديم|aqadem|a2dem/i,
    "Applying costs little: send ten applications now and let the replies tell you whether the gap is real, while you keep learning.",
    "التقديم لا يكلّف كثيرًا: أرسل عشرة طلبات الآن ودع الردود تخبرك إن كانت الفجوة حقيقية، مع الاستمرار في التعلّم."],
  [/\b(?:master|masters|mba|phd|postgrad)|ماجستير|دكتوراه|دراسات عليا|magister/i,
    "Do the job ads you want ask for it? If not, a year of work usually teaches more and costs less.",
    "هل تطلبه إعلانات الوظائف المستهدفة؟ إن لم تطلبه، فسنة عمل غالبًا تعلّم أكثر وتكلّف أقل."],
  [/\b(?:freelanc|own business|start my own|startup)|فريلانس|العمل الحر|مشروعي|ستارت اب|ناشئة/i,
    "Can you live with uneven income for the first months, and do you already have two or three people who would pay you?",
    "هل يمكن تحمّل دخل غير ثابت في الأشهر الأولى؟ وهل يوجد الآن شخصان أو ثلاثة مستعدون للدفع مقابل الخدمة؟"],
  [/\b(?:teams?|internal|transfer)\b|قسم تاني|فريق تاني|أتنقل|اتنقل/i,
    "Is there a team you already know that does the work you want? An internal move keeps your record and is the cheapest to test: ask its lead for a coffee.",
    "هل يوجد فريق داخل الشركة يقوم بالعمل المطلوب؟ الانتقال الداخلي يحفظ الرصيد وهو أرخص تجربة: اطلب لقاءً قصيرًا مع قائده."],
  [/\b(?:abroad|move to|relocat|dubai|saudi|gulf|germany|canada|uae)\b|برا|بره|السفر|أسافر|اسافر|دبي|السعودية|الخليج|ألمانيا|كندا/i,
    "Have you priced the move — rent, visa, time away from family — against the salary after those costs?",
    "هل حُسبت تكلفة الانتقال (السكن، الإقامة، البعد عن الأهل) مقابل الراتب بعد هذه التكاليف؟"],
];

/** Whether an option is a move in one's work or life (leaving, staying, studying, freelancing, moving) rather than a tactic. */
export function isLifeOption(option: string): boolean {
  return OPTION_QUESTIONS.some(([pattern]) => pattern.test(option));
}

const ORDINAL_AR = ["الأول", "الثاني", "الثالث", "الرابع"];

/** One line naming the options weighed ("You're weighing **a** against **b**."). */
export function optionsLine(options: readonly string[], language: CoachLanguage): string {
  const named = options.map((o) => `**${o}**`);
  return language === "ar"
    ? `أمامك ${options.length === 2 ? "خياران" : `${options.length} خيارات`}: ${listJoin(named, "ar")}؛ وهذا ما يفرق ${options.length === 2 ? "بينهما" : "بينها"}:`
    : `You're weighing ${options.length === 2 ? `${named[0]} against ${named[1]}` : listJoin(named, "en")}; here's what decides between them:`;
}

/**
 * A decision answer: each option with the question that decides for or against it, then the
 * questions that settle any choice, and a small step to take this week.
 */
export function weighOptions(options: readonly string[], language: CoachLanguage): string {
  const ar = language === "ar";
  const used = new Set<number>();
  const lines = options.map((option, i) => {
    const k = OPTION_QUESTIONS.findIndex(([pattern], j) => !used.has(j) && pattern.test(option));
    if (k >= 0) used.add(k);
    const question = k >= 0 ? OPTION_QUESTIONS[k][ar ? 2 : 1]
      : ar ? "ما الذي يمنحه هذا الخيار ولا يمنحه غيره، وما الذي يكلّفه؟" : "What does this option give you that the others don't, and what does it cost?";
    const name = ar ? `الخيار ${ORDINAL_AR[i] ?? i + 1} (${option})` : option.charAt(0).toUpperCase() + option.slice(1);
    return `${i + 1}. **${name}:** ${question}`;
  });
  return ar
    ? [
      `### الموازنة بين الخيارات`,
      optionsLine(options, language),
      ...lines,
      "",
      "**الأسئلة التي تحسم أي اختيار:**",
      "- أي خيار يقرّبك أكثر مما تريد الوصول إليه بعد سنتين؟ اكتب هذا الهدف أولًا.",
      "- ما تكلفة كل خيار (مال، وقت، أمان)؟ وهل يمكن التراجع عنه إن لم ينجح؟",
      "- ما الذي يمكن تجربته بتكلفة صغيرة هذا الشهر قبل الالتزام (حديث مع من جرّبه، مشروع صغير، مقابلة)؟",
      "",
      "**هذا الأسبوع:** اكتب لكل خيار أفضل وأسوأ نتيجة واقعية في صفحة واحدة؛ إن كانت أسوأ نتيجة لأحدها محتملة وأفضل نتيجة له أوضح من غيره، فهذا اختيارك.",
    ].join("\n")
    : [
      "### Weighing your options",
      optionsLine(options, language),
      ...lines,
      "",
      "**The questions that settle any choice:**",
      "- Which option moves you closest to where you want to be in two years? Write that goal down first.",
      "- What does each one cost — money, time, security — and can you undo it if it doesn't work?",
      "- What can you test cheaply this month before committing (a talk with someone who did it, a small project, an interview)?",
      "",
      "**This week:** write each option's best and worst realistic outcome on one page; if one option's worst case is one you can live with and its best is clearly better, that's your answer.",
    ].join("\n");
}

/** An answer's opening line ("Omar, good question — here's a practical way through:"), dropped inside a section or after a plain answer. */
export function withoutOpening(answer: string): string {
  const [first, ...rest] = answer.split("\n\n");
  // Only a greeting-like opener before a playbook's heading or note; a list's own intro ("the best courses on X:") stays.
  if (rest.length > 0 && first.length <= 140 && /[:：]\s*$/.test(first) && !/^#|\*\*|^\d+\./.test(first) && /^(?:#|\*\*)/.test(rest[0])) return rest.join("\n\n");
  return answer;
}

/** The line before a playbook about one option: what to do if that option is the one chosen. */
export function leaningTo(option: string, language: CoachLanguage): string {
  return language === "ar" ? `**إن ملت إلى ${option}:**` : `**If you lean towards ${option}:**`;
}

const ORDINAL_EN = ["First", "Second", "Third"];
const ORDINAL_AR_F = ["الأول", "الثاني", "الثالث"];

/** The answers to a message's asks, one headed section each, under a line saying how many there were. */
export function joinAsks(sections: readonly string[], language: CoachLanguage, vocative: string): string {
  const ar = language === "ar";
  const intro = ar ? `${vocative}هذه إجابة كل سؤال من أسئلتك على حدة:` : `${vocative ? `${vocative}here's` : "Here's"} each of your questions in turn.`;
  const body = sections.map((s, i) => `## ${ar ? `السؤال ${ORDINAL_AR_F[i]}` : `${ORDINAL_EN[i]} question`}\n\n${s}`);
  return [intro, ...body].join("\n\n");
}

/** "the difference between a data analyst and a data scientist", "الفرق بين X و Y": the two things compared. */
const DIFFERENCE = [
  /\b(?:difference|differences|diff)\s+between\s+(?:an?\s+|the\s+)?(.+?)\s+and\s+(?:an?\s+|the\s+)?(.+?)(?:[?.,!]|$)/i,
  /(?:الفرق|الفرق ايه|ايه الفرق|إيه الفرق|ما الفرق)\s+(?:ما\s+)?بين\s+(.+?)\s+و\s?(.+?)(?:[?؟.,،!]|$)/,
  /\b(?:el far2|elfar2|far2)\s+(?:ben|bein|beyn)\s+(.+?)\s+(?:w|we)\s+(.+?)(?:[?.,!]|$)/i,
];

/** The two sides of "the difference between A and B", or []. */
export function comparedIn(ask: string): string[] {
  for (const pattern of DIFFERENCE) {
    const m = pattern.exec(ask);
    if (m && count(m[1]) > 0 && count(m[2]) > 0) return [m[1], m[2]];
  }
  return [];
}

/** What a comparison needs of each path: its roadmap and the skills of it the user already shows. */
export interface ComparedPath {
  title: string;
  summary: string;
  stages: { title: string; skills: string[] }[];
  have: number;
}

/**
 * Two paths side by side: what each does, what each starts with, what they share, and which is the
 * easier way in for this user (the one their profile covers more of, else the shorter one).
 */
export function compareRoles(a: ComparedPath, b: ComparedPath, language: CoachLanguage): string {
  const ar = language === "ar";
  const skillsOf = (p: ComparedPath) => [...new Set(p.stages.flatMap((s) => s.skills))];
  const shared = skillsOf(a).filter((s) => skillsOf(b).includes(s));
  const easier = a.have !== b.have ? (a.have > b.have ? a : b) : skillsOf(a).length <= skillsOf(b).length ? a : b;
  const other = easier === a ? b : a;
  const why = easier.have !== other.have
    ? ar ? "لأن ملفك يغطي جزءًا أكبر من مهاراته" : "your profile already covers more of its skills"
    : ar ? `لأن مساره أقصر (${skillsOf(easier).length} مهارة مقابل ${skillsOf(other).length})` : `its path is shorter (${skillsOf(easier).length} skills against ${skillsOf(other).length})`;
  const line = (p: ComparedPath) => ar
    ? `- **${p.title}:** ${p.summary} يبدأ بـ${listJoin(p.stages[0]?.skills ?? [], "ar")}، في ${p.stages.length} مراحل.`
    : `- **${p.title}:** ${p.summary} It starts with ${listJoin(p.stages[0]?.skills ?? [], "en")}, over ${p.stages.length} stages.`;
  const lines = [ar ? `### ${a.title} أم ${b.title}؟` : `### ${a.title} or ${b.title}?`, line(a), line(b)];
  if (shared.length > 0) {
    lines.push(ar
      ? `\n**المشترك بينهما:** ${listJoin(shared.slice(0, 4), "ar")}؛ أي أن ما تتعلمه لأحدهما يقرّبك من الآخر.`
      : `\n**What they share:** ${listJoin(shared.slice(0, 4), "en")} — what you learn for one carries over to the other.`);
  }
  lines.push(ar
    ? `${shared.length > 0 ? "" : "\n"}**الأسهل للبداية:** ${easier.title}، ${why}. وبعدها يمكن الانتقال إلى ${other.title} بإضافة ما ينقص من مساره.`
    : `${shared.length > 0 ? "" : "\n"}**The easier way in:** ${easier.title} — ${why}. Moving on to ${other.title} later means adding what its path has beyond it.`);
  lines.push(ar
    ? `\nللمسار كاملًا بدوراته اطلب «خارطة طريق ${easier.title}».`
    : `\nFor the whole path with its courses, ask for the ${easier.title} roadmap.`);
  return lines.join("\n");
}

/**
 * What a reality check about the market, certificates or a fading field is read as, for the steps after the plain
 * answer; "" to read the claim itself, "-" when the plain answer is the whole answer.
 */
export function realityReading(check: RealityCheck, language: CoachLanguage, role: { title: string; titleAr: string } | null, namesSkill = false): string {
  const ar = language === "ar";
  // "too late to switch to tech at 40?" names no path: changing careers at that age is what it asks about.
  if ((check.age !== undefined || check.late || TOO_LATE.test(check.rest)) && !role && !namesSkill) {
    return ar ? `ازاي اغير مجالي ${check.rest}` : `how do i switch careers ${check.rest.replace(/^(?:to |into )?(?:switch|change|move)\s+(?:careers?\s+)?/i, "into ")}`;
  }
  if (check.about === "certificates") return ar ? "الشهادة ولا الخبرة أهم؟" : "certificate or experience, which matters more?";
  // "is data science dying?": whether the path is still asked for; with no path named, the plain answer is all.
  if (check.about === "trend") return role ? (ar ? `هل ${role.titleAr} لسه مطلوب؟` : `is ${role.title} still in demand?`) : "-";
  if (check.about === "market") {
    return ar ? `ازاي الاقي شغل${role ? ` ${role.titleAr}` : ""}` : `how do i find a job${role ? ` as ${/^[aeiou]/i.test(role.title) ? "an" : "a"} ${role.title}` : ""}`;
  }
  return "";
}
