/** The Craft Roadmap page's texts, in Arabic. */
import type en from "./roadmap.en";
import type { Translation } from "../translate";

export default {
  "page.title": "صمّم خريطة التعلّم",
  "page.intro": "اكتب الوظيفة أو المهارة التي تسعى إليها. ترسم لك أمل الطريق إليها انطلاقًا مما تعرفه الآن، مع الدورات والكتب لكل خطوة.",
  "loading.1": "نبحث في آلاف الوصفات الوظيفية الحقيقية...",
  "loading.2": "نحلّل متطلبات السوق والمهارات...",
  "loading.3": "نبني خريطة تعلّم مخصّصة لك...",
  "loading.4": "نضع اللمسات الأخيرة على مسارك المهني...",
} satisfies Translation<typeof en>;
