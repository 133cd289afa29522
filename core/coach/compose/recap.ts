/**
 * The session recap (spec: Recap): topics discussed, the items recommended (every Markdown link
 * the coach gave, once), and next steps that follow from what was discussed — in the
 * conversation's language.
 */
import { detectIntent } from "../intent.ts";
import { detectLanguage, firstName } from "../text.ts";
import type { ChatTurn, CoachLanguage, CoachProfile, Intent } from "../types.ts";
import { displaySubject, topicLabel } from "./subject.ts";

const LABELS: Record<Intent, [en: string, ar: string]> = {
  recommend_courses: ["Courses", "دورات"],
  course_info: ["Course details", "تفاصيل دورة"],
  career_roadmap: ["Roadmap", "خارطة طريق"],
  recommend_youtube: ["YouTube channels", "قنوات يوتيوب"],
  daily_tips: ["Daily tips", "نصائح يومية"],
  recommend_books: ["Books", "كتب"],
  resume_help: ["Your resume", "سيرتك الذاتية"],
  interview_prep: ["Interview preparation", "التحضير للمقابلات"],
  networking: ["Networking", "بناء العلاقات المهنية"],
  salary_negotiation: ["Salary and negotiation", "الراتب والتفاوض"],
  general: ["Career direction", "التوجيه المهني"],
  safety: ["Urgent help", "مساعدة عاجلة"],
  clarify: ["Clarifying your question", "توضيح سؤالك"],
};

const NEXT_STEPS: Partial<Record<Intent, [en: string, ar: string]>> = {
  recommend_courses: ["Enrol in the first course on the list and schedule three study sessions this week.", "سجّل في أول دورة في القائمة وحدد ثلاث جلسات مذاكرة هذا الأسبوع."],
  course_info: ["Decide on the course we looked at: enrol, or ask for an alternative that fits better.", "قرر بشأن الدورة التي ناقشناها: سجّل فيها أو اطلب بديلًا أنسب."],
  career_roadmap: ["Start the roadmap's current stage and put its milestone in your calendar with a date.", "ابدأ المرحلة الحالية من خارطة الطريق وضع الإنجاز المطلوب في تقويمك بموعد محدد."],
  recommend_youtube: ["Pick one channel's playlist and practise along after each video.", "اختر قائمة تشغيل من قناة واحدة وطبّق بعد كل فيديو."],
  daily_tips: ["Apply one of today's tips before the end of the day.", "طبّق نصيحة واحدة من نصائح اليوم قبل نهاية اليوم."],
  recommend_books: ["Read the first chapter of one recommended book this week and note three ideas.", "اقرأ الفصل الأول من أحد الكتب المقترحة هذا الأسبوع ودوّن ثلاث أفكار."],
  resume_help: ["Make the resume fixes, upload the new version and run Get Insights again.", "نفّذ تعديلات السيرة الذاتية وارفع النسخة الجديدة وشغّل Get Insights مرة أخرى."],
  interview_prep: ["Write your five STAR stories and do one mock interview before the real one.", "اكتب قصصك الخمس بطريقة STAR ونفّذ مقابلة تجريبية قبل المقابلة الحقيقية."],
  networking: ["Send three personalised messages this week and track the replies.", "أرسل ثلاث رسائل مخصصة هذا الأسبوع وتابع الردود."],
  salary_negotiation: ["Collect three salary data points and set your walk-away, target and ask numbers.", "اجمع ثلاثة أرقام رواتب وحدد حدّك الأدنى وهدفك ورقم طلبك."],
  general: ["Turn today's discussion into one 90-day goal and block time for it weekly.", "حوّل نقاش اليوم إلى هدف واحد لمدة 90 يومًا وخصص له وقتًا أسبوعيًا."],
};

const LINK = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;

/** Every distinct Markdown link in the assistant's turns, in order. */
export function linksIn(turns: readonly ChatTurn[]): { title: string; url: string }[] {
  const seen = new Set<string>();
  const links: { title: string; url: string }[] = [];
  for (const turn of turns) {
    if (turn.role !== "assistant") continue;
    for (const match of turn.content.matchAll(LINK)) {
      if (seen.has(match[2])) continue;
      seen.add(match[2]);
      links.push({ title: match[1].replace(/\\([[\]\\*_`])/g, "$1"), url: match[2] });
    }
  }
  return links;
}

/** The language most of the user's turns are in (the latest breaks a tie). */
export function conversationLanguage(turns: readonly ChatTurn[]): CoachLanguage {
  const users = turns.filter((t) => t.role === "user");
  if (users.length === 0) return "en";
  const ar = users.filter((t) => detectLanguage(t.content) === "ar").length;
  if (ar * 2 === users.length) return detectLanguage(users[users.length - 1].content);
  return ar * 2 > users.length ? "ar" : "en";
}

export function composeRecap(turns: readonly ChatTurn[], profile: CoachProfile): string {
  const language = conversationLanguage(turns);
  const ar = language === "ar";
  const users = turns.filter((t) => t.role === "user");
  if (users.length === 0) {
    return ar ? "لا يوجد ما ألخصه بعد؛ اسألني سؤالًا أولًا ثم اطلب الملخص." : "There's nothing to recap yet — ask me something first, then request the recap.";
  }
  const topics: string[] = [];
  const intents: Intent[] = [];
  let previous: Intent | null = null;
  for (const turn of users) {
    const detected = detectIntent(turn.content);
    const intent: Intent = detected.followUp && previous ? previous : detected.intent;
    previous = intent;
    // A clean name for the topic (a skill or a role), never the user's leftover words.
    const subject = topicLabel(displaySubject(turn.content, detected.subject), ar ? "ar" : "en");
    const line = `${LABELS[intent][ar ? 1 : 0]}${subject ? `: ${subject}` : ""}`;
    if (!detected.followUp && !topics.includes(line)) topics.push(line);
    if (!intents.includes(intent)) intents.push(intent);
  }
  const links = linksIn(turns).slice(0, 8);
  const steps = intents.map((i) => NEXT_STEPS[i]?.[ar ? 1 : 0]).filter((s): s is string => Boolean(s)).slice(0, 4);
  const name = firstName(profile.fullname);
  const lines = [
    ar ? "## ملخص الجلسة" : "## Session recap",
    "",
    ar ? `${name ? `${name}، ` : ""}هذا ما تناولناه في ${users.length} ${users.length === 1 ? "سؤال" : "أسئلة"}:` : `${name ? `${name}, here's` : "Here's"} what we covered in ${users.length} question${users.length === 1 ? "" : "s"}:`,
    "",
    ar ? "**المواضيع**" : "**Topics**",
    ...topics.map((t) => `- ${t}`),
  ];
  if (links.length > 0) lines.push("", ar ? "**ما رشحته لك**" : "**Recommended**", ...links.map((l) => `- [${l.title}](${l.url})`));
  if (steps.length > 0) lines.push("", ar ? "**الخطوات التالية**" : "**Next steps**", ...steps.map((s, i) => `${i + 1}. ${s}`));
  return lines.join("\n");
}
