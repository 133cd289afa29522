/**
 * Markdown answers built from catalogue tool results: courses, one course's details, a
 * roadmap, YouTube channels, books and daily tips — in English or Arabic, personalised with
 * the user's level, skills and role, every item a link.
 */
import type { Book } from "../knowledge/books.ts";
import type { Course } from "../knowledge/index.ts";
import type { CareerTip } from "../knowledge/tips.ts";
import type { YouTubeChannel } from "../knowledge/youtube.ts";
import type { RankedCourse } from "../retrieval.ts";
import { courseFacts, tipText, weeksAr, type RoadmapPlan } from "../tool-runs.ts";
import { listJoin, mdLink, pick } from "../text.ts";
import { ROADMAPS } from "../knowledge/roadmaps.ts";
import { gluedAr, levelLabel, sentence, vocative, withArticle, type AnswerContext } from "./context.ts";

function why(item: RankedCourse, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const parts: string[] = [];
  if (item.fit.levelMatch && ctx.level) parts.push(ar ? `يناسب مستواك (${levelLabel(ctx.level, "ar")})` : `fits your ${ctx.level} level`);
  if (item.fit.newSkills.length > 0) parts.push(ar ? `يضيف ${listJoin(item.fit.newSkills.slice(0, 3), "ar")}` : `adds ${listJoin(item.fit.newSkills.slice(0, 3), "en")}`);
  if (item.fit.knownSkills.length > 0) parts.push(ar ? `ويبني على ${listJoin(item.fit.knownSkills.slice(0, 2), "ar")}` : `builds on your ${listJoin(item.fit.knownSkills.slice(0, 2), "en")}`);
  if (item.course.free) parts.push(ar ? "مجاني بالكامل" : "completely free");
  if (parts.length === 0) return "";
  return ar ? `   *لماذا يناسبك:* ${parts.join("، ")}.` : `   *Why for you:* ${parts.join("; ")}.`;
}

function courseBlock(item: RankedCourse, index: number, ctx: AnswerContext): string {
  const { course } = item;
  const lines = [`${index + 1}. **${mdLink(course.title, course.url)}** — ${courseFacts(course, ctx.language)}`];
  if (course.language === ctx.language || ctx.language === "en") lines.push(`   ${course.description}`);
  else lines.push(`   المهارات: ${course.skills.join("، ")}.`);
  const reason = why(item, ctx);
  if (reason) lines.push(reason);
  return lines.join("\n");
}

const TEMPLATE_EXAMPLES: Record<string, [en: string, ar: string]> = {
  recommend_courses: ["Recommend Course about Power BI", "رشحلي كورس في Power BI"],
  course_info: ["Give me info about Google Data Analytics Professional Certificate", "اعطني معلومات عن Google Data Analytics Professional Certificate"],
  career_roadmap: ["Give me a roadmap for a Product Manager", "اعطني خارطة طريق لمدير منتج"],
  recommend_youtube: ["Recommend me a youtube channel for SQL", "رشحلي قناة يوتيوب لتعلم SQL"],
};

/** Said when a template was sent with its placeholder ("<SUBJECT>") left in. */
export function placeholderNote(intent: string, ctx: AnswerContext): string {
  const example = TEMPLATE_EXAMPLES[intent] ?? TEMPLATE_EXAMPLES.recommend_courses;
  return ctx.language === "ar"
    ? `**ملاحظة:** استبدل الجزء الذي بين < > في القالب بما تريده، مثل «${example[1]}».`
    : `**Tip:** replace the part in < > in the template with what you want, e.g. “${example[0]}”.`;
}

