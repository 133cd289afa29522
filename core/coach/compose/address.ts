/**
 * How an Arabic answer addresses the user. Arabic instructions are gendered ("اكتب" to a man,
 * "اكتبي" to a woman); the playbooks are written in the masculine form, which a woman reads as
 * addressed to someone else. When the user's own words ("عايزة", "مش عارفة", "3ayza") or an
 * Arabic profile title ("محاسبة") show she is a woman, the instructions are put in the feminine;
 * when nothing shows either, the instructions that open a bullet or a labelled line become verbal
 * nouns ("اكتب هدفك" → "كتابة هدفك"), which address nobody in particular. A man's answer is left
 * as written. Link texts (course and book titles) are never touched.
 */
import { fold } from "../text.ts";
import type { ChatTurn, CoachProfile } from "../types.ts";

export type Addressee = "f" | "m" | null;

/** Words (folded) a woman uses of herself in Egyptian Arabic, MSA and Franco-Arabic. */
const FEMININE = new Set(
  `عايزه عاوزه محتاجه عارفه حاسه شايفه متاكده خايفه قاعده شغاله مبسوطه زهقانه تعبانه مستعده ناويه حابه خريجه طالبه محاسبه مهندسه
  ممرضه مصممه مطوره محلله مبرمجه مديره موظفه متخرجه مترجمه مسوقه اخصائيه مدرسه_ مستنيه فاهمه متلخبطه تايهه مضايقه قلقانه
  3ayza 3awza 3ayzah me7taga m7taga 3arfa 3arfah 7assa shayfa ta3bana zah2ana mestanya`.split(/\s+/).filter((w) => !w.endsWith("_")),
);
/** Words (folded) a man uses of himself. */
const MASCULINE = new Set(
  `عايز عاوز محتاج عارف حاسس شايف متاكد خايف زهقان تعبان مستعد ناوي حابب خريج متخرج متلخبط تايه مضايق قلقان
  3ayez 3awez 3ayz me7tag m7tag 3aref 7ases 7asses ta3ban`.split(/\s+/),
);

/** A feminine Arabic job title ("محاسبة", "مهندسة برمجيات"): the profile says who is asking. */
const FEMININE_TITLE = /^[\u0621-\u064A]{3,}ة(?:\s|$)/;
const MASCULINE_TITLE = /^(?:محاسب|مهندس|مدرس|معلم|ممرض|مصمم|مطور|محلل|مبرمج|مدير|موظف|طالب|مترجم|مسوق|اخصائي|أخصائي)(?:\s|$)/;

/** Who the user is, as far as their words and profile show; null when nothing does. */
export function addresseeOf(messages: readonly ChatTurn[], profile: CoachProfile): Addressee {
  let f = 0;
  let m = 0;
  for (const turn of messages) {
    if (turn.role !== "user") continue;
    for (const word of fold(turn.content).trim().split(" ")) {
      if (FEMININE.has(word)) f++;
      else if (MASCULINE.has(word)) m++;
    }
  }
  if (f > m) return "f";
  if (m > f) return "m";
  const title = profile.title.trim();
  if (FEMININE_TITLE.test(title)) return "f";
  if (MASCULINE_TITLE.test(title)) return "m";
  return null;
}

