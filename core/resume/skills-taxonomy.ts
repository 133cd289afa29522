/**
 * The shipped skills taxonomy (core/data/skills-taxonomy.json): real skills people put on
 * resumes, hard and soft, with the other ways they are written (abbreviations, versions, German
 * and Arabic names). Resume extraction matches against it; the coach and the career-info screen
 * show its names. The matching logic lives in skills.ts.
 *
 * Each surface form (name or synonym) belongs to exactly one skill — the unit test checks it.
 * Deliberately left out: forms that mean different skills in different trades ("PM", "CV",
 * "PR", "GCP" in clinical research) and bare English words ("Word", "Access", "Options").
 */
import taxonomy from "../data/skills-taxonomy.json" with { type: "json" };
import type { SkillCategory, SkillEntry } from "../data/schemas.ts";

export type { SkillCategory, SkillEntry, SkillType } from "../data/schemas.ts";

/** All skills, hard then soft. */
export const SKILLS = taxonomy as readonly SkillEntry[];

/** Categories whose skills are technical: they give context to ambiguous names like "Go" or "R". */
export const TECHNICAL_CATEGORIES: ReadonlySet<string> = new Set<SkillCategory>([
  "Programming languages",
  "Web and frameworks",
  "Databases",
  "Cloud and DevOps",
  "Data and AI",
  "Mobile, games and hardware",
  "Security and quality",
  "Software engineering",
]);
