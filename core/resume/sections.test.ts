import { describe, expect, it } from "vitest";

import { cleanHeading, headingKind, splitSections } from "./sections.ts";

describe("headingKind", () => {
  it.each([
    ["Summary", "summary"],
    ["PROFESSIONAL SUMMARY", "summary"],
    ["Objective:", "summary"],
    ["About Me", "summary"],
    ["Work Experience", "experience"],
    ["EMPLOYMENT HISTORY", "experience"],
    ["Work History", "experience"],
    ["  ■ EXPERIENCE ■", "experience"],
    ["E X P E R I E N C E", "experience"],
    ["W O R K   E X P E R I E N C E", "experience"],
    ["## Education", "education"],
    ["Technical Skills", "skills"],
    ["Core Competencies", "skills"],
    ["Skills & Interests", "skills"],
    ["Projects", "projects"],
    ["Licenses & Certifications", "certifications"],
    ["Courses", "certifications"],
    ["Languages", "languages"],
    ["HONORS/AWARDS", "awards"],
    ["Volunteer Experience", "volunteering"],
    ["ON CAMPUS INVOLVEMENT", "activities"],
    ["Publications", "publications"],
    ["الملخص", "summary"],
    ["نبذة عني", "summary"],
    ["الهدف الوظيفي:", "summary"],
    ["الخبرات", "experience"],
    ["الخبرة العملية", "experience"],
    ["التعليم", "education"],
    ["المهارات", "skills"],
    ["المهارات التقنية", "skills"],
    ["المشاريع", "projects"],
    ["الشهادات", "certifications"],
    ["الدورات التدريبية", "certifications"],
    ["اللغات", "languages"],
    ["Berufserfahrung", "experience"],
    ["Beruflicher Werdegang", "experience"],
    ["Ausbildung", "education"],
    ["Kenntnisse", "skills"],
    ["IT-Kenntnisse", "skills"],
    ["Fähigkeiten", "skills"],
    ["Sprachkenntnisse", "languages"],
    ["Profil", "summary"],
  ])("should read %j as a %s heading", (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it.each([
    "Experience with large data sets and dashboards.",
    "• Skills",
    "Education Hackathon 2022 winner",
    "Built REST APIs in Python",
    "Sept 2018 – May 2023",
    "Skills gained in 2020",
  ])("should not read %j as a heading", (line) => {
    expect(headingKind(line)).toBeNull();
  });
});

describe("cleanHeading", () => {
  it("should strip decoration and keep the words", () => {
    expect(cleanHeading("—— Work Experience: ——")).toBe("Work Experience");
    expect(cleanHeading("S K I L L S")).toBe("SKILLS");
  });
});

describe("splitSections", () => {
  it("should split text into a preamble and headed sections", () => {
    const { preamble, sections } = splitSections(
      ["Jane Roe", "Data Analyst", "SUMMARY", "Analyst with 5 years.", "EXPERIENCE", "Acme — Analyst", "SKILLS", "SQL, Python"].join("\n"),
    );
    expect(preamble).toBe("Jane Roe\nData Analyst");
    expect(sections).toEqual([
      { heading: "SUMMARY", kind: "summary", text: "Analyst with 5 years." },
      { heading: "EXPERIENCE", kind: "experience", text: "Acme — Analyst" },
      { heading: "SKILLS", kind: "skills", text: "SQL, Python" },
    ]);
  });

  it("should open a skills section from an inline 'Skills:' line but keep sub-lists inside it", () => {
    const { sections } = splitSections(["Experience", "Acme", "Skills: Python, SQL", "Languages: Go, Rust", "Tools: Git"].join("\n"));
    expect(sections.map((s) => [s.kind, s.text])).toEqual([
      ["experience", "Acme"],
      ["skills", "Python, SQL\nLanguages: Go, Rust\nTools: Git"],
    ]);
  });

  it("should not take a list item for a heading inside a skills list", () => {
    const { sections } = splitSections(["Skills", "Leadership", "Research", "Python", "Education", "BSc"].join("\n"));
    expect(sections.map((s) => s.kind)).toEqual(["skills", "education"]);
    expect(sections[0]!.text).toBe("Leadership\nResearch\nPython");
  });

  it("should not take a Title-case role for a heading when headings are in capitals", () => {
    const { sections } = splitSections(["VOLUNTEER EXPERIENCE", "YMCA", "Volunteer", "Taught swimming", "SKILLS", "Excel"].join("\n"));
    expect(sections.map((s) => s.heading)).toEqual(["VOLUNTEER EXPERIENCE", "SKILLS"]);
  });

  it("should close a section at an unknown heading in the document's capital style", () => {
    const { sections } = splitSections(["EXPERIENCE", "Acme", "SKILLS", "Python", "PRESS COVERAGE", "Featured in Wired"].join("\n"));
    expect(sections.map((s) => s.kind)).toEqual(["experience", "skills", "other"]);
  });

  it("should split an Arabic resume", () => {
    const { sections } = splitSections(["أحمد علي", "الملخص:", "محاسب بخبرة", "الخبرات", "شركة النيل", "المهارات", "الإكسل"].join("\n"));
    expect(sections.map((s) => s.kind)).toEqual(["summary", "experience", "skills"]);
  });
});