/** Masculine imperative → [feminine, verbal noun]. The verbal noun is left out where none reads well. */
const IMPERATIVES: Record<string, [string, string?]> = {
  "حدد": ["حددي", "تحديد"], "حدّد": ["حدّدي", "تحديد"], "اكتشف": ["اكتشفي", "اكتشاف"], "قارن": ["قارني", "مقارنة"], "تعلّم": ["تعلّمي"],
  "كن": ["كوني"], "حدّث": ["حدّثي", "تحديث"], "تحدث": ["تحدثي", "التحدث"], "راجع": ["راجعي", "مراجعة"], "اختر": ["اختاري", "اختيار"],
  "ابنِ": ["ابني", "بناء"], "اذهب": ["اذهبي", "الذهاب"], "اكتب": ["اكتبي", "كتابة"], "احمِ": ["احمي", "حماية"], "اسأل": ["اسألي", "سؤال"],
  "أدِّ": ["أدّي", "أداء"], "اجعل": ["اجعلي", "جعل"], "اتفق": ["اتفقي", "الاتفاق"], "ابدأ": ["ابدئي", "البدء"], "سجّل": ["سجّلي", "التسجيل"],
  "جرّب": ["جرّبي", "تجربة"], "أعد": ["أعيدي", "إعادة"], "انتقل": ["انتقلي", "الانتقال"], "تحقق": ["تحققي", "التحقق"], "اعمل": ["اعملي", "العمل"],
  "استهدف": ["استهدفي", "استهداف"], "عدّل": ["عدّلي", "تعديل"], "قدّم": ["قدّمي", "التقديم"], "حافظ": ["حافظي", "الحفاظ"], "اذكر": ["اذكري", "ذكر"],
  "اذكرها": ["اذكريها", "ذكرها"], "املأ": ["املئي", "ملء"], "خذ": ["خذي", "أخذ"], "قلّص": ["قلّصي", "تقليص"], "جهّز": ["جهّزي", "تجهيز"],
  "اطلب": ["اطلبي", "طلب"], "استخدم": ["استخدمي", "استخدام"], "تدرّب": ["تدرّبي", "التدرّب"], "تابع": ["تابعي", "متابعة"], "ابحث": ["ابحثي", "البحث"],
  "قرر": ["قرري"], "فكّر": ["فكّري", "التفكير"], "فاوض": ["فاوضي", "التفاوض"], "ضع": ["ضعي", "وضع"], "اقرأ": ["اقرئي", "قراءة"], "افحص": ["افحصي", "فحص"],
  "نفّذ": ["نفّذي", "تنفيذ"], "خصص": ["خصصي", "تخصيص"], "خصّص": ["خصّصي", "تخصيص"], "أنهِ": ["أنهي", "إنهاء"], "اشرح": ["اشرحي", "شرح"],
  "ركّز": ["ركّزي", "التركيز"], "وضّح": ["وضّحي", "توضيح"], "وثّق": ["وثّقي", "توثيق"], "قسّم": ["قسّمي", "تقسيم"], "سهّل": ["سهّلي", "تسهيل"],
  "راسل": ["راسلي", "مراسلة"], "خاطب": ["خاطبي", "مخاطبة"], "حلّل": ["حلّلي", "تحليل"], "حسّن": ["حسّني", "تحسين"],
  "تكلم": ["تكلمي", "التكلم"], "تأكد": ["تأكدي", "التأكد"], "اهتم": ["اهتمي", "الاهتمام"], "انظر": ["انظري", "النظر"], "انشر": ["انشري", "نشر"],
  "التزم": ["التزمي", "الالتزام"], "طابق": ["طابقي", "مطابقة"], "تقدّم": ["تقدّمي", "التقدم"], "اعرض": ["اعرضي", "عرض"], "أرسل": ["أرسلي", "إرسال"],
  "اتصل": ["اتصلي", "الاتصال"], "تواصل": ["تواصلي", "التواصل"], "اشترك": ["اشتركي", "الاشتراك"], "احضر": ["احضري", "حضور"], "شارك": ["شاركي", "مشاركة"],
  "ادرس": ["ادرسي", "دراسة"], "احسب": ["احسبي", "حساب"], "احفظ": ["احفظي", "حفظ"], "أضف": ["أضيفي", "إضافة"], "اضف": ["اضيفي", "إضافة"],
  "احذف": ["احذفي", "حذف"], "استبدل": ["استبدلي", "استبدال"], "اختصر": ["اختصري", "اختصار"], "تجنب": ["تجنبي", "تجنب"], "تجنّب": ["تجنّبي", "تجنّب"],
  "أظهر": ["أظهري", "إظهار"], "صِل": ["صِلي", "ربط"], "اعتنِ": ["اعتني", "الاعتناء"], "خذها": ["خذيها"], "اتبع": ["اتبعي", "اتباع"], "اشتغل": ["اشتغلي", "الاشتغال"],
  "ذاكر": ["ذاكري", "مذاكرة"], "اصنع": ["اصنعي", "صنع"], "شاركه": ["شاركيه", "مشاركته"], "اكتبها": ["اكتبيها", "كتابتها"],
  "اكتبه": ["اكتبيه", "كتابته"], "راجعها": ["راجعيها", "مراجعتها"], "عدّله": ["عدّليه", "تعديله"], "قلها": ["قوليها", "قولها"], "قل": ["قولي"], "امشِ": ["امشي", "المشي"], "امش": ["امشي", "المشي"],
  "ذكّره": ["ذكّريه", "تذكيره"], "أرسلها": ["أرسليها", "إرسالها"], "اسألهم": ["اسأليهم", "سؤالهم"], "دوّن": ["دوّني", "تدوين"], "دوّنه": ["دوّنيه", "تدوينه"],
  "تولَّ": ["تولّي", "تولّي"], "أرشد": ["أرشدي", "إرشاد"], "احتفظ": ["احتفظي", "الاحتفاظ"], "نم": ["نامي", "النوم"], "انشئ": ["انشئي", "إنشاء"], "أنشئ": ["أنشئي", "إنشاء"], "كرر": ["كرري", "تكرار"], "اهدأ": ["اهدئي"], "تنفّس": ["تنفّسي"], "اسمح": ["اسمحي"], "اعطِ": ["أعطي", "إعطاء"],
  "اعرف": ["اعرفي", "معرفة"], "اقترح": ["اقترحي", "اقتراح"], "خطط": ["خططي", "التخطيط"], "افهم": ["افهمي", "فهم"], "اجعلها": ["اجعليها", "جعلها"],
  "اجعله": ["اجعليه", "جعله"], "اشكرهم": ["اشكريهم", "شكرهم"], "ادخل": ["ادخلي", "الدخول"], "اجمع": ["اجمعي", "جمع"], "رتّب": ["رتّبي", "ترتيب"],
  "استعد": ["استعدي", "الاستعداد"], "اطلبه": ["اطلبيه", "طلبه"], "اطلبها": ["اطلبيها", "طلبها"], "احفظها": ["احفظيها", "حفظها"], "استغل": ["استغلي", "استغلال"],
  "اربطه": ["اربطيه", "ربطه"], "اربط": ["اربطي", "ربط"], "اختم": ["اختمي", "الختام"], "ثبّت": ["ثبّتي", "تثبيت"], "عرّف": ["عرّفي", "تعريف"], "افصل": ["افصلي", "فصل"],
  "ارجع": ["ارجعي", "الرجوع"], "أبلغ": ["أبلغي", "إبلاغ"], "أبلغهم": ["أبلغيهم", "إبلاغهم"], "حوّل": ["حوّلي", "تحويل"], "حقق": ["حققي", "تحقيق"],
  "قرّر": ["قرّري"], "أفصح": ["أفصحي", "الإفصاح"], "ردّ": ["ردّي", "الرد"], "اترك": ["اتركي", "ترك"], "فصّل": ["فصّلي", "تفصيل"], "ابتعد": ["ابتعدي", "الابتعاد"], "أجّل": ["أجّلي", "تأجيل"], "وأجّل": ["وأجّلي", "وتأجيل"],
  "خلي": ["خلّي"], "خلّي": ["خلّي"], "قول": ["قولي"], "حط": ["حطي"], "دوّر": ["دوّري"], "خُد": ["خُدي"], "اختار": ["اختاري"], "شوف": ["شوفي"], "اتكلم": ["اتكلمي"],
  "ورّي": ["ورّي"], "رجّع": ["رجّعي"],
};
/** Present-tense verbs addressed to the user ("تريد", "تستمتع"): a woman's form adds ين, or ي after أن/لن/لم/ل. */
// Not "تظهر": answers use it of things ("skills that don't show in your resume"), and it is the same word for "it shows".
const SECOND_PERSON = new Set(
  `تريد تستطيع تحتاج تعرف تبدأ تستهدف تحب تشعر تعمل تقرر تفضل تفضّل تتعلم تكون تحصل تنضم تجد تقدر تملك تستمتع تجيد تتخلص تتحكم تقفز
  تستعيد تحسّن تحسن تبني تكتب تبحث تختار تنتقل تتقدم تصل تستخدم تذكر تطلب تتدرب تتدرّب تشرح تركز تركّز تخسر تكسب تفكر تفكّر تنسى تقول
  تسأل تحاول تبدو تحتفظ تثبت تضيف تتابع تواصل تراجع تجرب تجرّب تنهي تدرس تذاكر تخاف تقلق تستحق تنجح تفشل تتوقع تتوقف تستمر تعود
  تهدأ تثق`.split(/\s+/),
);
const IRREGULAR_F: Record<string, [indicative: string, subjunctive: string]> = {
  "تبدأ": ["تبدئين", "تبدئي"], "تنسى": ["تنسين", "تنسي"], "تبدو": ["تبدين", "تبدي"], "تبني": ["تبنين", "تبني"], "تنهي": ["تنهين", "تنهي"],
  "تسعى": ["تسعين", "تسعي"], "تهدأ": ["تهدئين", "تهدئي"],
};
/** Other words addressed to the user. */
const OTHER_F: Record<string, string> = { "أنت": "أنتِ", "مستعد": "مستعدة", "وحدك": "وحدكِ", "متأكد": "متأكدة" };
const SUBJUNCTIVE_BEFORE = new Set(["أن", "ان", "لن", "لم", "كي", "حتى", "لكي"]);
const OBJECT_SUFFIX = /(ه|ها|هم|هما|ني)$/;

