/**
 * What a chat message asks for. A small trained classifier (core/coach/nlu: logistic regression
 * over words, bigrams and character grams, English and Arabic incl. Egyptian and Franco-Arabic)
 * reads free phrasing and says how sure it is; the spec's prompt templates ("Recommend Course
 * about X", "Give me a roadmap for X", …) and a named course after "info about" are unambiguous
 * and settle the intent outright. The phrase lists below also frame the subject: what is left of
 * the message without them is what the request is about.
 */
import type { CourseLevel } from "./knowledge/courses.ts";
import { questionOf } from "./guidance/index.ts";
import { withArabicLoans } from "./loanwords.ts";
import { classifyIntent } from "./nlu/classify.ts";
import { matchCourseTitle } from "./retrieval.ts";
import { readSlots } from "./slots.ts";
import { detectLanguage, fold, francoToArabic, hasPhrase, isFrancoArabic, isFrancoWord, words } from "./text.ts";
import type { CoachLanguage, Intent } from "./types.ts";

export interface DetectedIntent {
  intent: Intent;
  /** The language the message is written in. */
  language: CoachLanguage;
  /** What the request is about ("machine learning", "تحليل البيانات"); "" when not said. */
  subject: string;
  /** A short follow-up ("more", "another one", "وكمان", "in Arabic") that continues the previous request. */
  followUp: boolean;
  /** The language to answer in: the message's, unless it asks for the other ("in Arabic", "بالانجليزي"). */
  replyLanguage: CoachLanguage;
  /** The user asked for free material only ("free", "ببلاش"). */
  freeOnly: boolean;
  /** A course level the user asked for ("for beginners", "متقدم"). */
  level?: CourseLevel;
  /** The message still holds a template placeholder ("<SUBJECT>") the user did not replace. */
  placeholder: boolean;
  /** How sure the reading is, 0–1; below CLARIFY_BELOW the engine asks a short question instead of guessing. */
  confidence: number;
  /** Hard constraints on recommended material, beyond `freeOnly` and `level`. */
  constraints: RequestConstraints;
  /** The message points at the previous answer's items ("the first one", "those", "فيهم", "أول واحد"). */
  reference?: TurnReference;
  /** A refinement of the previous answer ("anything shorter", "أسهل", "cheaper"). */
  refine?: Refinement;
  /** What the user says they want or have, in their own words ("become a data analyst", "in 6 months", "10 hours a week"). */
  stated: StatedFacts;
}

/** Confidence under which the engine asks a clarifying question. */
export const CLARIFY_BELOW = 0.35;

export interface RequestConstraints {
  /** Taught in this language ("in Arabic", "بالعربي" when it qualifies the material). */
  courseLanguage?: CoachLanguage;
  /** At most this many hours ("under 10 hours", "in a weekend", "أقل من 20 ساعة"). */
  maxHours?: number;
  /** Must give a certificate ("with a certificate", "بشهادة"). */
  certificate: boolean;
  /** From this provider ("on Coursera", "من Udemy"). */
  provider?: string;
}

export type TurnReference =
  | { kind: "ordinal"; /** 0-based; -1 for "the last one". */ index: number }
  | { kind: "all" };

export type Refinement = "shorter" | "longer" | "easier" | "harder" | "free" | "arabic" | "english" | "certificate" | "newer";

export interface StatedFacts {
  /** The role the user wants ("data analyst"), never their current title by default. */
  targetRole?: string;
  /** The goal in the user's own words ("product marketing manager", "مدير مالي"), which `targetRole` may map to a roadmap's title. */
  targetWords?: string;
  /** The role the user says they have now ("I'm an accountant"). */
  currentRole?: string;
  /** Months they give themselves ("in 6 months", "خلال سنة"). */
  months?: number;
  /** Hours a week they can spend. */
  hoursPerWeek?: number;
  /** Years of experience they state. */
  yearsExperience?: number;
  /** Money they say they can spend on learning, as they wrote the number ("200"). */
  budget?: string;
  /** They said they can only take free material ("I'm broke, only free stuff"): every later course answer keeps to it. */
  freeOnly?: boolean;
  /** They said they learn better in this language ("my English is weak", "مبفهمش إنجليزي"): later course answers keep to it. */
  courseLanguage?: "ar" | "en";
}

type Signal = [weight: number, phrases: string[]];

