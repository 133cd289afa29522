import { describe, expect, it } from "vitest";

import { readResume } from "./document.ts";

const BULLETS = `Jane Roe
Data Analyst
jane.roe@example.com | +20 100 123 4567

EXPERIENCE
Data Analyst, Misr Insurance
Jan 2023 – Present
• Automated four weekly Excel reports with Python and SQL, saving the finance team six
hours a week
• Built a claims dashboard in Power BI
Junior Analyst, Delta Foods
Jun 2020 – Dec 2022
• Cleaned sales data for 40 stores

EDUCATION
BSc Statistics, Cairo University, 2020`;

describe("readResume", () => {
  it("should group statements under their roles, with wrapped lines joined and current roles known", () => {
    const doc = readResume(BULLETS);
    expect(doc.statements.map((s) => s.text)).toEqual([
      "Automated four weekly Excel reports with Python and SQL, saving the finance team six hours a week",
      "Built a claims dashboard in Power BI",
      "Cleaned sales data for 40 stores",
    ]);
    const [first, , third] = doc.statements;
    expect(first!.role).toMatchObject({ lines: ["Data Analyst, Misr Insurance", "Jan 2023 – Present"], current: true, dated: true });
    expect(third!.role).toMatchObject({ lines: ["Junior Analyst, Delta Foods", "Jun 2020 – Dec 2022"], current: false });
    expect(first!.place).toEqual({ heading: "EXPERIENCE", kind: "experience" });
    expect(doc.language).toBe("en");
  });

  it("should read a role written as prose one sentence at a time", () => {
    const doc = readResume(`Experience
2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA
Led a team of developers in building scalable e-commerce applications. Successfully delivered multiple
projects within the stipulated time and budget.
2007 – 2012 Software Development Engineer II, Apple, Cupertino, CA, USA
Designed and implemented software components for various Apple services.`);
    expect(doc.statements.map((s) => [s.text, s.role?.lines[0]])).toEqual([
      ["Led a team of developers in building scalable e-commerce applications.", "2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA"],
      ["Successfully delivered multiple projects within the stipulated time and budget.", "2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA"],
      ["Designed and implemented software components for various Apple services.", "2007 – 2012 Software Development Engineer II, Apple, Cupertino, CA, USA"],
    ]);
    expect(doc.statements.every((s) => !s.bullet)).toBe(true);
  });

  it("should give place and dates written under the statements to the role above (RenderCV's classic layout)", () => {
    const doc = readResume(`Experience
Nexus AI, Co-Founder & CTO
• Raised $18M Series A led by Sequoia Capital, with participation from a16z and Founders
Fund
San Francisco, CA
June 2023 – present
NVIDIA Research, Research Intern
• Designed a sparse attention mechanism
Santa Clara, CA
May 2022 – Aug 2022`);
    const [nexus, nvidia] = doc.statements;
    expect(nexus!.text).toBe("Raised $18M Series A led by Sequoia Capital, with participation from a16z and Founders Fund");
    expect(nexus!.role).toMatchObject({ current: true });
    expect(nexus!.role!.lines).toContain("June 2023 – present");
    expect(nvidia!.role).toMatchObject({ current: false });
    expect(nvidia!.role!.lines).toContain("May 2022 – Aug 2022");
  });

  it("should read an Arabic resume's sections, roles and statements", () => {
    const doc = readResume(`سارة علي
محاسبة

الخبرات العملية
محاسبة، شركة الدلتا (مارس 2021 - حتى الآن)
• أعددت القوائم المالية الشهرية لعشرة فروع
• مسؤولة عن التسويات البنكية

التعليم
بكالوريوس التجارة، جامعة عين شمس، 2020`);
    expect(doc.language).toBe("ar");
    expect(doc.sections.map((s) => s.kind)).toEqual(["experience", "education"]);
    expect(doc.statements.map((s) => s.text)).toEqual(["أعددت القوائم المالية الشهرية لعشرة فروع", "مسؤولة عن التسويات البنكية"]);
    expect(doc.statements[0]!.role).toMatchObject({ current: true, dated: true });
    expect(doc.statements[0]!.language).toBe("ar");
  });

  it("should take bullets anywhere as achievements when the resume has no Experience heading", () => {
    const doc = readResume("Omar Said\n- Built the school's timetable app used by 300 students\n- Ran the robotics club");
    expect(doc.statements.map((s) => s.text)).toEqual(["Built the school's timetable app used by 300 students", "Ran the robotics club"]);
  });

  it("should join a skills list wrapped across lines into one unit, but keep labelled lines apart", () => {
    const doc = readResume(`Skills
JavaScript (ES6+), TypeScript, HTML5, CSS3, Python, React, Redux, Angular,
Vue.js, Node.js, Express.js, D3.js, Git, Docker, Webpack, Babel, Google Cloud
Platform, Firebase
Languages: Python, C++
Tools: Docker, Kubernetes`);
    const units = doc.units.filter((u) => u.place.kind === "skills").map((u) => u.text);
    expect(units).toHaveLength(3);
    expect(units[0]).toContain("Google Cloud Platform");
    expect(units.slice(1)).toEqual(["Languages: Python, C++", "Tools: Docker, Kubernetes"]);
  });
});
