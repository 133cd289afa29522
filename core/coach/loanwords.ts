/**
 * English work words written in Arabic letters ("ابلاي على جوبز", "الريكوايرمنتس", "السكيلز",
 * "المانجر بتاعي"), as Egyptians and Gulf speakers type them. The phrase lists and the classifier
 * know the Arabic words; `withArabicLoans` gives a message those words in their place so it is
 * also read that way. Matching is on the folded form (core/coach/text.ts `fold`).
 */
import { fold } from "./text.ts";

/** Loanword (folded, with or without the article) → the everyday Arabic word. */
const LOANS: [RegExp, string][] = [
  [/^(?:ال)?جوب(?:ز|س|ات)$/, "وظايف"],
  [/^(?:ال)?جوب$/, "وظيفه"],
  [/^(?:ابلاي|ابلي|ابلايت|اپلاي)$/, "اقدم"],
  [/^(?:ال)?ابلكيشن$/, "تقديم"],
  [/^(?:ال)?ريكوايرم(?:ي)?نت(?:س)?$/, "متطلبات"],
  [/^(?:ال)?ريكويرم(?:ي)?نت(?:س)?$/, "متطلبات"],
  [/^(?:ال)?سكيل(?:ز|س)?$/, "مهارات"],
  [/^(?:ال)?سال(?:ا|ي)?ري$/, "مرتب"],
  [/^(?:ال)?اوف(?:ي)?ر$/, "عرض"],
  [/^(?:ال)?ريزيوم(?:ي)?$/, "سي في"],
  [/^(?:ال)?م(?:ا|ي)?ن(?:ي)?جر$/, "مدير"],
  [/^(?:ال)?ميت(?:ي)?نج$/, "اجتماع"],
  [/^(?:ال)?بروموشن$/, "ترقيه"],
  [/^(?:ال)?ريزاين$/, "استقاله"],
  [/^(?:ال)?انترن(?:ت)?شيب$/, "تدريب"],
  [/^(?:ال)?انترنشب$/, "تدريب"],
  [/^(?:ال)?كاري(?:ي)?ر$/, "مسار مهني"],
  [/^(?:ال)?فيلد$/, "مجال"],
  [/^(?:ال)?اكسب(?:ي)?ر(?:ي)?ان?س$/, "خبره"],
  [/^(?:ال)?ديدلاين(?:ز)?$/, "مواعيد تسليم"],
  [/^(?:ال)?ستريس$/, "ضغط"],
  [/^(?:ال)?بيرن ?اوت$/, "احتراق"],
  [/^(?:ال)?هاير(?:ي)?نج$/, "توظيف"],
  [/^(?:ال)?لينكد(?:ان|ين|إن)$/, "لينكدان"],
  [/^(?:ال)?فيدباك$/, "ملاحظات"],
  [/^(?:ال)?ريفيو$/, "تقييم"],
  [/^(?:ال)?بيرفورمانس$/, "اداء"],
];

/** The message with its Arabic-script English work words put in Arabic, or "" when it has none. */
export function withArabicLoans(text: string): string {
  const tokens = fold(text).trim().split(" ");
  let changed = false;
  const out = tokens.map((token) => {
    // A glued "و" or "ب" / "لل" stays glued: "والجوبز", "بالسكيلز".
    const glued = /^(?:و|ب|ف|لل)(?=.{3,})/.exec(token)?.[0] ?? "";
    for (const candidate of glued ? [token, token.slice(glued.length)] : [token]) {
      const hit = LOANS.find(([pattern]) => pattern.test(candidate));
      if (hit) {
        changed = true;
        return candidate === token ? hit[1] : `${glued === "لل" ? "لل" : glued}${hit[1]}`;
      }
    }
    return token;
  });
  return changed ? out.join(" ") : "";
}