const SIGNALS: Partial<Record<Intent, Signal[]>> = {
  recommend_courses: [
    [7, ["recommend course about", "recommend course", "recommend a course", "recommend me a course", "recommend courses", "رشحلي كورس", "رشح لي دوره", "اقترح دوره"]],
    [5, ["course", "courses", "cours", "coarse", "class", "classes", "certificate", "certificates", "certification", "certifications", "bootcamp",
      "mooc", "udemy", "coursera", "edx", "كورس", "كورسات", "دوره", "دورات", "كورسيرا", "يوديمي", "شهاده", "شهادات", "دبلومه"]],
    [1, ["learn", "learning", "study", "teach me", "upskill", "get better at", "improve my", "اتعلم", "تعلم", "لتعلم", "ادرس", "اذاكر", "اطور",
      "at3alem", "at3allem", "at3lm", "et3alem", "et3allem", "a3allem"]],
  ],
  course_info: [
    [7, ["give me info about", "give me information about", "info about", "information about", "details about", "معلومات عن", "تفاصيل عن", "اعطني معلومات", "اديني معلومات"]],
    [2, ["tell me about the", "how long is", "is it free", "is it worth", "worth it", "what will i learn", "ايه رايك في", "ما رايك في", "رايك في", "احكيلي عن", "اعرف اكتر عن", "مده الكورس"]],
  ],
  career_roadmap: [
    [7, ["give me a roadmap for", "roadmap", "roadmaps", "road map", "learning path", "career path", "خارطه طريق", "خريطه طريق", "خارطه الطريق",
      "خريطه الطريق", "رود ماب", "رودماب", "خطه تعلم"]],
    [3, ["how do i become", "how can i become", "how to become", "how should i become", "how do i get into", "how to get into", "how do i break into",
      "path to", "step by step plan", "steps to become", "becoming a", "becoming an", "career in", "switch to", "transition to", "move into",
      "ازاي ابقي", "ازاي اكون", "ازاي اشتغل", "ازاي ادخل", "كيف اصبح", "كيف اكون", "لاصبح", "اصبح", "ابقي", "المسار", "مسار", "خطوات"]],
    [2, ["become a", "become an"]],
  ],
  recommend_youtube: [
    [8, ["recommend me a youtube channel", "youtube channel", "youtube channels", "قناه يوتيوب", "قنوات يوتيوب"]],
    [5, ["youtube", "youtuber", "youtubers", "يوتيوب", "يوتيوبر", "اليوتيوب"]],
    [3, ["channel", "channels", "قناه", "قنوات"]],
    [1, ["video", "videos", "فيديو", "فيديوهات"]],
  ],
  daily_tips: [
    [7, ["daily tips", "daily tip", "tip of the day", "tips to boost performance", "boost performance", "boost my performance", "نصيحه اليوم",
      "نصايح يوميه", "نصائح يوميه", "نصيحه يوميه", "نصايح اليوم", "نصائح اليوم"]],
    [3, ["tip for today", "tips for today", "today's tip", "motivate me", "motivation", "productivity tip", "حفزني", "تحفيز"]],
    [2, ["tip", "tips", "نصيحه", "نصايح", "نصائح", "يوميه", "يوميا"]],
  ],
  recommend_books: [
    [5, ["book", "books", "ebook", "reading list", "كتاب", "كتب", "الكتب", "كتابا", "روايه"]],
    [2, ["read", "reading", "author", "authors", "اقرا", "قراءه", "اقراها"]],
  ],
  resume_help: [
    [4, ["resume", "resumes", "cv", "cvs", "curriculum vitae", "cover letter", "ats", "سيره ذاتيه", "السيره الذاتيه", "سيرتي", "السي في", "سي في",
      "خطاب تقديم", "كوفر ليتر"]],
  ],
  interview_prep: [
    [4, ["interview", "interviews", "interviewer", "interviewing", "tell me about yourself", "behavioral question", "behavioral questions",
      "behavioural questions", "star method", "leetcode", "whiteboard", "مقابله", "مقابلات", "المقابله", "انترفيو", "الانترفيو", "انترفيوهات",
      "حدثني عن نفسك", "عرفني بنفسك", "كلمني عن نفسك", "مقابله العمل", "biggest weakness", "greatest weakness", "strengths and weaknesses",
      "why should we hire you", "where do you see yourself", "phone screen", "screening call", "case interview", "نقاط ضعفك", "نقاط قوتك",
      "ليه نختارك", "ليه نوظفك", "لماذا نوظفك"]],
    [2, ["hiring manager", "hr screen", "hr call", "technical round", "assessment test", "weakness", "weaknesses"]],
  ],
  networking: [
    [7, ["informational interview", "coffee chat"]],
    [4, ["network", "networking", "linkedin", "cold email", "cold message", "referral", "referrals", "refer me", "reach out", "outreach", "connect with",
      "connection request", "mentor", "mentorship", "لينكد ان", "لينكدان", "لينكدين", "اللينكدان", "شبكه علاقات", "شبكه علاقاتي", "علاقاتي",
      "ريفرال", "تواصل مع", "منتور", "مرشد", "نتوركنج"]],
    [2, ["email", "message", "recruiter", "recruiters", "meetup", "ايميل", "رساله", "ريكروتر"]],
  ],
  salary_negotiation: [
    [4, ["salary", "salaries", "negotiate", "negotiation", "negotiating", "raise", "pay rise", "compensation", "counter offer", "counteroffer",
      "job offer", "offer letter", "pay me", "underpaid", "راتب", "مرتب", "رواتب", "مرتبات", "المرتب", "الراتب", "زياده", "علاوه", "افاوض",
      "تفاوض", "التفاوض", "عرض شغل", "عرض عمل", "عرض وظيفي"]],
    [3, ["how much should i ask", "how much should i", "how much can i", "how much do", "how much will", "expected salary", "offer", "bonus", "equity",
      "benefits", "كام"]],
  ],
};

