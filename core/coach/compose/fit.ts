/**
 * "Am I a good fit?" over a job post pasted into the chat: the post is read as the resume report
 * reads one (core/resume/analysis/job.ts: its title and the hard and soft skills it asks for, a
 * nice-to-have counting half), the user's skills are their profile's and those their resumes show,
 * and the answer says which requirements they meet, which are not on their profile yet, a verdict
 * by the share of required skills met, and what to do next: the post's own words in the resume,
 * a course for the first missing hard skill, and the Resume Builder for this post.
 */
import { readJobPost, type JobSkill } from "../../resume/analysis/job.ts";
import { toAsciiDigits } from "../../resume/normalize.ts";
import { collectSkills, findSkillNames } from "../../resume/skills.ts";
import { fold, hasPhrase, words } from "../text.ts";
import type { CoachProfile } from "../types.ts";
import { vocative, type AnswerContext } from "./context.ts";

/** What a pasted job post carries: its parts' headings and the phrases only a post uses. */
const POST_MARKERS = [
  "requirements", "qualifications", "responsibilities", "job description", "we are looking for", "we're looking for", "must have", "nice to have",
  "years of experience", "years experience", "what you'll do", "what you will do", "about the role", "the role", "preferred", "you will",
  "المتطلبات", "المؤهلات", "المسؤوليات", "المهام", "الوصف الوظيفي", "مطلوب", "سنوات خبره", "سنوات من الخبره", "يفضل", "نبحث عن",
];
/** Asking how one measures up against it. */
const FIT_ASKS = [
  "am i a good fit", "am i a fit", "good fit", "am i qualified", "do i qualify", "should i apply", "can i apply", "worth applying", "do i match",
  "how do i match", "how well do i match", "what am i missing", "what do i lack", "my chances", "do i have a chance", "is this for me", "fit for this",
  "match this", "meet the requirements", "هل انا مناسب", "انا مناسب", "مناسبه ليا", "مناسب ليا", "تناسبني", "اقدم", "اقدم عليها", "اقدم ولا",
  "ينفع اقدم", "فرصتي", "ناقصني ايه", "ايه اللي ناقصني", "مؤهل", "مؤهله", "ينفع ليا", "شايف اني مناسب", "شايفه اني مناسبه", "a2adem", "mnaseb",
];
/** Other asks about the post, which other answers give ("a cover letter for this", "interview questions for this role"). */
const OTHER_ASKS = ["cover letter", "interview question", "interview questions", "salary", "negotiate", "خطاب تقديم", "جواب تغطيه", "اسئله المقابله", "المرتب", "مرتب"];

/** Whether the message is a job post with a question of fit, or a bare post (what else would one paste it for?). */
export function asksJobFit(text: string): boolean {
  const folded = fold(text);
  const size = words(folded).length;
  if (size < 18) return false;
  const markers = POST_MARKERS.filter((m) => hasPhrase(folded, m)).length;
  if (markers === 0) return false;
  const asks = FIT_ASKS.some((a) => hasPhrase(folded, a));
  if (!asks && (markers < 2 || size < 40 || OTHER_ASKS.some((a) => hasPhrase(folded, a)))) return false;
  return readJobPost(text).skills.length >= 2;
}

const HEADINGS = /\s+(requirements|qualifications|responsibilities|nice to have|preferred|skills|المتطلبات|المؤهلات|المسؤوليات|المهام|يفضل)\s*[:：]/giu;
const ONLY_PREFERRED = /nice[\s-]*to[\s-]*have|preferred|bonus|(?:is |are |a )plus\b|good to have|يفضل|ميزه اضافيه|ميزة إضافية/iu;

/**
 * A post typed or pasted into one line, as the post reader reads posts: one part or sentence to a line,
 * the user's own question left out, and a list that marks one item "a plus" split at its commas so that
 * only that item counts half.
 */
