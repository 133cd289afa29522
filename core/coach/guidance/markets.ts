/**
 * What differs between the job markets Amal's users are in: Egypt, the United States and the
 * Gulf. Used to add a short, specific note to salary, job-search, networking and interview
 * answers. Facts only at the level that stays true: currencies, where ranges are published,
 * how offers are usually quoted.
 */
import { fold, hasPhrase } from "../text.ts";
import type { CoachLanguage } from "../types.ts";

export type Market = "egypt" | "us" | "gulf" | "other";

const COUNTRY_NAMES: [Market, string[]][] = [
  ["egypt", ["egypt", "egyptian", "cairo", "alexandria", "giza", "مصر", "القاهره", "الاسكندريه", "الجيزه"]],
  ["us", ["united states", "usa", "u.s.", "america", "american", "new york", "california", "texas", "seattle", "امريكا", "الولايات المتحده"]],
  ["gulf", ["saudi arabia", "ksa", "uae", "united arab emirates", "dubai", "abu dhabi", "qatar", "kuwait", "bahrain", "oman", "riyadh", "jeddah",
    "السعوديه", "الامارات", "دبي", "قطر", "الكويت", "البحرين", "عمان", "الرياض", "جده"]],
];

/** The market a country (or city, or a question that names one) belongs to. */
export function marketOf(...texts: string[]): Market {
  for (const text of texts) {
    if (!text) continue;
    const folded = fold(text);
    for (const [market, names] of COUNTRY_NAMES) if (names.some((n) => hasPhrase(folded, n))) return market;
  }
  return "other";
}

type Notes = Record<Market, { en: string; ar: string }>;

export const SALARY_NOTES: Notes = {
  egypt: {
    en: "**In Egypt:** offers are usually quoted as a **monthly net salary in EGP** — confirm gross vs. net, social and medical insurance, the yearly increase and any bonus (often expressed in months of salary). For ranges, use job ads on **Wuzzuf** and LinkedIn that state one, **Glassdoor**'s Egypt data, and people in the same role; pay at multinationals and export-oriented tech companies can differ a lot from local firms, and some roles pay in USD.",
    ar: "**في مصر:** تُذكر العروض عادة **كراتب شهري صافٍ بالجنيه المصري**؛ تأكد من الإجمالي مقابل الصافي، والتأمينات الاجتماعية والطبية، والزيادة السنوية وأي مكافأة (كثيرًا ما تُحسب بعدد أشهر الراتب). ولتحديد النطاق، استخدم إعلانات **Wuzzuf** ولينكدإن التي تذكر نطاقًا، وبيانات **Glassdoor** لمصر، وزملاء في الوظيفة نفسها؛ وقد تختلف رواتب الشركات متعددة الجنسيات وشركات التقنية التي تعمل للخارج كثيرًا عن الشركات المحلية، وبعض الوظائف تدفع بالدولار.",
  },
  us: {
    en: "**In the US:** offers are quoted as **annual gross base salary in USD**, plus bonus, equity and benefits (health insurance, 401(k) match) — compare total compensation. Many states and cities (California, New York City, Colorado, Washington and others) require pay ranges in job ads; also check **Levels.fyi** (tech), **Glassdoor** and the BLS Occupational Outlook Handbook.",
    ar: "**في الولايات المتحدة:** تُذكر العروض **كراتب أساسي سنوي إجمالي بالدولار** مع المكافآت والأسهم والمزايا (التأمين الصحي ومساهمة خطة 401(k))، فقارن إجمالي التعويض. وتُلزم ولايات ومدن كثيرة (كاليفورنيا ومدينة نيويورك وكولورادو وواشنطن وغيرها) بذكر نطاق الراتب في الإعلانات؛ وراجع أيضًا **Levels.fyi** للتقنية و**Glassdoor** ودليل التوقعات المهنية الصادر عن مكتب إحصاءات العمل.",
  },
  gulf: {
    en: "**In the Gulf:** packages are usually **monthly**, split into basic salary plus **housing and transport allowances** — compare the total, and note that end-of-service gratuity is usually calculated on basic salary. The UAE and Saudi Arabia levy no personal income tax. Check **Bayt**, **GulfTalent** and LinkedIn ads for ranges.",
    ar: "**في الخليج:** الحزم عادة **شهرية** ومقسمة إلى راتب أساسي و**بدلات سكن ومواصلات**؛ قارن الإجمالي، ولاحظ أن مكافأة نهاية الخدمة تُحسب غالبًا على الراتب الأساسي. ولا تفرض الإمارات والسعودية ضريبة دخل على الأفراد. وراجع **Bayt** و**GulfTalent** وإعلانات لينكدإن لمعرفة النطاقات.",
  },
  other: {
    en: "Check salary sites for your country (Glassdoor, PayScale, LinkedIn Salary) and job ads that state a range, and always compare the same basis: gross or net, monthly or annual.",
    ar: "راجع مواقع الرواتب في بلدك (Glassdoor وPayScale ورواتب لينكدإن) وإعلانات الوظائف التي تذكر نطاقًا، وقارن دائمًا على الأساس نفسه: الإجمالي أم الصافي، والشهري أم السنوي.",
  },
};