const FOLLOW_UP_WORDS = new Set([
  "more", "another", "one", "others", "other", "else", "anything", "different", "next", "again", "also", "and", "please", "pls", "plz", "some",
  "give", "me", "show", "few", "a", "in", "arabic", "english", "same", "but", "ok", "okay", "thanks", "then", "what", "about", "options",
  "كمان", "وكمان", "غيره", "غيرهم", "تاني", "تانيه", "المزيد", "مزيد", "اخري", "اخر", "غير", "كده", "واحد", "لو", "سمحت", "من", "فضلك",
  "بالعربي", "بالعربيه", "بالانجليزي", "بالانجليزيه", "عربي", "انجليزي", "اعطني", "اديني", "هات", "طيب", "شكرا", "باللغه", "العربيه", "الانجليزيه", "و",
  // Arabizi: "fe 7aga tanya?", "kaman", "3ayez tany"
  "fe", "fi", "feh", "7aga", "haga", "tanya", "tany", "tani", "tanyin", "kaman", "kman", "gher", "ghero", "7agat", "wa", "w",
  // "got any others?", "do you have other ones?", "في غيرها؟", "فيه بدائل تانية؟"
  "got", "any", "have", "you", "there", "is", "are", "do", "ones", "alternative", "alternatives", "similar",
  "في", "فيه", "غيرها", "غيرهن", "حاجه", "حاجات", "بديل", "بدائل", "بدايل", "تانيين", "اخرين", "تانيه", "شبهه", "زيه", "زيها",
]);

/** A follow-up says what it wants more of or changed: "what" or "ok" alone is not one. */
const FOLLOW_UP_CORE = new Set([
  "more", "another", "others", "other", "else", "different", "next", "again", "same", "options", "arabic", "english",
  "كمان", "وكمان", "غيره", "غيرهم", "تاني", "تانيه", "المزيد", "مزيد", "اخري", "اخر", "بالعربي", "بالعربيه", "بالانجليزي", "بالانجليزيه", "عربي",
  "انجليزي", "العربيه", "الانجليزيه", "tanya", "tany", "tani", "kaman", "kman", "gher", "ghero",
  "alternative", "alternatives", "similar", "غيرها", "غيرهن", "بديل", "بدائل", "بدايل", "تانيين", "اخرين", "زيه", "زيها",
]);

const ASKS_ARABIC = ["in arabic", "arabic please", "بالعربي", "بالعربيه", "باللغه العربيه", "عربي"];
const ASKS_ENGLISH = ["in english", "english please", "بالانجليزي", "بالانجليزيه", "باللغه الانجليزيه"];
/** A language said of something that is, will be or was in it ("the interview is in english", "الشغل كله بالانجليزي"). */
const DESCRIBED_IN = / (?:will be|is|are|was|were|be|all|هيبقي|هتبقي|هيكون|هتكون|بيكون|بتكون|حيكون|حتكون|هيبقا|بيبقي|بتبقي|كان|كانت|كله|كلها|(?:interview|interviews|مقابله|المقابله|انترفيو|الانترفيو|الامتحان|امتحان|الشغل)(?: \S+)?) (?:in english|in arabic|بالانجليزي|بالانجليزيه|باللغه الانجليزيه|بالعربي|بالعربيه|باللغه العربيه)(?= )/;
const FREE = ["free", "for free", "no cost", "without paying", "ببلاش", "مجاني", "مجانا", "مجانيه", "ببلاش", "فري",
  // Arabizi: "course javascript bebalash", "mgany"
  "bebalash", "bbalash", "b balash", "balash", "mgany", "magany", "mgana", "magana", "mgani", "magani"];
const LEVELS: [CourseLevel, string[]][] = [
  ["Beginner", ["beginner", "beginners", "from scratch", "for beginners", "newbie", "basics", "مبتدئ", "مبتدئين", "من الصفر", "للمبتدئين"]],
  ["Intermediate", ["intermediate", "متوسط"]],
  ["Advanced", ["advanced", "expert level", "متقدم", "متقدمه", "احترافي"]],
];

