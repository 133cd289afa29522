import { describe, expect, it } from "vitest";

import { foldForMatch } from "./normalize.ts";
import { SKILLS, TECHNICAL_CATEGORIES } from "./skills-taxonomy.ts";

describe("SKILLS taxonomy", () => {
  it("should hold at least 500 skills", () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(500);
  });

  it("should have unique names", () => {
    const names = SKILLS.map((s) => foldForMatch(s.name));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("should map every name and synonym to exactly one skill", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of SKILLS) {
      for (const form of [skill.name, ...skill.synonyms]) {
        const key = foldForMatch(form).replace(/[\s-]+/g, " ");
        const other = owner.get(key);
        if (other && other !== skill.name) clashes.push(`${form}: ${other} / ${skill.name}`);
        owner.set(key, skill.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("should describe every skill fully", () => {
    for (const skill of SKILLS) {
      expect(skill.name.trim()).toBe(skill.name);
      expect(["hard", "soft"]).toContain(skill.type);
      expect(skill.category).not.toBe("");
      expect(skill.synonyms.every((s) => s.trim() === s && s !== "")).toBe(true);
    }
  });

  it("should cover hard and soft skills across the trades", () => {
    const categories = new Set(SKILLS.map((s) => s.category));
    expect(SKILLS.filter((s) => s.type === "soft").length).toBeGreaterThanOrEqual(40);
    for (const category of ["Finance and accounting", "Healthcare", "Teaching and education", "Human resources", "Marketing and sales", "Languages", "Office and productivity tools", "Design and media", ...TECHNICAL_CATEGORIES]) {
      expect(categories).toContain(category);
    }
  });

  it.each([
    ["JS", "JavaScript"],
    ["k8s", "Kubernetes"],
    ["MS Excel", "Microsoft Excel"],
    ["ML", "Machine Learning"],
    ["Golang", "Go"],
    ["Postgres", "PostgreSQL"],
    ["القيادة", "Leadership"],
    ["Deutsch", "German"],
  ])("should list %s as a synonym of %s", (synonym, name) => {
    expect(SKILLS.find((s) => s.name === name)?.synonyms).toContain(synonym);
  });

  it("should leave out abbreviations that mean different skills in different trades", () => {
    const forms = new Set(SKILLS.flatMap((s) => [s.name, ...s.synonyms]));
    for (const ambiguous of ["PM", "CV", "PR", "Word", "Options"]) expect(forms.has(ambiguous)).toBe(false);
  });
});
