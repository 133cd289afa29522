/**
 * Get Info: what a resume adds to the career info the user already has. Only what is not
 * there yet is added — a job already listed (same title at the same company, however it is
 * written), a skill already listed (any case), a school already listed — so reading the same
 * resume twice adds nothing the second time.
 */
import { CAREER_LIMITS as L, skillKey } from "../schemas/career-rules.ts";
import { foldForMatch } from "../resume/normalize.ts";

/** A job as the resume reader finds it. */
export interface FoundJob {
  title: string;
  company: string;
  current: boolean;
  bullets: string[];
}
export interface FoundEducation {
  degree: string;
  school: string;
  start: string | null;
  end: string | null;
}
export interface FoundCertificate {
  name: string;
  issuer: string | null;
  date: string | null;
}
export interface FoundCareer {
  jobs: FoundJob[];
  skills: { hard: string[]; soft: string[] };
  education: FoundEducation[];
  certificates: FoundCertificate[];
}

export interface ExistingCareer {
  jobs: { job_title: string; company_name: string }[];
  skills: { skill_name: string }[];
  education: { degree: string; school_name: string }[];
  certificates: { cert_name: string }[];
}

export interface NewJob {
  job_title: string;
  company_name: string;
  is_current: 0 | 1;
  job_description: string;
}
export interface NewSkill {
  skill_name: string;
  skill_type: "hard" | "soft";
}
export interface NewEducation {
  degree: string;
  school_name: string;
  issue_date: string;
}
export interface NewCertificate {
  cert_name: string;
  cert_org_name: string;
  cert_issue_date: string;
}
export interface CareerAdditions {
  jobs: NewJob[];
  skills: NewSkill[];
  education: NewEducation[];
  certificates: NewCertificate[];
}

/** Lower case, no accents or punctuation, Arabic letter variants unified, single spaces. */
export function foldName(text: string): string {
  return foldForMatch(text)
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\b(?:inc|llc|ltd|gmbh|co|corp|corporation|company|the|s a e|sae)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Same thing however written: equal when folded, or one contains the other (at word edges). */
export function sameName(a: string, b: string): boolean {
  const x = foldName(a);
  const y = foldName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && ` ${long} `.includes(` ${short} `);
}

const clip = (text: string, max: number) => {
  const clean = text.replace(/[ \t]+/g, " ").trim();
  return clean.length <= max ? clean : clean.slice(0, max).replace(/\s+\S*$/, "").trim();
};

function dateRange(start: string | null, end: string | null): string {
  const text = start && end ? `${start} – ${end}` : (end ?? start ?? "");
  return clip(text, L.date.max);
}

/**
 * The rows the resume adds, in the resume's order, within the lists' limits. Entries too short
 * to be valid rows (a job without a company, a degree without a school) are left out rather
 * than saved half-empty.
 */
export function careerAdditions(existing: ExistingCareer, found: FoundCareer): CareerAdditions {
  const jobs: NewJob[] = [];
  const knownJobs = [...existing.jobs];
  for (const job of found.jobs) {
    const title = clip(job.title, L.job_title.max);
    const company = clip(job.company, L.company_name.max);
    if (title.length < L.job_title.min || !company) continue;
    if (knownJobs.some((known) => sameName(known.job_title, title) && sameName(known.company_name, company))) continue;
    if (knownJobs.length >= L.jobs.max) break;
    const row: NewJob = {
      job_title: title,
      company_name: company,
      is_current: job.current ? 1 : 0,
      job_description: clip(job.bullets.map((line) => `• ${line.trim()}`).join("\n"), L.job_description.max).replace(/ ?\n ?/g, "\n"),
    };
    jobs.push(row);
    knownJobs.push(row);
  }

  const skills: NewSkill[] = [];
  const knownSkills = new Set(existing.skills.map((s) => skillKey(s.skill_name)));
  for (const [type, names] of [["hard", found.skills.hard], ["soft", found.skills.soft]] as const) {
    for (const raw of names) {
      const name = clip(raw, L.skill_name.max);
      if (!name || knownSkills.has(skillKey(name)) || knownSkills.size >= L.skills.max) continue;
      knownSkills.add(skillKey(name));
      skills.push({ skill_name: name, skill_type: type });
    }
  }

  const education: NewEducation[] = [];
  const knownSchools = [...existing.education];
  for (const entry of found.education) {
    const degree = clip(entry.degree, L.degree.max);
    const school = clip(entry.school, L.school_name.max);
    if (degree.length < L.degree.min || school.length < L.school_name.min) continue;
    if (knownSchools.some((known) => sameName(known.school_name, school) && sameName(known.degree, degree))) continue;
    if (knownSchools.length >= L.education.max) break;
    const row = { degree, school_name: school, issue_date: dateRange(entry.start, entry.end) };
    education.push(row);
    knownSchools.push(row);
  }

  const certificates: NewCertificate[] = [];
  const knownCertificates = [...existing.certificates];
  for (const entry of found.certificates) {
    const name = clip(entry.name, L.cert_name.max);
    if (name.length < L.cert_name.min) continue;
    if (knownCertificates.some((known) => sameName(known.cert_name, name))) continue;
    if (knownCertificates.length >= L.certificates.max) break;
    const row = { cert_name: name, cert_org_name: clip(entry.issuer ?? "", L.cert_org_name.max), cert_issue_date: clip(entry.date ?? "", L.date.max) };
    certificates.push(row);
    knownCertificates.push(row);
  }

  return { jobs, skills, education, certificates };
}
