/**
 * Markdown answers for interview, networking, salary, resume and general career questions:
 * the chosen playbook, personalised with the user's role, level, skills and market, plus the
 * tip, book and course the tools found for it.
 */
import type { Book } from "../knowledge/books.ts";
import type { Course } from "../knowledge/index.ts";
import type { CareerTip } from "../knowledge/tips.ts";
import {
  interviewExpectations,
  JOB_SEARCH_NOTES,
  marketNote,
  NETWORKING_NOTES,
  SALARY_NOTES,
  type GuidanceTopic,
} from "../guidance/index.ts";
import { tipText } from "../tool-runs.ts";
import { fold, hasPhrase, mdLink, pick } from "../text.ts";
import { fillPlaceholders, gluedAr, sentence, vocative, withArticle, type AnswerContext } from "./context.ts";
import { placeName } from "./localise.ts";

export interface GuidanceResources {
  tip?: CareerTip;
  book?: Book;
  course?: Course;
}

function opening(topic: GuidanceTopic, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const v = vocative(ctx);
  const role = ctx.role;
  const en = (options: string[]) => sentence(pick(options, ctx.seed));
  switch (topic.intent) {
    case "interview_prep": {
      const forRole = role ? (ar ? ` لمقابلة ${role}` : ` for ${withArticle(role)} interview`) : "";
      return ar
        ? pick([`${v}هكذا أستعد لو كنت مكانك${forRole}:`, `${v}خطة مركزة أفضل من الحفظ في اللحظة الأخيرة${forRole}:`], ctx.seed)
        : en([`${v}here's how I'd prepare${forRole}:`, `${v}a focused plan beats cramming${forRole}:`, `${v}let's get you ready${forRole}:`]);
    }
    case "networking":
      return ar
        ? pick([`${v}هذه طريقة فعالة ولا تبدو ملحّة:`, `${v}بناء العلاقات خطوات صغيرة ومنتظمة:`], ctx.seed)
        : en([`${v}here's an approach that works without feeling pushy:`, `${v}networking is mostly small, consistent steps:`]);
    case "salary_negotiation": {
      const years = ctx.yearsExperience;
      const asRole = role ? (ar ? ` ${gluedAr("ك", role)}` : ` as ${withArticle(role)}`) : "";
      const withYears = years ? (ar ? ` بخبرة ${years} ${years <= 10 ? "سنوات" : "سنة"}` : ` with ${years} year${years === 1 ? "" : "s"} of experience`) : "";
      return ar
        ? pick([`${v}لنتأكد أنك تحصل على أجر عادل${asRole}${withYears}:`, `${v}التفاوض تحضير أكثر منه موهبة${withYears ? `، وخبرتك (${years}) ورقة قوية` : ""}:`], ctx.seed)
        : en([`${v}let's make sure you're paid fairly${asRole}${withYears}:`, `${v}negotiation is preparation more than talent${withYears ? ` — and ${years} years of experience is leverage` : ""}:`]);
    }
    case "resume_help":
      return ar ? `${v}هذا ما يصنع الفرق:` : en([`${v}here's what makes the difference:`, `${v}small changes here pay off fast:`]);
    default:
      return ar
        ? pick([`${v}هكذا أفكر في الأمر:`, `${v}سؤال مهم، وهذه طريقة عملية:`], ctx.seed)
        : en([`${v}here's how I'd think about it:`, `${v}good question — here's a practical way through:`]);
  }
}

function greeting(topic: GuidanceTopic, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const where = ctx.profile.country ? placeName(ctx.profile.country, ctx.language) : "";
  const about = ctx.current
    ? ar ? ` أرى أنك ${ctx.current}${where ? ` في ${where}` : ""}.` : ` I see you're ${withArticle(ctx.current)}${where ? ` in ${where}` : ""}.`
    : "";
  const head = ar ? `أهلًا${ctx.first ? ` ${ctx.first}` : ""}! أنا أمل، مدربتك المهنية.${about} هذا ما يمكنني مساعدتك فيه:`
    : `Hi${ctx.first ? ` ${ctx.first}` : ""}! I'm Amal, your career coach.${about} Here's what I can help with:`;
  return [head, "", ...topic.steps[ctx.language].map((s) => `- ${s}`), "", ar ? "بماذا نبدأ اليوم؟" : "What would you like to start with?"].join("\n");
}

