/**
 * A resume review as Markdown: what works, then the fixes in the order a recruiter would
 * notice them, each pointing at the line it is about and showing how to rewrite it.
 */
import type { SectionKind } from "../../resume/sections.ts";
import { findRoadmap } from "../knowledge/roadmaps.ts";
import type { ResumeReview } from "../resume-review.ts";
import { detectLanguage, listJoin, mdLink } from "../text.ts";
import { sentence, vocative, withArticle, type AnswerContext } from "./context.ts";

const SECTION_NAMES: Record<SectionKind, [en: string, ar: string]> = {
  summary: ["Summary", "الملخص"], experience: ["Experience", "الخبرات"], education: ["Education", "التعليم"], skills: ["Skills", "المهارات"],
  projects: ["Projects", "المشروعات"], certifications: ["Certifications", "الشهادات"], languages: ["Languages", "اللغات"], awards: ["Awards", "الجوائز"],
  volunteering: ["Volunteering", "التطوع"], activities: ["Activities", "الأنشطة"], publications: ["Publications", "المنشورات"],
  interests: ["Interests", "الاهتمامات"], references: ["References", "المراجع"], contact: ["Contact", "التواصل"], other: ["Other", "أخرى"],
};

function names(kinds: SectionKind[], ar: boolean): string {
  return listJoin(kinds.map((k) => SECTION_NAMES[k][ar ? 1 : 0]), ar ? "ar" : "en");
}

const REWRITES: [RegExp, string, string][] = [
  [/^(?:i was )?responsible for\s+/i, "Owned ", "أدرت "],
  [/^helped (?:the team )?(?:with\s+)?/i, "Contributed to ", "أسهمت في "],
  [/^worked on\s+/i, "Built ", "بنيت "],
  [/^assisted (?:with|in)?\s*/i, "Supported ", "دعمت "],
  [/^(?:participated|involved) in\s+/i, "Contributed to ", "أسهمت في "],
  [/^(?:tasked with|duties included)\s+/i, "Delivered ", "أنجزت "],
  // "مسؤولة عن" too: a woman's bullet is rewritten like a man's ("أدرت" is the same word for both).
  [/^(?:كنت |كنتُ )?(?:مسؤول|مسئول|مسؤوله|مسؤولة|مسئوله|مسئولة) عن\s+/, "", "أدرت "],
  [/^(?:ساعدت|شاركت|ساهمت) في\s+/, "", "أسهمت في "],
];