/** A level said not to be wanted ("not for beginners", "مش للمبتدئين", "mesh lel mobtade2een"). */
const NOT_LEVEL = / (?:not|no|isnt|nothing|مش|مو|ليس|ليست|غير|بلاش|msh|mesh|mish|mosh) (?:(?:for|a|an|the|ل|لل|ال)\s?)?(beginner|beginners|basics|intro|مبتدي|مبتديين|للمبتديين|المبتديين|لمبتديين|اساسيات|الاساسيات|mobtade2|mobtade2een|mobtade2in)(?= )/;

/** The level a message asks for; a level it rules out ("advanced, not for beginners") does not count, and ruling out beginners alone asks for more than the basics. */
function levelIn(folded: string): CourseLevel | undefined {
  const ruledOut = NOT_LEVEL.exec(folded);
  const text = ruledOut ? folded.replace(ruledOut[0], " ") : folded;
  const level = LEVELS.find(([, phrases]) => phrases.some((p) => hasPhrase(text, p)))?.[0];
  if (level) return level;
  return ruledOut ? "Intermediate" : undefined;
}

/** Words that frame a request rather than name its subject. */
const FILLER = new Set([
  "i", "im", "i'm", "me", "my", "a", "an", "the", "for", "about", "on", "in", "to", "of", "please", "pls", "plz", "can", "you", "could", "would", "give",
  "recommend", "recomend", "reccomend", "suggest", "some", "any", "good", "best", "great", "top", "want", "wanna", "need", "looking", "learn", "learning",
  "teach", "what", "whats", "what's", "which", "how", "should", "take", "do", "does", "is", "are", "it", "that", "this", "with", "get", "better", "at",
  "into", "deeper", "free", "beginner", "beginners", "advanced", "intermediate", "course", "courses", "cours", "class", "online", "study", "skills",
  "skill", "improve", "your", "there", "know", "tell", "show", "find", "youtube", "channel", "channels", "youtuber", "youtubers", "video", "videos",
  "book", "books", "read", "reading", "explain", "explains", "well", "really", "also", "and", "or", "from", "scratch", "one", "ones", "be", "have",
  "like", "we", "us", "our", "work", "job", "certificate", "certification", "something", "anything", "someone", "next", "first", "step", "start",
  "im", "id", "ive", "youd", "dont", "help", "helps", "share", "tip", "tips", "today", "daily", "get", "got", "let", "lets", "will", "am", "was",
  "become", "becoming", "suggest", "suggestions", "recommendation", "recommendations", "more", "other", "wanted",
  "prep", "preparation", "spend", "spending", "worth", "paying",
  "رشحلي", "رشح", "لي", "عايز", "عاوز", "عايزه", "محتاج", "محتاجه", "اريد", "ابغي", "ابي", "في", "عن", "على", "علي", "من", "اقترح", "انصحني", "تنصحني",
  "بايه", "ايه", "ما", "هي", "هو", "افضل", "احسن", "دوره", "دورات", "كورس", "كورسات", "لتعلم", "اتعلم", "تعلم", "لغه", "بلغه", "ببلاش", "مجاني", "مجانا",
  "قناه", "قنوات", "يوتيوب", "كتاب", "كتب", "كتابا", "ممكن", "حاجه", "حد", "اللي", "الي", "ال", "عربيه", "عربي", "بالعربي", "كويس", "كويسه", "جيد",
  "جيده", "انا", "نفسي", "هل", "او", "و", "مع", "بس", "لو", "سمحت", "فضلك", "اعطني", "اديني", "هات", "شوية", "شويه", "عشان", "علشان", "لكي", "كي",
  "بتشرح", "بيشرح", "يشرح", "تشرح", "بتعلم", "بيعلم", "يعلم", "عاوزه", "ابغى", "ابغا", "حلو", "حلوه", "تنصح", "بيها", "بيه",
  "بتتكلم", "بيتكلم", "يتكلم", "تتكلم", "اشتغل", "ادخل", "انتقل", "انقل", "اتحول", "احول", "مجال", "لمجال", "المجال",
  "move", "moving", "switch", "switching", "transition", "point", "path", "steps", "thanks", "thank", "would", "answer", "wondering", "wonder",
  "وعايز", "وعاوز", "ومحتاج", "كمان", "اروح", "اوصل",
  // Franco-Arabic (Arabizi) framing words.
  "3ayez", "3ayz", "3ayza", "3awez", "3awz", "3awza", "me7tag", "m7tag", "korsat", "kors", "ktab", "kotob", "mgany", "mgana", "bbalash", "fe", "fi",
  "bebalash", "balash", "magany", "magana", "mgani", "magani",
  "at3alem", "at3allem", "at3lm", "et3alem", "et3allem", "ana", "7abba", "7abeb", "ba7eb", "ba7ebb", "basra7a", "bsra7a", "besara7a",
  "el", "le", "3an", "3ala", "eh", "ezay", "2olly", "rasha7ly", "ra4a7ly", "kwayes", "kwayesa", "a7san", "ahsan", "ab2a", "a5osh", "ad5ol",
  "shar7", "bysharah", "byshra7", "yshra7", "video", "videos",
]);