export function renderCourses(
  items: RankedCourse[],
  subject: string,
  ctx: AnswerContext,
  options: { more: boolean; freeOnly: boolean; roadmapHint: string },
): string {
  const ar = ctx.language === "ar";
  const v = vocative(ctx);
  const topic = subject || (ar ? "خطوتك التالية" : "your next step");
  if (items.length === 0) {
    return ar
      ? `${v}لم أجد دورات جديدة عن «${topic}» في الكتالوج. جرّب صياغة أخرى للموضوع (مثل اسم مهارة أو أداة)، أو اطلب خارطة طريق لمجالك.`
      : sentence(`${v}I couldn't find ${options.more ? "more " : ""}courses on “${topic}” in the catalogue. Try naming a skill or tool (for example “SQL” or “Figma”), or ask me for a roadmap for your field.`);
  }
  const level = ctx.level ? (ar ? ` لمستوى ${levelLabel(ctx.level, "ar")}` : ` for ${ctx.role ? withArticle(ctx.role) : `your ${ctx.level} level`}`) : "";
  const unnamed = ar
    ? `${v}لم تحدد موضوعًا، فاخترت لك دورات لخطوتك التالية${ctx.role ? ` ${gluedAr("ك", ctx.role)}` : ""}:`
    : sentence(`${v}you didn't name a subject, so I picked courses for your next step${ctx.role ? ` as ${withArticle(ctx.role)}` : ""}:`);
  const opening = !subject ? unnamed : ar
    ? pick([
        `${v}هذه ${options.more ? "دورات أخرى" : "أفضل الدورات"} عن «${topic}»${level}:`,
        `${v}اخترت لك ${options.more ? "دورات إضافية" : "هذه الدورات"} في «${topic}»${level}:`,
      ], ctx.seed)
    : sentence(pick([
        `${v}here are ${options.more ? "more" : "the"} courses on “${topic}” I'd pick${level}:`,
        `${v}good choice — these ${options.more ? "other " : ""}“${topic}” courses fit${level || " well"}:`,
        `${v}I ranked the catalogue's “${topic}” courses${level}; ${options.more ? "here are the next ones" : "start here"}:`,
      ], ctx.seed));
  const blocks = items.map((item, i) => courseBlock(item, i, ctx));
  const anyPaid = items.some((i) => !i.course.free && /coursera|edx/i.test(i.course.provider));
  const notes: string[] = [];
  if (options.freeOnly && items.some((i) => !i.course.free)) {
    notes.push(ar ? "لم أجد ما يكفي من الدورات المجانية بالكامل، فأضفت أقرب البدائل." : "Not enough of these are entirely free, so I included the closest options.");
  }
  if (anyPaid) {
    notes.push(ar
      ? "معظم دورات Coursera وedX يمكن حضورها مجانًا (Audit)، وتدفع فقط إن أردت الشهادة."
      : "Most Coursera and edX courses can be audited for free; you pay only if you want the certificate.");
  }
  const first = items[0].course;
  notes.push(ar
    ? pick([
        `**خطوتك التالية:** ابدأ بـ${mdLink(first.title, first.url)} هذا الأسبوع، وخصص ثلاث جلسات مدة كل منها ساعة في تقويمك.`,
        `**خطوتك التالية:** سجّل في ${mdLink(first.title, first.url)} اليوم وأنهِ الوحدة الأولى قبل أن تقرر الباقي.`,
      ], ctx.seed >>> 3)
    : pick([
        `**Next step:** start ${mdLink(first.title, first.url)} this week — block three one-hour sessions in your calendar.`,
        `**Next step:** enrol in ${mdLink(first.title, first.url)} today and finish the first module before deciding on the rest.`,
        `**Next step:** do the first week of ${mdLink(first.title, first.url)}, then build one tiny project with what you learned.`,
      ], ctx.seed >>> 3));
  if (options.roadmapHint) notes.push(options.roadmapHint);
  return [opening, "", blocks.join("\n"), "", notes.join("\n\n")].join("\n");
}

/** "Give me info about <COURSE>" without a course: ask which, and offer courses for the user's next step. */
export function renderCourseInfoPrompt(items: RankedCourse[], ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const lines = [ar
    ? `${vocative(ctx)}أي دورة تقصد؟ اكتب اسمها أو جزءًا منه، مثل «اعطني معلومات عن CS50's Introduction to Computer Science».`
    : sentence(`${vocative(ctx)}which course do you mean? Write its title or part of it, e.g. “Give me info about CS50's Introduction to Computer Science”.`)];
  if (items.length > 0) {
    lines.push("", ar ? "أو اسألني عن إحدى هذه الدورات المناسبة لخطوتك التالية:" : "Or ask me about one of these, picked for your next step:");
    for (const { course } of items) lines.push(`- ${mdLink(course.title, course.url)} — ${courseFacts(course, ctx.language)}`);
  }
  return lines.join("\n");
}

