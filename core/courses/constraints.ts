/**
 * Reads the constraints a person writes into a course search ("free", "بالعربي", "for beginners",
 * "أقل من 10 ساعات", "with a certificate", and Egyptian forms such as "ببلاش" or "من الصفر")
 * and returns them with the subject left once they are taken out.
 *
 * Hard or soft: "free", a level, an hour limit, a certificate and a plain language ("in Arabic",
 * "بالعربي") are hard filters. A language with a hedge ("in Arabic if possible", "يفضل بالعربي",
 * "لو ينفع بالعربي") is a preference: courses in that language rank first, others still show.
 */
import type { CourseLanguageCode, CourseLevelName } from "../schemas/courses.ts";
import { foldText } from "./normalise.ts";

export interface WordConstraints {
  /** The words left once the constraints are taken out (folded, single-spaced). */
  subject: string;
  /** A language the course must be taught in. */
  language: CourseLanguageCode | null;
  /** A language asked for with a hedge ("if possible"): ranks first, does not filter. */
  preferredLanguage: CourseLanguageCode | null;
  free: boolean | null;
  level: CourseLevelName | null;
  maxHours: number | null;
  certificate: boolean;
}

/** Builds a regular expression from phrases written naturally; they are folded like the text. */
function phrases(list: readonly string[]): string {
  return list
    .map((p) => foldText(p).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .sort((a, b) => b.length - a.length)
    .join("|");
}

/** A whole-word match in text that may mix Arabic and Latin. */
const word = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "giu");

const FREE = word(
  phrases([
    "free", "for free", "free of charge", "no cost", "without paying", "zero cost", "costs nothing", "free only",
    "مجاني", "مجانا", "مجانيه", "المجانيه", "المجاني", "مجانيا", "ببلاش", "بلاش", "بدون فلوس", "من غير فلوس", "من غير ما ادفع",
    "بدون مقابل", "بدون دفع", "ببلاش خالص",
  ]),
);

const HEDGE = phrases([
  "if possible", "preferably", "ideally", "if available", "if there is one", "would be nice", "would be better", "prefer",
  "لو امكن", "ان امكن", "اذا امكن", "يفضل", "يستحسن", "لو ينفع", "لو فيه", "لو في", "ياريت", "افضل", "ويفضل", "بالافضل",
]);

const ARABIC_WORDS = phrases([
  "in arabic", "arabic", "arabic-language", "taught in arabic", "arabic speaking",
  "بالعربي", "بالعربيه", "باللغه العربيه", "عربي", "عربيه", "بالعربى", "باللغه العربي", "عالعربي",
]);
const ENGLISH_WORDS = phrases(["in english", "taught in english", "english-language", "بالانجليزي", "بالانجليزيه", "باللغه الانجليزيه", "بالانجلش", "انجليزي فقط"]);

