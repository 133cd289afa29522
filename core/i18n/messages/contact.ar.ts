/** The contact page (/contact-us) and its form. */
import type en from "./contact.en";
import type { Translation } from "../translate";

export default {
  "meta.title": "تواصل معنا",
  "meta.description": "تواصل مع فريق أمل عبر البريد الإلكتروني أو واتساب أو نموذج التواصل — نرد خلال يوم عمل واحد.",
  eyebrow: "تواصل معنا",
  title: "نحن هنا لمساعدتك",
  lead: "عندك سؤال عن الباقات أو حسابك أو عملية دفع؟ راسلنا وسيرد عليك أحد أعضاء فريقنا في القاهرة أو نيو مكسيكو خلال يوم عمل واحد.",
  "email.title": "البريد الإلكتروني",
  "email.text": "للدعم الفني والفواتير والشراكات.",
  "whatsapp.title": "واتساب",
  "whatsapp.text": "من الأحد إلى الخميس، من 9:00 إلى 17:00 بتوقيت القاهرة.",
  "form.title": "أرسل رسالة",
  "form.name": "الاسم",
  "form.email": "البريد الإلكتروني",
  "form.message": "الرسالة",
  "form.submit": "إرسال",
  "form.sending": "جارٍ الإرسال...",
  "form.failed": "تعذّر إرسال رسالتك. يرجى المحاولة مرة أخرى.",
  "thanks.title": "شكرًا على رسالتك!",
  "thanks.text": "استلمنا رسالتك وسنرد عليك خلال يوم عمل واحد.",
  "thanks.again": "أرسل رسالة أخرى",
  "error.nameRequired": "الاسم مطلوب",
  "error.emailRequired": "البريد الإلكتروني مطلوب",
  "error.emailInvalid": "البريد الإلكتروني غير صحيح",
  "error.messageRequired": "الرسالة مطلوبة",
  "error.nameTooLong": "الحد الأقصى للاسم {limit} من الأحرف",
  "error.emailTooLong": "الحد الأقصى للبريد الإلكتروني {limit} من الأحرف",
  "error.messageTooLong": "الحد الأقصى للرسالة {limit} من الأحرف",
  "portal.intro": "لديك سؤال عن خطتك أو عن دفعة أو عن إحدى أدوات أمل؟ اكتب لنا هنا: تصل رسالتك إلى فريق الدعم مع بيانات حسابك، ونرد خلال يوم عمل واحد.",
  "portal.replyTo": "سنرد على عنوان البريد الإلكتروني أدناه. غيّره إن كنت تفضّل أن يصلك الرد على عنوان آخر.",
} satisfies Translation<typeof en>;
