/**
 * The details of a request beyond its intent: hard constraints on recommended material, a
 * pointer at the previous answer's items, a refinement of it, and what the user states about
 * their goal and situation. Read from the folded message (core/coach/text.ts `fold`).
 *
 * Constraints reuse the course search's own reading (core/courses/constraints.ts) and add what a
 * conversation says beyond a search box: durations in days or weeks ("in a weekend", "في
 * أسبوع"), "short", "معتمد", a provider, and telling "a course in Arabic" (the material) from
 * "answer me in Arabic" (the reply).
 */
import { readConstraints } from "../courses/constraints.ts";
import { englishTerms } from "./glossary.ts";
import { findRoadmap } from "./knowledge/roadmaps.ts";
import type { RequestConstraints, Refinement, StatedFacts, TurnReference } from "./intent.ts";
import { fold, francoToArabic, hasPhrase, isFrancoArabic } from "./text.ts";

export interface Slots {
  constraints: RequestConstraints;
  reference?: TurnReference;
  refine?: Refinement;
  stated: StatedFacts;
}

/** Arabic-Indic digits as ASCII, so "٢٠ ساعة" reads like "20 ساعة". */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

const NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  واحد: 1, اتنين: 2, اثنين: 2, تلات: 3, ثلاث: 3, تلاته: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5, ست: 6, سته: 6, سبع: 7, سبعه: 7,
  تمن: 8, تمانيه: 8, ثمانيه: 8, تسع: 9, تسعه: 9, عشر: 10, عشره: 10, عشرين: 20, تلاتين: 30, ثلاثين: 30, اربعين: 40,
  // Egyptian spellings of the same numbers ("تلت ساعات", "حداشر شهر").
  تلت: 3, حداشر: 11, اتناشر: 12, خمستاشر: 15,
};
const NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBERS).sort((a, b) => b.length - a.length).join("|")})`;

function num(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = NUMBERS[raw] ?? Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

// ---------------------------------------------------------------------------------------------
// Constraints

/** Words that make "in Arabic" describe the material rather than the reply. */
const MATERIAL = [
  "course", "courses", "class", "classes", "tutorial", "tutorials", "video", "videos", "channel", "channels", "book", "books", "ones", "one",
  "material", "materials", "content", "playlist", "taught", "bootcamp", "certificate", "any", "something", "anything",
  "كورس", "كورسات", "دوره", "دورات", "قناه", "قنوات", "فيديو", "فيديوهات", "كتاب", "كتب", "محتوي", "شرح", "بيشرح", "تشرح", "حاجه", "حاجات", "شهاده",
  // Learning it in a language is about the material: "3ayza at3allem SQL bs bel 3araby", "اذاكر بايثون بالعربي".
  "learn", "learning", "study", "اتعلم", "اتعلمها", "اتعلمه", "اذاكر", "ادرس", "تعلم",
];
/** "answer me in Arabic", "reply in English", "رد عليا بالعربي": the reply's language. */
const REPLY_ASKS = [
  "answer me", "answer in", "reply in", "respond in", "write in", "speak", "talk to me", "explain in", "say it in", "translate", "tell me in",
  "رد عليا", "رد علي", "ردي", "كلمني", "اتكلم", "جاوبني", "جاوب", "اكتبلي", "اكتب", "ترجم", "قولي", "قولها", "اشرحلي",
];

/** Durations in days or weeks, as an upper bound in hours of study. */
const SPANS: [phrases: string[], hours: number][] = [
  [["in a day", "in one day", "in an afternoon", "in a few hours", "في يوم", "في يوم واحد", "في كام ساعه"], 6],
  [["in a weekend", "over a weekend", "over the weekend", "this weekend", "في الويك اند", "في ويك اند", "في اجازه نهايه الاسبوع", "في الاجازه", "في الويكند"], 12],
  [["short", "quick", "shorter course", "short course", "crash course", "كورس قصير", "دوره قصيره", "قصير", "قصيره", "سريع", "سريعه"], 10],
  [["in a week", "in one week", "within a week", "this week", "في اسبوع", "خلال اسبوع", "في اسبوع واحد"], 15],
  [["in two weeks", "in 2 weeks", "within two weeks", "في اسبوعين", "خلال اسبوعين"], 25],
  [["less than a month", "under a month", "in a month", "within a month", "in one month", "اقل من شهر", "في شهر", "خلال شهر", "في اقل من شهر"], 40],
];

const CERTIFICATE_WORDS = ["معتمد", "معتمده", "شهاده معتمده", "accredited", "certified", "certificate", "بشهاده", "شهاده"];

const PROVIDERS: [label: string, phrases: string[]][] = [
  ["Coursera", ["coursera", "كورسيرا", "كورسرا"]],
  ["Udemy", ["udemy", "يوديمي", "يودمي", "يوديمى"]],
  ["edX", ["edx", "اي دي اكس"]],
  ["freeCodeCamp", ["freecodecamp", "free code camp", "فري كود كامب"]],
  ["Khan Academy", ["khan academy", "خان اكاديمي"]],
  ["Kaggle", ["kaggle", "كاجل"]],
  ["Microsoft", ["microsoft learn", "microsoft", "مايكروسوفت"]],
  ["Google", ["google", "جوجل"]],
  ["IBM", ["ibm"]],
  ["Udacity", ["udacity", "يوداسيتي"]],
  ["إدراك", ["edraak", "ادراك"]],
  ["حسوب", ["hsoub", "حسوب"]],
  ["MIT", ["mit", "mit opencourseware"]],
  ["Harvard", ["harvard", "هارفارد"]],
  ["HubSpot", ["hubspot", "هب سبوت"]],
  ["LinkedIn Learning", ["linkedin learning"]],
];
/** A provider counts when the message says where ("on Coursera", "من يوديمي", "Udemy course"). */
const PROVIDER_LEADS = ["on", "from", "at", "by", "via", "علي", "على", "من", "في", "بتاع"];

function providerIn(folded: string): string | undefined {
  for (const [label, phrases] of PROVIDERS) {
    for (const phrase of phrases) {
      if (!hasPhrase(folded, phrase)) continue;
      // "Google Data Analytics" names a course; a provider is asked for with a lead word or a course word after it.
      const led = PROVIDER_LEADS.some((lead) => folded.includes(` ${lead} ${phrase} `) || folded.includes(` ${lead}${phrase} `));
      const courseAfter = /^ (?:course|courses|class|كورس|كورسات)\b/.test(folded.slice(folded.indexOf(` ${phrase} `) + phrase.length + 1));
      const arabicGlued = /[\u0621-\u064A]/.test(phrase) && new RegExp(` [مع]?ن?${phrase}`).test(folded);
      if (led || courseAfter || arabicGlued || ["udemy", "coursera", "edx", "udacity", "يوديمي", "كورسيرا"].includes(phrase)) return label;
    }
  }
  return undefined;
}

function readRequestConstraints(original: string, folded: string): RequestConstraints {
  const words = readConstraints(original);
  const out: RequestConstraints = { certificate: words.certificate };
  if (!out.certificate && CERTIFICATE_WORDS.some((w) => hasPhrase(folded, w))) out.certificate = true;
  const language = words.language ?? words.preferredLanguage;
  if (language) {
    const forReply = REPLY_ASKS.some((p) => hasPhrase(folded, p));
    const forMaterial = MATERIAL.some((p) => hasPhrase(folded, p));
    if (forMaterial && !forReply) out.courseLanguage = language;
  }
  let maxHours = words.maxHours ?? undefined;
  // "في شهرين", "في اسبوعين": a dual is not the singular span with a suffix ("في شهر", "في اسبوع").
  const spans = folded.replace(/ (شهر|يوم|اسبوع)(?:ين|ان) /g, " _$1ين ");
  for (const [phrases, hours] of SPANS) {
    if (phrases.some((p) => hasPhrase(spans, p))) maxHours = Math.min(maxHours ?? Infinity, hours);
  }
  if (/ (?:في|خلال) _اسبوعين /.test(spans)) maxHours = Math.min(maxHours ?? Infinity, 25);
  // "less than 3 days", "في 3 أيام": about 4 hours a day.
  const days = new RegExp(` (?:in|within|under|less than|في|خلال|اقل من) ${NUM} (?:days|day|ايام|يوم) `).exec(folded);
  if (days) maxHours = Math.min(maxHours ?? Infinity, (num(days[1]) ?? 1) * 4);
  // "under 3 weeks" as a course length (not "10 hours a week").
  const weeks = new RegExp(` (?:under|less than|within|in|اقل من|في|خلال) ${NUM} (?:weeks|week|اسابيع) `).exec(folded);
  if (weeks && !/ (?:hours?|ساعات|ساعه) (?:a|per|each|في|كل) /.test(folded)) maxHours = Math.min(maxHours ?? Infinity, (num(weeks[1]) ?? 1) * 10);
  if (maxHours !== undefined && Number.isFinite(maxHours)) out.maxHours = maxHours;
  const provider = providerIn(folded);
  if (provider) out.provider = provider;
  return out;
}

// ---------------------------------------------------------------------------------------------
// References to the previous answer

const ORDINALS: [index: number, phrases: string[]][] = [
  [0, ["the first one", "first one", "the first course", "the first book", "the first channel", "first course", "first book", "first channel", "that first", "the first", "1st one", "the 1st", "number one", "number 1",
    "option 1", "option one", "#1", "no 1", "اول واحد", "اول واحده", "اولهم", "الاولاني", "الاولانيه", "اول كورس", "اول كتاب", "اول قناه", "الكورس الاول",
    "الكتاب الاول", "القناه الاولي", "رقم 1", "رقم واحد", "الاول", "الاولي"]],
  [1, ["the second one", "second one", "the second course", "the second book", "the second channel", "second course", "second book", "second channel", "that second", "the second", "2nd one", "the 2nd", "number two",
    "number 2", "option 2", "option two", "#2", "no 2", "تاني واحد", "تاني واحده", "التاني", "التانيه", "الثاني", "الثانيه", "تاني كورس", "الكورس التاني",
    "الكورس الثاني", "الكتاب التاني", "رقم 2", "رقم اتنين"]],
  [2, ["the third one", "third one", "the third course", "the third book", "the third", "third course", "third book", "third channel", "that third", "3rd one", "the 3rd", "number three", "number 3", "option 3",
    "option three", "#3", "no 3", "تالت واحد", "التالت", "التالته", "الثالث", "الثالثه", "الكورس التالت", "رقم 3", "رقم تلاته"]],
  [3, ["the fourth one", "fourth one", "the fourth", "number 4", "option 4", "الرابع", "الرابعه", "رقم 4"]],
  [4, ["the fifth one", "fifth one", "the fifth", "number 5", "option 5", "الخامس", "الخامسه", "رقم 5"]],
  [-1, ["the last one", "last one", "the last course", "the last book", "the last", "last course", "last book", "that last", "الاخير", "الاخيره", "اخر واحد", "اخر واحده", "اخرهم", "اخر كورس"]],
];
/** "the first" only when it points at an item ("the first step to …" is not a reference). */
const LOOSE_ORDINALS = new Set(["the first", "the second", "the third", "the fourth", "the fifth", "the last", "الاول", "الاولي"]);
const SINGLE = ["that one", "this one", "that course", "this course", "that book", "this book", "that channel", "it", "ده", "دي", "الكورس ده",
  "الكورس دا", "الكتاب ده", "القناه دي", "دا",
  // Gulf, Levantine and MSA "this one": "هذا كم ساعة؟", "هاد بشهادة؟", "هذي مجانية؟"
  "هذا", "هذه", "هذي", "هاذا", "هاد", "هيدا", "هيدي", "الدوره هذي", "الدوره هذه", "الكورس هذا"];
const ALL = ["those", "these", "them", "between them", "compare them", "بينهم", "ما بينهم", "قارنلي", "قارن بينهم", "all of them", "any of them", "which one", "which ones", "which of", "which is", "which course", "among them",
  "of them", "the courses", "the books", "the channels", "these courses", "those courses", "the options", "both",
  "the first two", "first two", "the top two", "top two", "the first three", "first three", "the last two", "اول اتنين", "اول تلاته", "اول تلاتة",
  "فيهم", "منهم", "دول", "كلهم", "الكورسات دي", "الكورسات دول", "الكتب دي", "القنوات دي", "انهي واحد", "انهي فيهم", "انهو", "انهي", "مين فيهم",
  "اي واحد", "اي منهم", "الاتنين", "هما",
  // "أيهم أسهل؟", "وش الأفضل فيهم", "شو الأحسن بيناتهم", "كلها", "جميعها"
  "ايهم", "ايهما", "اي وحده", "وش الافضل", "شو الاحسن", "بيناتهم", "كلها", "جميعها", "الاثنين", "ayhom", "anhy fehom"];

/** "حاجة تانية", "واحد تاني", "كورس تاني": "another" in Egyptian (an article makes it "the second": "الكورس التاني"). */
const ANOTHER = / (?:حاجه|حاجات|واحد|واحده|كورس|كورسات|كتاب|كتب|قناه|قنوات|حد|مصدر|اختيار|اقتراح|اقتراحات|نوع) (?:تاني|تانيه|تانيين|ثاني|ثانيه|اخر|اخري)(?= )/g;

function referenceIn(message: string): TurnReference | undefined {
  // "كده" (like this) is not "ده" (this one) with a prefix.
  // Nor is the Levantine "بدي" / "بدك" (I want / you want) "دي" (this one) with a "ب".
  const folded = message.replace(ANOTHER, " ").replace(/ (?:كده|كدا|كدة|بدي|بدك|بديش)(?= )/g, " ");
  for (const [index, phrases] of ORDINALS) {
    for (const phrase of phrases) {
      if (!hasPhrase(folded, phrase)) continue;
      if (LOOSE_ORDINALS.has(phrase)) {
        // "the first" at the end or before a verb/question word: "is the first free?", "how long is the first?"
        const after = folded.slice(folded.indexOf(` ${phrase} `) + phrase.length + 2);
        if (after && !/^(?:is|isnt|one|in|free|have|has|cost|costs|take|takes|about|worth|better|good|ok|بشهاده|مجاني|ببلاش|بالعربي|كام|كم|بكام|بكم|فيه|مده|مدته|مدتها|ينفع|كويس|شو|وش|ايش|ايه|عن|بيتكلم|بتتكلم|اسهل|اصعب|اقصر)(?= |$)/.test(after)) continue;
      }
      return { kind: "ordinal", index };
    }
  }
  if (ALL.some((p) => hasPhrase(folded, p))) return { kind: "all" };
  // "it", "ده" only in a short question about an item ("is it free?", "ده بشهادة؟").
  if (folded.trim().split(" ").length <= 7 && SINGLE.some((p) => hasPhrase(folded, p))) return { kind: "ordinal", index: 0 };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Refinements of the previous answer

const REFINEMENTS: [Refinement, string[]][] = [
  ["shorter", ["shorter", "anything shorter", "something shorter", "less time", "quicker", "faster", "too long", "اقصر", "اسرع", "وقت اقل", "مده اقل", "طويل اوي", "طويله اوي"]],
  ["longer", ["longer", "more in depth", "more in-depth", "in more depth", "more detailed", "deeper", "too short", "اطول", "اعمق", "بالتفصيل اكتر", "قصير اوي"]],
  ["easier", ["easier", "simpler", "more basic", "too hard", "too advanced", "too difficult", "for a beginner instead", "اسهل", "ابسط", "صعب عليا", "صعب اوي", "صعبه اوي"]],
  ["harder", ["more advanced", "harder", "advanced ones", "next level", "too easy", "too basic", "متقدم اكتر", "متقدمه اكتر", "اصعب", "مستوي اعلي", "اعلي مستوي", "سهل اوي", "سهله اوي"]],
  ["free", ["cheaper", "of those free", "of them free", "of these free", "those free", "them free", "فيهم ببلاش", "فيهم مجاني", "فيهم حاجه ببلاش", "free ones", "any free", "anything free", "something free", "free instead", "free one", "less expensive", "too expensive", "ارخص",
    "حاجه ببلاش", "حاجه مجانيه", "مجانيه بدل", "ببلاش بدل", "غاليه", "غالي",
    // Gulf and Levantine "شي" / "اشي" for "something": "في شي ببلاش؟", "بدي اشي مجاني"
    "شي ببلاش", "شي مجاني", "شي مجانا", "اشي ببلاش", "اشي مجاني", "شي ارخص", "اشي ارخص"]],
  ["arabic", ["of those in arabic", "of them in arabic", "of these in arabic", "those in arabic", "فيهم بالعربي", "فيهم عربي", "in arabic instead", "arabic instead", "arabic ones", "any in arabic", "anything in arabic", "something in arabic", "arabic one", "بالعربي بدل",
    "حاجه بالعربي", "فيه بالعربي", "في بالعربي", "حاجات بالعربي", "عربي بدل", "one in arabic", "واحد بالعربي", "واحده بالعربي", "كورس بالعربي بدل",
    "شي بالعربي", "شي عربي", "اشي بالعربي", "اشي عربي", "دوره بالعربي", "دورات بالعربي بدل",
    "available in arabic", "offered in arabic", "taught in arabic", "in arabic too", "same but in arabic", "same in arabic", "the same in arabic",
    "نفس الكلام بالعربي", "نفس الكلام بس بالعربي", "نفس الحاجه بالعربي", "نفس الحاجه بس بالعربي", "بس بالعربي", "بس عربي", "nafs el kalam bel 3araby", "متاحه بالعربي", "متاح بالعربي", "موجوده بالعربي", "موجود بالعربي"]],
  ["newer", ["more recent", "anything more recent", "something more recent", "anything newer", "something newer", "newer ones", "newer one", "any newer",
    "more up to date", "up to date ones", "latest ones", "the latest", "most recent", "احدث", "حاجه احدث", "حاجات احدث", "اجدد", "حاجه اجدد", "جديد اكتر",
    "احدث منهم", "احدث من كده", "a7das", "7aga a7das"]],
  ["english", ["in english instead", "english instead", "english ones", "any in english", "something in english", "بالانجليزي بدل", "حاجه بالانجليزي", "فيه بالانجليزي"]],
  ["certificate", ["with a certificate instead", "ones with a certificate", "any with a certificate", "one with a certificate", "with certificates", "بشهاده بدل",
    "فيه بشهاده", "حاجه بشهاده", "حاجه معتمده", "شي بشهاده", "اشي بشهاده", "شي معتمد"]],
];

function refinementIn(folded: string): Refinement | undefined {
  let best: { refine: Refinement; length: number } | undefined;
  for (const [refine, phrases] of REFINEMENTS) {
    for (const phrase of phrases) if (phrase.length > (best?.length ?? 0) && hasPhrase(folded, phrase)) best = { refine, length: phrase.length };
  }
  return best?.refine ?? partitiveRefinement(folded);
}

/** "some of", "any of": a word pointing into the previous list, in each way people write it. */
const PARTITIVE = / (?:منهم|فيهم|منها|فيها|من دول|من دي|في دول|فيهن|منهن|حد منهم|اي منهم|menhom|fehom|fihom|of them|of those|of these|among them|among those)(?= )/;
/** Single words that say what the items should be, once the message points into the list. */
const PARTITIVE_CUES: [Refinement, RegExp][] = [
  ["arabic", / (?:بالعربي|بالعربيه|عربي|عربيه|باللغه العربيه|arabic)(?= )/],
  ["english", / (?:بالانجليزي|بالانجليزيه|انجليزي|english)(?= )/],
  ["free", / (?:ببلاش|مجاني|مجانيه|مجانا|free|بلاش)(?= )/],
  ["certificate", / (?:بشهاده|شهاده|معتمد|معتمده|certificate|certified)(?= )/],
];

/** "في منهم بالعربي؟", "حد منهم ببلاش؟", "any of them arabic?": the list narrowed by what the message names. */
function partitiveRefinement(folded: string): Refinement | undefined {
  if (PARTITIVE.test(folded)) return PARTITIVE_CUES.find(([, cue]) => cue.test(folded))?.[0];
  // "وبالعربي؟", "طب ببلاش؟", "and free?": a bare condition added to the last request.
  const tokens = folded.trim().split(" ");
  if (tokens.length > 3) return undefined;
  const added = / (?:و|طب|طيب|and|w|we|tab|tayeb) /.test(` ${tokens[0]} `) ? ` ${tokens.slice(1).join(" ")} ` : /^و./.test(tokens[0]) ? ` ${tokens[0].slice(1)} ${tokens.slice(1).join(" ")} ` : "";
  return added.trim() ? PARTITIVE_CUES.find(([, cue]) => cue.test(added))?.[0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Stated facts

/** A role phrase as a clean label: the roadmap title it names ("data analyst" → "Data Analyst"), else the words. */
function roleLabel(raw: string): string | undefined {
  const phrase = raw.replace(/\s+/g, " ").trim();
  if (!phrase || phrase.split(" ").length > 5) return undefined;
  const match = findRoadmap(phrase);
  if (match && match.score >= 4) return match.roadmap.title;
  if (/[\u0621-\u064A]/.test(phrase)) {
    // "ادخل مجال الداتا", "اشتغل في السوشيال ميديا": the field's everyday Arabic name, through the glossary.
    for (const term of englishTerms(phrase)) {
      const field = findRoadmap(term);
      if (field && field.score >= 8) return field.roadmap.title;
    }
    return undefined;
  }
  return phrase.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Words before "for N years" that make it time already spent ("been", "worked", "experience"). */
const PAST_SPAN = /(?:\bbeen|\bworked|\bworking|\bwork|\bwas|\bwere|\bhad|\bexperience|\bdoing|\bdid)(?: [a-z]+){0,6} $/;

/** Where a role phrase ends: a preposition, a conjunction or a time phrase. */
const ROLE_END = "(?= (?:in|within|by|and|but|so|because|since|at|for|after|before|next|from|with|or|asap|soon|this|then|i|when|if|but|what|how|where|which|do|does|can|could|should|is|please|pls|realistic|realistically|doable|possible|feasible|worth|hard|easy|في|خلال|بعد|عشان|علشان|لان|و|من|بس|قبل|السنه|الشهر|عندي|وعندي|معايا|ومعايا|ازاي|اعمل|ابدا|محتاج|محتاجه|يا|شو|ايش|وش|لازم|كيف|اركز|اتعلم|وما|وماذا|ام|او|ولا|فما|فهل|وهل|هل|ينفع|ممكن|اتاخرت|متاخر|اقدر|بقدر|هقدر|اذاكر|بذاكر)(?=\\s|$)| *$)";
const TARGET_EN = [
  // "moving from accountant position to financial analyst position", "from teaching to ux": the role after "to".
  new RegExp(` (?:from|leave|leaving) (?:an? |the |my )?(?!(?:senior|junior|mid|mid-level|mid level|entry|entry-level|lead|principal|staff|intern|associate|level)\\b)[a-z][a-z /+#-]{1,40}? (?:position |role |job |field |career )?(?:to|into) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)(?: position| role| job| field| career)?${ROLE_END}`),
  new RegExp(` (?:want|wanna|would like|hope|plan|planning|trying|try|aim|aiming|dream|goal is|decided|need|going) (?:to )?(?:become|be|work as|work in|work again in|work again as|go back to|get back into|get a job as|land a job as|get hired as|switch to being|transition to|move into|break into|get into|pivot to|switch to|switch into|move to|change to|change my career to|start a career as|start a career in) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  new RegExp(` (?:switch|switching|transition|transitioning|move|moving|pivot|pivoting|career change|change careers|change my career) (?:to|into) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  // "I'd rather do product management", "more interested in cybersecurity", "I'd prefer to work in HR".
  new RegExp(` (?:id|i d|i would|would) (?:rather|prefer to) (?:do|be|work in|work as|go into|get into|move into|switch to|be in) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  new RegExp(` (?:more interested in|really interested in|drawn to) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  new RegExp(` (?:become|becoming) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  // "get job-ready in frontend", "employable as a data analyst".
  new RegExp(` (?:job-ready|job ready|employable|hireable) (?:in|as|for) (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  new RegExp(` (?:my )?(?:target|dream|goal) (?:role|job) is (?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  new RegExp(` my (?:goal|target|dream|aim) is (?:to be |to become )?(?:an? |the )?([a-z][a-z /+#-]{1,40}?)${ROLE_END}`),
  // "what do they ask for a junior python role?", "my resume for ux jobs": the role the question is aimed at.
  // "done with marketing. want ux writing", "wanna do cloud": a field wanted in a few words, without a verb of becoming.
  new RegExp(` (?:want|wanna|i d like|id like) (?:to do |do |to go into |go into |to get into |get into |to try |to work in )?((?!(?:[a-z /+#-]* )?(?:course|courses|tutorial|tutorials|book|books|channel|channels|roadmap|tips|job|jobs|salary|raise|cv|resume)\\b)(?:ux|ui|data|cloud|product|content|technical|hr|devops|cyber|cybersecurity|digital|mobile|web|frontend|front end|front-end|backend|back end|back-end|full stack|fullstack|game|graphic|project|business|financial|supply chain|machine learning|ai)\\b[a-z /+#-]{0,30}?)${ROLE_END}`),
  // Not "for years at my job", "to my old job": a time span or a possessive is not a role.
  / (?:for|to|into|as) (?:an? |the |some )?(?:junior |entry level |entry-level |senior |mid level |mid-level |graduate )?((?!(?:an?|the|some|years?|months?|weeks?|days?|ages|a while|now|my|our|this|that|same|another|any|every|each|new|next|first|better|good|great|different|dream|current|old|real|remote|full time|part time|proper|stable|decent)\b)[a-z](?:(?! (?:my|our|at|of|for|in) )[a-z /+#-]){1,30}?) (?:role|roles|job|jobs|position|positions|vacancy|vacancies|opening|openings)(?= |$)/,
];
const TARGET_AR = [
  new RegExp(` [وف]?(?:نفسي|عايز|عاوز|عايزه|عاوزه|اريد|حابب|حابه|ناوي|هدفي|بحلم|حلمي|محتاج) (?:ان )?(?:ابقي|ابقا|اكون|اصبح|اشتغل|اتحول لل|اتحول ل|اتحول الي|انتقل لل|انتقل ل|انتقل الي|اتجه لل|اتجه ل|ادخل مجال|اشتغل في مجال|اشتغل ك|اغير مجالي لل|اغير مجالي ل|احول لل|احول ل)\\s*([\\u0621-\\u064Aa-z][\\u0621-\\u064Aa-z /+#-]{1,40}?)${ROLE_END}`),
  new RegExp(` (?:اتحول|انتقل|اتجه|احول|اغير مجالي) (?:لمجال|الي مجال|لل|ل|الي)\\s*([\\u0621-\\u064Aa-z][\\u0621-\\u064Aa-z /+#-]{1,40}?)${ROLE_END}`),
  // MSA: "هل تنصحني بالتوجه إلى الموارد البشرية", "أرغب في الانتقال إلى مجال البيانات", "العمل كمحلل بيانات".
  new RegExp(` (?:بالتوجه|التوجه|بالانتقال|الانتقال|بالتحول|التحول|الاتجاه|التحويل) (?:الي|ل|نحو)(?: مجال)?\\s*([\\u0621-\\u064Aa-z][\\u0621-\\u064Aa-z /+#-]{1,40}?)${ROLE_END}`),
  // "اتعلم ايه عشان ابقى data analyst", Gulf and Levantine "ابي اصير مبرمج", "بدي صير مصمم".
  new RegExp(` (?:عشان|علشان|لكي|حتي|كي|لاجل|ابي|ابغي|ابغا|ودي|بدي) (?:ان )?(?:ابقي|ابقا|اكون|اصبح|اصير|صير|اشتغل ك)\\s*([\\u0621-\\u064Aa-z][\\u0621-\\u064Aa-z /+#-]{1,40}?)${ROLE_END}`),
];
const CURRENT_EN = new RegExp(` (?:i m|im|i am|i work as|i m working as|i am working as|currently|i ve been|i have been|working as) (?:an? |the )?([a-z][a-z /+#-]{1,30}?)${ROLE_END}`);
const CURRENT_AR = / (?:انا|شغال|شغاله|بشتغل|اشتغل|اعمل|وظيفتي|حاليا) (?:ك)?([\u0621-\u064A][\u0621-\u064A ]{1,25}?)(?= [وف]?(?:في|من|بقالي|بس|عايز|عاوز|نفسي|بقا|حابب|ناوي)(?=\s|$)| و | *$)/;
/** The nouns that make "I'm a …" a job rather than a feeling ("I'm a bit lost"). */
const ROLE_NOUNS = /(?:accountant|teacher|engineer|developer|analyst|designer|manager|nurse|doctor|pharmacist|lawyer|marketer|specialist|consultant|programmer|student|graduate|representative|agent|officer|assistant|architect|scientist|writer|administrator|technician|coordinator|clerk|cashier|driver|sales|recruiter|tester|support|lead|intern|freelancer|editor|translator|researcher|instructor|trainer|banker|auditor)s?$/;
const ROLE_NOUNS_AR = /^(?:محاسب|مدرس|معلم|مهندس|ممرض|دكتور|طبيب|صيدلي|محامي|مبرمج|مطور|مصمم|طالب|خريج|مدير|موظف|محلل|مسوق|سيلز|مندوب|كاتب|مترجم|فني|اخصائي|سكرتير|مشرف|باحث)/;

/** A standing wish for free material, said once for the whole conversation. */
const FREE_ONLY = ["only free", "free only", "free stuff only", "free ones only", "im broke", "i am broke", "no money", "cant afford", "can not afford", "cannot afford",
  "no budget", "zero budget", "ما معي مصاري", "ما عندي مصاري", "ما معي فلوس", "ما عندي فلوس", "مافي ميزانيه", "ما في ميزانيه", "ما عندي ميزانيه", "ما معي ميزانيه",
  "ما عندي شي", "ما معي شي", "مش معايا فلوس", "معيش فلوس", "معنديش فلوس", "مفيش فلوس", "ماعنديش فلوس", "مجاني بس", "ببلاش بس", "المجاني بس", "الحاجات المجانيه بس",
  "ميزانيتي صفر", "مش هقدر ادفع", "مقدرش ادفع", "msh m3aya floos", "m3ndeesh floos", "ma3ndeesh floos", "mafeesh floos"];
/** A standing wish for Arabic material: the user says their English is weak. */
const ARABIC_ONLY = ["dont understand english", "do not understand english", "my english is weak", "my english is bad", "my english is not good", "english is hard for me",
  "not good at english", "مبفهمش انجليزي", "مش بفهم انجليزي", "مبعرفش انجليزي", "مش بعرف انجليزي", "انجليزي ضعيف", "الانجليزي بتاعي ضعيف", "انجليزيتي ضعيفه",
  "لغتي الانجليزيه ضعيفه", "مش كويس في الانجليزي", "msh bafham english", "mbafhamsh english", "englishy da3eef", "el english bta3y da3eef"];

function statedIn(folded: string): StatedFacts {
  const out: StatedFacts = {};
  if (FREE_ONLY.some((p) => hasPhrase(folded, p))) out.freeOnly = true;
  if (ARABIC_ONLY.some((p) => hasPhrase(folded, p))) out.courseLanguage = "ar";
  for (const pattern of [...TARGET_EN, ...TARGET_AR]) {
    const found = pattern.exec(folded);
    // "اتحول للتسويق الرقمي": the preposition took the article's alef; the role is "التسويق الرقمي".
    const match = found && / لل$/.test(folded.slice(0, found.index + found[0].indexOf(found[1])).trimEnd()) ? [found[0], `ال${found[1]}`] : found;
    const label = match ? roleLabel(match[1]) : undefined;
    if (label && !/^(?:better|good|successful|happy|more|the best|able|ready|rich|free|confident|one|it|that|this|them|those|these)\b/i.test(label)) {
      out.targetRole = label;
      out.targetWords = match?.[1].trim();
      break;
    }
    // "عايز ابقى مدير مالي": a role the roadmaps don't name is still the user's goal, in their words.
    const words = match?.[1].trim() ?? "";
    if (words && (ROLE_NOUNS_AR.test(words) || ROLE_NOUNS.test(words)) && words.split(" ").length <= 4) {
      out.targetWords = words;
      break;
    }
  }
  const current = CURRENT_EN.exec(folded);
  if (current && ROLE_NOUNS.test(current[1].trim())) out.currentRole = roleLabel(current[1]);
  if (!out.currentRole) {
    const ar = CURRENT_AR.exec(folded);
    if (ar && ROLE_NOUNS_AR.test(ar[1].trim())) {
      const match = findRoadmap(ar[1]);
      out.currentRole = match && match.score >= 4 ? match.roadmap.title : ar[1].trim();
    }
  }
  if (out.currentRole && out.targetRole === out.currentRole) delete out.targetRole;

  const deadline = new RegExp(` (?:in|within|over|next|by|for|the next|في|خلال|بعد) (?:the next )?${NUM} (months|month|years|year|شهور|اشهر|شهر|سنين|سنوات|سنه) `, "g");
  // "I've been a chef for 8 years", "worked there for 3 years": time already spent, not a deadline.
  const months = [...folded.matchAll(deadline)].find((m) => !(m[0].startsWith(" for ") && PAST_SPAN.test(`${folded.slice(0, m.index)} `)));
  if (months) {
    const n = num(months[1]) ?? 1;
    out.months = /year|سن/.test(months[2]) ? n * 12 : n;
  } else if (/ (?:في|خلال|بعد) (?:سنه|سنتين) ونص(?:ف)? | (?:in|within) (?:a|one) year and (?:a )?half /.test(folded)) {
    // "خلال سنة ونص", "within a year and a half"
    out.months = / سنتين ونص/.test(folded) ? 30 : 18;
  } else if (/ (?:في|خلال|بعد) (?:سنه|سنتين|شهرين|شهر) /.test(folded)) {
    const unit = / (?:في|خلال|بعد) (سنه|سنتين|شهرين|شهر) /.exec(folded)?.[1];
    out.months = unit === "سنه" ? 12 : unit === "سنتين" ? 24 : unit === "شهرين" ? 2 : 1;
  } else if (/ (?:in|within) (?:a|one) year /.test(folded)) out.months = 12;
  else {
    // "I have 3 months to get job-ready", "قدامي ٦ شهور": the time they have is the deadline.
    const have = new RegExp(` (?:i have|i ve got|ive got|i got|got|have|معايا|عندي|قدامي) (?:only |just |about |بس )?${NUM} (months|month|years|year|شهور|اشهر|شهر|سنين|سنوات|سنه) (?:to|left|before|and|عشان|علشان|لحد|قبل|و)(?= )`).exec(folded);
    // "I have 2 years and 3 months of experience" is time spent, not time left.
    if (have && !/experience|exp |خبره/.test(folded.slice(have.index, have.index + have[0].length + 40))) {
      const n = num(have[1]) ?? 1;
      out.months = /year|سن/.test(have[2]) ? n * 12 : n;
    }
  }

  // "within a year and a half", "خلال سنة ونص": the half counts.
  if (out.months === 12 && / (?:year and (?:a )?half|سنه ونص|سنه ونصف) /.test(folded)) out.months = 18;
  if (out.months === 24 && / (?:years and (?:a )?half|سنتين ونص|سنتين ونصف) /.test(folded)) out.months = 30;

  if (out.months === undefined) {
    // "$200 and 6 months", "عندي فلوس و٦ شهور": months named with no other reading are the time they have.
    const loose = new RegExp(` (?:and|و|،)? ?${NUM} (months|month|شهور|اشهر) (?!ago|experience|of experience|exp|خبره|فاتوا|اللي فاتوا)`).exec(folded);
    // "$400 a month", "5000 جنيه في الشهر": a monthly amount is a rate, not the time they have.
    const rate = loose !== null && !/^ (?:and|و|،)/.test(loose[0]) && / (?:\d[\d,]*|\d+k|dollars?|bucks|pounds?|usd|egp|جنيه|دولار|ريال|درهم)$/.test(folded.slice(0, loose.index));
    if (loose && !rate && !PAST_SPAN.test(`${folded.slice(0, loose.index)} `) && !/ (?:for|since|بقالي|من) $/.test(folded.slice(0, loose.index + 1))) out.months = num(loose[1]);
  }

  const perWeek = new RegExp(` ${NUM} (?:hours|hour|hrs|hr|h|ساعات|ساعه) (?:a|per|each|every|في|كل|بال)? ?(?:week|wk|الاسبوع|اسبوع|اسبوعيا) `).exec(folded)
    ?? new RegExp(` ${NUM} (?:hours|hour|hrs|h|ساعات|ساعه) weekly `).exec(folded)
    // "15 hrs/week", "10h/wk"
    ?? new RegExp(` ${NUM} ?(?:hours|hour|hrs|hr|h)\\/(?:week|wk) `).exec(folded);
  // Franco: "8 sa3at fel esbo3", "sa3teen kol youm", "3 sa3at yomeyan".
  const francoWeek = new RegExp(` ${NUM} (?:sa3at|sa3aat|sa3a) (?:kol|fel|fi|f|bel) ?(?:el )?(?:esbo3|osbo3|isbo3|asbo3) `).exec(folded);
  const francoDay = new RegExp(` ${NUM} (?:sa3at|sa3aat|sa3a) (?:(?:kol|fel|fi|f) ?(?:el )?(?:youm|yom|yoom)|yomeyan|yomiyan) `).exec(folded);
  if (perWeek) out.hoursPerWeek = num(perWeek[1]);
  else if (/ ساعتين (?:في|كل) (?:الاسبوع|اسبوع) /.test(folded)) out.hoursPerWeek = 2;
  else if (francoWeek) out.hoursPerWeek = num(francoWeek[1]);
  else if (francoDay) out.hoursPerWeek = (num(francoDay[1]) ?? 1) * 5;
  else if (/ (?:sa3teen|sa3tein|sa3ten) (?:(?:kol|fel|fi|f) ?(?:el )?(?:youm|yom|yoom)|yomeyan|yomiyan) /.test(folded)) out.hoursPerWeek = 10;
  else if (/ (?:sa3teen|sa3tein|sa3ten) (?:kol|fel|fi|f) ?(?:el )?(?:esbo3|osbo3|isbo3) /.test(folded)) out.hoursPerWeek = 2;
  else {
    const perDay = new RegExp(` ${NUM} (?:hours|hour|hrs|h|ساعات|ساعه) (?:a|per|each|every|في|كل) ?(?:day|اليوم|يوم) `).exec(folded)
      ?? new RegExp(` ${NUM} ?(?:hours|hour|hrs|hr|h)\\/day `).exec(folded)
      ?? new RegExp(` ${NUM} (?:hours|hour|hrs|h|ساعات|ساعه) (?:daily|يوميا) `).exec(folded);
    if (perDay) out.hoursPerWeek = (num(perDay[1]) ?? 1) * 5;
    else if (/ ساعتين (?:في|كل) (?:اليوم|يوم) /.test(folded)) out.hoursPerWeek = 10;
    // "evenings and weekends", "only on weekends": a schedule rather than a number, taken at its usual size.
    else if (/ (?:evenings?|nights?|بالليل) (?:[a-z0-9 ]{0,20})?(?:and|و) (?:the )?weekends? /.test(folded) || / (?:بعد الشغل و|بالليل و)(?:ال)?ويك ?اند /.test(folded)) out.hoursPerWeek = 10;
    else if (/ (?:only |just )?(?:on )?weekends? only | only (?:on )?(?:the )?weekends? | (?:في )?(?:ال)?ويك ?اند بس /.test(folded)) out.hoursPerWeek = 6;
  }

  const years = new RegExp(` ${NUM} \\+? ?(?:years|year|yrs|سنين|سنوات|سنه) (?:of )?(?:experience|exp|in|as|working|خبره|شغل|في|ك) `).exec(folded)
    ?? new RegExp(` (?:خبره|خبرتي|بقالي) ${NUM} (?:سنين|سنوات|سنه) `).exec(folded);
  // "I've been coding for 10 years", "worked in sales for 3 years": years in a trade.
  const spent = years ? null : new RegExp(` (?:been|ve been|have been|worked|working|coding|programming|teaching) (?:[a-z]+ ){0,3}for ${NUM} (?:years|year|yrs) `).exec(folded);
  if (years) out.yearsExperience = num(years[1]);
  else if (spent) out.yearsExperience = num(spent[1]);
  else if (/ (?:خبره|بقالي) (?:سنتين) /.test(folded)) out.yearsExperience = 2;
  return out;
}

/** Reads the slots of one message; `original` is the message as typed, `folded` its folded form. */
export function readSlots(original: string, folded: string): Slots {
  const slots = slotsOf(original, folded);
  if (!isFrancoArabic(original)) return slots;
  // Franco-Arabic ("fe wa7ed bel 3araby?"): what the English lists miss, the Arabic ones read from its Arabic rendering.
  const rendered = francoToArabic(original);
  const arabic = slotsOf(rendered, fold(rendered));
  return {
    constraints: { ...arabic.constraints, ...definedOnly(slots.constraints), certificate: slots.constraints.certificate || arabic.constraints.certificate },
    stated: { ...arabic.stated, ...definedOnly(slots.stated) },
    ...((slots.reference ?? arabic.reference) ? { reference: slots.reference ?? arabic.reference } : {}),
    ...((slots.refine ?? arabic.refine) ? { refine: slots.refine ?? arabic.refine } : {}),
  };
}

/** The fields of `value` that are set. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** "$200 total", "a budget of 300 dollars", "ميزانيتي ٢٠٠٠ جنيه": money the user can spend, as they wrote the number. */
const MONEY = /(?:\$|usd|US\$)\s?(\d[\d,]*)|(\d[\d,]*)\s?(?:\$|usd\b|dollars?\b|bucks\b|egp\b|le\b|pounds?\b|جنيه|دولار|ريال|درهم)|(?:budget|ميزانيتي|ميزانيه|ميزانية)\s(?:of\s|is\s|حوالي\s|هي\s)?(\d[\d,]*)/i;

/** Words of earning just before an amount ("earn my first", "make", "أكسب أول"). */
const EARN_BEFORE = /(?:earn|make|making|bring in|get paid|اكسب|أكسب|احقق|أحقق|a2sab|aksab|akseb)\s+(?:\S+\s+){0,3}$/i;

function slotsOf(original: string, folded: string): Slots {
  const text = asciiDigits(folded);
  const slots: Slots = { constraints: readRequestConstraints(asciiDigits(original), text), stated: statedIn(text) };
  const money = MONEY.exec(asciiDigits(original));
  // "make $400 a month", "اكسب ٢٠٠ دولار": money they want to earn is no budget to spend.
  const earned = money && EARN_BEFORE.test(asciiDigits(original).slice(Math.max(0, money.index - 30), money.index));
  if (money && !earned) slots.stated.budget = (money[1] ?? money[2] ?? money[3]).replace(/,/g, "");
  const reference = referenceIn(text);
  if (reference) slots.reference = reference;
  const refine = refinementIn(text);
  if (refine) slots.refine = refine;
  return slots;
}
