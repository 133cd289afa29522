/**
 * Arabic (MSA and Egyptian) names of career subjects with their English equivalents, so an
 * Arabic question ("كورس في تحليل البيانات") can search a catalogue that is mostly English. The
 * skills taxonomy already knows many Arabic skill names; this adds the fields, the colloquial
 * and transliterated forms ("داتا", "سوشيال ميديا") and the words people use for roles.
 */
import { findSkillNames } from "../resume/skills.ts";
import { fold, hasPhrase } from "./text.ts";

type Entry = [english: string, arabic: string[]];

const ENTRIES: Entry[] = [
  ["data analysis", ["تحليل البيانات", "تحليل بيانات", "محلل بيانات", "داتا اناليسيس", "داتا انالسيس", "داتا اناليست", "تحليل داتا", "الداتا", "داتا"]],
  ["data science", ["علم البيانات", "علوم البيانات", "عالم بيانات", "داتا ساينس"]],
  ["data engineering", ["هندسه البيانات", "مهندس بيانات", "داتا انجنيرنج"]],
  ["machine learning", ["تعلم الاله", "التعلم الالي", "ماشين ليرننج", "ماشين ليرنينج"]],
  ["deep learning", ["التعلم العميق", "تعلم عميق", "ديب ليرننج"]],
  ["artificial intelligence", ["الذكاء الاصطناعي", "ذكاء اصطناعي", "الاي اي"]],
  ["generative ai", ["الذكاء الاصطناعي التوليدي", "شات جي بي تي", "النماذج اللغويه"]],
  ["programming", ["البرمجه", "برمجه", "مبرمج", "كودنج", "بروجرامنج"]],
  ["computer science", ["علوم الحاسب", "علوم الحاسوب", "علوم الكمبيوتر", "هندسه الحاسبات"]],
  ["web development", ["تطوير الويب", "مطور ويب", "تطوير المواقع", "برمجه المواقع", "ويب ديفلوبمنت"]],
  ["front-end development", ["فرونت اند", "فرونت", "واجهات اماميه"]],
  ["back-end development", ["باك اند", "باك", "واجهات خلفيه"]],
  ["mobile development", ["تطبيقات الموبايل", "تطبيقات موبايل", "تطبيقات الجوال", "برمجه التطبيقات", "تطبيقات اندرويد"]],
  ["flutter", ["فلاتر", "فلتر"]],
  ["adobe premiere pro", ["بريمير برو", "بريمير", "بريميير", "ادوبي بريمير"]],
  ["primavera", ["بريمافيرا", "بريمافيرا بي 6", "بريمفيرا"]],
  ["algorithms data structures", ["الخوارزميات", "خوارزميات", "هياكل البيانات", "داتا ستراكتشر", "البرمجه التنافسيه"]],
  ["databases sql", ["قواعد البيانات", "قاعده بيانات", "داتابيز", "سيكول"]],
  ["ui design", ["واجهات المستخدم", "تصميم واجهات", "تصميم الواجهات", "يو اي"]],
  ["ux design", ["تجربه المستخدم", "يو اكس"]],
  ["graphic design", ["تصميم جرافيك", "جرافيك ديزاين", "التصميم الجرافيكي", "جرافيك"]],
  ["design", ["التصميم", "تصميم"]],
  ["cybersecurity", ["الامن السيبراني", "امن سيبراني", "امن المعلومات", "سايبر سيكيوريتي", "الهكر الاخلاقي", "اختراق", "سيكيوريتي", "السيكيوريتي",
    "سكيوريتي", "السكيوريتي", "سايبر"]],
  ["computer networking", ["الشبكات", "شبكات", "سيسكو", "نتورك"]],
  ["cloud computing", ["الحوسبه السحابيه", "حوسبه سحابيه", "السحابه", "كلاود"]],
  ["devops", ["ديف اوبس", "ديفوبس"]],
  ["linux", ["لينكس"]],
  ["project management", ["اداره المشاريع", "اداره المشروعات", "اداره مشروعات", "اداره مشاريع", "مدير مشروع", "مدير مشاريع"]],
  ["product management", ["اداره المنتجات", "اداره المنتج", "مدير منتج", "برودكت مانجمنت"]],
  ["digital marketing", ["التسويق الرقمي", "تسويق رقمي", "التسويق الالكتروني", "تسويق الكتروني", "ديجيتال ماركتنج", "ديجيتال ماركيتنج"]],
  ["social media marketing", ["سوشيال ميديا", "التسويق عبر وسائل التواصل", "اعلانات فيسبوك", "اعلانات الفيسبوك", "الاعلانات الممولة", "اعلانات ممولة",
    "فيسبوك ادز", "ميتا ادز", "الاعلانات", "اعلانات"]],
  ["marketing", ["التسويق", "تسويق", "ماركتنج"]],
  ["sales", ["المبيعات", "مبيعات", "سيلز"]],
  ["accounting", ["المحاسبه", "محاسبه", "محاسب"]],
  ["data analysis", ["بحب الارقام", "حب الارقام", "بتاع ارقام", "الارقام والحسابات"]],
  ["financial analysis finance", ["التحليل المالي", "تحليل مالي", "الماليه", "فاينانس", "الاستثمار"]],
  ["human resources", ["الموارد البشريه", "موارد بشريه", "اتش ار", "التوظيف"]],
  ["leadership", ["القياده", "قياده", "ليدرشيب"]],
  ["management", ["الاداره", "اداره", "مانجمنت"]],
  ["communication", ["التواصل", "مهارات التواصل", "الاتصال"]],
  ["public speaking presentation", ["الخطابه", "التحدث امام الجمهور", "الالقاء", "العروض التقديميه", "برزنتيشن"]],
  ["negotiation", ["التفاوض", "تفاوض"]],
  ["time management productivity", ["اداره الوقت", "تنظيم الوقت", "الانتاجيه"]],
  ["emotional intelligence", ["الذكاء العاطفي"]],
  ["entrepreneurship", ["ريادة الاعمال", "رياده الاعمال", "مشروع خاص", "ستارت اب"]],
  ["excel", ["اكسل", "اكسيل", "الاكسل", "الاكسيل"]],
  ["power bi", ["باور بي اي", "باور بي اي"]],
  ["english", ["الانجليزي", "انجليزي", "الانجليزيه", "انجلش"]],
  // "مدرسة" is also a school ("الأول في المدرسة"): the teacher is named in forms that cannot be read as one.
  ["teaching", ["التدريس", "تدريس", "مدرسين", "مدرسات", "كمدرس", "معلم"]],
  ["nursing patient care", ["التمريض", "تمريض", "ممرض"]],
  ["supply chain", ["سلاسل الامداد", "سلاسل الإمداد", "سلسله التوريد", "اللوجستيات"]],
  ["customer service", ["خدمه العملاء"]],
  ["python", ["بايثون", "بيثون"]],
  ["javascript", ["جافاسكريبت", "جافا سكريبت", "الجافاسكريبت", "جافاسكربت"]],
  ["java", ["جافا"]],
  ["react", ["رياكت"]],
  ["photography", ["التصوير", "تصوير"]],
  ["video editing", ["المونتاج", "مونتاج"]],
  ["game development", ["تطوير الالعاب", "برمجه الالعاب", "العاب"]],
  ["career planning", ["مسار مهني", "المسار المهني", "التخطيط المهني", "مساري المهني", "مساري", "مستقبلي المهني", "اختار مجال"]],
];