/**
 * "what about Power BI?", "and for React?", "طب وبايثون": a short message that carries the previous
 * request over to a new subject. Unless what follows names what it wants ("what about books on
 * SQL?", an object word), it reads as general, and the engine continues the earlier request with it.
 */
const CONTINUATION = /^ (?:what about|how about|and (?:for|about|what about)?|same for|also for|وماذا عن|وايه عن|طب|طيب|و) /;
/** Words that carry no request on their own: a message of only these ("what?", "ok so", "ايه؟", "طيب") is unclear. */
const BARE_WORDS = new Set([
  "what", "whats", "how", "why", "when", "where", "who", "which", "ok", "okay", "k", "so", "and", "or", "but", "the", "a", "is", "it", "this", "that",
  "yes", "no", "yeah", "yep", "nope", "hmm", "hm", "huh", "um", "uh", "well", "eh", "lol", "cool", "nice", "alright", "sure", "maybe", "idk",
  "ايه", "اي", "ازاي", "كيف", "ليه", "لماذا", "امتي", "متي", "فين", "اين", "مين", "من", "اه", "ايوه", "نعم", "لا", "طيب", "طب", "ماشي", "يعني",
  "و", "تمام", "اوكي", "اوك", "ممكن", "حلو", "طيب", "اممم", "امم",
]);
/** The confidence a message of only bare words gets: under CLARIFY_BELOW, so the engine asks what is meant. */
const BARE_CONFIDENCE = 0.2;

/** Below this the classifier has found nothing to go on (an empty message, "asdf"): general, with that low confidence. */
const NO_EVIDENCE = 0.2;

/** Phrases that only frame or soften a request; taken out before the subject is read. */
const FILLER_PHRASES = [
  "i want something", "i need something", "something about", "something on", "please help", "help me", "can you help me", "could you help me",
  "i would like", "id like", "i am looking for", "im looking for", "looking for", "is there", "are there", "any good", "thank you", "thanks",
  "يا ريت", "ياريت", "لو سمحت", "من فضلك", "لو تكرمت", "ساعدني", "محتاج مساعده", "عايز حاجه", "عاوز حاجه", "اي حاجه", "بتاعه", "بتاع", "بتوع",
];

/** The definite article (and a glued و، ب، ف، ل) off an Arabic word, when three letters stay: "الكورسات" → "كورسات". */
function withoutArticle(word: string): string {
  const m = /^(?:وال|بال|فال|كال|لل|ال)(.{3,})$/.exec(word);
  return m ? m[1] : word;
}

/**
 * Where the user says what they are now before what they want ("I'm an accountant and want to
 * move into data", "انا محاسب وعايز اشتغل في الداتا"): the subject is what they want.
 */
const CURRENT_ROLE_CLAUSE = [
  /^ (?:(?:im|i am|ive been|i have been|i was) (?:a|an)|i work as|i work in|i studied|i graduated in|i have a degree in) .{1,60}? (?:and|but|so) /,
  /^ انا (?!عايز|عاوز|محتاج|نفسي|حابب|بدور|مش|عندي|اريد|ابغي|ابي)(?:\S+ ){0,3}?و(?=عايز|عاوز|عايزه|عاوزه|نفسي|حابب|حابه|بفكر|محتاج|اريد|ابغي)/,
];

/** Trigger phrases that precede the name of a course. */
const INFO_LEADS = [
  "give me information about", "give me info about", "information about", "info about", "details about", "tell me about the", "tell me about",
  "what is", "what's", "ايه رايك في كورس", "ايه رايك في دوره", "ايه رايك في", "ما رايك في", "اعطني معلومات عن", "اديني معلومات عن",
  "معلومات عن", "تفاصيل عن", "احكيلي عن", "اعرف اكتر عن",
];

/**
 * The spec's prompt templates and other phrasings that name the request outright. When one is
 * in the message, the one that starts earliest decides the intent (confidence 1).
 */
const TEMPLATES: [Intent, string[]][] = [
  ["recommend_courses", ["recommend course about", "recommend course", "recommend a course", "recommend me a course", "recommend courses",
    "recommend me courses", "رشحلي كورس", "رشحلي كورسات", "رشح لي دوره", "رشح لي دورات", "اقترح دوره", "اقترح علي دوره"]],
  ["course_info", ["give me info about", "give me information about", "اعطني معلومات عن", "اديني معلومات عن"]],
  ["career_roadmap", ["give me a roadmap for", "give me a roadmap to", "roadmap", "roadmaps", "road map", "خارطه طريق", "خريطه طريق", "خارطه الطريق",
    "خريطه الطريق", "رود ماب", "رودماب"]],
  ["recommend_youtube", ["recommend me a youtube channel", "youtube channel", "youtube channels", "قناه يوتيوب", "قنوات يوتيوب", "قناه على اليوتيوب"]],
  ["daily_tips", ["daily tips to boost performance", "daily tips", "daily tip", "tip of the day", "نصيحه اليوم", "نصايح يوميه", "نصائح يوميه",
    "نصيحه يوميه"]],
];

