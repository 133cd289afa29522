/**
 * How an achievement line opens and what it leans on: weak openers ("Responsible for", "مسؤول
 * عن"), filler phrases ("team player"), action verbs and their tense, in English and Arabic.
 */
import { foldForMatch } from "../normalize.ts";

/** Openers that describe a duty instead of a result, longest first so "helped with" wins over "helped". */
export const WEAK_OPENERS = [
  "i was responsible for", "was responsible for", "responsible for", "in charge of", "duties included", "duties include",
  "tasked with", "involved in", "participated in", "helped with", "helped the team", "helped to", "helped", "worked on",
  "assisted with", "assisted in", "assisted", "handled",
  "كنت مسؤولا عن", "كنت مسؤولة عن", "مسؤول عن", "مسؤولة عن", "مسئول عن", "المسؤولية عن", "ساعدت في", "المساعدة في",
  "شاركت في", "المشاركة في", "ساهمت في", "عملت على", "العمل على",
];

/** Phrases that claim a quality without showing it, anywhere in a line. */
export const FILLER_PHRASES = [
  "team player", "hard-working", "hardworking", "detail-oriented", "detail oriented", "results-driven", "results-oriented",
  "self-motivated", "self-starter", "highly motivated", "go-getter", "think outside the box", "thinking outside the box",
  "synergy", "dynamic individual", "passionate about", "proven track record", "fast learner", "quick learner",
  "strong work ethic", "excellent communication skills", "references available upon request", "and so on", "etc.",
  "مجتهد", "شغوف", "سريع التعلم", "أعمال مختلفة", "مهام متنوعة", "مهام مختلفة", "وغيرها", "إلخ", "وما إلى ذلك",
  "المراجع متاحة عند الطلب",
];

const fold = (s: string) => foldForMatch(s);
const WEAK_FOLDED = WEAK_OPENERS.map((p) => [p, fold(p)] as const);
const FILLER_FOLDED = FILLER_PHRASES.map((p) => [p, fold(p)] as const);

/** The weak opener a line starts with ("responsible for"), or null. Expects the line without its bullet. */
export function weakOpener(line: string): string | null {
  const start = fold(line.trim()).replace(/^[^\p{L}]+/u, "");
  for (const [phrase, folded] of WEAK_FOLDED) {
    if (start.startsWith(folded) && !/[\p{L}]/u.test(start.charAt(folded.length))) return phrase;
  }
  return null;
}

/** The first filler phrase in a line, as listed, or null. */
export function fillerPhrase(line: string): string | null {
  const text = ` ${fold(line)} `;
  for (const [phrase, folded] of FILLER_FOLDED) {
    const at = text.indexOf(folded);
    if (at < 0) continue;
    const before = text.charAt(at - 1);
    const after = text.charAt(at + folded.length);
    // Arabic phrases may carry a prefix letter (و، ف، ب) but no suffix letters.
    const arabic = /[\u0600-\u06FF]/.test(folded);
    if ((arabic || !/\p{L}/u.test(before)) && !/\p{L}/u.test(after)) return phrase;
  }
  return null;
}

// ── Action verbs ───────────────────────────────────────────────────────────────────────────────

/** Base forms of verbs that open strong achievement lines. */
const BASE_VERBS = (
  "accelerate achieve acquire adapt administer advise advocate align analyse analyze architect arrange assemble assess audit " +
  "author automate balance boost brand build calculate champion chair clarify coach code collaborate compile complete " +
  "compose conceive conduct configure consolidate construct consult convert coordinate craft create curate customize cut " +
  "debug decrease define delegate deliver demonstrate deploy design detect develop devise diagnose direct discover " +
  "document double draft drive earn edit educate eliminate enable engineer enhance ensure establish estimate evaluate " +
  "exceed execute expand expedite experiment facilitate finalize forecast formulate generate grow guide halve " +
  "head identify implement improve increase influence initiate innovate inspect install instruct integrate interview " +
  "introduce investigate launch lead leverage lower maintain manage market maximize measure mediate mentor merge migrate " +
  "minimize model moderate modernize monitor motivate navigate negotiate onboard operate optimize orchestrate organize " +
  "outperform overhaul oversee own partner perform persuade pilot pioneer plan prepare present prioritize process produce " +
  "program promote propose prototype provide publish raise rebuild recommend reconcile record recruit redesign reduce " +
  "refactor refine reorganize replace report represent research resolve restructure revamp review revise revitalize save " +
  "scale schedule screen secure select sell serve ship simplify solve source spearhead standardize start steer " +
  "streamline strengthen structure supervise support survey sustain synthesize systematize tailor teach test train " +
  "transform translate triple troubleshoot tutor unify update upgrade validate verify visualize volunteer win write"
).split(" ");

/** Past forms that do not follow the -ed rule, and verbs that double their last consonant. */
const IRREGULAR_PAST: Record<string, string> = {
  build: "built", lead: "led", drive: "drove", grow: "grew", write: "wrote", teach: "taught", cut: "cut", win: "won",
  sell: "sold", rebuild: "rebuilt", oversee: "oversaw", begin: "began", run: "ran",
  make: "made", set: "set", bring: "brought", give: "gave", hold: "held", take: "took", spend: "spent", speak: "spoke",
};
const DOUBLING = new Set(["plan", "ship", "scan", "stop", "commit", "control", "program", "drop"]);
const IRREGULAR_BASES = ["begin", "run", "make", "set", "bring", "give", "hold", "take", "spend", "speak"];

type Tense = "present" | "past" | "neutral";

