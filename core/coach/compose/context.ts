/**
 * Who is asking and about what, gathered once per answer: first name, the role the question
 * is about (named in it, else the profile's title), level, top skills, market, a company the
 * question names, and a seed that varies wording by question without randomness.
 */
import { findRoadmap, goalInBio } from "../knowledge/roadmaps.ts";
import { marketOf, type Market } from "../guidance/index.ts";
import type { StatedFacts } from "../intent.ts";
import { placeName } from "./localise.ts";
import { firstName, stableHash } from "../text.ts";
import type { CoachLanguage, CoachProfile } from "../types.ts";

export interface AnswerContext {
  profile: CoachProfile;
  language: CoachLanguage;
  question: string;
  first: string;
  /**
   * The role the user is aiming at: stated in the conversation ("I want to become a data
   * analyst") or named in the question; "" when unknown — never the current title by default.
   */
  target: string;
  /** The role the answer is about: the target, else the user's current role (stated, else the profile's title). */
  role: string;
  /** The user's current role: stated in the conversation, else the profile's title. */
  current: string;
  /** Months, hours a week and years of experience the user stated in the conversation. */
  months?: number;
  hoursPerWeek?: number;
  yearsExperience?: number;
  /** Money they said they can spend on learning, as they wrote the number. */
  budget?: string;
  roadmapId: string | null;
  level: string;
  /** The user's top skills (hard skills first), at most three. */
  skills: string[];
  market: Market;
  company: string;
  seed: number;
}

const COMPANY_EN = /\b(?:at|to|for|with|join|joining)\s+((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,2})/;
const COMPANY_AR = /(?:شركه|شركة|في|لـ?)\s+([A-Za-z][\w&.-]*(?:\s+[A-Za-z][\w&.-]*){0,2})/;
const NOT_COMPANIES = new Set(["I", "Egypt", "Cairo", "The", "A", "An", "Arabic", "English", "LinkedIn"]);

/** A company the question names ("a recruiter at Microsoft", "في شركة Vodafone"), or "". */
export function companyIn(text: string): string {
  const match = COMPANY_EN.exec(text) ?? COMPANY_AR.exec(text);
  const name = match?.[1]?.trim() ?? "";
  return NOT_COMPANIES.has(name) ? "" : name.replace(/[.?!,]+$/, "");
}

/** Intents whose question, when it names a role, names the user's own target role ("interview for a data analyst role"). */
const ROLE_FROM_QUESTION = new Set(["interview_prep", "salary_negotiation", "career_roadmap", "general", "resume_help"]);

export function answerContext(
  profile: CoachProfile, question: string, language: CoachLanguage, intentKey: string, stated: StatedFacts = {},
): AnswerContext {
  // "a recruiter at Microsoft" names who to write to, not who the user is.
  const named = ROLE_FROM_QUESTION.has(intentKey) ? findRoadmap(question) : null;
  const fromQuestion = named && named.score >= 12 ? named.roadmap : null;
  const fromStated = stated.targetRole ? findRoadmap(stated.targetRole) : null;
  const currentTitle = stated.currentRole || profile.title;
  const fromProfile = currentTitle ? findRoadmap(currentTitle) : null;
  // A goal the profile's bio names ("English teacher, curious about UX research") when this conversation names none.
  const goal = goalInBio(profile.bio);
  const targetRoadmap = fromStated && fromStated.score >= 8 ? fromStated.roadmap : fromQuestion ?? (goal && goal.id !== fromProfile?.roadmap.id ? goal : null);
  const roadmap = targetRoadmap ?? (fromProfile && fromProfile.score >= 8 ? fromProfile.roadmap : null);
  const target = targetRoadmap ? (language === "ar" ? targetRoadmap.titleAr : targetRoadmap.title) : (stated.targetRole ?? "");
  const currentRoadmap = stated.currentRole && fromProfile && fromProfile.score >= 8 ? fromProfile.roadmap : null;
  // An Arabic profile title ("محاسبة") in an English answer: the role's English name.
  const arabicTitleInEnglish = language === "en" && /[\u0600-\u06FF]/.test(currentTitle) && fromProfile && fromProfile.score >= 4;
  const current = currentRoadmap && language === "ar" ? currentRoadmap.titleAr : language === "ar" ? arabicTitle(currentTitle) : arabicTitleInEnglish ? fromProfile.roadmap.title : currentTitle;
  const skills = [...profile.skills].sort((a, b) => Number(a.type === "soft") - Number(b.type === "soft")).slice(0, 3).map((s) => s.name);
  return {
    profile,
    language,
    question,
    first: firstName(profile.fullname),
    target,
    // A student's title is not the job they are asking about: the path their studies point to, else none.
    role: target || (STUDENT.test(currentTitle) ? studentPath(fromProfile, language) : current),
    current,
    months: stated.months,
    hoursPerWeek: stated.hoursPerWeek,
    yearsExperience: stated.yearsExperience,
    budget: stated.budget,
    roadmapId: roadmap?.id ?? null,
    level: profile.level,
    skills,
    market: marketOf(question, profile.country, profile.city),
    company: companyIn(question),
    seed: stableHash(`${intentKey}|${question}|${profile.fullname}`),
  };
}

const STUDENT = /\bstudent\b|^طالب|^طالبه|^طالبة/i;

/** The path a student's studies point to ("Computer Science Student" → Software Engineer), or "". */
function studentPath(match: ReturnType<typeof findRoadmap>, language: CoachLanguage): string {
  if (!match || match.score < 8) return "";
  return language === "ar" ? match.roadmap.titleAr : match.roadmap.title;
}

