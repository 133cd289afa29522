/** What the Privacy Policy and Terms of Service pages share around their text (privacy.*, terms.*). */
import type en from "./legal.en";
import type { Translation } from "../translate";

export default {
  eyebrow: "قانوني",
  updated: "آخر تحديث: {date}",
  "toc.title": "في هذه الصفحة",
  "toc.questions": "لديك سؤال؟ {email}",
  newTab: "(يُفتح في علامة تبويب جديدة)",
  "translation.notice": "هذه ترجمة عربية للنص الإنجليزي، نوفّرها لتيسير الاطّلاع عليه. وفي حال وجود أي اختلاف بين النصين، يكون النص الإنجليزي هو المعتمد.",
  "translation.original": "اقرأ النص الإنجليزي",
} satisfies Translation<typeof en>;
