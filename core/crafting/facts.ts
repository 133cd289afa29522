/**
 * What the user's facts say, read once per set of facts: every word they contain (folded for
 * comparison), the taxonomy skills they name, and each job's bullets and dates from the
 * uploaded resumes. Both the writer (craft.ts) and the guard (guard.ts) read facts through here,
 * so "the user has it" means the same thing to both.
 */
import { foldForMatch, normalizeText } from "../resume/normalize.ts";
import { type ExtractedJob, extractJobs } from "../resume/experience.ts";
import { splitSections } from "../resume/sections.ts";
import { collectSkills, findSkillNames } from "../resume/skills.ts";
import { SKILLS, type SkillEntry } from "../resume/skills-taxonomy.ts";
import type { CareerFacts } from "./types.ts";

/** Lower case, accents and Arabic letter variants folded, anything but letters and digits a single space. */
export function foldKey(text: string): string {
  return foldForMatch(text)
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

const SKILL_BY_NAME = new Map<string, SkillEntry>();
for (const skill of SKILLS) {
  for (const form of [skill.name, ...skill.synonyms]) {
    const key = foldKey(form);
    if (key && !SKILL_BY_NAME.has(key)) SKILL_BY_NAME.set(key, skill);
  }
}

/** The taxonomy entry a skill name (or one of its other spellings) stands for. */
export function taxonomySkill(name: string): SkillEntry | null {
  const direct = SKILL_BY_NAME.get(foldKey(name));
  if (direct) return direct;
  const found = findSkillNames(name, true);
  return found.length === 1 ? (SKILLS.find((s) => s.name === found[0]) ?? null) : null;
}

/** The key two spellings of one skill share ("JS", "javascript" and "JavaScript" alike). */
export function skillKey(name: string): string {
  return taxonomySkill(name)?.name ?? foldKey(name);
}

/** Every spelling of a taxonomy skill, folded. */
export function skillForms(name: string): string[] {
  const entry = taxonomySkill(name);
  return entry ? [entry.name, ...entry.synonyms].map(foldKey).filter(Boolean) : [foldKey(name)];
}

export interface JobBlock {
  job: CareerFacts["jobs"][number];
  /** Dates as the resume writes them, when a resume gives them. */
  start: string | null;
  end: string | null;
  /** The description lines: the user's own, then the resume's for the same job, without repeats. */
  bullets: string[];
}

export interface FactIndex {
  /** All the facts' words, folded, padded with spaces: `has` looks for " phrase ". */
  corpus: string;
  /** Taxonomy names of every skill the facts name anywhere (lists, descriptions, resumes, bio). */
  skills: Set<string>;
  /** The skill names as the user entered them (and skills found in their text), by skill key. */
  skillNames: Map<string, { name: string; type: "hard" | "soft"; listed: boolean }>;
  /** Folded lines of the facts, for claims that must stand together on one line (certificates). */
  lines: string[];
  jobs: JobBlock[];
  /** Years the facts mention. */
  years: Set<string>;
}

/** True when the folded phrase appears in the facts as whole words. */
export function factsHave(index: FactIndex, phrase: string): boolean {
  const key = foldKey(phrase);
  return key.length > 0 && index.corpus.includes(` ${key} `);
}

const CACHE = new WeakMap<CareerFacts, FactIndex>();
const RESUME_JOBS = new Map<string, ExtractedJob[]>();

function jobsOfResume(text: string): ExtractedJob[] {
  const cached = RESUME_JOBS.get(text);
  if (cached) return cached;
  const { sections } = splitSections(normalizeText(text));
  const jobs = extractJobs(sections.filter((s) => s.kind === "experience").map((s) => s.text));
  if (RESUME_JOBS.size > 64) RESUME_JOBS.delete(RESUME_JOBS.keys().next().value!);
  RESUME_JOBS.set(text, jobs);
  return jobs;
}

const BULLET_MARK = /^[\s•◦‣∙·▪■►✓*–-]+/;

/** A paragraph longer than this is split into its sentences, each a bullet of its own. */
const LONG_LINE = 200;

/** Description text as bullet lines: markers removed, long paragraphs split at sentence ends. */
export function descriptionLines(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(BULLET_MARK, "").replace(/\s+/g, " ").trim())
    .flatMap((line) => (line.length > LONG_LINE ? line.split(/(?<=[a-z\u0600-\u06FF)%][.!?؟])\s+(?=[\p{Lu}\u0600-\u06FF])/u) : [line]))
    .filter((line) => line.split(" ").length >= 3);
}