/** A woman's form of a second-person word (prefix و/ف/ل and object suffix kept), or undefined. */
function feminineSecondPerson(word: string, previous: string): string | undefined {
  const prefix = /^(?:ول|فل|و|ف|ل)(?=ت)/.exec(word)?.[0] ?? "";
  let rest = word.slice(prefix.length);
  const plain = OTHER_F[rest];
  if (plain) return prefix + plain;
  const suffix = SECOND_PERSON.has(rest) ? "" : (OBJECT_SUFFIX.exec(rest)?.[0] ?? "");
  rest = rest.slice(0, rest.length - suffix.length);
  if (!SECOND_PERSON.has(rest)) return undefined;
  const subjunctive = prefix.includes("ل") || SUBJUNCTIVE_BEFORE.has(previous);
  const [indicative, short] = IRREGULAR_F[rest] ?? [`${rest}ين`, `${rest}ي`];
  return prefix + (subjunctive ? short : indicative) + suffix;
}

const LINK = /\[[^\]]*\]\([^)]*\)|https?:\/\/\S+/g;
/** A clause's first word: at a line or a bullet, after a bold label or a bold opening, after "،" "؛" ":" "." or "—". */
const CLAUSE_START = /((?:^|\n)[ \t]*(?:(?:[-*]|\d+\.)[ \t]+)?(?:\*\*)?|\*\*[ \t]*|[:،؛.—؟?!][ \t]*(?:\*\*)?)([\u0621-\u065F\u0670]+)(?=$|[\s*:،؛.)»"!؟?—–-])/g;

/** Where a verbal noun reads as a heading: a bullet's first word ("1. **حدد…", "- اكتب…"), a bold line's, or the word after a bold label ("**هذا الأسبوع:** اكتب…"). */
const HEADING_STARTS = [
  /((?:^|\n)[ \t]*(?:[-*]|\d+\.)[ \t]+(?:\*\*)?)([\u0621-\u065F\u0670]+)(?=$|[\s*:،؛.)»"!؟?—–-])/g,
  /((?:^|\n)\*\*)([\u0621-\u065F\u0670]+)(?=$|[\s*:،؛.)»"!؟?—–-])/g,
  /(\*\*[^*\n]{1,40}:\*\*[ \t]+)([\u0621-\u065F\u0670]+)(?=$|[\s*:،؛.)»"!؟?—–-])/g,
];

/** Words after which a verbal noun keeps its article: prepositions and particles, not objects. */
const PREPOSITIONS = /^(?:في|من|على|علي|الى|إلى|الي|مع|عن|بين|حتى|قبل|بعد|عند|لدى|ثم|او|أو|و|لما|لو|إن|إذا|اذا)$|^[بل](?=ال)/;

/** The feminine of an instruction with its attached و/ف kept ("وتحدث" → "وتحدثي"), or undefined. */
function feminine(word: string): string | undefined {
  const whole = IMPERATIVES[word]?.[0];
  if (whole) return whole;
  const rest = /^[وف]/.test(word) ? IMPERATIVES[word.slice(1)]?.[0] : undefined;
  return rest ? word[0] + rest : undefined;
}

/** The verbal noun for an instruction, its attached و/ف kept ("وتحدث" → "والتحدث"), or undefined. */
function verbalNoun(word: string): string | undefined {
  const whole = IMPERATIVES[word]?.[1];
  if (whole) return whole;
  if (/^[وف]/.test(word)) {
    const rest = IMPERATIVES[word.slice(1)]?.[1];
    if (rest) return word[0] + rest;
  }
  return undefined;
}

/** `text` with its instructions addressed to `who` (see the module comment); English text is returned as it is. */
export function addressArabic(text: string, who: Addressee): string {
  if (who === "m") return text;
  // Links (titles and addresses) stand aside while the words around them change.
  const links: string[] = [];
  const held = text.replace(LINK, (link) => `\uE000${links.push(link) - 1}\uE001`);
  // Instructions open their clause; a word elsewhere may be a noun or a past tense ("تحقق الهدف"), so only clause openings change,
  // and for a woman also the second-person words anywhere ("تريده" → "تريدينه").
  const changed = who === "f"
    ? held.replace(CLAUSE_START, (all, opener: string, word: string) => {
      const fem = feminine(word);
      return fem ? `${opener}${fem}` : all;
    }).replace(/(^|[^\u0621-\u065F\u0670])([\u0621-\u065F\u0670]+)(?=$|[^\u0621-\u065F\u0670])/g, (all, lead: string, word: string, at: number, whole: string) => {
      const previous = /([\u0621-\u065F\u0670]+)\s*$/.exec(whole.slice(Math.max(0, at - 12), at + lead.length))?.[1] ?? "";
      const fem = feminineSecondPerson(word, previous)
        ?? (/^[وف]/.test(word) && IMPERATIVES[word.slice(1)]?.[0] ? `${word[0]}${IMPERATIVES[word.slice(1)]?.[0]}` : undefined);
      return fem ? `${lead}${fem}` : all;
    })
    : HEADING_STARTS.reduce((out, pattern) => out.replace(pattern, (all, opener: string, word: string, at: number, whole: string) => {
      const noun = verbalNoun(word);
      if (!noun) return all;
      // "اكتب «راجع سيرتي» وسأخبرك", "خذ استراحة… ثم ابدأ": a noun here would leave the rest of the line as an instruction; keep the verb.
      const rest = whole.slice(at + all.length).split("\n")[0];
      // A word inside a bold label ("**اكتشف الفجوة:**") answers only for the label.
      const line = rest.includes("**") ? rest.slice(0, rest.indexOf("**")) : rest;
      const tokens = line.split(/\s+/);
      const goesOn = tokens.some((t, i) => (/^[وف]/.test(t) && IMPERATIVES[t.slice(1)] !== undefined) || (tokens[i - 1] === "ثم" && IMPERATIVES[t] !== undefined)
        || /^(?:وس|فس)[\u0621-\u064A]{2}/.test(t));
      if (goesOn) return all;
      // A verbal noun followed by its object takes no article: "تسجيل كل حاجة", not "التسجيل كل حاجة" (but "التسجيل في …" keeps it).
      const next = /^\s+([\u0621-\u065F\u0670]+)/.exec(whole.slice(at + all.length))?.[1];
      const construct = next !== undefined && !PREPOSITIONS.test(next);
      return `${opener}${construct ? noun.replace(/^([وف]?)ال/, "$1") : noun}`;
    }), held);
  return changed.replace(/\uE000(\d+)\uE001/g, (_, i: string) => links[Number(i)]);
}