/**
 * Words that name what a request is for ("a book", "my CV", "YouTube"). The classifier already
 * knows them; where one stands in the message its intent's odds are multiplied by e^weight, so
 * a rare phrasing around a clear object still lands on it. Incidental words (e-mail, certificate,
 * company names) are deliberately not here.
 */
export const OBJECT_WORDS: [Intent, number, string[]][] = [
  ["recommend_books", 1.5, ["book", "books", "ebook", "ebooks", "كتاب", "كتب", "الكتب", "ktab", "kotob"]],
  ["recommend_youtube", 1.5, ["youtube", "youtuber", "youtubers", "يوتيوب", "يوتيوبر", "youtub"]],
  ["recommend_youtube", 1, ["video", "videos", "فيديو", "فيديوهات"]],
  ["recommend_courses", 1, ["course", "courses", "كورس", "كورسات", "دوره", "دورات", "korsat"]],
  ["resume_help", 1, ["resume", "resumes", "cv", "cover letter", "سي في", "السي في", "سيره ذاتيه", "سيرتي الذاتيه", "خطاب تقديم"]],
  ["interview_prep", 1, ["interview", "interviews", "مقابله", "مقابلات", "انترفيو"]],
  ["salary_negotiation", 1, ["salary", "salaries", "pay rise", "raise", "راتب", "مرتب", "رواتب", "مرتبات"]],
  ["networking", 1, ["linkedin", "networking", "referral", "mentor", "لينكدان", "لينكد ان", "ريفرال", "منتور"]],
];

/** Whether the message names what it is for (an object word, with or without the Arabic article). */
function namesObject(folded: string): boolean {
  const bare = ` ${words(folded).map(withoutArticle).join(" ")} `;
  return OBJECT_WORDS.some(([, , phrases]) => phrases.some((p) => hasPhrase(folded, p) || hasPhrase(bare, p)));
}

/** The classifier's probabilities with the odds of each intent whose object word is in the message raised. */
export function withObjectWords(scores: Partial<Record<Intent, number>>, folded: string, scale = 1): { intent: Intent; confidence: number } {
  const boosted = { ...scores };
  // "الكورسات", "بالفيديوهات": the bare word is listed once, the article comes off here.
  const bare = ` ${words(folded).map(withoutArticle).join(" ")} `;
  for (const [intent, weight, phrases] of OBJECT_WORDS) {
    if (phrases.some((p) => hasPhrase(folded, p) || hasPhrase(bare, p))) boosted[intent] = (boosted[intent] ?? 0) * Math.exp(weight * scale);
  }
  let total = 0;
  for (const v of Object.values(boosted)) total += v ?? 0;
  let intent: Intent = "general";
  let best = -1;
  for (const [k, v] of Object.entries(boosted) as [Intent, number][]) {
    if (v > best) {
      best = v;
      intent = k;
    }
  }
  return { intent, confidence: total > 0 ? best / total : 0 };
}

/** Phrases after which a course is named ("info about CS50", "ايه رايك في كورس …"): with a strong title match, a course_info request. */
const INFO_CUES = [
  "info about", "information about", "details about", "tell me about", "what is", "worth it", "how long", "is it free", "معلومات عن", "تفاصيل عن",
  "رايك في", "احكيلي عن", "اعرف اكتر عن", "مده", "هل",
];

/** The template that starts earliest in the message, if any. */
function templateIntent(folded: string): Intent | undefined {
  let found: Intent | undefined;
  let at = Number.POSITIVE_INFINITY;
  for (const [intent, phrases] of TEMPLATES) {
    for (const phrase of phrases) {
      if (!hasPhrase(folded, phrase)) continue;
      const p = fold(phrase).trim();
      const index = folded.indexOf(p.startsWith("ال") ? p.slice(2) : p);
      if (index >= 0 && index < at) {
        at = index;
        found = intent;
      }
    }
  }
  return found;
}

/** The course name after "give me info about …", without the question that may follow it. */
export function courseNameIn(text: string): string {
  const folded = fold(text);
  for (const lead of INFO_LEADS) {
    const at = folded.indexOf(` ${fold(lead).trim()} `);
    if (at >= 0) return folded.slice(at + fold(lead).trim().length + 2).trim();
  }
  return folded.trim();
}

/** Filler only at the start or after other filler: "learn Python" but "machine learning", "design thinking". */
const FILLER_UNLESS_NAMED = new Set(["learn", "learning", "study", "thinking", "think", "plan"]);

