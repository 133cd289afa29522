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
import { canonicalSkill, courseFacts, hoursAr, knownSkillSet, tipText, weeksAr, type CourseCondition, type CourseSearchNote, type RoadmapPlan } from "../tool-runs.ts";
import { listJoin, mdLink, pick } from "../text.ts";
import { ROADMAPS, type Roadmap } from "../knowledge/roadmaps.ts";
import { bookSummary, channelDescription, isArabicText } from "./localise.ts";
import { gluedAr, levelLabel, sentence, vocative, withArticle, type AnswerContext } from "./context.ts";
import { spanText } from "./stated.ts";

function why(item: RankedCourse, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const parts: string[] = [];
  if (item.fit.levelMatch && ctx.level) parts.push(ar ? `يناسب مستواك (${levelLabel(ctx.level, "ar")})` : `fits your ${levelEn(ctx.level)}`);
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
/** A profile level as English prose: "Mid-level" → "mid-level experience", "Student" → "student level", "Junior" → "junior level". */
function levelEn(level: string): string {
  const l = level.toLowerCase().trim();
  return /level$/.test(l) ? `${l} experience` : `${l} level`;
}

export function placeholderNote(intent: string, ctx: AnswerContext): string {
  const example = TEMPLATE_EXAMPLES[intent] ?? TEMPLATE_EXAMPLES.recommend_courses;
  return ctx.language === "ar"
    ? `**ملاحظة:** استبدل الجزء الذي بين < > في القالب بما تريده، مثل «${example[1]}».`
    : `**Tip:** replace the part in < > in the template with what you want, e.g. “${example[0]}”.`;
}

/** "At your 10 hours a week, that's about 2 weeks" for a course of `hours`, when the user said how much time they have. */
export function paceNote(hours: number, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (!ctx.hoursPerWeek) return ctx.months ? monthsNote(hours, ctx.months, ctx) : "";
  const weeks = Math.max(1, Math.ceil(hours / ctx.hoursPerWeek));
  const base = ar
    ? `بمعدل ${ctx.hoursPerWeek} ساعات أسبوعيًا تنهيها في نحو ${weeksAr(weeks)}.`
    : `At your ${ctx.hoursPerWeek} hours a week, that's about ${weeks} week${weeks === 1 ? "" : "s"}.`;
  if (!ctx.months) return base;
  const span = spanText(ctx.months, ctx.language);
  if (weeks <= ctx.months * 4.3) return `${base} ${ar ? `وهذا يناسب مدة ${span} التي حددتها.` : `That fits within your ${span}.`}`;
  return `${base} ${monthsNote(hours, ctx.months, ctx)}`;
}

/** The hours a week a course of `hours` needs to be done within the user's months. */
function monthsNote(hours: number, months: number, ctx: AnswerContext): string {
  const perWeek = Math.max(1, Math.ceil(hours / (months * 4.3)));
  const span = spanText(months, ctx.language);
  return ctx.language === "ar"
    ? `ولإنهائها خلال ${span} يلزم نحو ${perWeek} ${perWeek <= 10 ? "ساعات" : "ساعة"} في الأسبوع.`
    : `To finish it within your ${span}, plan on about ${perWeek} hour${perWeek === 1 ? "" : "s"} a week.`;
}

/** What a stated budget buys here: the free material first, then one paid certificate at most. */
export function budgetNote(ctx: AnswerContext, free: number): string {
  if (!ctx.budget) return "";
  const ar = ctx.language === "ar";
  const freeLine = free > 0
    ? (ar ? `${free === 1 ? "دورة واحدة هنا مجانية" : `${free} من هذه الدورات مجانية`} ولا تكلف شيئًا` : `${free === 1 ? "one course here is" : `${free} of these courses are`} free and cost nothing`)
    : (ar ? "دورات Coursera وedX يمكن حضورها مجانًا (Audit)" : "Coursera and edX courses can be audited for free");
  return ar
    ? `**ميزانيتك (${ctx.budget}):** ${freeLine}؛ والأفضل أن تذهب الميزانية لشهادة واحدة يطلبها سوق العمل في مجالك، لا لكل دورة.`
    : `**Your budget (${ctx.budget}):** ${freeLine}; spend it on the one certificate employers in your field ask for, not on every course.`;
}

export function renderCourses(
  items: RankedCourse[],
  label: string,
  ctx: AnswerContext,
  options: { more: boolean; roadmapHint: string; named: boolean; intro?: string },
): string {
  const ar = ctx.language === "ar";
  const v = vocative(ctx);
  if (items.length === 0) {
    return ar
      ? `${v}لم أجد دورات ${options.more ? "أخرى " : ""}${label ? `في ${label} ` : ""}في الكتالوج. جرّب اسم مهارة أو أداة محددة، أو اطلب خارطة طريق لمجالك.`
      : sentence(`${v}I couldn't find ${options.more ? "more " : ""}courses${label ? ` on ${label}` : ""} in the catalogue. Try naming a skill or tool (for example SQL or Figma), or ask me for a roadmap for your field.`);
  }
  const level = ctx.level ? (ar ? ` لمستوى ${levelLabel(ctx.level, "ar")}` : ` for ${ctx.target ? `your path to ${ctx.target}` : `your ${levelEn(ctx.level)}`}`) : "";
  const unnamed = ar
    ? `${v}لم تحدد موضوعًا، فاخترت لك دورات لخطوتك التالية${ctx.role ? ` ${gluedAr("ك", ctx.role)}` : ""}:`
    : sentence(`${v}you didn't name a subject, so I picked courses for your next step${ctx.role ? ` as ${withArticle(ctx.role)}` : ""}:`);
  const about = label ? (ar ? ` في ${label}` : ` on ${label}`) : "";
  const opening = options.intro ? options.intro : !options.named ? unnamed : ar
    ? pick([
        `${v}هذه ${options.more ? "دورات أخرى" : "أفضل الدورات"}${about}${level}:`,
        `${v}اخترت لك ${options.more ? "دورات إضافية" : "هذه الدورات"}${about}${level}:`,
      ], ctx.seed)
    : sentence(pick([
        `${v}here are ${options.more ? "more" : "the"} courses${about} I'd pick${level}:`,
        `${v}good choice — these ${options.more ? "other " : ""}courses${about} fit${level || " well"}:`,
        `${v}I ranked the catalogue's courses${about}${level}; ${options.more ? "here are the next ones" : "start here"}:`,
      ], ctx.seed));
  const blocks = items.map((item, i) => courseBlock(item, i, ctx));
  const anyPaid = items.some((i) => !i.course.free && /coursera|edx/i.test(i.course.provider));
  const notes: string[] = [];
  if (anyPaid) {
    notes.push(ar
      ? "معظم دورات Coursera وedX يمكن حضورها مجانًا (Audit)، وتدفع فقط إن أردت الشهادة."
      : "Most Coursera and edX courses can be audited for free; you pay only if you want the certificate.");
  }
  const first = items[0].course;
  const pace = paceNote(first.durationHours, ctx);
  notes.push(ar
    ? pick([
        `**خطوتك التالية:** البداية بـ${mdLink(first.title, first.url)} هذا الأسبوع، مع ${ctx.hoursPerWeek ? `${ctx.hoursPerWeek} ساعات محجوزة لها` : "ثلاث جلسات مدة كل منها ساعة محجوزة لها"} في تقويمك.`,
        `**خطوتك التالية:** التسجيل في ${mdLink(first.title, first.url)} اليوم، وإنهاء الوحدة الأولى قبل قرار الباقي.`,
      ], ctx.seed >>> 3) + (pace ? ` ${pace}` : "")
    : pick([
        `**Next step:** start ${mdLink(first.title, first.url)} this week — block ${ctx.hoursPerWeek ? `your ${ctx.hoursPerWeek} hours` : "three one-hour sessions"} in your calendar.`,
        `**Next step:** enrol in ${mdLink(first.title, first.url)} today and finish the first module before deciding on the rest.`,
        `**Next step:** do the first week of ${mdLink(first.title, first.url)}, then build one tiny project with what you learned.`,
      ], ctx.seed >>> 3) + (pace ? ` ${pace}` : ""));
  const budget = budgetNote(ctx, items.filter((i) => i.course.free).length);
  if (budget) notes.push(budget);
  if (options.roadmapHint) notes.push(options.roadmapHint);
  return [opening, "", blocks.join("\n"), "", notes.join("\n\n")].join("\n");
}

const LEVEL_AR: Record<string, string> = { Beginner: "المبتدئ", Intermediate: "المتوسط", Advanced: "المتقدم" };

/** The request in a few words: "free Arabic course on Kubernetes under 10 hours" / "دورة مجانية بالعربية في Kubernetes أقل من 10 ساعات". */
export function describeRequest(conditions: CourseSearchNote["conditions"], label: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const c = conditions;
  if (ar) {
    return [
      "دورة",
      c.free ? "مجانية" : "",
      c.language === "ar" ? "بالعربية" : c.language === "en" ? "بالإنجليزية" : "",
      c.level ? `للمستوى ${LEVEL_AR[c.level]}` : "",
      label ? `في ${label}` : "",
      c.certificate ? "بشهادة" : "",
      c.maxHours ? `أقل من ${c.maxHours} ساعة` : "",
      c.provider ? `من ${c.provider}` : "",
    ].filter(Boolean).join(" ");
  }
  return [
    c.free ? "free" : "",
    c.level ? c.level.toLowerCase() : "",
    c.language === "ar" ? "Arabic" : c.language === "en" ? "English" : "",
    "course",
    label ? `on ${label}` : "",
    c.provider ? `from ${c.provider}` : "",
    c.certificate ? "with a certificate" : "",
    c.maxHours ? `under ${c.maxHours} hours` : "",
  ].filter(Boolean).join(" ");
}

/** How a nearest option breaks the condition it breaks ("not free", "taught in English", "about 30 h"). */
function breakText(breaks: CourseCondition, course: RankedCourse["course"], conditions: CourseSearchNote["conditions"], ar: boolean): string {
  switch (breaks) {
    case "free":
      return ar ? "ليست مجانية" : "not free";
    case "language":
      return course.language === "ar" ? (ar ? "تُدرَّس بالعربية" : "taught in Arabic") : ar ? "تُدرَّس بالإنجليزية" : "taught in English";
    case "level":
      return ar ? `مستواها ${LEVEL_AR[course.level]} لا ${LEVEL_AR[conditions.level ?? "Beginner"]}` : `${course.level}, not ${conditions.level}`;
    case "maxHours":
      return ar ? `مدتها ${hoursAr(course.durationHours)}، فوق حدك (${conditions.maxHours} ساعة)` : `about ${course.durationHours} h, over your ${conditions.maxHours}-hour limit`;
    case "certificate":
      return ar ? "بدون شهادة" : "no certificate";
    case "provider":
      return ar ? `من ${course.provider} لا ${conditions.provider}` : `from ${course.provider}, not ${conditions.provider}`;
  }
}

/**
 * Nothing fits: says so plainly, then either the closest courses (each labelled with the one
 * condition it breaks) or, when the catalogue does not teach the subject at all, the nearest
 * real path it does have.
 */
export function renderNoFit(
  note: CourseSearchNote, label: string, ctx: AnswerContext, nearestPath: { roadmap: Roadmap; courses: Course[] } | { related: string[] } | null,
): string {
  const ar = ctx.language === "ar";
  const v = vocative(ctx);
  const asked = describeRequest(note.conditions, label, ctx);
  const hasConditions = Object.values(note.conditions).some((value) => value !== undefined);
  const lines: string[] = [];
  if (!note.covered) {
    lines.push(ar
      ? `${v}لا يتضمن الكتالوج دورات في ${label || "هذا الموضوع"} حتى الآن، فلن أقترح عليك دورات لا علاقة لها به.`
      : sentence(`${v}the catalogue doesn't cover ${label || "that subject"} yet, so I won't list courses that aren't about it.`));
    if (nearestPath && "related" in nearestPath) {
      lines.push("", ar
        ? `أقرب مواضيع يغطيها الكتالوج: ${listJoin(nearestPath.related, "ar")}. اطلب دورات في أحدها، أو خارطة طريق لمجالك.`
        : `The nearest topics the catalogue does cover are ${listJoin(nearestPath.related, "en")} — ask for courses on one of them, or for a roadmap for your field.`);
    } else if (nearestPath) {
      const title = ar ? nearestPath.roadmap.titleAr : nearestPath.roadmap.title;
      lines.push("", ar ? `أقرب مسار حقيقي عندي هو **خارطة طريق ${title}**، ومنها هذه الدورات:` : `The nearest real path I have is the **${title} roadmap**; these courses from it are in the catalogue:`);
      for (const c of nearestPath.courses.slice(0, 3)) lines.push(`- ${mdLink(c.title, c.url)} — ${courseFacts(c, ctx.language)}`);
      lines.push("", ar ? `اطلب «اعطني خارطة طريق ${gluedAr("ل", nearestPath.roadmap.titleAr)}» لترى المسار كاملًا.` : `Ask “Give me a roadmap for ${withArticle(nearestPath.roadmap.title)}” to see the whole path.`);
    } else {
      lines.push("", ar ? "جرّب مهارة قريبة باسمها (مثل أداة أو لغة برمجة)، أو اطلب خارطة طريق لمجالك." : "Try a closely related skill by name (a tool or language), or ask me for a roadmap for your field.");
    }
    return lines.join("\n");
  }
  lines.push(ar ? `${v}لا توجد في الكتالوج ${asked}.` : sentence(`${v}the catalogue has no ${asked}.`));
  if (note.nearest.length > 0) {
    const single = note.nearest.every((n) => n.breaks.length === 1);
    lines.push("", single
      ? (ar ? "**أقرب البدائل، وكل منها يخالف شرطًا واحدًا:**" : "**Closest options, each breaking one condition:**")
      : (ar ? "**أقرب البدائل، مع الشروط التي لا تحققها:**" : "**Closest options, with the conditions each one breaks:**"));
    for (const { breaks, course: { course } } of note.nearest) {
      const why = breaks.map((b) => breakText(b, course, note.conditions, ar)).join(ar ? "، " : "; ");
      lines.push(`- ${mdLink(course.title, course.url)} — ${courseFacts(course, ctx.language)} — *${why}*`);
    }
    // "ساعتين كل يوم": the closest option measured against the time the user said they have.
    const pace = ctx.hoursPerWeek || ctx.months ? paceNote(note.nearest[0].course.course.durationHours, ctx) : "";
    if (pace) lines.push("", ar ? `**أولها:** ${pace}` : `**The first one:** ${pace}`);
  } else if (note.exhausted) {
    lines.push("", ar
      ? `الدورات التي عرضتها هي كل ما في الكتالوج${label ? ` عن ${label}` : ""}. ومعظم دورات Coursera وedX يمكن حضورها مجانًا (Audit)، وتدفع فقط إن أردت الشهادة.`
      : `The courses I listed are all the catalogue has${label ? ` on ${label}` : ""}. Most Coursera and edX courses can be audited for free; you pay only if you want the certificate.`);
  } else if (hasConditions) {
    lines.push("", ar ? "ولا يفيد التخلي عن شرط واحد فقط؛ جرّب تخفيف شرطين معًا." : "Dropping any single condition doesn't help either — try relaxing two of them.");
  }
  return lines.join("\n");
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
    ? ar ? `${vocative(ctx)}ليست لدي خارطة طريق لهذا المجال بعد.` : sentence(`${vocative(ctx)}I don't have a roadmap for that field yet.`)
    : ar ? `${vocative(ctx)}لأي مجال تريد خارطة الطريق؟` : sentence(`${vocative(ctx)}which field would you like a roadmap for?`);
  return [
    head,
    "",
    ar ? `لدي خرائط طريق لهذه المجالات: ${names.join("، ")}.` : `I have roadmaps for: ${names.join(", ")}.`,
    "",
    ar ? "اكتب مثلًا «اعطني خارطة طريق لمحلل بيانات»، أو اطلب دورات في المهارة التي تهمك." : "Ask for example “Give me a roadmap for a Data Analyst”, or ask for courses on the skill you care about.",
  ].join("\n");
}

export function renderCourseInfo(course: Course | null, exact: boolean, similar: RankedCourse[], ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (!course) {
    return ar
      ? "لم أجد دورة بهذا الاسم في الكتالوج. تأكد من الاسم، أو اطلب «رشحلي كورس في …» لأقترح دورات في الموضوع نفسه."
      : "I couldn't find a course by that name in the catalogue. Check the name, or ask “Recommend Course about …” and I'll suggest courses on the same subject.";
  }
  const lines: string[] = [];
  if (!exact) lines.push(ar ? "لم أجد هذا العنوان بالضبط؛ هذه أقرب دورة:" : "I didn't find that exact title; this is the closest course:", "");
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
  const known = knownSkillSet(ctx.profile);
  const newSkills = course.skills.filter((s) => !known.has(s.toLowerCase()) && !known.has(canonicalSkill(s)));
  const pace = ctx.hoursPerWeek ?? 5;
  const hours = Math.max(1, Math.ceil(course.durationHours / pace));
  const fitLine = ar
    ? `${vocative(ctx)}${newSkills.length > 0 ? `ستضيف لك ${listJoin(newSkills.slice(0, 3), "ar")}` : "تغطي مهارات لديك بالفعل، فهي مفيدة للمراجعة أو للشهادة"}. بمعدل ${pace} ساعات أسبوعيًا تنهيها في نحو ${weeksAr(hours)}.`
    : sentence(`${vocative(ctx)}${newSkills.length > 0 ? `it would add ${listJoin(newSkills.slice(0, 3), "en")} to your profile` : "it covers skills you already have, so take it for revision or the certificate"}. At ${ctx.hoursPerWeek ? "your " : ""}${pace} hours a week you'd finish in about ${hours} week${hours === 1 ? "" : "s"}.`);
  lines.push("", fitLine);
  if (similar.length > 0) {
    lines.push("", ar ? "**دورات مشابهة:**" : "**Similar courses:**");
    for (const { course: c } of similar) lines.push(`- ${mdLink(c.title, c.url)} — ${courseFacts(c, ctx.language)}`);
  }
  return lines.join("\n");
}

/** "The Manager's Toolkit: A Practical Guide…" → "The Manager's Toolkit"; Arabic titles stay whole. */
function shortTitle(title: string): string {
  if (/[\u0621-\u064A]/.test(title)) return title;
  const head = title.split(/:\s| - | – /)[0].trim();
  return head.length >= 4 ? head : title;
}

/** "University of Minnesota on Coursera" → "Coursera". */
function platformOf(provider: string): string {
  const on = provider.split(/ on /);
  return on.length > 1 ? on[on.length - 1] : provider;
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
  const pace = ctx.hoursPerWeek ?? 8;
  let totalWeeks = 0;
  plan.stages.forEach(({ stage, courses, haveSkills }, i) => {
    const done = haveSkills.length >= Math.ceil(stage.skills.length / 2);
    const mark = i === plan.startStage ? (ar ? " ← ابدأ هنا" : " ← start here") : done ? (ar ? " ✓ (غالبًا لديك)" : " ✓ (mostly done)") : "";
    // The shorter of the stage's two main courses, since either covers the stage.
    const hours = Math.min(...courses.slice(0, 2).map((c) => c.durationHours), 160);
    const weeks = Math.max(ctx.hoursPerWeek ? 1 : 2, Math.round(hours / pace));
    if (i >= plan.startStage) totalWeeks += weeks;
    lines.push(ar ? `### ${i + 1}. ${stage.titleAr}${mark}` : `### ${i + 1}. ${stage.title}${mark}`);
    lines.push(ar ? `- **المهارات:** ${stage.skills.join("، ")}` : `- **Skills:** ${stage.skills.join(", ")}`);
    if (courses.length > 0) {
      // In Arabic, an English title is cut at its subtitle and the provider named by its platform, so the line stays Arabic.
      const list = courses.slice(0, 2).map((c) => ar
        ? `${mdLink(shortTitle(c.title), c.url)} (${platformOf(c.provider)}${c.free ? "، مجاني" : ""})`
        : `${mdLink(c.title, c.url)} (${c.provider}${c.free ? ", free" : ""})`);
      lines.push(ar ? `- **الدورات:** ${list.join("؛ ")}` : `- **Courses:** ${list.join("; ")}`);
    }
    lines.push(ar ? `- **الإنجاز المطلوب:** ${stage.milestoneAr}` : `- **Milestone:** ${stage.milestone}`);
    lines.push(ar ? `- **المدة التقريبية:** ${weeksAr(weeks)} بمعدل ${pace} ساعات أسبوعيًا` : `- **Time:** about ${weeks} week${weeks === 1 ? "" : "s"} at ${pace} hours a week`, "");
  });
  const plan_ = timeline(totalWeeks, ctx);
  if (plan_) lines.push(plan_, "");
  const budget = budgetNote(ctx, plan.stages.slice(plan.startStage).filter((s) => s.courses.slice(0, 2).some((c) => c.free)).length);
  if (budget) lines.push(budget, "");
  const firstCourse = start.courses[0];
  lines.push(ar
    ? `**هذا الأسبوع:** ${firstCourse ? `ابدأ ${mdLink(firstCourse.title, firstCourse.url)} و` : ""}اكتب خطة زمنية لمرحلتك الحالية في تقويمك.`
    : `**This week:** ${firstCourse ? `start ${mdLink(firstCourse.title, firstCourse.url)} and ` : ""}put the current stage's milestone in your calendar with a date.`);
  return lines.join("\n");
}

/**
 * "How many hours a week would that take?" after a roadmap: the path's course hours from the
 * current stage, and the weekly time that fits the months the user gave (or what common paces
 * come to when they gave none).
 */
export function renderPace(plan: RoadmapPlan, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const title = ar ? plan.roadmap.titleAr : plan.roadmap.title;
  const stages = plan.stages.slice(plan.startStage).map(({ stage, courses }) => ({
    name: ar ? stage.titleAr : stage.title,
    hours: Math.round(Math.min(...courses.slice(0, 2).map((c) => c.durationHours), 160)),
  }));
  const total = stages.reduce((sum, s) => sum + s.hours, 0);
  const monthsAt = (perWeek: number) => Math.max(1, Math.round(total / perWeek / 4.3));
  const monthsAr = (n: number) => (n === 1 ? "شهر" : n === 2 ? "شهران" : n <= 10 ? `${n} شهور` : `${n} شهرًا`);
  const lines = [ar
    ? `${vocative(ctx)}مسار ${title} من مرحلتك الحالية فيه نحو ${total} ساعة من الدورات، غير وقت مشاريع المراحل:`
    : sentence(`${vocative(ctx)}the ${title} path from your current stage is about ${total} hours of courses, plus time for each stage's project:`), ""];
  for (const s of stages) lines.push(`- ${s.name}: ${ar ? hoursAr(s.hours) : `about ${s.hours} hours`}`);
  lines.push("");
  if (ctx.months) {
    const needed = Math.max(1, Math.ceil((total * 1.2) / (ctx.months * 4.3)));
    lines.push(ar
      ? `**لتنهيه خلال ${ctx.months} ${ctx.months <= 10 ? "شهور" : "شهرًا"}:** نحو ${needed} ساعات أسبوعيًا (مع وقت للمشاريع). لو وقتك أقل، ركّز على المراحل الأولى وابدأ التقديم بعدها.`
      : `**To finish within your ${ctx.months} months:** about ${needed} hours a week, projects included. With less time, focus on the first stages and start applying after them.`);
  } else if (ctx.hoursPerWeek) {
    lines.push(ar
      ? `**بمعدل ${ctx.hoursPerWeek} ساعات أسبوعيًا:** نحو ${monthsAr(monthsAt(ctx.hoursPerWeek))}.`
      : `**At your ${ctx.hoursPerWeek} hours a week:** about ${monthsAt(ctx.hoursPerWeek)} month${monthsAt(ctx.hoursPerWeek) === 1 ? "" : "s"}.`);
  } else {
    lines.push(ar
      ? `**حسب وقتك:** 5 ساعات أسبوعيًا ≈ ${monthsAr(monthsAt(5))}، و10 ساعات ≈ ${monthsAr(monthsAt(10))}، و15 ساعة ≈ ${monthsAr(monthsAt(15))}. قل لي كم ساعة تقدر عليها أو متى تريد أن تنتهي وأحسبها لك.`
      : `**Depending on your time:** 5 hours a week ≈ ${monthsAt(5)} month${monthsAt(5) === 1 ? "" : "s"}, 10 hours ≈ ${monthsAt(10)}, 15 hours ≈ ${monthsAt(15)}. Tell me your hours or your deadline and I'll fit the plan to it.`);
  }
  return lines.join("\n");
}

/** The whole path against the time the user said they have ("at 10 hours a week that's about 30 weeks — fits your 9 months"). */
function timeline(weeks: number, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (!ctx.hoursPerWeek && !ctx.months) return "";
  const pace = ctx.hoursPerWeek ?? 8;
  const months = Math.max(1, Math.round(weeks / 4.3));
  const head = ar
    ? `**خطتك الزمنية:** بمعدل ${pace} ساعات أسبوعيًا يستغرق المسار من مرحلتك الحالية نحو ${weeksAr(weeks)} (حوالي ${months} ${months <= 10 ? "شهور" : "شهرًا"}).`
    : `**Your timeline:** at ${pace} hours a week, the path from your current stage takes about ${weeks} weeks (≈ ${months} month${months === 1 ? "" : "s"}).`;
  if (!ctx.months) return head;
  if (months <= ctx.months) {
    return `${head} ${ar ? `وهذا يناسب هدفك (${ctx.months} ${ctx.months <= 10 ? "شهور" : "شهرًا"}).` : `That fits your ${ctx.months}-month goal.`}`;
  }
  const needed = Math.ceil((weeks * pace) / (ctx.months * 4.3));
  return `${head} ${ar
    ? `وهذا أطول من ${ctx.months} ${ctx.months <= 10 ? "شهور" : "شهرًا"}؛ لتلحق بموعدك تحتاج نحو ${needed} ساعة أسبوعيًا، أو ركّز على المراحل الأولى وقدّم بعدها مباشرة.`
    : `That's longer than your ${ctx.months} months — to make it you'd need about ${needed} hours a week, or focus on the first stages and start applying after them.`}`;
}

export function renderChannels(channels: YouTubeChannel[], label: string, ctx: AnswerContext, more: boolean): string {
  const ar = ctx.language === "ar";
  if (channels.length === 0) {
    return ar ? `لم أجد ${more ? "قنوات أخرى" : "قنوات"}${label ? ` عن ${label}` : ""} في قائمتي. جرّب اسم مهارة أو أداة محددة.`
      : `I don't have ${more ? "other " : ""}channels${label ? ` on ${label}` : ""} in my list. Try a specific skill or tool.`;
  }
  const about = label ? (ar ? ` لتعلّم ${label}` : ` to learn ${label}`) : ar ? " لخطوتك التالية" : " for your next step";
  const lines = [ar
    ? `${vocative(ctx)}${more ? "قنوات أخرى" : "أنصحك بهذه القنوات"}${about}:`
    : sentence(`${vocative(ctx)}${more ? "a few more" : "these are the"} YouTube channels I'd use${about}:`), ""];
  channels.forEach((c, i) => {
    const lang = c.language === "ar" ? (ar ? "بالعربية" : "in Arabic") : ar ? "بالإنجليزية" : "in English";
    const described = channelDescription(c, ctx.language);
    // An Arabic answer shows an Arabic description, or names what the channel teaches.
    const about = ar ? (isArabicText(described) ? described : `قناة تشرح ${listJoin(c.skills, "ar")}`) : described;
    lines.push(`${i + 1}. **${mdLink(c.name, c.url)}** (${lang}) — ${about}`);
  });
  lines.push("", ar
    ? "**نصيحة:** اختر قائمة تشغيل واحدة وطبّق ما تشاهده بيدك بعد كل فيديو؛ المشاهدة وحدها لا تبني مهارة."
    : "**Tip:** pick one playlist and code or practise along after every video — watching alone doesn't build the skill.");
  return lines.join("\n");
}

export function renderBooks(books: Book[], label: string, ctx: AnswerContext, more: boolean): string {
  const ar = ctx.language === "ar";
  if (books.length === 0) {
    return ar ? `لم أجد ${more ? "كتبًا أخرى" : "كتبًا"}${label ? ` عن ${label}` : ""} في قائمتي.` : `I don't have ${more ? "other " : ""}books${label ? ` on ${label}` : ""} in my list.`;
  }
  const about = label ? (ar ? ` عن ${label}` : ` on ${label}`) : ar ? " تناسب ملفك" : " for where you are now";
  const lines = [ar ? `${vocative(ctx)}${more ? "كتب أخرى" : "كتب أنصحك بها"}${about}:` : sentence(`${vocative(ctx)}${more ? "more books" : "books I'd recommend"}${about}:`), ""];
  books.forEach((b, i) => {
    const summary = bookSummary(b, ctx.language);
    const shown = !ar || isArabicText(summary) ? ` ${summary}` : "";
    lines.push(`${i + 1}. **${mdLink(b.title, b.link)}** — ${b.authors.join(ar ? "، " : ", ")} (${b.year}).${shown}`);
  });
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
