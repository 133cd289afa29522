/**
 * Reviews one of the user's resumes the way a recruiter would skim it: which sections are
 * there, whether contact details are complete, how many bullets carry a number, which weak
 * phrases to replace, which skills the user's target role usually asks for that the resume
 * does not show, and whether the length fits the user's level. Every finding is concrete and
 * points at the line it is about.
 */
import { missingSections, sectionsForLevel } from "../resume/analysis/content.ts";
import { readResume } from "../resume/analysis/document.ts";
import { lengthVerdict } from "../resume/analysis/style.ts";
import { weakOpener } from "../resume/analysis/phrases.ts";
import { quantifies } from "../resume/analysis/text.ts";
import { extractResumeProfile } from "../resume/profile.ts";
import type { SectionKind } from "../resume/sections.ts";
import { courses, type Course } from "./knowledge/index.ts";
import { findRoadmap, roadmapSkills } from "./knowledge/roadmaps.ts";
import { canonicalSkill, knownSkillSet } from "./tool-runs.ts";
import type { CoachProfile } from "./types.ts";

export interface ResumeReview {
  resumeId: number;
  title: string;
  /** The role the review measures against (profile title, else the resume's own). */
  targetRole: string;
  words: number;
  length: "too_short" | "good" | "too_long";
  sections: { present: SectionKind[]; missing: SectionKind[]; recommended: SectionKind[] };
  contact: { email: boolean; phone: boolean; linkedin: boolean };
  bullets: { total: number; quantified: number; toQuantify: string[]; weak: { line: string; phrase: string }[] };
  skills: {
    found: string[];
    /** Skills the target role usually needs that the resume does not mention. */
    missing: string[];
    /** Of the missing, those already on the user's profile: add them to the resume. */
    onProfileNotResume: string[];
    /** A catalogue course for the first missing skill the user does not have at all. */
    course: Course | null;
    roadmapId: string | null;
  };
  /** 0–100: the share of checks passed, for a quick sense of progress between versions. */
  score: number;
}

/** A heading the section splitter may not know ("EDUCATIONAL BACKGROUND", "Education History", "Education: BSc …", "التعليم:"). */
const EDUCATION_HEADING = /^[\s\p{P}\p{S}]*(?:educational?(?:\s+(?:background|history|details|qualifications?|and\s+\w+|&\s*\w+))?|academic\s+(?:background|history|qualifications?|record|profile)|qualifications|التعليم|المؤهلات|المؤهل\s+العلمي|الدراسه|الدراسة)\s*(?:[:：-]|$)/iu;
/** A degree or school line: evidence of education even without a heading. */
const DEGREE = /(?:\b(?:B\.?\s?Sc|B\.?\s?A|B\.?\s?Eng|B\.?\s?Com|M\.?\s?Sc|M\.?\s?A|MBA|Ph\.?\s?D|Bachelor(?:'s)?|Master(?:'s)?|Associate(?:'s)? degree|High School|Diploma in)\b|\b(?:University|College|Institute of Technology)\b|بكالوريوس|ليسانس|ماجستير|دكتوراه|دبلوم|جامعة|جامعه|كلية|كليه)/iu;

/** Whether a resume shows an education section or degree, whatever its heading looks like. */
export function hasEducation(text: string): boolean {
  return text.split("\n").some((line) => EDUCATION_HEADING.test(line.trim()) || DEGREE.test(line));
}

/** Reviews `resume` for the user in `profile`. */
export function reviewResume(resume: { id: number; title: string; text: string }, profile: CoachProfile): ResumeReview {
  const extracted = extractResumeProfile(resume.text);
  const present: SectionKind[] = [...new Set(extracted.sections.map((s) => s.kind))].filter((k) => k !== "other");
  if (extracted.bio && !present.includes("summary") && extracted.sections.some((s) => s.kind === "summary")) present.push("summary");
  if (!present.includes("education") && hasEducation(resume.text)) present.push("education");
  const recommended = sectionsForLevel(profile.level).helpful;
  const doc = readResume(resume.text);
  const words = doc.words;

  // Achievement lines as the report reads them: bullets with their wrapped lines, sentences of prose.
  const lines = doc.statements.map((s) => s.text);
  const quantified = lines.filter(quantifies);
  const weak = lines.flatMap((line) => {
    const phrase = weakOpener(line);
    return phrase ? [{ line, phrase }] : [];
  });

  const found = [...extracted.skills.hard, ...extracted.skills.soft];
  const foundLower = new Set(found.flatMap((s) => [s.toLowerCase(), canonicalSkill(s)]));
  const targetRole = profile.title || extracted.title || "";
  const roadmap = targetRole ? findRoadmap(targetRole) : null;
  const usual = roadmap && roadmap.score >= 8 ? roadmapSkills(roadmap.roadmap).slice(0, 12) : [];
  const missing = usual.filter((s) => !foundLower.has(s.toLowerCase()) && !foundLower.has(canonicalSkill(s)));
  const profileSkills = knownSkillSet(profile);
  const onProfile = (s: string) => profileSkills.has(s.toLowerCase()) || profileSkills.has(canonicalSkill(s));
  const onProfileNotResume = missing.filter(onProfile);
  const toLearn = missing.find((s) => !onProfile(s));
  let course: Course | null = null;
  if (roadmap && toLearn) {
    const stage = roadmap.roadmap.stages.find((st) => st.skills.includes(toLearn));
    const ids = stage?.courses ?? [];
    course = courses.find((c) => ids.includes(c.id) && c.skills.includes(toLearn)) ?? courses.find((c) => c.id === ids[0]) ?? null;
  }

  const contact = { email: Boolean(extracted.email), phone: Boolean(extracted.phone), linkedin: Boolean(extracted.linkedin) };
  const length = lengthVerdict(words, profile.level);
  const missingKinds = missingSections(new Set(present), profile.level).map((n) => n.kind);
  const checks = [
    missingKinds.length === 0,
    contact.email && contact.phone,
    contact.linkedin,
    lines.length > 0 && quantified.length / lines.length >= 0.5,
    weak.length === 0,
    length === "good",
    missing.length <= 3,
  ];
  return {
    resumeId: resume.id,
    title: resume.title,
    targetRole,
    words,
    length,
    sections: { present, missing: missingKinds, recommended: recommended.filter((k) => !present.includes(k)) },
    contact,
    bullets: {
      total: lines.length,
      quantified: quantified.length,
      toQuantify: lines.filter((l) => !quantifies(l)).slice(0, 3),
      weak: weak.slice(0, 3),
    },
    skills: { found, missing, onProfileNotResume, course, roadmapId: roadmap?.roadmap.id ?? null },
    score: Math.round((checks.filter(Boolean).length / checks.length) * 100),
  };
}