function isFiller(word: string): boolean {
  if (FILLER.has(word) || FILLER.has(withoutArticle(word))) return true;
  // "وبالعربي", "ومجاني": a framing word with the Arabic "and" attached is still a framing word.
  return word.length > 3 && word.startsWith("و") && (FILLER.has(word.slice(1)) || FILLER.has(withoutArticle(word.slice(1))));
}

/** The subject of a request: the message without the words that frame it. */
/** Franco-Arabic words of time and pace ("fe shahr", "sa3teen kol youm"): the request's frame, never its subject. */
const FRANCO_TIME = new Set(["shahr", "shahrein", "shahreen", "shohor", "shehor", "esbo3", "osbo3", "isbo3", "asabee3", "youm", "yom", "yoom", "yomeyan", "yomiyan",
  "sana", "santeen", "sneen", "sa3a", "sa3at", "sa3aat", "sa3teen", "sa3tein", "sa3ten", "kol", "fel", "fe"]);

function subjectOf(folded: string, intent: Intent): string {
  if (intent === "course_info") return courseNameIn(folded);
  let text = folded.replace(CONTINUATION, " ");
  for (const clause of CURRENT_ROLE_CLAUSE) text = text.replace(clause, " ");
  for (const phrase of FILLER_PHRASES) text = text.replaceAll(` ${fold(phrase).trim()} `, " ");
  for (const [, phrases] of SIGNALS[intent] ?? []) {
    for (const phrase of phrases) if (phrase.includes(" ")) text = text.replace(` ${fold(phrase).trim()} `, " ");
  }
  const tokens = words(text);
  // "nefsy at3lm design": in Franco-Arabic, the Arabic words frame the request and the subject is what is left.
  const franco = isFrancoArabic(folded);
  return tokens
    .filter((w, i) => {
      if (/^\d+$/.test(w)) return false;
      if (franco && (isFrancoWord(w) || FRANCO_TIME.has(w))) return false;
      if (FILLER_UNLESS_NAMED.has(w)) return !(i === 0 || isFiller(tokens[i - 1]) || FILLER_UNLESS_NAMED.has(tokens[i - 1]));
      // "طب وأقصر واحد": a framing word with "و" (and) glued on is still a framing word.
      if (/^و[\u0621-\u064A]{3,}$/.test(w) && isFiller(w.slice(1))) return false;
      return !isFiller(w);
    })
    .join(" ");
}

/**
 * Reads a chat message: its intent, language, subject and a few request details. Pure and
 * fast (a few phrase scans and, when the message asks about something by name, one pass over
 * the course titles).
 */
/** Verbs that ask for the answer itself in another language ("answer me in Arabic", "رد عليا بالانجليزي"). */
const REPLY_VERBS = ["answer", "reply", "respond", "write", "say", "explain", "talk", "speak", "رد", "ردي", "جاوب", "جاوبني", "اكتب", "اكتبلي",
  "كلمني", "اتكلم", "اشرح", "اشرحلي", "قول", "قولي"];

/** Greetings a message may open with before its request. */
const GREETING_OPENERS = /^ (?:(?:hi|hello|hey|hii|hiya|yo|salam|salamo alaikom|assalamu alaikum|good (?:morning|afternoon|evening)|السلام عليكم(?: ورحمه الله(?: وبركاته)?)?|سلام عليكم|صباح الخير|صباح النور|مساء الخير|مساء النور|اهلا(?: وسهلا)?|مرحبا|هاي|هلو|ازيك|ازيكم|عامل ايه|عامله ايه|هلا(?: والله)?|يا هلا|مرحبتين|اهلين|شلونك|كيفك|كيف الحال|salam (?:3alekom|3alaykom|3aleikom)|el salam 3alekom|ahlan|hala)(?: (?:there|amal|امل|يا امل|يا|ya))*) (?=\S)/;

/** The message without a greeting it opens with, when a request follows (at least two words). */
function withoutGreeting(folded: string): string {
  const match = GREETING_OPENERS.exec(folded);
  if (!match) return folded;
  const rest = folded.slice(match[0].length - 1);
  return words(rest).length >= 2 ? rest : folded;
}