/** What interviews in a kind of workplace the user names ("an interview in a bank") tend to test, in both languages. */
const WORKPLACE_INTERVIEWS: [keys: string[], en: string, ar: string][] = [
  [["bank", "banking", "بنك", "البنك", "بنوك", "البنوك"],
    "In a bank, expect questions on accuracy and attention to detail, confidentiality and compliance, handling an upset customer, and basic numeracy; know the bank's main products (accounts, cards, loans) and say why you want banking specifically.",
    "في البنوك توقّع أسئلة عن الدقة والانتباه للتفاصيل، والسرية والالتزام بالقواعد، والتعامل مع عميل غاضب، والحساب الأساسي؛ واعرف منتجات البنك الأساسية (الحسابات والبطاقات والقروض) ولماذا تريد العمل في البنوك تحديدًا."],
  [["hospital", "clinic", "pharmacy", "مستشفى", "عياده", "صيدليه"],
    "In healthcare, expect questions on patient safety, working under pressure, teamwork across shifts and how you handle a mistake; give one example with a real patient or customer situation.",
    "في القطاع الصحي توقّع أسئلة عن سلامة المرضى، والعمل تحت الضغط، والعمل الجماعي بين الورديات، وكيف تتعامل مع خطأ؛ وجهّز مثالًا من موقف حقيقي مع مريض أو عميل."],
  [["school", "university", "مدرسه", "جامعه"],
    "In a school, expect a sample lesson or a question on managing a difficult class, how you adapt to different learners, and how you work with parents.",
    "في المدارس توقّع درسًا تجريبيًا أو سؤالًا عن إدارة فصل صعب، وكيف تراعي اختلاف الطلاب، وكيف تتعامل مع أولياء الأمور."],
  [["government", "ministry", "public sector", "حكومه", "حكومي", "وزاره"],
    "In the public sector, expect structured competency questions and sometimes a written test; answer against the published job requirements, point by point.",
    "في القطاع الحكومي توقّع أسئلة منظمة عن الكفاءات وأحيانًا اختبارًا تحريريًا؛ أجب على متطلبات الوظيفة المعلنة نقطة بنقطة."],
  [["call center", "call centre", "customer service", "كول سنتر", "خدمه عملاء"],
    "In a call centre, expect a role-play with an angry customer, questions on your English or typing speed, and on handling targets and shifts.",
    "في الكول سنتر توقّع تمثيل موقف مع عميل غاضب، وأسئلة عن مستوى الإنجليزي أو سرعة الكتابة، وعن التعامل مع التارجت والورديات."],
];

function workplaceNote(ctx: AnswerContext): string {
  const folded = fold(ctx.question);
  const hit = WORKPLACE_INTERVIEWS.find(([keys]) => keys.some((k) => hasPhrase(folded, k)));
  return hit ? (ctx.language === "ar" ? hit[2] : hit[1]) : "";
}

function contextNote(topic: GuidanceTopic, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (topic.intent === "interview_prep") {
    // "an interview in a bank": what that workplace's interviews test, before the role's own expectations.
    const place = workplaceNote(ctx);
    const expect = interviewExpectations(ctx.roadmapId, ctx.language);
    const forRole = expect && ctx.role ? (ar ? `**في مقابلات ${ctx.role}** ${expect}.` : `**For ${ctx.role} interviews,** ${expect}.`) : "";
    return [place ? `**${place.split(/[،,]/)[0]}**${place.slice(place.split(/[،,]/)[0].length)}` : "", forRole].filter(Boolean).join("\n\n");
  }
  if (topic.intent === "salary_negotiation") return marketNote(SALARY_NOTES, ctx.market, ctx.language);
  if (topic.intent === "networking") return marketNote(NETWORKING_NOTES, ctx.market, ctx.language);
  if (topic.id === "career-job-search" || topic.id === "career-gap") return marketNote(JOB_SEARCH_NOTES, ctx.market, ctx.language);
  return "";
}

