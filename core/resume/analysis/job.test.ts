import { describe, expect, it } from "vitest";

import { SKILLS } from "../skills-taxonomy.ts";
import { findJobTitle, readJobPost } from "./job.ts";
import related from "./related-skills.json" with { type: "json" };

describe("findJobTitle", () => {
  it.each([
    [["Job Description: Java Developer (3 Years of Experience)", "Tech Solutions, San Francisco"], "Java Developer"],
    [["# Stellenbeschreibung: Senior Backend Engineer (m/w/d)"], "Senior Backend Engineer"],
    [["Backend Developer - Python/Django", "We are looking for Python developers"], "Backend Developer"],
    [["Senior Product Manager, Hardware Enablement, Chrome OS Platform"], "Senior Product Manager"],
    [["We are seeking a skilled Java Developer with at least 3 years of experience in building applications."], "Java Developer"],
    [["We are seeking a senior software engineer for the day-to-day execution of our platform."], "senior software engineer"],
    [["Wir suchen eine:n Senior Backend Engineer mit tiefem Verständnis für Python."], "Senior Backend Engineer"],
    [["المسمى الوظيفي: محاسب أول", "الشركة: الدلتا"], "محاسب أول"],
    [["نبحث عن مطور واجهات أمامية للانضمام إلى فريقنا في القاهرة."], "مطور واجهات أمامية"],
  ])("should find the title of %j", (lines, title) => {
    expect(findJobTitle(lines)).toBe(title);
  });

  it("should find no title in text that names no job", () => {
    expect(findJobTitle(["Our company makes great coffee.", "Apply today."])).toBeNull();
  });
});

describe("readJobPost", () => {
  const post = `Senior Backend Engineer
We are looking for a Senior Backend Engineer to build Python services with Django on AWS.

Requirements:
- 4+ years of Python and PostgreSQL; Docker and Kubernetes in production
- Python test suites with pytest
- Strong communication skills

Nice to have:
- Terraform

Benefits:
- Health insurance and a yearly training budget`;

  it("should weigh requirements over nice-to-haves and leave the benefits out", () => {
    const job = readJobPost(post);
    const weight = Object.fromEntries(job.skills.map((s) => [s.name, s.weight]));
    expect(job.title).toBe("Senior Backend Engineer");
    expect(weight.Python).toBeGreaterThan(weight.PostgreSQL!);
    expect(weight.PostgreSQL).toBe(1);
    expect(weight.Terraform).toBe(0.5);
    expect(weight).not.toHaveProperty("Insurance");
    expect(job.skills.find((s) => s.name === "Communication")).toMatchObject({ type: "soft" });
  });

  it("should keep the post's own wording of a skill", () => {
    const job = readJobPost("Data Engineer\nRequirements: SQL on PostGRESQL and Redis; GIT/SVN.");
    expect(job.skills.find((s) => s.name === "PostgreSQL")?.wording).toBe("PostGRESQL");
    expect(job.skills.find((s) => s.name === "Git")?.wording).toBe("GIT");
  });

  it("should read an Arabic post", () => {
    const job = readJobPost("المسمى الوظيفي: محلل بيانات\nالمتطلبات:\n- إتقان SQL وPower BI\n- مهارات التواصل والعمل الجماعي");
    expect(job.title).toBe("محلل بيانات");
    expect(job.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["SQL", "Power BI", "Communication", "Teamwork"]));
  });
});

describe("related skills", () => {
  it("should name only skills of the taxonomy", () => {
    const names = new Set(SKILLS.map((s) => s.name));
    const used = [...Object.keys(related.broader), ...Object.values(related.broader).flat(), ...related.peers.flat()];
    expect(used.filter((n) => !names.has(n))).toEqual([]);
  });
});