/** Everyday English (and Arabizi) words for a field that the skills taxonomy names differently ("I like drawing"). */
const EVERYDAY: Entry[] = [
  ["graphic design", ["drawing", "draw", "sketching", "sketch", "painting", "art", "rasm"]],
  ["social media marketing", ["facebook ads", "instagram ads", "meta ads", "social media ads"]],
  ["cloud computing", ["cloud stuff", "the cloud"]],
  ["data analysis", ["something with data", "work with data", "working with data", "data stuff", "numbers and data", "love numbers",
    "good with numbers", "bahebb el ar2am", "ba7eb el ar2am"]],
  ["it support", ["fix laptops", "fixing laptops", "fix computers", "fixing computers", "fix everyones laptops", "help desk", "helpdesk", "tech support"]],
  ["video editing", ["editing videos", "edit videos", "video editing", "making videos", "tiktok videos", "youtube videos", "reels", "montage"]],
  ["computer networking", ["networking and servers", "servers", "el networking", "networks"]],
];

const FOLDED: [english: string, arabic: string[]][] = ENTRIES.map(([english, arabic]) => [english, arabic.map((a) => fold(a).trim())]);

/** Every Arabic phrase with its English, longest first. */
const CANDIDATES = FOLDED.flatMap(([english, phrases]) => phrases.map((phrase) => ({ english, phrase })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/**
 * English search words for an Arabic (or mixed) subject: every glossary phrase found, longest
 * first so "التسويق الرقمي" wins over "التسويق", plus canonical skills the taxonomy finds in it.
 */
export function englishTerms(subject: string): string[] {
  const folded = fold(subject);
  if (!/[\u0621-\u064A]/.test(folded)) return skillTerms(subject, folded, EVERYDAY.filter(([, words]) => words.some((w) => hasPhrase(folded, w))).map(([e]) => e));
  const found: string[] = [];
  let remaining = folded;
  for (const { english, phrase } of CANDIDATES) {
    // "الكلاود", "الداتا": a borrowed word with the Arabic article is the same term.
    const hit = hasPhrase(remaining, phrase) ? phrase : !phrase.startsWith("ال") && hasPhrase(remaining, `ال${phrase}`) ? `ال${phrase}` : "";
    if (hit) {
      if (!found.includes(english)) found.push(english);
      remaining = remaining.replace(hit, " ");
    }
  }
  return skillTerms(subject, folded, found);
}

/**
 * Adds canonical skill names for synonyms in the subject ("JS" → JavaScript, "بايثون" → Python);
 * a name sharing a word with the subject adds nothing but noise ("Excel" → "Microsoft Excel").
 */
function skillTerms(subject: string, folded: string, found: string[]): string[] {
  const asked = new Set(folded.trim().split(" "));
  for (const skill of findSkillNames(subject, true)) {
    if (found.some((term) => term.toLowerCase() === skill.toLowerCase())) continue;
    if (fold(skill).trim().split(" ").some((w) => asked.has(w))) continue;
    found.push(skill);
  }
  return found;
}