export const JOB_SEARCH_NOTES: Notes = {
  egypt: {
    en: "**In Egypt:** besides LinkedIn, **Wuzzuf** and Forasna carry many local roles; for tech, follow company careers pages and free government-backed training such as ITI and the Digital Egypt Pioneers Initiative (DEPI), which also connect graduates with employers.",
    ar: "**في مصر:** إلى جانب لينكدإن، ينشر **Wuzzuf** وForasna كثيرًا من الوظائف المحلية؛ وفي التقنية تابع صفحات التوظيف في الشركات والتدريب الحكومي المجاني مثل معهد تكنولوجيا المعلومات (ITI) ومبادرة رواد مصر الرقمية (DEPI) التي تربط الخريجين بأصحاب العمل أيضًا.",
  },
  us: {
    en: "**In the US:** most hiring runs through LinkedIn, company careers pages and referrals; tailor each application to the ad's keywords, since applicant tracking systems screen most resumes first.",
    ar: "**في الولايات المتحدة:** يمر معظم التوظيف عبر لينكدإن وصفحات التوظيف في الشركات والترشيحات؛ عدّل كل طلب ليتضمن كلمات الإعلان المفتاحية لأن أنظمة تتبع المتقدمين تفرز معظم السير الذاتية أولًا.",
  },
  gulf: {
    en: "**In the Gulf:** LinkedIn, **Bayt** and **GulfTalent** are the main boards; many employers hire through recruitment agencies, so keep your profile current and visible to recruiters.",
    ar: "**في الخليج:** لينكدإن و**Bayt** و**GulfTalent** هي المنصات الرئيسية، وكثير من أصحاب العمل يوظفون عبر وكالات التوظيف، فأبقِ ملفك محدثًا وظاهرًا لمسؤولي التوظيف.",
  },
  other: { en: "", ar: "" },
};

/** A market note in the conversation's language ("" when there is nothing market-specific to say). */
export function marketNote(notes: Notes, market: Market, language: CoachLanguage): string {
  return notes[market][language];
}

export const NETWORKING_NOTES: Notes = {
  egypt: {
    en: "**In Egypt:** communities such as GDG Cairo and events like RiseUp Summit (Cairo) and Techne Summit (Alexandria) are good places to meet people in person; many professionals also answer thoughtful LinkedIn messages in Arabic or English.",
    ar: "**في مصر:** مجتمعات مثل GDG Cairo وفعاليات مثل RiseUp Summit في القاهرة وTechne Summit في الإسكندرية أماكن جيدة لمقابلة الناس وجهًا لوجه، وكثير من المحترفين يردون على رسائل لينكدإن المدروسة بالعربية أو الإنجليزية.",
  },
  us: {
    en: "**In the US:** alumni associations, local Meetup groups and the professional association of your field (with their local chapters) are the easiest doors to open.",
    ar: "**في الولايات المتحدة:** روابط الخريجين ومجموعات Meetup المحلية والجمعية المهنية لمجالك (وفروعها المحلية) أسهل الأبواب للبدء.",
  },
  gulf: {
    en: "**In the Gulf:** large industry events such as GITEX in Dubai, and alumni and national-community groups, are where many introductions happen.",
    ar: "**في الخليج:** الفعاليات الكبرى مثل GITEX في دبي، ومجموعات الخريجين والجاليات، هي حيث تحدث كثير من التعارفات.",
  },
  other: { en: "", ar: "" },
};