/** No roadmap for the field asked: say which fields have one. */
export function renderNoRoadmap(field: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const names = ROADMAPS.map((r) => (ar ? r.titleAr : r.title));
  const head = field
    ? ar ? `${vocative(ctx)}ليست لدي خارطة طريق لـ«${field}» بعد.` : sentence(`${vocative(ctx)}I don't have a roadmap for “${field}” yet.`)
    : ar ? `${vocative(ctx)}لأي مجال تريد خارطة الطريق؟` : sentence(`${vocative(ctx)}which field would you like a roadmap for?`);
  return [
    head,
    "",
    ar ? `لدي خرائط طريق لهذه المجالات: ${names.join("، ")}.` : `I have roadmaps for: ${names.join(", ")}.`,
    "",
    ar ? "اكتب مثلًا «اعطني خارطة طريق لمحلل بيانات»، أو اطلب دورات في المهارة التي تهمك." : "Ask for example “Give me a roadmap for a Data Analyst”, or ask for courses on the skill you care about.",
  ].join("\n");
}

export function renderCourseInfo(course: Course | null, asked: string, exact: boolean, similar: RankedCourse[], ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (!course) {
    return ar
      ? `لم أجد دورة باسم «${asked}» في الكتالوج. تأكد من الاسم، أو اطلب «رشحلي كورس في …» لأقترح دورات في الموضوع نفسه.`
      : `I couldn't find a course called “${asked}” in the catalogue. Check the name, or ask “Recommend Course about …” and I'll suggest courses on the same subject.`;
  }
  const lines: string[] = [];
  if (!exact) lines.push(ar ? `لم أجد «${asked}» بالضبط؛ هذه أقرب دورة:` : `I didn't find “${asked}” exactly; this is the closest course:`, "");
  lines.push(`### ${mdLink(course.title, course.url)}`);
  const facts = ar
    ? [
        `- **المقدم:** ${course.provider}`,
        `- **المستوى:** ${courseFacts(course, "ar").split(" · ")[1]}`,
        `- **المدة:** حوالي ${course.durationHours} ساعة`,
        `- **السعر:** ${course.free ? "مجاني بالكامل، بما في ذلك الشهادة إن وجدت" : "مدفوع (وكثير من دورات Coursera وedX يمكن حضورها مجانًا دون شهادة)"}`,
        `- **اللغة:** ${course.language === "ar" ? "العربية" : "الإنجليزية"}`,
        `- **المهارات:** ${course.skills.join("، ")}`,
      ]
    : [
        `- **Provider:** ${course.provider}`,
        `- **Level:** ${course.level}`,
        `- **Length:** about ${course.durationHours} hours`,
        `- **Price:** ${course.free ? "completely free, certificate included where there is one" : "paid (many Coursera and edX courses can be audited free without the certificate)"}`,
        `- **Language:** ${course.language === "ar" ? "Arabic" : "English"}`,
        `- **Skills:** ${course.skills.join(", ")}`,
      ];
  lines.push(...facts);
  if (course.language === ctx.language || !ar) lines.push("", course.description);
  const known = new Set(ctx.profile.skills.map((s) => s.name.toLowerCase()));
  const newSkills = course.skills.filter((s) => !known.has(s.toLowerCase()));
  const hours = Math.max(1, Math.round(course.durationHours / 5));
  const fitLine = ar
    ? `${vocative(ctx)}${newSkills.length > 0 ? `ستضيف لك ${listJoin(newSkills.slice(0, 3), "ar")}` : "تغطي مهارات لديك بالفعل، فهي مفيدة للمراجعة أو للشهادة"}. بمعدل 5 ساعات أسبوعيًا تنهيها في نحو ${weeksAr(hours)}.`
    : sentence(`${vocative(ctx)}${newSkills.length > 0 ? `it would add ${listJoin(newSkills.slice(0, 3), "en")} to your profile` : "it covers skills you already have, so take it for revision or the certificate"}. At 5 hours a week you'd finish in about ${hours} week${hours === 1 ? "" : "s"}.`);
  lines.push("", fitLine);
  if (similar.length > 0) {
    lines.push("", ar ? "**دورات مشابهة:**" : "**Similar courses:**");
    for (const { course: c } of similar) lines.push(`- ${mdLink(c.title, c.url)} — ${courseFacts(c, ctx.language)}`);
  }
  return lines.join("\n");
}

