/**
 * The fixed words of a crafted document, one table per language: section headings, the
 * greeting and sign-off, and the connective phrases around the user's own data. The user's data
 * is inserted as entered; nothing here states a fact about them.
 */
import type { CraftLanguage } from "./types.ts";

export interface CraftPhrases {
  summary: string;
  experience: string;
  skills: string;
  education: string;
  certificates: string;
  hardSkills: string;
  softSkills: string;
  resume: string;
  coverLetter: string;
  /** The locale dates are written in. */
  dateLocale: string;
  list(items: string[]): string;
  /** "Data Analyst, Nile Retail" in a document title. */
  role(title: string, company: string): string;
  /** The summary's opening, aimed at the role: what the user is and the skills the role asks for. */
  summaryLead(a: { title: string; role: string; company: string; skills: string[] }): string;
  greeting(company: string): string;
  /** Why this role at this company. */
  opening(a: { role: string; company: string; title: string; skills: string[] }): string;
  /** One job's concrete work: "As Data Analyst at Nile Retail, I …". */
  experience1(a: { title: string; company: string; current: boolean; line: string }): string;
  /** A further result from the same or an earlier job. */
  experience2(a: { title: string; company: string; line: string }): string;
  skillsParagraph(a: { hard: string[]; soft: string[]; degree: string; school: string; certificate: string }): string;
  closing(a: { company: string; role: string }): string;
  signOff: string;
}

const endSentence = (line: string) => line.replace(/[\s.;:,،]+$/, "");
const lowerFirst = (line: string) => (/^\p{Lu}\p{Ll}/u.test(line) ? line[0]!.toLowerCase() + line.slice(1) : line);
/** A description line read after "I": "Built dashboards" → "built dashboards"; otherwise quoted as a result. */
const PAST_VERB = /^(?:\p{Lu}\p{Ll}+ed|Built|Led|Ran|Won|Grew|Cut|Made|Wrote|Drove|Taught|Sold|Brought|Set|Took|Began|Found|Kept|Spent|Gave|Held|Met|Shipped|Rebuilt|Built)\b/u;
const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

