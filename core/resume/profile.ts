/**
 * Turns resume text into the profile filled in at signup: contact details, sections, a bio
 * and ranked hard and soft skills. Offline and deterministic: no AI call.
 */
import { buildBio } from "./bio.ts";
import { type ExtractedCertificate, extractCertificates } from "./certificates.ts";
import { findEmail, findLinkedin, findName, findPhone } from "./contact.ts";
import { type ExtractedEducation, extractEducation } from "./education.ts";
import { type ExtractedJob, extractJobs } from "./experience.ts";
import { normalizeText } from "./normalize.ts";
import { splitSections, type ResumeSection } from "./sections.ts";
import { collectSkills, rankSkills } from "./skills.ts";

export interface ResumeProfile {
  name: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  /** The job title the resume gives its owner (under the name, or the latest position). */
  title: string | null;
  sections: ResumeSection[];
  bio: string;
  skills: { hard: string[]; soft: string[] };
  /** The jobs of the experience sections, in the order the resume lists them. */
  jobs: ExtractedJob[];
  education: ExtractedEducation[];
  certificates: ExtractedCertificate[];
}

export interface ExtractOptions {
  /** Link targets from the PDF (see `extractPdfText`): hidden mailto:, tel: and LinkedIn URLs. */
  links?: string[];
  maxHardSkills?: number;
  maxSoftSkills?: number;
}

const JOB_WORDS =
  /\b(?:engineer|developer|manager|designer|analyst|consultant|specialist|director|scientist|architect|accountant|teacher|nurse|intern|lead|officer|coordinator|administrator|president|founder|cto|ceo|cfo|coo|programmer|technician|writer|editor|marketer|recruiter|researcher|assistant|associate|executive|head|strategist|physician|pharmacist|lecturer|professor|instructor|tutor|trainer|owner|entwickler|ingenieur|berater|leiter|referent)\b|مهندس|مطور|مدير|محاسب|مصمم|أخصائي|اخصائي|مدرس|معلم|محلل|مستشار|مسؤول|منسق|مبرمج|طبيب|صيدلي|ممرض/i;
const DATES = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}|\b(?:19|20)\d{2}\b|\b(?:present|current|now|heute)\b/gi;
const ICONS = /^\s*(?:[^\p{L}\p{N}\s(+]+\s+|\p{L}\s(?=[\p{N}(+#]))/u;

function cleanLine(line: string): string {
  return line.replace(ICONS, "").trim();
}

function titleFrom(line: string): string | null {
  const segments = cleanLine(line)
    .split(/\s*[,|•·]\s*|\s+[–—-]\s+|\s+at\s+|\s+bei\s+/)
    .map((s) => s.replace(DATES, "").replace(/^[^\p{L}]+/u, "").replace(/[\s,;:–—-]+$/, "").trim());
  const hit = segments.find((s) => JOB_WORDS.test(s) && s.split(/\s+/).length <= 8 && !/[@\d]/.test(s));
  return hit ?? null;
}

function findTitle(preambleLines: string[], name: string | null, sections: ResumeSection[]): string | null {
  for (const line of preambleLines.slice(0, 8)) {
    if (name && line.includes(name)) continue;
    const title = titleFrom(line);
    if (title) return title;
  }
  const experience = sections.find((s) => s.kind === "experience");
  for (const line of experience?.text.split("\n").slice(0, 6) ?? []) {
    const title = titleFrom(line);
    if (title) return title;
  }
  return null;
}

/** A sentence-like line right under the name (or under name and title), not contact details. */
function findHeadline(preambleLines: string[], name: string | null, title: string | null): string | null {
  const lines = preambleLines.map(cleanLine);
  const nameAt = name ? lines.findIndex((l) => l.includes(name) || l.toLowerCase() === name.toLowerCase()) : -1;
  const from = nameAt + 1;
  const near = lines.slice(from, from + (lines[from] === title ? 2 : 1));
  const line = near.find((l) => l !== title && l.split(/\s+/).length >= 6 && l.split(/\s+/).length <= 30 && !/[@\d|/]|https?:|www\./.test(l));
  return line ?? null;
}

/**
 * Extracts the profile from resume text (as given by `extractPdfText`, or pasted). Works for
 * English, Arabic and German resumes; tolerates messy spacing and missing sections.
 */
export function extractResumeProfile(text: string, options: ExtractOptions = {}): ResumeProfile {
  const clean = normalizeText(text).replace(/\n{3,}/g, "\n\n").trim();
  const links = options.links ?? [];
  const { preamble, sections } = splitSections(clean);
  const headLines = (preamble || clean).split("\n").filter((l) => l.trim());
  const name = findName(headLines);
  const title = findTitle(preamble ? headLines : [], name, sections);
  const evidence = collectSkills([{ kind: "preamble", text: preamble }, ...sections.map((s) => ({ kind: s.kind, text: s.text }))]);
  const skills = rankSkills(evidence, options.maxHardSkills, options.maxSoftSkills);
  const bio = buildBio({
    summary: sections.find((s) => s.kind === "summary"),
    headline: preamble ? findHeadline(headLines, name, title) : null,
    title,
    hard: skills.hard,
    soft: skills.soft,
    text: clean,
  });
  return {
    name,
    email: findEmail(clean, links),
    phone: findPhone(clean, links),
    linkedin: findLinkedin(clean, links),
    title,
    sections,
    bio,
    skills,
    jobs: extractJobs(textsOf(sections, "experience")),
    education: extractEducation(textsOf(sections, "education")),
    certificates: extractCertificates(textsOf(sections, "certifications")),
  };
}

function textsOf(sections: ResumeSection[], kind: ResumeSection["kind"]): string[] {
  return sections.filter((s) => s.kind === kind).map((s) => s.text);
}