export function detectIntent(message: string): DetectedIntent {
  // The Tools window's templates hold placeholders ("Recommend Course about <SUBJECT>") that
  // people sometimes send as they are.
  const text = message.replace(/<[^<>\n]{1,40}>/g, " ");
  const placeholder = text !== message;
  const language = detectLanguage(text);
  const folded = fold(text);
  // "the interview will be in English", "الانترفيو هيبقى بالانجليزي": a language that describes something else asks for no reply in it.
  const replyLanguage = DESCRIBED_IN.test(folded) ? language
    : ASKS_ARABIC.some((p) => hasPhrase(folded, p)) ? "ar" : ASKS_ENGLISH.some((p) => hasPhrase(folded, p)) ? "en" : language;
  const freeOnly = FREE.some((p) => hasPhrase(folded, p));
  const level = levelIn(folded);
  const tokens = words(folded);
  const slots = readSlots(text, folded);
  // "answer me in Arabic please", "رد عليا بالانجليزي": the previous request again, in the other language.
  const switchesLanguage = replyLanguage !== language && tokens.length <= 7 && REPLY_VERBS.some((p) => hasPhrase(folded, p));
  const followUp = switchesLanguage
    || (tokens.length > 0 && tokens.length <= 6 && tokens.every((w) => FOLLOW_UP_WORDS.has(w)) && tokens.some((w) => FOLLOW_UP_CORE.has(w)));
  // "good morning, I want an Excel course": the greeting is answered in kind; the request decides the intent.
  const request = withoutGreeting(folded);

  let intent: Intent;
  let confidence: number;
  const template = followUp ? undefined : templateIntent(folded);
  if (template) {
    intent = template;
    confidence = 1;
  } else if (!followUp && tokens.every((w) => BARE_WORDS.has(w))) {
    intent = "general";
    confidence = BARE_CONFIDENCE;
  } else {
    const continuation = CONTINUATION.exec(request);
    const asked = continuation ? request.slice(continuation[0].length - 1) : request;
    const direct = withObjectWords(classifyIntent(asked).scores, asked);
    // Franco-Arabic is also read in Arabic script ("3ayez at3lem python" → "عايز اتعلم python"), and the surer reading wins.
    const rendered = isFrancoArabic(text) ? withoutGreeting(fold(francoToArabic(text))) : "";
    const alsoArabic = rendered && rendered !== asked ? withObjectWords(classifyIntent(rendered).scores, rendered) : null;
    const surer = alsoArabic && alsoArabic.confidence > direct.confidence ? alsoArabic : direct;
    // English work words in Arabic letters ("ابلاي على جوبز") are also read as the Arabic words the model knows.
    const loaned = language === "ar" && !rendered ? withArabicLoans(asked) : "";
    const alsoLoaned = loaned ? withObjectWords(classifyIntent(loaned).scores, ` ${loaned} `) : null;
    const whole = alsoLoaned && alsoLoaned.confidence > surer.confidence ? alsoLoaned : surer;
    // A long message's own question ("… وانا قلقان. ازاي اكتب ايميل متابعة؟") decides when the model reads it more surely than the whole story.
    const question = rendered ? "" : questionOf(text);
    const asked2 = question ? withObjectWords(classifyIntent(question).scores, fold(question)) : null;
    const read = asked2 && asked2.confidence >= 0.6 && asked2.confidence > whole.confidence ? asked2 : whole;
    if (continuation && words(folded).length <= 8 && !namesObject(asked)) {
      intent = "general";
      confidence = 1;
    } else {
      intent = read.confidence < NO_EVIDENCE ? "general" : read.intent;
      confidence = read.confidence;
    }
  }
  // "What is Full Stack Open about?", "ايه رايك في كورس CS50": a course named after an info cue is a course_info request.
  // The title search is the slow part of reading a message (every catalogue title), so it runs only when a course is being asked about.
  const aboutCourse = intent === "course_info" || (intent === "recommend_courses" && template !== "recommend_courses");
  if (!followUp && aboutCourse && INFO_CUES.some((c) => hasPhrase(folded, c))) {
    const named = matchCourseTitle(courseNameIn(text));
    if (named?.strong) {
      intent = "course_info";
      confidence = Math.max(confidence, template === "course_info" ? 1 : 0.9);
    }
  }
  // "something easier", "free ones", "أقصر", "the first one?": a short message about the previous answer, whatever
  // the classifier guesses from so few words. The engine reads it against what that answer showed.
  // A refinement or a pointer in a few words ("في حاجة أرخص؟", "compare the first two") is about the previous answer however sure the classifier is.
  // (A catalogue request that names its own topic, "any free angular courses?", is a new request.)
  const catalogueAsk = intent === "recommend_courses" || intent === "recommend_youtube" || intent === "recommend_books" || intent === "course_info";
  const aboutPrevious = !template && (((slots.refine !== undefined || slots.reference !== undefined) && tokens.length <= 4 && !catalogueAsk)
    || ((slots.refine !== undefined || slots.reference !== undefined) && tokens.length <= 6 && confidence < 0.6));
  if (followUp || aboutPrevious) {
    intent = "general";
    confidence = 1;
  }
  return {
    intent, language, subject: followUp || aboutPrevious ? "" : subjectOf(request.replace(NOT_LEVEL, " "), intent), followUp, replyLanguage, freeOnly, level, placeholder,
    confidence, ...slots,
  };
}
