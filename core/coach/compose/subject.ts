/**
 * The subject of a request as the user wrote it. Intent detection works on folded text
 * (Arabic spelling merged, lower case); answers quote the user's own words instead.
 */
import { findSkillNames } from "../../resume/skills.ts";
import { SKILLS } from "../../resume/skills-taxonomy.ts";
import { englishTerms } from "../glossary.ts";
import { findRoadmap } from "../knowledge/roadmaps.ts";
import { fold } from "../text.ts";
import type { CoachLanguage } from "../types.ts";

/** The words of `original` whose folded form is in `foldedSubject`, in order; `foldedSubject` itself when none map back. */
export function displaySubject(original: string, foldedSubject: string): string {
  const wanted = new Set(foldedSubject.split(" ").filter(Boolean));
  if (wanted.size === 0) return "";
  const picked: string[] = [];
  for (const raw of original.split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}\p{N}#+.]+|[^\p{L}\p{N}#+]+$/gu, "");
    if (!token) continue;
    const folded = fold(token).trim();
    if (folded.split(" ").some((part) => wanted.has(part))) picked.push(token);
  }
  return picked.length > 0 ? picked.join(" ") : foldedSubject;
}

const LABELS = new Map<string, string>();
/** Spoken languages ("Arabic", "English") qualify material in a request; they are not its subject. */
const LANGUAGE_SKILLS = new Set(SKILLS.filter((s) => s.category === "Languages").map((s) => s.name));

/** A skill's Arabic name from the taxonomy's synonyms ("Microsoft Excel" → "إكسل"), or the skill name itself. */
const ARABIC_NAME = new Map(SKILLS.map((s) => [s.name, s.synonyms.find((w) => /^[\u0621-\u064A\s]+$/.test(w))]));
export function skillInLanguage(skill: string, language: CoachLanguage): string {
  return language === "ar" ? (ARABIC_NAME.get(skill) ?? skill) : skill;
}

/** The taxonomy skills a subject names, without spoken languages. */
export function subjectSkills(subject: string): string[] {
  return [...new Set([...findSkillNames(subject, true), ...englishTerms(subject).flatMap((t) => findSkillNames(t, true))])]
    .filter((s) => !LANGUAGE_SKILLS.has(s) && (s !== "Go" || GO_LANGUAGE.test(subject)));
}

/** "go" is a verb ("go from senior to staff") unless it is plainly the language ("golang", "learn go", "go course"). */
const GO_LANGUAGE = /golang|\bgo ?lang\b|\bgo (?:language|programming|developer|backend|course|courses|tutorial|concurrency)\b|\b(?:learn|learning|in|with|written in) go\b|^\s*go\s*$/i;

/**
 * A clean name for what a request is about, never the user's leftover words: the skills
 * taxonomy's names for the skills it names ("ms excel" → "Microsoft Excel"), else the roadmap
 * it names ("محلل بيانات" → "Data Analyst" / "محلل بيانات"), else the English subject an Arabic
 * phrase stands for; "" when none is recognisable (the answer then names no topic).
 */
export function topicLabel(subject: string, language: CoachLanguage = "en"): string {
  const key = `${language}|${subject}`;
  const cached = LABELS.get(key);
  if (cached !== undefined) return cached;
  let label = "";
  if (subject.trim()) {
    const skills = subjectSkills(subject);
    const roadmap = findRoadmap(subject);
    const names = skills.map((k) => skillInLanguage(k, language));
    if (skills.length > 0 && skills.length <= 3) label = names.join(language === "ar" ? " و" : " and ");
    else if (roadmap && roadmap.score >= 8) label = language === "ar" ? roadmap.roadmap.titleAr : roadmap.roadmap.title;
    else if (skills.length > 3) label = names.slice(0, 2).join(language === "ar" ? " و" : " and ");
    else {
      const english = englishTerms(subject)[0];
      if (english && language === "en") label = english;
    }
  }
  if (LABELS.size > 2000) LABELS.clear();
  LABELS.set(key, label);
  return label;
}