export function renderRoadmap(plan: RoadmapPlan, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const { roadmap } = plan;
  const title = ar ? roadmap.titleAr : roadmap.title;
  const lines = [
    ar ? `## خارطة طريق: ${title}` : `## Roadmap: ${title}`,
    "",
    ar ? roadmap.summaryAr : roadmap.summary,
    "",
  ];
  const start = plan.stages[plan.startStage];
  const have = plan.stages.flatMap((s) => s.haveSkills);
  const startAt = ar ? `**المرحلة ${plan.startStage + 1}: ${start.stage.titleAr}**` : `**stage ${plan.startStage + 1}: ${start.stage.title}**`;
  if (have.length > 0) {
    lines.push(ar
      ? `${vocative(ctx)}لديك بالفعل ${listJoin(have.slice(0, 4), "ar")}؛ والمراحل المعلّمة ✓ أنجزت معظمها. ابدأ من ${startAt}.`
      : sentence(`${vocative(ctx)}you already have ${listJoin(have.slice(0, 4), "en")}; stages marked ✓ are mostly done. Start at ${startAt}.`), "");
  } else {
    lines.push(ar ? `${vocative(ctx)}ابدأ من المرحلة الأولى وتقدّم بالترتيب؛ كل مرحلة تنتهي بمشروع يثبت ما تعلمته.`
      : sentence(`${vocative(ctx)}start at stage 1 and go in order; each stage ends with something you can show.`), "");
  }
  plan.stages.forEach(({ stage, courses, haveSkills }, i) => {
    const done = haveSkills.length >= Math.ceil(stage.skills.length / 2);
    const mark = i === plan.startStage ? (ar ? " ← ابدأ هنا" : " ← start here") : done ? (ar ? " ✓ (غالبًا لديك)" : " ✓ (mostly done)") : "";
    // The shorter of the stage's two main courses, since either covers the stage.
    const hours = Math.min(...courses.slice(0, 2).map((c) => c.durationHours), 160);
    const weeks = Math.max(2, Math.round(hours / 8));
    lines.push(ar ? `### ${i + 1}. ${stage.titleAr}${mark}` : `### ${i + 1}. ${stage.title}${mark}`);
    lines.push(ar ? `- **المهارات:** ${stage.skills.join("، ")}` : `- **Skills:** ${stage.skills.join(", ")}`);
    if (courses.length > 0) {
      const list = courses.slice(0, 2).map((c) => `${mdLink(c.title, c.url)} (${c.provider}${c.free ? (ar ? "، مجاني" : ", free") : ""})`);
      lines.push(ar ? `- **الدورات:** ${list.join("؛ ")}` : `- **Courses:** ${list.join("; ")}`);
    }
    lines.push(ar ? `- **الإنجاز المطلوب:** ${stage.milestoneAr}` : `- **Milestone:** ${stage.milestone}`);
    lines.push(ar ? `- **المدة التقريبية:** ${weeksAr(weeks)} بمعدل 8 ساعات أسبوعيًا` : `- **Time:** about ${weeks} weeks at 8 hours a week`, "");
  });
  const firstCourse = start.courses[0];
  lines.push(ar
    ? `**هذا الأسبوع:** ${firstCourse ? `ابدأ ${mdLink(firstCourse.title, firstCourse.url)} و` : ""}اكتب خطة زمنية لمرحلتك الحالية في تقويمك.`
    : `**This week:** ${firstCourse ? `start ${mdLink(firstCourse.title, firstCourse.url)} and ` : ""}put the current stage's milestone in your calendar with a date.`);
  return lines.join("\n");
}

