/**
 * Create New Bio, offline: a short professional bio written from the user's own career info —
 * title, current or latest job, strongest skills, latest degree, and the most concrete line of
 * their job descriptions. It states nothing the data does not; with little data it says less.
 * `variant` picks among phrasings, so asking again gives a different wording of the same facts.
 */
import { BIO_MAX_CHARS, trimAtSentence } from "../resume/bio.ts";

export interface BioFacts {
  fullname: string;
  title: string;
  level: string;
  jobs: { job_title: string; company_name: string; is_current: 0 | 1; job_description: string }[];
  skills: { skill_name: string; skill_type: "hard" | "soft" }[];
  education: { degree: string; school_name: string }[];
  certificates: { cert_name: string }[];
}

type Locale = "en" | "ar";

const list = (items: string[], locale: Locale) => {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1]!;
  return locale === "ar" ? `${items.slice(0, -1).join("، ")} و${last}` : `${items.slice(0, -1).join(", ")} and ${last}`;
};

/** The job description line that best shows a result: one with a number, else the first. */
function achievement(jobs: BioFacts["jobs"]): string | null {
  const lines = jobs
    .flatMap((job) => job.job_description.split("\n"))
    .map((line) => line.replace(/^[\s•\-–*·]+/, "").replace(/[.;\s]+$/, "").trim())
    .filter((line) => line.split(/\s+/).length >= 5 && line.length <= 180);
  return lines.find((line) => /\d/.test(line)) ?? null;
}

/** A line that opens with a verb in the past ("Built…", "Led…", "Reduced…") reads on after "I". */
const PAST_VERB = /^(?:[A-Z][a-z]+ed|Built|Led|Ran|Won|Grew|Cut|Made|Wrote|Drove|Taught|Sold|Brought|Set|Took|Began|Found|Kept|Spent|Saw|Gave|Held|Met|Shipped)\b/;

const lowerFirst = (line: string) => (/^[A-Z][a-z]/.test(line) ? line[0]!.toLowerCase() + line.slice(1) : line);

export function composeBio(facts: BioFacts, locale: Locale, variant = 0): string {
  const current = facts.jobs.find((job) => job.is_current === 1) ?? facts.jobs[0] ?? null;
  const title = facts.title.trim() || current?.job_title || "";
  const hard = facts.skills.filter((s) => s.skill_type === "hard").slice(0, 4).map((s) => s.skill_name);
  const soft = facts.skills.filter((s) => s.skill_type === "soft").slice(0, 2).map((s) => s.skill_name);
  const degree = facts.education[0] ?? null;
  const result = achievement(facts.jobs);
  const roles = facts.jobs.length;
  const v = Math.abs(variant) % 2;
  const sentences: string[] = [];

  if (locale === "ar") {
    if (title && current) {
      sentences.push(current.is_current ? `${title}، أعمل حاليًا ${current.job_title === title ? "" : `${current.job_title} `}لدى ${current.company_name}.` : `${title}، عملت ${current.job_title === title ? "" : `${current.job_title} `}لدى ${current.company_name}.`);
    } else if (title) sentences.push(v ? `أعمل ${title}.` : `${title}.`);
    if (roles > 1) sentences.push(`اكتسبت خبرتي عبر ${roles === 2 ? "دورين مهنيين" : roles <= 10 ? `${roles} أدوار مهنية` : `${roles} دورًا مهنيًا`}.`);
    if (hard.length) sentences.push(v ? `أعمل بمهارات ${list(hard, locale)}.` : `من أبرز مهاراتي ${list(hard, locale)}.`);
    if (result) sentences.push(`من إنجازاتي: ${result}.`);
    if (soft.length) sentences.push(`أتميّز بـ${list(soft, locale)}.`);
    if (degree) sentences.push(`حاصل على ${degree.degree} من ${degree.school_name}.`);
    if (facts.certificates[0]) sentences.push(`أتممت ${facts.certificates[0].cert_name}.`);
  } else {
    const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");
    if (title && current) {
      const role = current.job_title === title ? "" : ` as ${current.job_title}`;
      sentences.push(
        current.is_current
          ? v
            ? `${title} currently working${role} at ${current.company_name}.`
            : `I am ${article(title)} ${title}, working${role} at ${current.company_name}.`
          : `I am ${article(title)} ${title}, most recently${role || " working"} at ${current.company_name}.`.replace("recently working", "recently"),
      );
    } else if (title) sentences.push(`I am ${article(title)} ${title}.`);
    if (roles > 1) sentences.push(v ? `My experience spans ${roles} roles.` : `I have built my experience across ${roles} roles.`);
    if (hard.length) sentences.push(v ? `I work with ${list(hard, locale)}.` : `My core skills include ${list(hard, locale)}.`);
    if (result) sentences.push(PAST_VERB.test(result) ? `Among my results, I ${lowerFirst(result)}.` : `One result I am proud of: ${result}.`);
    if (soft.length) sentences.push(`People I work with count on my ${list(soft.map((s) => s.toLowerCase()), locale)}.`);
    if (degree) sentences.push(`I hold ${/^(?:a|an|the)\s/i.test(degree.degree) ? "" : "a "}${degree.degree} from ${degree.school_name}.`);
    if (facts.certificates[0]) sentences.push(`I completed ${facts.certificates[0].cert_name}.`);
  }
  return trimAtSentence(sentences.join(" ").replace(/\s{2,}/g, " ").trim(), BIO_MAX_CHARS);
}
