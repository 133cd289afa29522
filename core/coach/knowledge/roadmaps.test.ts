import { describe, expect, it } from "vitest";
import { SKILLS } from "../../resume/skills-taxonomy.ts";
import { courses } from "./index.ts";
import { findRoadmap, ROADMAPS, roadmapById, roadmapSkills } from "./roadmaps.ts";

const COURSE_IDS = new Set(courses.map((c) => c.id));
const SKILL_NAMES = new Set(SKILLS.map((s) => s.name));

describe("roadmaps", () => {
  it("should cover about 25 fields, each with at least three ordered stages", () => {
    expect(ROADMAPS.length).toBeGreaterThanOrEqual(25);
    for (const roadmap of ROADMAPS) expect(roadmap.stages.length, roadmap.id).toBeGreaterThanOrEqual(3);
  });

  it("should have unique ids", () => {
    expect(new Set(ROADMAPS.map((r) => r.id)).size).toBe(ROADMAPS.length);
  });

  it("should point every stage only at courses that exist in the catalogue", () => {
    for (const roadmap of ROADMAPS) {
      for (const stage of roadmap.stages) {
        expect(stage.courses.length, `${roadmap.id}: ${stage.title}`).toBeGreaterThan(0);
        expect(stage.courses.filter((id) => !COURSE_IDS.has(id)), `${roadmap.id}: ${stage.title}`).toEqual([]);
      }
    }
  });

  it("should name skills only from the skills taxonomy", () => {
    for (const roadmap of ROADMAPS) {
      expect(roadmapSkills(roadmap).filter((s) => !SKILL_NAMES.has(s)), roadmap.id).toEqual([]);
    }
  });

  it("should give every stage an English and an Arabic title and milestone", () => {
    for (const roadmap of ROADMAPS) {
      expect(roadmap.titleAr).toMatch(/[\u0600-\u06FF]/);
      expect(roadmap.summaryAr).toMatch(/[\u0600-\u06FF]/);
      for (const stage of roadmap.stages) {
        expect(stage.titleAr, roadmap.id).toMatch(/[\u0600-\u06FF]/);
        expect(stage.milestoneAr, roadmap.id).toMatch(/[\u0600-\u06FF]/);
        expect(stage.milestone.length, roadmap.id).toBeGreaterThan(10);
      }
    }
  });

  it("should cover the fields people ask about most", () => {
    for (const id of ["software-engineer", "data-analyst", "data-scientist", "ux-ui-designer", "digital-marketer", "financial-analyst",
      "product-manager", "hr-specialist", "cloud-engineer", "cybersecurity-analyst", "nurse", "teacher", "sales-representative"]) {
      expect(roadmapById(id), id).toBeDefined();
    }
  });

  it.each([
    ["Give me a roadmap for a data scientist", "data-scientist"],
    ["frontend developer", "frontend-developer"],
    ["becoming a cybersecurity analyst", "cybersecurity-analyst"],
    ["Senior Software Engineer", "software-engineer"],
    ["اعطني خارطة طريق لمهندس بيانات", "data-engineer"],
    ["ازاي ابقى مطور ويب", "frontend-developer"],
    ["لأصبح محاسبًا", "accountant"],
    ["nursing", "nurse"],
  ])("should find the roadmap %j is about", (text, id) => {
    expect(findRoadmap(text)?.roadmap.id).toBe(id);
  });

  it("should find nothing for text about no field", () => {
    expect(findRoadmap("what a lovely day")).toBeNull();
  });
});