const en: CraftPhrases = {
  summary: "Summary",
  experience: "Experience",
  skills: "Skills",
  education: "Education",
  certificates: "Certificates",
  hardSkills: "Technical",
  softSkills: "Personal",
  resume: "Resume",
  coverLetter: "Cover Letter",
  dateLocale: "en-GB",
  list: (items) => (items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`),
  role: (title, company) => [title, company].filter(Boolean).join(", "),
  summaryLead: ({ title, role, company, skills }) => {
    const who = title ? `${title[0]!.toUpperCase()}${title.slice(1)}` : "Professional";
    const aim = role && company ? ` for the ${role} role at ${company}` : role ? ` for the ${role} role` : company ? ` for ${company}` : "";
    return skills.length ? `${who} bringing ${en.list(skills)}${aim.replace(" for the ", " to the ")}.` : aim ? `${who} applying${aim}.` : "";
  },
  greeting: (company) => (company ? `Dear Hiring Team at ${company},` : "Dear Hiring Manager,"),
  opening: ({ role, company, title, skills }) => {
    const target = role && company ? `the ${role} role at ${company}` : role ? `the ${role} role` : company ? `a role at ${company}` : "this role";
    if (!skills.length) return `I am writing to apply for ${target}, and I would like to bring my experience to your team.`;
    const me = title ? `As ${article(title)} ${title}, I am drawn to it` : "I am drawn to it";
    return `I am writing to apply for ${target}. ${me} because it centres on ${en.list(skills)}, the work I do best.`;
  },
  experience1: ({ title, company, current, line }) => {
    const where = [title && `as ${title}`, company && `at ${company}`].filter(Boolean).join(" ");
    const lead = current ? `In my current role${where ? ` ${where}` : ""}` : `In my role${where ? ` ${where}` : ""}`;
    if (PAST_VERB.test(line)) return `${lead}, I ${lowerFirst(endSentence(line))}.`;
    // "Implementing RESTful services…" under a current job reads on after "I am".
    if (current && /^\p{Lu}\p{Ll}+ing\b/u.test(line)) return `${lead}, I am ${lowerFirst(endSentence(line))}.`;
    return `${lead}, my work ${current ? "includes" : "included"}: ${endSentence(line)}.`;
  },
  experience2: ({ title, company, line }) => {
    const where = [title && `as ${title}`, company && `at ${company}`].filter(Boolean).join(" ");
    return PAST_VERB.test(line) ? `${where ? `${where[0]!.toUpperCase()}${where.slice(1)}, I` : "I also"} ${lowerFirst(endSentence(line))}.` : `I also ${where ? `worked ${where}, where my work included` : "handled"}: ${endSentence(line)}.`;
  },
  skillsParagraph: ({ hard, soft, degree, school, certificate }) => {
    const parts: string[] = [];
    if (hard.length) parts.push(`I bring hands-on skill in ${en.list(hard)}${soft.length ? `, together with ${en.list(soft.map((s) => s.toLowerCase()))}` : ""}.`);
    else if (soft.length) parts.push(`I bring ${en.list(soft.map((s) => s.toLowerCase()))} to every team I join.`);
    if (degree) parts.push(`I hold ${/^(?:a|an|the)\s/i.test(degree) ? "" : "a "}${degree}${school ? ` from ${school}` : ""}.`);
    if (certificate) parts.push(`I have also completed ${certificate}.`);
    return parts.join(" ");
  },
  closing: ({ company, role }) =>
    `I would welcome the chance to discuss how I can contribute${company ? ` to ${company}` : ""}${role ? ` as your ${role}` : ""}. Thank you for your time and consideration.`,
  signOff: "Sincerely,",
};

const ar: CraftPhrases = {
  summary: "الملخص",
  experience: "الخبرة العملية",
  skills: "المهارات",
  education: "التعليم",
  certificates: "الشهادات",
  hardSkills: "المهارات التقنية",
  softSkills: "المهارات الشخصية",
  resume: "سيرة ذاتية",
  coverLetter: "خطاب تقديم",
  dateLocale: "ar-EG",
  list: (items) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join("، ")} و${items[items.length - 1]}`),
  role: (title, company) => [title, company].filter(Boolean).join("، "),
  summaryLead: ({ title, role, company, skills }) => {
    const aim = role && company ? ` لوظيفة ${role} لدى ${company}` : role ? ` لوظيفة ${role}` : company ? ` لدى ${company}` : "";
    const who = title || "";
    if (skills.length) return `${who ? `${who}، ` : ""}أتطلع إلى العمل${aim} مستندًا إلى خبرتي في ${ar.list(skills)}.`;
    return aim ? `${who ? `${who}، ` : ""}أتطلع إلى العمل${aim}.` : "";
  },
  greeting: (company) => (company ? `فريق التوظيف في ${company} المحترم،` : "السيد مدير التوظيف المحترم،"),
  opening: ({ role, company, title, skills }) => {
    const target = role && company ? `وظيفة ${role} لدى ${company}` : role ? `وظيفة ${role}` : company ? `العمل لدى ${company}` : "هذه الوظيفة";
    const me = title ? ` بصفتي ${title}، ` : " ";
    const why = skills.length ? `تجذبني هذه الوظيفة لأنها تقوم على ${ar.list(skills)}، وهو ما أجيده.` : "أودّ أن أضع خبرتي في خدمة فريقكم.";
    return `أتقدّم بطلبي لشغل ${target}.${me}${why}`;
  },
  experience1: ({ title, company, current, line }) =>
    `${current ? "في عملي الحالي" : "في عملي"}${title ? ` ${title}` : ""}${company ? ` لدى ${company}` : ""}، من أبرز ما قمت به: ${endSentence(line)}.`,
  experience2: ({ title, company, line }) => `وفي عملي${title ? ` ${title}` : ""}${company ? ` لدى ${company}` : ""}: ${endSentence(line)}.`,
  skillsParagraph: ({ hard, soft, degree, school, certificate }) => {
    const parts: string[] = [];
    if (hard.length) parts.push(`أمتلك خبرة عملية في ${ar.list(hard)}${soft.length ? `، إلى جانب ${ar.list(soft)}` : ""}.`);
    else if (soft.length) parts.push(`أتميّز بـ${ar.list(soft)}.`);
    if (degree) parts.push(`حاصل على ${degree}${school ? ` من ${school}` : ""}.`);
    if (certificate) parts.push(`كما أتممت ${certificate}.`);
    return parts.join(" ");
  },
  closing: ({ company, role }) =>
    `يسعدني أن أناقش معكم كيف يمكنني الإسهام${company ? ` في ${company}` : ""}${role ? ` في وظيفة ${role}` : ""}. شكرًا لوقتكم واهتمامكم.`,
  signOff: "مع خالص التقدير،",
};

const TABLES: Record<CraftLanguage, CraftPhrases> = { en, ar };

export function phrasesFor(language: CraftLanguage): CraftPhrases {
  return TABLES[language];
}