/** "X if possible" and "if possible X" (the hedge within a few words of the language). */
function languageRule(words: string) {
  return {
    hedged: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:(?:${words})[\\s,،]+(?:\\S+\\s+){0,2}?(?:${HEDGE})|(?:${HEDGE})[\\s,،]+(?:\\S+\\s+){0,2}?(?:${words}))(?![\\p{L}\\p{N}])`,
      "giu",
    ),
    plain: word(words),
  };
}
const ARABIC = languageRule(ARABIC_WORDS);
const ENGLISH = languageRule(ENGLISH_WORDS);

const LEVELS: [CourseLevelName, RegExp][] = [
  [
    "Beginner",
    word(
      phrases([
        "beginner", "beginners", "for beginners", "for a beginner", "beginner level", "beginner-friendly", "from scratch", "from zero",
        "no experience", "no prior experience", "complete beginner", "total beginner", "newbie", "newbies", "entry level", "entry-level",
        "مبتدئ", "مبتدئين", "للمبتدئين", "المبتدئين", "مبتدا", "من الصفر", "من البدايه", "من الاول", "من اول وجديد", "مستوي مبتدئ",
        "للمبتدئ", "بدون خبره", "من غير خبره", "مبتدي",
      ]),
    ),
  ],
  ["Intermediate", word(phrases(["intermediate", "intermediate level", "mid level", "mid-level", "متوسط", "المتوسط", "مستوي متوسط", "المستوي المتوسط", "متوسطه"]))],
  [
    "Advanced",
    word(phrases(["advanced", "advanced level", "expert level", "متقدم", "المتقدم", "متقدمه", "مستوي متقدم", "المستوي المتقدم", "للمحترفين", "احترافي", "محترف"])),
  ],
];

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9],
    ["ten", 10], ["twelve", 12], ["fifteen", 15], ["twenty", 20], ["thirty", 30], ["forty", 40], ["fifty", 50], ["hundred", 100],
    ["ساعه", 1], ["ساعتين", 2], ["ثلاث", 3], ["تلات", 3], ["اربع", 4], ["خمس", 5], ["سته", 6], ["ست", 6], ["سبع", 7],
    ["ثمان", 8], ["تمن", 8], ["تسع", 9], ["عشر", 10], ["عشره", 10], ["عشرين", 20], ["ثلاثين", 30], ["تلاتين", 30],
    ["اربعين", 40], ["خمسين", 50], ["مائه", 100], ["ميه", 100], ["مية", 100],
  ].map(([k, v]) => [foldText(String(k)), Number(v)]),
);
const NUMBER = `(\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join("|")})`;
const HOURS_UNIT = phrases(["hours", "hour", "hrs", "hr", "h", "ساعات", "ساعه", "ساعتين", "س"]);
const AT_MOST = phrases([
  "under", "less than", "fewer than", "at most", "max", "maximum", "up to", "within", "no more than", "not more than", "below", "<", "<=",
  "in under", "in less than", "shorter than",
  "اقل من", "في حدود", "مش اكتر من", "مايزيدش عن", "ما يزيدش عن", "لا يزيد عن", "لا تزيد عن", "لا يتجاوز", "لا تتجاوز", "خلال", "حد اقصي",
  "بحد اقصي", "تحت", "في اقل من", "اقل من او يساوي", "مدته اقل من", "مدتها اقل من", "مايزيدش عن", "ميزيدش عن",
]);
const HOURS_AFTER = phrases(["or less", "or fewer", "max", "maximum", "at most", "tops", "او اقل", "بالكتير", "بالكثير", "كحد اقصي", "ع الاكثر", "علي الاكثر"]);
const HOURS = [
  // "under 10 hours", "أقل من 10 ساعات", "في حدود 20 ساعة"
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${AT_MOST})\\s*${NUMBER}\\s*(?:${HOURS_UNIT})(?![\\p{L}\\p{N}])`, "giu"),
  // "10 hours or less", "10h max", "10 ساعات بالكتير"
  new RegExp(`(?<![\\p{L}\\p{N}])${NUMBER}\\s*(?:${HOURS_UNIT})\\s*(?:${HOURS_AFTER})(?![\\p{L}\\p{N}])`, "giu"),
  // "أقل من ساعتين", "under an hour"
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${AT_MOST})\\s*(?:an?\\s+)?(ساعتين|ساعه|hour)(?![\\p{L}\\p{N}])`, "giu"),
];

const CERTIFICATE = word(
  phrases([
    "certificate", "with a certificate", "with certificate", "certificate included", "gives a certificate", "certified", "with a badge",
    "شهاده", "بشهاده", "معاه شهاده", "معاها شهاده", "فيه شهاده", "فيها شهاده", "يدي شهاده", "بيدي شهاده", "مع شهاده", "شهادات", "بشهادات",
  ]),
);

function numberOf(raw: string): number {
  const folded = foldText(raw);
  return NUMBER_WORDS[folded] ?? Number(folded.replace(",", "."));
}

/** Reads the constraints out of a course search; see the module comment for what is hard and soft. */
export function readConstraints(text: string): WordConstraints {
  let rest = ` ${foldText(text)} `;
  const out: WordConstraints = { subject: "", language: null, preferredLanguage: null, free: null, level: null, maxHours: null, certificate: false };
  const take = (pattern: RegExp, onMatch: (match: RegExpExecArray) => void) => {
    pattern.lastIndex = 0;
    let found = false;
    rest = rest.replace(pattern, (...args) => {
      found = true;
      const groups = args.slice(0, -2) as string[];
      onMatch(Object.assign([...groups], { index: 0, input: "" }) as unknown as RegExpExecArray);
      return " ";
    });
    return found;
  };

  for (const pattern of HOURS) {
    take(pattern, (m) => {
      const raw = m[1] ?? "";
      const hours = /ساعتين/.test(raw) ? 2 : /^(?:ساعه|hour)$/.test(raw) ? 1 : numberOf(raw);
      if (Number.isFinite(hours) && hours > 0) out.maxHours = out.maxHours === null ? hours : Math.min(out.maxHours, hours);
    });
  }
  take(FREE, () => {
    out.free = true;
  });
  for (const [language, rule] of [["ar", ARABIC], ["en", ENGLISH]] as const) {
    if (take(rule.hedged, () => {})) out.preferredLanguage ??= language;
    else if (take(rule.plain, () => {})) out.language ??= language;
  }
  for (const [level, pattern] of LEVELS) {
    if (take(pattern, () => {})) out.level ??= level;
  }
  take(CERTIFICATE, () => {
    out.certificate = true;
  });
  out.subject = rest
    .replace(/[,،؛;:!?؟.()"'«»]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return out;
}
