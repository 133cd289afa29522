/**
 * What billing tells a subscriber in the portal's notifications and by e-mail, in the language
 * of their account: the welcome after a first payment, a renewal that went through after a
 * failure, and a renewal that failed. `{plan}` is the plan's name as stored.
 */
import type en from "./billing-mail.en";
import type { Translation } from "../translate";

export default {
  hello: "مرحبًا {name}،",
  signature: "أمل، مدربك المهني بالذكاء الاصطناعي",

  "welcome.notice": "أهلًا بك في باقة {plan} من أمل! اشتراكك نشط حتى {date}.",
  "welcome.subject": "اشتراكك في باقة {plan} من أمل أصبح نشطًا",
  "welcome.paid": "شكرًا لاشتراكك في باقة {plan} من أمل. استلمنا دفعتك بقيمة {price} (رقم الطلب {order}).",
  "welcome.renews": "يتجدد اشتراكك تلقائيًا في {date}، ويمكنك إلغاؤه في أي وقت من صفحة الاشتراك في بوابتك.",
  "welcome.button": "افتح بوابتك",

  "renewed.notice": "تم الدفع بنجاح. أهلًا بعودتك، اشتراكك نشط حتى {date}.",

  "failed.notice": "تعذّر دفع رسوم اشتراكك. حدّث وسيلة الدفع لتواصل استخدام أمل.",
  "failed.subject": "تعذّر دفع رسوم اشتراكك في أمل",
  "failed.reason": "لم نتمكن من تجديد اشتراكك في باقة {plan} من أمل: {reason}",
  "failed.declined": "رُفضت بطاقتك.",
  "failed.locked": "إلى أن يتم الدفع، تبقى صفحات الاشتراك وحدها مفتوحة في بوابتك. حدّث وسيلة الدفع من هنا:",
  "failed.safe": "جلساتك وسيرك الذاتية وكل ما حفظته محفوظ بأمان في هذه الأثناء.",
  "failed.button": "حدّث وسيلة الدفع",
} satisfies Translation<typeof en>;
