/** The browser tab's title on the app's screens, in Arabic. */
import type en from "./titles.en";
import type { Translation } from "../translate";

export default {
  default: "أمل، مدربك المهني بالذكاء الاصطناعي",
  "/login": "تسجيل الدخول | أمل",
  "/signup": "إنشاء حساب | أمل",
  "/forgot-password": "إعادة تعيين كلمة المرور | أمل",
  "/reset-password": "اختيار كلمة مرور جديدة | أمل",
  "/sign-in-link": "جارٍ تسجيل دخولك | أمل",
  "/oauth2callback": "جارٍ تسجيل دخولك | أمل",
  "/verify-subscription": "جارٍ تفعيل اشتراكك | أمل",
  "/portal/home": "الصفحة الرئيسية | أمل",
  "/portal/career-info": "المعلومات المهنية | أمل",
  "/portal/resume-report": "تقرير السيرة الذاتية | أمل",
  "/portal/resume-library": "مكتبة السير الذاتية وخطابات التقديم | أمل",
  "/portal/word-editor": "محرر المستندات | أمل",
  "/portal/change-password": "تغيير كلمة المرور | أمل",
  "/portal/assistant-chat": "المساعد | أمل",
  "/portal/assistant-chat_/$sessionName/$sessionId": "{session} | المساعد | أمل",
  "/portal/assistant-audio-chat": "الجلسة الصوتية | أمل",
  "/portal/renew-subscription": "تجديد الاشتراك | أمل",
  "/portal/subscription-manager": "الاشتراك | أمل",
  "/portal/ai-email-tracker": "متتبّع البريد الإلكتروني | أمل",
  "/portal/career-networking": "التواصل المهني | أمل",
  "/portal/courses-search-tool": "البحث عن دورات | أمل",
  "/portal/roadmap-visualizer": "صمّم خريطة التعلّم | أمل",
  "/portal/jobs-board-search": "البحث عن وظائف | أمل",
  "/portal/notifications": "الإشعارات | أمل",
  "/portal/contact-us": "تواصل معنا | أمل",
  "/unsubscripe-from-email": "إلغاء الاشتراك | أمل",
  "/unsubscribe-from-email": "إلغاء الاشتراك | أمل",
} satisfies Translation<typeof en>;