export function renderChannels(channels: YouTubeChannel[], topic: string, ctx: AnswerContext, more: boolean): string {
  const ar = ctx.language === "ar";
  if (channels.length === 0) {
    return ar ? `لم أجد ${more ? "قنوات أخرى" : "قنوات"} عن «${topic}» في قائمتي. جرّب اسم مهارة أو أداة محددة.`
      : `I don't have ${more ? "other " : ""}channels on “${topic}” in my list. Try a specific skill or tool.`;
  }
  const about = topic ? (ar ? ` لتعلّم «${topic}»` : ` to learn “${topic}”`) : ar ? " لخطوتك التالية" : " for your next step";
  const lines = [ar
    ? `${vocative(ctx)}${more ? "قنوات أخرى" : "أنصحك بهذه القنوات"}${about}:`
    : sentence(`${vocative(ctx)}${more ? "a few more" : "these are the"} YouTube channels I'd use${about}:`), ""];
  channels.forEach((c, i) => {
    const lang = c.language === "ar" ? (ar ? "بالعربية" : "in Arabic") : ar ? "بالإنجليزية" : "in English";
    // The channel list describes channels in English; an Arabic answer names what each teaches instead.
    const about = ar ? `قناة تشرح ${listJoin(c.skills, "ar")}` : c.description;
    lines.push(`${i + 1}. **${mdLink(c.name, c.url)}** (${lang}) — ${about}`);
  });
  lines.push("", ar
    ? "**نصيحة:** اختر قائمة تشغيل واحدة وطبّق ما تشاهده بيدك بعد كل فيديو؛ المشاهدة وحدها لا تبني مهارة."
    : "**Tip:** pick one playlist and code or practise along after every video — watching alone doesn't build the skill.");
  return lines.join("\n");
}

export function renderBooks(books: Book[], topic: string, ctx: AnswerContext, more: boolean): string {
  const ar = ctx.language === "ar";
  if (books.length === 0) {
    return ar ? `لم أجد ${more ? "كتبًا أخرى" : "كتبًا"} عن «${topic}» في قائمتي.` : `I don't have ${more ? "other " : ""}books on “${topic}” in my list.`;
  }
  const about = topic ? (ar ? ` عن «${topic}»` : ` on “${topic}”`) : ar ? " تناسب ملفك" : " for where you are now";
  const lines = [ar ? `${vocative(ctx)}${more ? "كتب أخرى" : "كتب أنصحك بها"}${about}:` : sentence(`${vocative(ctx)}${more ? "more books" : "books I'd recommend"}${about}:`), ""];
  books.forEach((b, i) => void lines.push(`${i + 1}. **${mdLink(b.title, b.link)}** — ${b.authors.join(ar ? "، " : ", ")} (${b.year}). ${b.summary}`));
  lines.push("", ar
    ? "**لتستفيد أكثر:** دوّن ثلاث أفكار من كل فصل وجرّب واحدة منها في عملك خلال أسبوع."
    : "**To get more from it:** note three ideas per chapter and try one of them at work within a week.");
  return lines.join("\n");
}

export function renderTips(tips: CareerTip[], ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const [today, ...rest] = tips;
  const lines = [
    ar ? `${vocative(ctx)}نصيحة اليوم:` : sentence(`${vocative(ctx)}here's today's tip${ctx.level ? `, picked for ${ctx.level.toLowerCase() === "student" ? "a student" : `${withArticle(ctx.level.toLowerCase())} professional`}` : ""}:`),
    "",
    `> ${tipText(today, ctx.language)}`,
  ];
  if (rest.length > 0) {
    lines.push("", ar ? "**ولتعزيز أدائك هذا الأسبوع:**" : "**Two more to boost your performance this week:**");
    for (const tip of rest) lines.push(`- ${tipText(tip, ctx.language)}`);
  }
  lines.push("", ar ? "اختر واحدة فقط وطبّقها اليوم، ثم أخبرني كيف سارت." : "Pick just one and do it today — tell me how it went.");
  return lines.join("\n");
}
