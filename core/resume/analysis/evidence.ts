/**
 * Which skills of the taxonomy the resume shows, and where: each skill with the units (a
 * statement, a role line, a line of a list) that name it. A mention in an achievement says the
 * person used the skill; a mention in a skills list or the summary only claims it.
 */
import { collectSkills } from "../skills.ts";
import { ACHIEVEMENT_SECTIONS, type PartKind, type ResumeDocument, type Unit } from "./document.ts";

export interface SkillShown {
  name: string;
  type: "hard" | "soft";
  category: string;
  /** Units that name it, in document order. */
  units: Unit[];
  /** Every mention, repeats included. */
  mentions: number;
}

/** Sections where a skill named is a skill used. Publications show research skills in use. */
export const EVIDENCE_SECTIONS: ReadonlySet<PartKind> = new Set<PartKind>([...ACHIEVEMENT_SECTIONS, "publications"]);

/** True when the unit shows the skill in use rather than claiming it. */
export function isUse(unit: Unit): boolean {
  return EVIDENCE_SECTIONS.has(unit.place.kind) || (unit.statement && unit.place.kind !== "summary");
}

const DISCIPLINES: Record<string, string> = {
  manager: "Management", developer: "Development", engineer: "Engineering", scientist: "Science", analyst: "Analysis",
  designer: "Design", marketer: "Marketing", accountant: "Accounting", teacher: "Teaching", recruiter: "Recruiting",
  programmer: "Programming",
};
const DISCIPLINE = new RegExp(`(\\p{L}[\\p{L}.-]*)\\s+(${Object.keys(DISCIPLINES).join("|")})s?\\b`, "giu");

const LIST_KINDS: ReadonlySet<PartKind> = new Set<PartKind>(["skills", "languages"]);

/** Every taxonomy skill the resume names, by name. */
export function skillsShown(doc: ResumeDocument): Map<string, SkillShown> {
  const shown = new Map<string, SkillShown>();
  const add = (unit: Unit, found: { name: string; type: "hard" | "soft"; category: string; mentions: number }) => {
    const entry = shown.get(found.name) ?? { name: found.name, type: found.type, category: found.category, units: [], mentions: 0 };
    if (!entry.units.includes(unit)) entry.units.push(unit);
    entry.mentions += found.mentions;
    shown.set(found.name, entry);
  };
  for (const unit of doc.units) {
    const found = collectSkills([{ kind: unit.place.kind, text: unit.text }]);
    for (const skill of found) add(unit, skill);
    if (unit.statement || (unit.place.kind !== "preamble" && !ACHIEVEMENT_SECTIONS.has(unit.place.kind))) continue;
    // A role held shows its discipline: "Product Manager" shows Product Management.
    const discipline = unit.text.replace(DISCIPLINE, (_m, field: string, noun: string) => `${field} ${DISCIPLINES[noun.toLowerCase()]}`);
    if (discipline === unit.text) continue;
    for (const skill of collectSkills([{ kind: unit.place.kind, text: discipline }])) {
      if (!found.some((f) => f.name === skill.name)) add(unit, { ...skill, mentions: 0 });
    }
  }
  // A name wrapped across two lines of a list ("Google Cloud" / "Platform") is found in the whole list.
  for (const section of doc.sections) {
    if (!LIST_KINDS.has(section.kind)) continue;
    const units = doc.units.filter((u) => u.place.heading === section.heading && u.place.kind === section.kind);
    for (const found of collectSkills([{ kind: section.kind, text: section.lines.join("\n") }])) {
      if (shown.get(found.name)?.units.some((u) => units.includes(u))) continue;
      const first = found.name.split(/\s+/)[0]!.toLowerCase();
      const unit = units.find((u) => u.text.toLowerCase().includes(first)) ?? units[0];
      if (unit) add(unit, { ...found, mentions: 1 });
    }
  }
  return shown;
}