/** Seniority words of an English job title and how an Arabic title says them (after the role). */
const SENIORITY_AR: [RegExp, string][] = [
  [/^senior\s+/i, "أول"], [/^sr\.?\s+/i, "أول"], [/^junior\s+/i, "مبتدئ"], [/^jr\.?\s+/i, "مبتدئ"], [/^lead\s+/i, "قائد فريق"],
  [/^high school\s+/i, "ثانوي"], [/^primary school\s+/i, "ابتدائي"],
];

/** Fields of study in a student's title ("Computer Science Student" → "طالب علوم الحاسب"). */
const STUDY_AR: [RegExp, string][] = [
  [/^computer science|^cs$|^computer engineering/i, "علوم الحاسب"], [/^engineering/i, "هندسة"], [/^commerce|^accounting/i, "تجارة"],
  [/^business/i, "إدارة أعمال"], [/^medicine|^medical/i, "طب"], [/^pharmacy/i, "صيدلة"], [/^law/i, "حقوق"], [/^arts?$/i, "آداب"],
  [/^mass communication|^media/i, "إعلام"], [/^information technology|^it$/i, "تكنولوجيا المعلومات"],
];

/**
 * An English job title as an Arabic answer says it ("Senior Software Engineer" → "مهندس برمجيات أول", "Junior Data Analyst"
 * → "محلل بيانات مبتدئ"): the role when it is a roadmap's own title or name, with its seniority; any other title as it is.
 */
export function arabicTitle(title: string): string {
  if (!title || /[\u0621-\u064A]/.test(title)) return title;
  const student = /^(.*?)\s*\bstudent$/i.exec(title.trim());
  if (student) {
    const field = STUDY_AR.find(([pattern]) => pattern.test(student[1].trim()))?.[1];
    return student[1].trim() ? (field ? `طالب ${field}` : title) : "طالب";
  }
  let core = title.trim();
  let seniority = "";
  for (const [pattern, ar] of SENIORITY_AR) {
    if (pattern.test(core)) {
      core = core.replace(pattern, "");
      seniority = ar;
      break;
    }
  }
  const squash = (x: string) => x.toLowerCase().replace(/[^a-z]/g, "");
  const match = findRoadmap(core);
  const roadmap = match?.roadmap;
  if (!roadmap || ![roadmap.title, ...roadmap.aliases].some((name) => squash(name) === squash(core))) return title;
  // "معلم / معلمة" takes no suffix that would agree with only one of them.
  return seniority && !roadmap.titleAr.includes("/") ? `${roadmap.titleAr} ${seniority}` : roadmap.titleAr;
}

/** Fills {role} {first} {skills} {company} {city} {field}, with bracketed prompts for what is unknown. */
export function fillPlaceholders(text: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const values: Record<string, string> = {
    role: ctx.role || (ar ? "[الدور المستهدف]" : "[your target role]"),
    first: ctx.first || (ar ? "[اسمك]" : "[Your name]"),
    skills: ctx.skills.length > 0 ? ctx.skills.join(ar ? " و" : ", ") : ar ? "[أهم مهاراتك]" : "[your top skills]",
    company: ctx.company || (ar ? "[الشركة]" : "[Company]"),
    city: ctx.profile.city ? placeName(ctx.profile.city, ctx.language) : ar ? "[مدينتك]" : "[your city]",
    field: ctx.role || (ar ? "[مجالك]" : "[your field]"),
    goal: goalText(ctx),
  };
  return text.replace(/\{(role|first|skills|company|city|field|goal)\}/g, (_, key: string) => values[key]);
}

/** The user's goal as a target and a deadline ("Data Analyst in 6 months"), from what they said; an example when they said nothing. */
export function goalText(ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const months = ctx.months ?? 12;
  if (ctx.target) return ar ? `${ctx.target} خلال ${months} شهرًا` : `${ctx.target} in ${months} months`;
  return ar ? `مثل «محلل بيانات خلال ${months} شهرًا»` : `e.g. “Data Analyst in ${months} months”`;
}

/** "a Data Analyst" / "an Accountant". */
export function withArticle(role: string): string {
  const first = role.split(/[\s/]/)[0] ?? "";
  // Acronyms are read letter by letter: "an HR Specialist", "a UX/UI Designer".
  const an = /^[A-Z]{2,}$/.test(first) ? /^[AEFHILMNORSX]/.test(first) : /^[aeio]|^u(?!ni|s|x|i)/i.test(first);
  return `${an ? "an" : "a"} ${role}`;
}

/** Arabic "as/for" prefixes glued to a word, with a tatweel before Latin text (كمحاسب، كـData Analyst). */
export function gluedAr(prefix: "ك" | "ل", word: string): string {
  return /^[A-Za-z]/.test(word) ? `${prefix}ـ${word}` : `${prefix}${word}`;
}

/** "Sara, " / "سارة، " — or "" when the name is unknown. */
export function vocative(ctx: AnswerContext): string {
  if (!ctx.first) return "";
  return ctx.language === "ar" ? `${ctx.first}، ` : `${ctx.first}, `;
}

const LEVELS_AR: Record<string, string> = {
  student: "طالب", junior: "مبتدئ", "mid-level": "متوسط الخبرة", senior: "خبير", lead: "قائد فريق",
};

/** The signup level as shown in an answer ("Junior", or "مبتدئ" in Arabic). */
export function levelLabel(level: string, language: CoachLanguage): string {
  return language === "ar" ? (LEVELS_AR[level.toLowerCase()] ?? level) : level;
}

/** Capitalises the first letter (for sentences that may start with a vocative or not). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
