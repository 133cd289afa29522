/**
 * The Arabic glossary: how the product's recurring terms are written in the interface, and the
 * variants avoided so every screen says the same thing the same way. A unit test checks the
 * Arabic catalogues against the `avoid` lists; translators read this file first.
 *
 * Register: Modern Standard Arabic as Egyptian users of a modern product read it — direct,
 * second person, short sentences; Amal (أمل) takes feminine verbs ("تقرأ أمل"), the coach
 * (مدرب) is masculine. Digits are Western unless the user picks Arabic-Indic. Brand and legal
 * names (Amal Career Coaching LLC, LinkedIn, ATS, SQL) stay in Latin letters. No arrows in text.
 */
export interface GlossaryEntry {
  en: string;
  ar: string;
  /** Spellings or synonyms not to use (colloquial, transliterated or inconsistent). */
  avoid: string[];
  note?: string;
}

export const GLOSSARY: GlossaryEntry[] = [
  { en: "Amal", ar: "أمل", avoid: ["آمال"], note: "The product's name; feminine verbs." },
  { en: "career coach", ar: "مدرب مهني", avoid: ["كوتش", "الكوتش", "مدرّب وظيفي", "مرشد مهني"] },
  { en: "AI", ar: "الذكاء الاصطناعي", avoid: ["الذكاء الصناعي", "إيه آي"] },
  { en: "resume", ar: "السيرة الذاتية", avoid: ["سي في", "السي في", "الريزيومي", "ريزومي"] },
  { en: "cover letter", ar: "خطاب التقديم", avoid: ["كفر ليتر", "رسالة تغطية", "خطاب تغطية"] },
  { en: "portal", ar: "البوابة", avoid: ["البورتال"] },
  { en: "dashboard", ar: "لوحة التحكم", avoid: ["الداشبورد", "داشبورد"] },
  { en: "coaching session", ar: "جلسة", avoid: ["سيشن", "السيشن"] },
  { en: "subscription", ar: "الاشتراك", avoid: ["السبسكريبشن"] },
  { en: "plan (pricing)", ar: "الباقة", avoid: ["البلان", "الخطة السعرية"] },
  { en: "learning roadmap", ar: "خريطة التعلّم", avoid: ["رود ماب", "الرودماب", "خارطة الطريق"] },
  { en: "e-mail", ar: "البريد الإلكتروني", avoid: ["الإيميل", "ايميل", "الايميل"] },
  { en: "log in / sign in", ar: "تسجيل الدخول", avoid: ["لوج إن", "الدخول للحساب"] },
  { en: "sign up", ar: "إنشاء حساب", avoid: ["ساين أب", "التسجيل الجديد"] },
  { en: "ATS", ar: "أنظمة تتبّع المتقدّمين (ATS)", avoid: ["إيه تي إس"], note: "Spelled out once on a page, then ATS." },
  { en: "Subscription Manager", ar: "إدارة الاشتراك", avoid: ["مدير الاشتراك", "مدير الاشتراكات"] },
  { en: "Career Info", ar: "المعلومات المهنية", avoid: ["معلومات الكارير", "البيانات المهنية"] },
  { en: "Resume Library", ar: "مكتبة السير الذاتية", avoid: ["مكتبة السي في"] },
  { en: "Email Tracker", ar: "متتبّع البريد الإلكتروني", avoid: ["متتبع الإيميل", "تراكر", "أداة تتبّع البريد الإلكتروني"] },
  { en: "Popular (plan badge)", ar: "الأكثر طلبًا", avoid: ["الأكثر شعبية"] },
  { en: "Coming Soon", ar: "قريبًا", avoid: ["قريباً"] },
  { en: "mock interview", ar: "مقابلة تجريبية", avoid: ["إنترفيو", "انترفيو"] },
  { en: "coupon / discount code", ar: "كود الخصم", avoid: ["رمز الخصم", "كوبون", "الكوبون"] },
  { en: "cookies", ar: "ملفات تعريف الارتباط", avoid: ["الكوكيز", "كوكيز"] },
  { en: "Career Blog", ar: "المدونة المهنية", avoid: ["البلوج", "بلوج"] },
  { en: "password", ar: "كلمة المرور", avoid: ["الباسورد", "باسورد", "كلمة السر"] },
  { en: "profile picture", ar: "الصورة الشخصية", avoid: ["البروفايل", "صورة البروفايل"] },
];
