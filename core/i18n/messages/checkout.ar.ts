/**
 * The sandbox checkout (/sandbox-checkout/:intention): the test payment page the worker renders
 * in place of Paymob's, in the visitor's language. Card numbers, amounts and codes stay
 * left-to-right inside any language.
 */
import type en from "./checkout.en";
import type { Translation } from "../translate";

export default {
  "page.title": "{title} | صفحة الدفع في أمل",
  merchant: "أمل",
  "merchant.initial": "أ",
  testMode: "وضع الاختبار",
  foot: "صفحة دفع تجريبية: لا يُخصم أي مبلغ من بطاقة حقيقية. في التشغيل الفعلي تعالج Paymob المدفوعات.",

  "amount.free": "بدون رسوم",
  "summary.save": "أضف بطاقة إلى أمل",
  "summary.pay": "ادفع لأمل",
  "desc.monthly": "باقة {plan} من أمل، شهريًا",
  "desc.quarterly": "باقة {plan} من أمل، كل 3 أشهر",
  "desc.card": "بطاقة لتجديد اشتراكك في أمل",

  "cards.title": "بطاقات الاختبار",
  "cards.approved": "تُقبل",
  "cards.declined": "تُرفض: «{message}»",
  "cards.declinedMessage": "رُفضت بطاقتك.",
  "cards.confirm": "تطلب رمز تحقق لمرة واحدة ({otp})، ثم تُقبل",
  "cards.renewalDeclined": "تُقبل الآن، وتُرفض عند التجديد",
  "cards.hintSave": "استخدم أي تاريخ انتهاء في المستقبل، وأي رمز أمان من 3 أرقام، وأي اسم.",
  "cards.hintPay": "استخدم أي تاريخ انتهاء في المستقبل، وأي رمز أمان من 3 أرقام، وأي اسم. تُحفظ البطاقة لتجديد الاشتراك.",

  "form.titleSave": "احفظ بطاقة",
  "form.titlePay": "ادفع {amount}",
  "form.headingSave": "بيانات البطاقة",
  "form.headingPay": "ادفع بالبطاقة",
  "form.check": "راجع بيانات بطاقتك",
  "form.save": "احفظ البطاقة",
  "form.pay": "ادفع {amount}",
  "form.cancel": "ألغِ وعُد إلى أمل",
  "form.secure": "تذهب بيانات البطاقة إلى مزوّد الدفع، ولا تصل إلى أمل أبدًا.",
  "field.number": "رقم البطاقة",
  "field.expiry": "تاريخ الانتهاء",
  "field.cvc": "رمز الأمان (CVC)",
  "field.name": "الاسم على البطاقة",
  "placeholder.expiry": "MM / YY",
  "placeholder.name": "الاسم كما هو مطبوع على البطاقة",

  "error.numberMissing": "أدخل رقم بطاقتك.",
  "error.numberInvalid": "رقم البطاقة غير صحيح. راجعه وحاول مرة أخرى.",
  "error.numberNotTest": "هذه صفحة دفع تجريبية: استخدم إحدى بطاقات الاختبار المذكورة أدناه.",
  "error.expiryMissing": "أدخل تاريخ الانتهاء (MM / YY).",
  "error.expiryFormat": "أدخل تاريخ الانتهاء بالصيغة MM / YY.",
  "error.expired": "انتهت صلاحية هذه البطاقة.",
  "error.cvc": "أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.",
  "error.nameMissing": "أدخل الاسم المكتوب على البطاقة.",
  "error.nameTooLong": "الاسم طويل جدًا.",
  "error.challengeExpired": "انتهت مهلة خطوة التأكيد. أدخل بطاقتك مرة أخرى.",

  "confirm.title": "أكّد عملية الدفع",
  "confirm.heading": "أكّد هويتك",
  "confirm.pay": "أرسل البنك رمز تحقق لمرة واحدة إلى رقم الهاتف المسجّل للبطاقة المنتهية بـ{last4}. أدخله لتوافق على دفع {amount} لأمل.",
  "confirm.save": "أرسل البنك رمز تحقق لمرة واحدة إلى رقم الهاتف المسجّل للبطاقة المنتهية بـ{last4}. أدخله لتوافق على حفظ هذه البطاقة.",
  "confirm.code": "رمز التحقق",
  "confirm.submit": "تأكيد",
  "confirm.cancel": "ألغِ الدفع",
  "confirm.sandboxCode": "في وضع الاختبار، الرمز هو {otp}.",
  "confirm.wrongCode": "هذا الرمز غير صحيح. راجعه وحاول مرة أخرى.",

  "notFound.title": "صفحة الدفع غير موجودة",
  "notFound.body": "رابط الدفع هذا غير صالح. عُد إلى أمل وابدأ عملية الدفع من جديد.",
  "paid.title": "اكتملت عملية الدفع هذه",
  "paid.body": "دُفعت هذه العملية بالفعل. لا يلزمك فعل شيء آخر هنا.",
  "paid.continue": "تابع إلى أمل",
  "expired.title": "انتهت صلاحية صفحة الدفع",
  "expired.body": "تبقى صفحة الدفع مفتوحة 25 دقيقة. عُد إلى أمل وابدأ عملية الدفع من جديد.",
  back: "عُد إلى أمل",
} satisfies Translation<typeof en>;