/** The bullet rewritten with a strong verb, in the bullet's own language (an English resume gets English bullets). */
function rewrite(line: string): string {
  const ar = detectLanguage(line) === "ar";
  for (const [pattern, en, arVerb] of REWRITES) {
    if (pattern.test(line)) {
      const rest = line.replace(pattern, "");
      const verb = ar || !en ? arVerb : en;
      return `${verb}${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
    }
  }
  return line;
}

export function renderResumeReview(review: ResumeReview, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  // An Arabic profile title in an English review reads as the role's English name ("محاسبة" → Accountant).
  const named = !ar && /[\u0600-\u06FF]/.test(review.targetRole) ? findRoadmap(review.targetRole) : null;
  const role = (named && named.score >= 4 ? named.roadmap.title : review.targetRole) || (ar ? "الدور الذي تستهدفه" : "your target role");
  const lines = [
    ar ? `## مراجعة السيرة الذاتية: ${review.title}` : `## Resume review: ${review.title}`,
    "",
    ar
      ? `${vocative(ctx)}النتيجة **${review.score}/100** مقارنة بما يبحث عنه مسؤولو التوظيف في سيرة ${role}.`
      : sentence(`${vocative(ctx)}it scores **${review.score}/100** against what recruiters look for in ${withArticle(role)} resume.`),
    "",
    ar ? "**ما يعمل جيدًا**" : "**What's working**",
  ];
  const good: string[] = [];
  if (review.sections.present.length > 0) good.push(ar ? `الأقسام الموجودة: ${names(review.sections.present, true)}.` : `Sections in place: ${names(review.sections.present, false)}.`);
  if (review.bullets.quantified > 0) good.push(ar ? `${review.bullets.quantified} من ${review.bullets.total} نقاط فيها أرقام.` : `${review.bullets.quantified} of ${review.bullets.total} bullets carry a number.`);
  if (review.skills.found.length > 0) good.push(ar ? `تُظهر مهارات مثل ${listJoin(review.skills.found.slice(0, 5), "ar")}.` : `Shows ${listJoin(review.skills.found.slice(0, 5), "en")}.`);
  if (review.contact.email && review.contact.phone) good.push(ar ? "بيانات التواصل الأساسية موجودة." : "E-mail and phone are there.");
  lines.push(...(good.length > 0 ? good : [ar ? "لديك أساس يمكن البناء عليه." : "You have a base to build on."]).map((g) => `- ${g}`), "");

  const fixes: string[] = [];
  for (const weak of review.bullets.weak) {
    fixes.push(ar
      ? `استبدل «${weak.phrase}» بفعل ونتيجة: «${weak.line}» ← «${rewrite(weak.line)}${detectLanguage(weak.line) === "ar" ? "، مما [النتيجة: وقت موفَّر، دقة، عدد المستفيدين]" : ", [result: time saved, accuracy, who used it]"}».`
      : `Replace “${weak.phrase}” with a verb and a result: “${weak.line}” → “${rewrite(weak.line)}, [result: time saved, accuracy, who used it]”.`);
  }
  const weakLines = new Set(review.bullets.weak.map((w) => w.line));
  for (const line of review.bullets.toQuantify.filter((l) => !weakLines.has(l)).slice(0, 2)) {
    fixes.push(ar ? `أضف رقمًا إلى: «${pointAt(line)}» (كم، وكم مرة، وما الذي تغيّر).` : `Add a number to “${line}” — how much, how often, or what changed.`);
  }
  if (review.sections.missing.length > 0) {
    const many = review.sections.missing.length > 1;
    fixes.push(ar
      ? `أضف ${many ? "أقسام" : "قسم"} ${names(review.sections.missing, true)}؛ فمسؤولو التوظيف يبحثون ${many ? "عنها" : "عنه"} أولًا.`
      : `Add ${many ? "" : "a "}${names(review.sections.missing, false)} section${many ? "s" : ""} — recruiters look for ${many ? "them" : "it"} first.`);
  }
  const contactMissing = [
    !review.contact.email && (ar ? "البريد الإلكتروني" : "e-mail"),
    !review.contact.phone && (ar ? "رقم الهاتف" : "phone number"),
    !review.contact.linkedin && (ar ? "رابط لينكدإن" : "LinkedIn URL"),
  ].filter((x): x is string => Boolean(x));
  if (contactMissing.length > 0) fixes.push(ar ? `أضف ${listJoin(contactMissing, "ar")} إلى سطر التواصل.` : `Add your ${listJoin(contactMissing, "en")} to the contact line.`);
  if (review.length === "too_short") {
    fixes.push(ar
      ? `السيرة قصيرة (${review.words} كلمة): أضف ${review.sections.recommended.length > 0 ? `${review.sections.recommended.length > 1 ? "قسمي" : "قسم"} ${names(review.sections.recommended.slice(0, 2), true)}` : "نقاطًا عن نتائجك"} لتملأ صفحة واحدة.`
      : `It's short (${review.words} words): add ${review.sections.recommended.length > 0 ? `${review.sections.recommended.length > 1 ? "" : "a "}${names(review.sections.recommended.slice(0, 2), false)} section${review.sections.recommended.length > 1 ? "s" : ""}` : "bullets with your results"} to fill one page.`);
  } else if (review.length === "too_long") {
    fixes.push(ar ? `السيرة طويلة (${review.words} كلمة): احذف النقاط التي لا تخدم الدور المستهدف.` : `It's long (${review.words} words): cut bullets that don't support the role you're targeting.`);
  }
  if (review.skills.onProfileNotResume.length > 0) {
    fixes.push(ar
      ? `مهارات في ملفك وغير موجودة في السيرة: ${listJoin(review.skills.onProfileNotResume, "ar")}. أضفها مع دليل عليها.`
      : `Skills on your profile but not in this resume: ${listJoin(review.skills.onProfileNotResume, "en")}. Add them, with evidence.`);
  }
  const toLearn = review.skills.missing.filter((s) => !review.skills.onProfileNotResume.includes(s));
  if (toLearn.length > 0) {
    const course = review.skills.course;
    fixes.push(ar
      ? `مهارات يطلبها عادة دور ${role} ولا تظهر في سيرتك: ${listJoin(toLearn.slice(0, 5), "ar")}. إن كنت تملكها فأضفها، وإن لم تكن${course ? ` فابدأ بـ${mdLink(course.title, course.url)}` : " فاجعلها خطة تعلمك القادمة"}.`
      : `Skills ${withArticle(role)} usually needs that your resume doesn't show: ${listJoin(toLearn.slice(0, 5), "en")}. If you have them, add them; if not${course ? `, start with ${mdLink(course.title, course.url)}` : ", make them your next learning goal"}.`);
  }
  if (fixes.length === 0) fixes.push(ar ? "لا توجد مشكلات واضحة؛ عدّل الملخص والمهارات لكل وظيفة تتقدم لها." : "No obvious problems — tailor the summary and skills to each job you apply for.");
  lines.push(ar ? "**ابدأ بهذه التعديلات**" : "**Fix these first**", ...fixes.map((f, i) => `${i + 1}. ${f}`));
  lines.push("", ar ? "بعد التعديل ارفع النسخة الجديدة واضغط Get Insights مرة أخرى لترى الفرق." : "Upload the new version afterwards and press Get Insights again to see the difference.");
  return lines.join("\n");
}

/** One line for the Knowledge base panel. */
export function reviewSummary(review: ResumeReview, language: "en" | "ar"): string {
  return language === "ar"
    ? `مراجعة ${review.title}: ${review.score}/100، ${review.bullets.quantified} من ${review.bullets.total} نقاط فيها أرقام، مهارات ناقصة: ${review.skills.missing.slice(0, 3).join("، ") || "لا شيء"}.`
    : `Review of ${review.title}: ${review.score}/100; ${review.bullets.quantified}/${review.bullets.total} bullets quantified; missing skills: ${review.skills.missing.slice(0, 3).join(", ") || "none"}.`;
}

/** An English resume line pointed at from an Arabic answer: its first words are enough to find it, the rest stays in the resume. */
function pointAt(line: string): string {
  if (detectLanguage(line) === "ar") return line;
  const words = line.split(/\s+/);
  return words.length > 6 ? `${words.slice(0, 5).join(" ")}…` : line;
}

/** The resume's bullet lines, as written ("- Built …", "• …"). */
function bulletLines(text: string): string[] {
  return text.split("\n").map((l) => l.trim()).filter((l) => /^[-•*▪]\s+/.test(l)).map((l) => l.replace(/^[-•*▪]\s+/, ""));
}

/**
 * A question about one part of a resume (its bullets, getting past ATS) asked with a resume on
 * file: what that resume shows on exactly that point, before the general steps.
 */
export function resumePointNote(topicId: string, review: ResumeReview, resumeText: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (topicId === "resume-bullets") {
    const { total, quantified, toQuantify, weak } = review.bullets;
    const fix = weak[0]?.line ?? toQuantify[0];
    if (fix) {
      return ar
        ? `**في سيرتك (${review.title}):** ${quantified} من ${total} نقاط فيها رقم. ابدأ بـ«${fix}»: ابدأها بفعل، واذكر ماذا تغيّر وبكم (الوقت، العدد، النسبة).`
        : `**In your resume (${review.title}):** ${quantified} of ${total} bullets carry a number. Start with “${fix}” — open with a verb and add what changed and by how much (time, volume, share).`;
    }
    const top = bulletLines(resumeText)[0];
    if (!top) return "";
    return ar
      ? `**أقوى نقطة في سيرتك:** «${top}» فيها فعل ورقم بالفعل. لتقويتها: ابدأ بالنتيجة، واذكر من استفاد وحجم الأثر (عدد المستخدمين أو الفرق أو الطلبات)، وأبقِها في سطر واحد.`
      : `**Your top bullet** — “${top}” — already pairs a verb with a number. To make it stronger, lead with the outcome, say who benefited and at what scale (users, teams, orders), and keep it to one line.`;
  }
  if (topicId === "resume-ats") {
    const present = names(review.sections.present, ar);
    const keywords = listJoin(review.skills.found.slice(0, 6), ar ? "ar" : "en");
    const missing = review.sections.missing.length > 0 ? names(review.sections.missing, ar) : "";
    return ar
      ? `**سيرتك (${review.title})** فيها عناوين ${present}${missing ? `، وينقصها ${missing}` : ""}. الكلمات المفتاحية التي تظهر فيها: ${keywords}؛ تأكد أن كلمات كل إعلان نفسها موجودة فيها لما تملكه فعلًا.`
      : `**Your resume (${review.title})** has ${present} headings${missing ? `, but no ${missing}` : ""}. The keywords it shows: ${keywords} — check that each job ad's own words for these appear in it.`;
  }
  return "";
}