const VERB_FORMS = new Map<string, Tense>();
const BASE = new Set([...BASE_VERBS, ...IRREGULAR_BASES]);
for (const base of [...BASE_VERBS, ...IRREGULAR_BASES]) {
  const doubled = DOUBLING.has(base) ? base + base.slice(-1) : base;
  const stem = base.endsWith("e") ? base.slice(0, -1) : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}i` : doubled;
  const past = IRREGULAR_PAST[base] ?? (base.endsWith("e") ? `${base}d` : `${stem}ed`);
  const third = /(?:s|sh|ch|x|z)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;
  const ing = base.endsWith("ie") ? `${base.slice(0, -2)}ying` : base.endsWith("e") && !base.endsWith("ee") ? `${base.slice(0, -1)}ing` : `${doubled}ing`;
  VERB_FORMS.set(past, "past");
  // "cut", "set": the same word in both tenses says nothing about tense.
  VERB_FORMS.set(base, VERB_FORMS.get(base) === "past" ? "neutral" : "present");
  VERB_FORMS.set(third, "present");
  VERB_FORMS.set(ing, "present");
}
// Past forms of weak openers tell tense too.
for (const [word, tense] of [["founded", "past"], ["co-founded", "past"], ["co-authored", "past"], ["co-led", "past"], ["co-designed", "past"], ["co-organized", "past"], ["worked", "past"], ["helped", "past"], ["assisted", "past"], ["handled", "past"], ["participated", "past"], ["was", "past"], ["were", "past"], ["work", "present"], ["working", "present"], ["help", "present"], ["helping", "present"], ["am", "present"], ["is", "present"]] as const) {
  if (!VERB_FORMS.has(word)) VERB_FORMS.set(word, tense);
}

/**
 * Arabic openers: first-person past verbs (طورت), first-person present verbs (أطور) and verbal
 * nouns (تطوير), which Arabic resumes use as English ones use verbs. Written without diacritics;
 * compared after folding (أ/إ/آ → ا, ة → ه).
 */
const ARABIC_PAST = (
  "طورت صممت ادرت قدت بنيت انشات حققت خفضت قللت زدت رفعت نفذت اطلقت حسنت قمت عملت كتبت دربت اشرفت نظمت حللت اعددت وضعت " +
  "اسست ابتكرت خططت تفاوضت بعت قدمت راجعت اختبرت دمجت نشرت نقلت وفرت اتممت انجزت ترجمت درست علمت اكتشفت اعدت صنعت جمعت " +
  "ساعدت شاركت ساهمت اسهمت توليت"
).split(" ");
const ARABIC_PRESENT = (
  "اطور اصمم ادير اقود ابني انشئ احقق اخفض اقلل ازيد ارفع انفذ اطلق احسن اقوم اعمل اكتب ادرب اشرف انظم احلل اعد اضع اؤسس " +
  "ابتكر اخطط اتفاوض ابيع اقدم اراجع اختبر ادمج انشر انقل اوفر انجز اترجم ادرس اعلم اساعد اشارك اساهم اتولى"
).split(" ");
const ARABIC_NOUNS = (
  "تطوير تصميم اداره قياده بناء انشاء تحقيق تنفيذ تحسين زياده خفض تقليل اطلاق تدريب اعداد تحليل تنظيم اشراف وضع كتابه " +
  "اتمته ترحيل مراجعه تقديم تاسيس متابعه تنسيق رفع توفير اختبار دمج نشر ابتكار تخطيط تفاوض بيع برمجه صيانه تشغيل " +
  "تحويل توحيد تبسيط تعزيز قياس ادخال نقل ترجمه تدريس توجيه ارشاد"
).split(" ");
const ARABIC_FORMS = new Map<string, Tense>([
  ...ARABIC_PAST.map((w) => [fold(w), "past"] as const),
  ...ARABIC_PRESENT.map((w) => [fold(w), "present"] as const),
  ...ARABIC_NOUNS.flatMap((w) => [[fold(w), "neutral"] as const, [fold(`ال${w}`), "neutral"] as const]),
]);

/** Verbs that tell tense but describe presence, not action ("Worked closely with…"). */
const NOT_ACTION = new Set(["worked", "work", "working", "helped", "help", "helping", "assisted", "handled", "participated", "was", "were", "am", "is"]);

export interface Opener {
  /** The line opens with an action verb (or an Arabic verbal noun). */
  action: boolean;
  tense: Tense | null;
  /** The word that decided it. */
  word: string;
}

/**
 * How an achievement line opens. English: skips one adverb ("Successfully delivered"); Arabic:
 * drops a leading و. `null` when the line is in neither language's reach (German, Spanish…).
 */
export function opener(line: string, language: "en" | "ar" | "other"): Opener | null {
  if (language === "other") return null;
  const words = line.trim().replace(/^[^\p{L}]+/u, "").split(/[\s,;:()]+/);
  if (language === "ar") {
    const first = fold(words[0] ?? "").replace(/^و(?=.{3,})/, "");
    const tense = ARABIC_FORMS.get(first) ?? ARABIC_FORMS.get(fold(words[0] ?? ""));
    return { action: tense !== undefined && !weakOpener(line), tense: tense ?? null, word: words[0] ?? "" };
  }
  let i = 0;
  if (/ly$/i.test(words[0] ?? "") && words.length > 1) i = 1;
  const word = (words[i] ?? "").toLowerCase().replace(/[^a-z-]/g, "");
  let tense = VERB_FORMS.get(word) ?? null;
  // "Research integrated into…", "Design was…": a noun that a verb follows, not an opening verb.
  const next = (words[i + 1] ?? "").toLowerCase();
  if (tense && BASE.has(word) && (VERB_FORMS.get(next) === "past" || /^(?:is|was|are|were|has|had|of)$/.test(next))) tense = null;
  return { action: tense !== null && !weakOpener(line) && !NOT_ACTION.has(word), tense, word: words[i] ?? "" };
}