export function postLines(text: string): string {
  return text
    .replace(/(?:^|[.!\n])\s*[^.!?؟\n]*(?:am i|should i|do i|can i|is this|what am i|how do i|هل انا|هل|ينفع|اقدم|فرصتي)[^.!?؟\n]*[?؟]?\s*$/iu, (m) => (/^[.!]/.test(m) ? m[0]! : ""))
    .replace(HEADINGS, "\n$1:")
    .replace(/([.!?؟;؛•])\s+/g, "$1\n")
    .split("\n")
    // Each piece keeps a closing comma: a short piece alone on its line ("Power BI") would read as a heading.
    .flatMap((line) => (ONLY_PREFERRED.test(line) && /[,،]/.test(line) ? line.split(/[,،]\s*/).map((piece) => `${piece},`) : [line]))
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/** "We're hiring a Business Intelligence Analyst!" → "Business Intelligence Analyst"; "Data Analyst at Valu" → "Data Analyst". */
function cleanRole(title: string | null): string | null {
  if (!title) return null;
  const role = title
    .replace(/^(?:we(?:'re| are)\s+)?(?:hiring|looking for|seeking|recruiting)\s+(?:an?\s+|our next\s+)?/i, "")
    .replace(/^(?:مطلوب|نبحث عن|نعلن عن حاجتنا (?:الى|إلى))\s+/u, "")
    .replace(/\s+(?:at|@|in|for)\s+.*$/i, "")
    .replace(/[!.]+$/, "")
    .trim();
  return role.length >= 3 ? role : null;
}

/** The user's skills as the taxonomy names them: their profile's and those their resumes show. */
function userSkills(profile: CoachProfile): Set<string> {
  const names = new Set<string>();
  for (const skill of profile.skills) {
    const found = findSkillNames(skill.name);
    if (found.length) for (const name of found) names.add(name.toLowerCase());
    else names.add(skill.name.trim().toLowerCase());
  }
  for (const resume of profile.resumes) for (const skill of collectSkills([{ kind: "summary", text: resume.text }])) names.add(skill.name.toLowerCase());
  return names;
}

const YEARS = /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?|سنوات|سنين|سنه|سنة)/i;

export interface JobFit {
  title: string | null;
  met: JobSkill[];
  missing: JobSkill[];
  /** The share of required skills met, 0–1. */
  share: number;
  years: number | null;
}

/** How the user's skills meet the post's. */
export function jobFit(post: string, profile: CoachProfile): JobFit {
  const job = readJobPost(postLines(post));
  const mine = userSkills(profile);
  const met: JobSkill[] = [];
  const missing: JobSkill[] = [];
  for (const skill of job.skills) (mine.has(skill.name.toLowerCase()) ? met : missing).push(skill);
  // The verdict weighs the hard skills the post requires; soft skills are shown by example, not listed on a profile.
  const hard = job.skills.filter((s) => s.type === "hard");
  const required = hard.filter((s) => s.weight >= 1);
  const pool = required.length ? required : hard.length ? hard : job.skills;
  const share = pool.length ? pool.filter((s) => mine.has(s.name.toLowerCase())).length / pool.length : 0;
  const years = YEARS.exec(toAsciiDigits(post));
  return { title: cleanRole(job.title), met, missing, share, years: years ? Number(years[1]) : null };
}

const list = (skills: JobSkill[], ar: boolean) =>
  skills
    .slice(0, 8)
    .map((s) => (s.weight < 1 ? `${s.wording} (${ar ? "ميزة إضافية" : "nice to have"})` : s.wording))
    .join(ar ? "، " : ", ");

/** The first missing hard skill the post requires (else any missing hard skill), for a course. */
export function firstGap(fit: JobFit): JobSkill | undefined {
  const hard = fit.missing.filter((s) => s.type === "hard");
  return hard.find((s) => s.weight >= 1) ?? hard[0];
}

/** The answer; `courses` is the course lines for the first gap, already rendered ("" when none). */
export function renderJobFit(fit: JobFit, ctx: AnswerContext, courses: string): string {
  const ar = ctx.language === "ar";
  const pct = Math.round(fit.share * 100);
  const role = fit.title ?? (ar ? "هذه الوظيفة" : "this role");
  const gap = firstGap(fit);
  const lines: string[] = [];
  if (ar) {
    lines.push(`${vocative(ctx)}قارنت متطلبات ${fit.title ? `وظيفة **${fit.title}**` : "الوظيفة"} بمهارات ملفك وسيرتك:`);
    lines.push("");
    lines.push(`- **عندك (${pct}٪ من المهارات المطلوبة):** ${fit.met.length ? list(fit.met, true) : "لا شيء من المهارات المذكورة بعد"}`);
    const missingHard = fit.missing.filter((s) => s.type === "hard");
    const soft = fit.missing.filter((s) => s.type === "soft");
    if (missingHard.length) lines.push(`- **مش ظاهرة في ملفك لسه:** ${list(missingHard, true)}`);
    if (soft.length) lines.push(`- **وضّحها بمثال من شغلك:** ${list(soft, true)}`);
    if (fit.years !== null) lines.push(`- **الخبرة:** بيطلبوا ${fit.years}+ سنوات؛ لو أقل عندك، قدّم مشاريعك ونتائجك بالأرقام لتعوض الفرق.`);
    lines.push("");
    lines.push(
      pct >= 70
        ? "**رأيي: قدّم.** إنت مستوفي معظم المطلوب، والشركات نادرًا ما تلاقي حد بيطابق كل بند."
        : pct >= 40
          ? "**رأيي: قدّم لو تقدر تثبت الناقص قريب،** وابدأ بالمهارة الأهم فيه. نسبة زي دي بتعدّي كتير لو السيرة مكتوبة بكلمات الإعلان."
          : "**رأيي: دي خطوة كبيرة دلوقتي.** ابني أول مهارة ناقصة الأول، أو قدّم على نسخة أصغر من نفس الدور، وارجع لها بعد شهرين أو تلاتة.",
    );
    lines.push("");
    lines.push("### الخطوات الجاية");
    lines.push(`1. **اكتب مهاراتك اللي عندك بكلمات الإعلان نفسها** في سيرتك، مع نتيجة بالأرقام لكل واحدة: أنظمة تتبع المتقدمين بتدور على نفس الكلمات.`);
    if (gap) lines.push(`2. **ابدأ بـ${gap.wording}:**${courses ? `\n${courses}` : " اعمل مشروع صغير بيها وحطه في سيرتك."}`);
    lines.push(`${gap ? 3 : 2}. **من مكتبة السير الذاتية ← منشئ السيرة الذاتية** الصق الإعلان، وأمل تكتبلك سيرة مخصصة للوظيفة دي من بياناتك.`);
  } else {
    lines.push(`${vocative(ctx)}I compared what ${fit.title ? `the **${fit.title}** post` : "the post"} asks for with the skills on your profile and resume:`);
    lines.push("");
    lines.push(`- **You have (${pct}% of the required skills):** ${fit.met.length ? list(fit.met, false) : "none of the skills it names yet"}`);
    const missingHard = fit.missing.filter((s) => s.type === "hard");
    const soft = fit.missing.filter((s) => s.type === "soft");
    if (missingHard.length) lines.push(`- **Not on your profile yet:** ${list(missingHard, false)}`);
    if (soft.length) lines.push(`- **Show with an example from your work:** ${list(soft, false)}`);
    if (fit.years !== null) lines.push(`- **Experience:** they ask for ${fit.years}+ years; if you have fewer, lead with projects and results in numbers to close the gap.`);
    lines.push("");
    lines.push(
      pct >= 70
        ? `**My take: apply.** You meet most of what they ask, and employers rarely find someone who ticks every box for a ${role}.`
        : pct >= 40
          ? "**My take: apply if you can show the missing pieces soon,** starting with the most important one. A match like this often gets through when the resume uses the post's own words."
          : "**My take: it's a stretch for now.** Build the first missing skill, or apply to a more junior version of the role, and come back to this kind of post in two or three months.",
    );
    lines.push("");
    lines.push("### Next steps");
    lines.push("1. **Use the post's own words for the skills you have** in your resume, each with a result in numbers: applicant tracking systems look for the same terms.");
    if (gap) lines.push(`2. **Start on ${gap.wording}:**${courses ? `\n${courses}` : " build one small project with it and put it on your resume."}`);
    lines.push(`${gap ? 3 : 2}. **In the Resume Library, open Resume Builder** and paste this post: Amal writes a resume for this job from your career info.`);
  }
  return lines.join("\n");
}