/** The resume's entry for a job of the facts: same company, or same title when the company is not given. */
function resumeEntry(job: CareerFacts["jobs"][number], resumeJobs: ExtractedJob[]): ExtractedJob | null {
  const company = foldKey(job.company_name);
  const title = foldKey(job.job_title);
  const same = (a: string, b: string) => !!a && !!b && (a === b || a.includes(b) || b.includes(a));
  return (
    resumeJobs.find((r) => same(foldKey(r.company), company) && same(foldKey(r.title), title)) ??
    resumeJobs.find((r) => same(foldKey(r.company), company)) ??
    (company ? null : (resumeJobs.find((r) => same(foldKey(r.title), title)) ?? null))
  );
}

/** Reads the facts once; the result is kept for as long as the facts object lives. */
export function indexFacts(facts: CareerFacts): FactIndex {
  const cached = CACHE.get(facts);
  if (cached) return cached;
  const resumeJobs = facts.resumeTexts.flatMap(jobsOfResume);
  const jobs: JobBlock[] = facts.jobs.map((job) => {
    const entry = resumeEntry(job, resumeJobs);
    const seen = new Set<string>();
    const bullets: string[] = [];
    for (const line of [...descriptionLines(job.job_description), ...descriptionLines((entry?.bullets ?? []).join("\n"))]) {
      const key = foldKey(line);
      if (!key || seen.has(key) || line.split(" ").length < 3) continue;
      seen.add(key);
      bullets.push(line);
    }
    return { job, start: entry?.start ?? null, end: entry?.end ?? null, bullets };
  });

  const texts = [
    facts.fullname, facts.title, facts.email, facts.phone, facts.country, facts.city, facts.linkedin, facts.bio, facts.level,
    ...facts.jobs.flatMap((j) => [j.job_title, j.company_name, j.job_description]),
    ...facts.skills.map((s) => s.skill_name),
    ...facts.education.flatMap((e) => [e.degree, e.school_name, e.issue_date]),
    ...facts.certificates.flatMap((c) => [c.cert_name, c.cert_org_name, c.cert_date]),
    ...facts.resumeTexts,
  ];
  const lines = texts.flatMap((t) => t.split("\n")).map(foldKey).filter(Boolean);
  const corpus = ` ${lines.join(" \n ")} `;

  const skillNames = new Map<string, { name: string; type: "hard" | "soft"; listed: boolean }>();
  for (const s of facts.skills) {
    const key = skillKey(s.skill_name);
    if (s.skill_name.trim() && !skillNames.has(key)) skillNames.set(key, { name: s.skill_name.trim(), type: s.skill_type, listed: true });
  }
  const found = collectSkills([
    { kind: "skills", text: facts.skills.map((s) => s.skill_name).join("\n") },
    { kind: "summary", text: `${facts.title}\n${facts.bio}` },
    { kind: "experience", text: facts.jobs.map((j) => `${j.job_title}\n${j.job_description}`).join("\n") },
    { kind: "certifications", text: facts.certificates.map((c) => c.cert_name).join("\n") },
    ...facts.resumeTexts.flatMap((t) => {
      const { preamble, sections } = splitSections(normalizeText(t));
      return [{ kind: "preamble" as const, text: preamble }, ...sections.map((s) => ({ kind: s.kind, text: s.text }))];
    }),
  ]);
  for (const s of found) if (!skillNames.has(s.name)) skillNames.set(s.name, { name: s.name, type: s.type, listed: false });
  const skills = new Set([...skillNames.keys()]);

  const years = new Set<string>();
  for (const m of corpus.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)) years.add(m[0]);
  const index: FactIndex = { corpus, skills, skillNames, lines, jobs, years };
  CACHE.set(facts, index);
  return index;
}

/** True when the user has the skill: they list it or their own text names it (any spelling). */
export function userHasSkill(index: FactIndex, name: string): boolean {
  return index.skills.has(skillKey(name)) || skillForms(name).some((form) => index.corpus.includes(` ${form} `));
}