const THIS_WEEK: Record<string, [en: string[], ar: string[]]> = {
  interview_prep: [
    ["Write your five STAR stories tonight and say each one aloud twice.", "Book a 30-minute mock interview with a friend before the real one.",
      "Record your “tell me about yourself” answer and cut it to 90 seconds."],
    ["اكتب قصصك الخمس بطريقة STAR الليلة وقل كل واحدة بصوت عالٍ مرتين.", "احجز مقابلة تجريبية لمدة 30 دقيقة مع صديق قبل المقابلة الحقيقية.",
      "سجّل إجابتك عن «حدثني عن نفسك» واختصرها إلى 90 ثانية."],
  ],
  networking: [
    ["Send three personalised messages this week and log them in a simple tracker.", "Leave two thoughtful comments a day for a week on posts in your field."],
    ["أرسل ثلاث رسائل مخصصة هذا الأسبوع وسجّلها في جدول متابعة بسيط.", "اترك تعليقين مفيدين يوميًا لمدة أسبوع على منشورات في مجالك."],
  ],
  salary_negotiation: [
    ["Collect three salary data points for your exact title and city, and write down your walk-away, target and ask numbers.",
      "Write your three strongest results with numbers — they are your negotiation script."],
    ["اجمع ثلاثة أرقام رواتب لمسماك ومدينتك بالضبط، واكتب حدّك الأدنى وهدفك ورقم طلبك.", "اكتب أقوى ثلاث نتائج لك بالأرقام؛ فهي نص تفاوضك."],
  ],
  resume_help: [
    ["Rewrite three bullets with a verb and a number, then upload the resume and press Get Insights in the Gallery window.",
      "Tailor your summary and skills to one job ad you want and apply this week."],
    ["أعد كتابة ثلاث نقاط بفعل ورقم، ثم ارفع السيرة واضغط Get Insights في نافذة المعرض.", "عدّل ملخصك ومهاراتك لإعلان وظيفة تريدها وقدّم هذا الأسبوع."],
  ],
  general: [
    ["Pick one step above and put it in your calendar for this week, with a time.", "Write your 90-day goal in one sentence and share it with someone who'll ask you about it."],
    ["اختر خطوة واحدة مما سبق وضعها في تقويمك هذا الأسبوع مع موعد محدد.", "اكتب هدفك لـ90 يومًا في جملة واحدة وشاركه مع شخص سيسألك عنه."],
  ],
};

/** General playbooks about the user's path as a whole (the rest answer a situation). */
const PATH_TOPICS = new Set(["career-general", "career-stuck", "career-choose-field", "career-switch", "career-degree", "career-promotion"]);

function resourceLines(resources: GuidanceResources, ctx: AnswerContext): string[] {
  const ar = ctx.language === "ar";
  const lines: string[] = [];
  if (resources.book) {
    const b = resources.book;
    lines.push(ar ? `- **كتاب:** ${mdLink(b.title, b.link)} — ${b.authors.join("، ")}` : `- **Book:** ${mdLink(b.title, b.link)} by ${b.authors.join(", ")} — ${b.summary}`);
  }
  if (resources.course) {
    const c = resources.course;
    lines.push(ar ? `- **دورة:** ${mdLink(c.title, c.url)} (${c.provider})` : `- **Course:** ${mdLink(c.title, c.url)} (${c.provider}${c.free ? ", free" : ""})`);
  }
  if (resources.tip) lines.push(ar ? `- **نصيحة اليوم:** ${tipText(resources.tip, "ar")}` : `- **Today's tip:** ${tipText(resources.tip, "en")}`);
  return lines;
}

/** The full guidance answer. */
export function renderGuidance(
  topic: GuidanceTopic, ctx: AnswerContext, resources: GuidanceResources, secondary: GuidanceTopic | null = null, personal = "",
): string {
  if (topic.id === "career-greeting") return greeting(topic, ctx);
  const ar = ctx.language === "ar";
  const lines = [topic.lead ? topic.lead[ctx.language] : opening(topic, ctx)];
  // What the user told us (their offer, their age, their current field) comes before the general steps.
  if (personal) lines.push("", personal);
  lines.push("", `### ${topic.title[ctx.language]}`);
  topic.steps[ctx.language].forEach((step, i) => void lines.push(`${i + 1}. ${fillPlaceholders(step, ctx)}`));
  if (topic.example) {
    lines.push("", ar ? "**مثال تعدّله بكلماتك:**" : "**An example to adapt:**");
    lines.push(...fillPlaceholders(topic.example[ctx.language], ctx).split("\n").map((l) => `> ${l}`));
  }
  if (secondary) {
    lines.push("", `### ${secondary.title[ctx.language]}`);
    secondary.steps[ctx.language].slice(0, 3).forEach((step, i) => void lines.push(`${i + 1}. ${fillPlaceholders(step, ctx)}`));
  }
  const note = contextNote(topic, ctx);
  if (note) lines.push("", note);
  const extras = resourceLines(resources, ctx);
  if (extras.length > 0) lines.push("", ar ? "**مصادر تفيدك:**" : "**Worth your time:**", ...extras);
  // A 90-day goal fits questions about one's path; a situation at work gets "pick one step above".
  const pathTopic = !topic.id.startsWith("career-") || PATH_TOPICS.has(topic.id);
  const actions = (THIS_WEEK[topic.intent]?.[ar ? 1 : 0] ?? []).slice(0, pathTopic ? undefined : 1);
  if (actions.length > 0 && !topic.lead) lines.push("", `${ar ? "**هذا الأسبوع:**" : "**This week:**"} ${pick(actions, ctx.seed >>> 2)}`);
  if (topic.ask) lines.push("", topic.ask[ctx.language]);
  return lines.join("\n");
}
