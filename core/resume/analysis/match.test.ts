/**
 * The resume against a job post: each requirement met, partly met or not shown, with the
 * resume's own line as evidence; stuffing earns nothing; missing skills become advice to say
 * where they were used, never a claim that they were.
 */
import { describe, expect, it } from "vitest";

import { analyzeResume, type AnalysisInput } from "./index.ts";

const RESUME = `Sara Nabil
Backend Developer
sara.nabil@example.com | +20 111 222 3333 | linkedin.com/in/sara-nabil

Summary
Backend developer building payment services for Egyptian fintechs.

Experience
Backend Developer, Fawry
Mar 2022 – Present
• Built payment APIs in Python and Django serving 2 million requests a day
• Cut query times by 40% by adding PostgreSQL indexes
• Led a team of 3 developers through a move to Docker
Software Engineer Intern, Valu
Jun 2021 – Feb 2022
• Wrote unit tests with pytest for the loan service, raising coverage to 85%

Skills
Python, Django, PostgreSQL, Docker, pytest, MySQL

Education
BSc Computer Engineering, Cairo University, 2021`;

const JOB = `Backend Engineer
We are looking for a Backend Engineer to build Python services.

Requirements:
- Python and Django
- PostgreSQL
- Kubernetes
- Redis
- Leadership of small teams`;

const input = (text: string, jobDescription: string | null = JOB): AnalysisInput => ({
  text,
  pages: 1,
  hasTextLayer: true,
  fileBytes: 80_000,
  level: "Mid-level",
  jobDescription,
});

function match(text: string, job = JOB) {
  const report = analyzeResume(input(text, job), { locale: "en" });
  return { report, match: report.match!, requirement: (name: string) => report.match!.requirements.find((r) => r.requirement === name) };
}

describe("matching a resume to a job post", () => {
  it("should mark each requirement with the resume line that shows it", () => {
    const { match: m, requirement } = match(RESUME);
    expect(m.job_title).toBe("Backend Engineer");
    expect(requirement("Backend Engineer")).toMatchObject({ kind: "title", status: "met", evidence: "Backend Developer" });
    expect(requirement("Python")).toEqual({ requirement: "Python", kind: "hard", status: "met", evidence: "Built payment APIs in Python and Django serving 2 million requests a day" });
    expect(requirement("PostgreSQL")).toMatchObject({ status: "met", evidence: "Cut query times by 40% by adding PostgreSQL indexes" });
    // Docker is a related skill, shown in use: partly.
    expect(requirement("Kubernetes")).toMatchObject({ status: "partly", evidence: "Led a team of 3 developers through a move to Docker" });
    expect(requirement("Redis")).toEqual({ requirement: "Redis", kind: "hard", status: "not_shown", evidence: null });
    expect(requirement("Leadership")).toMatchObject({ kind: "soft", status: "met", evidence: "Led a team of 3 developers through a move to Docker" });
    for (const r of m.requirements) if (r.evidence) expect(RESUME).toContain(r.evidence);
    expect(m.score).toBeGreaterThan(50);
    expect(m.score).toBeLessThan(100);
    expect(m.breakdown.title).toBe(100);
  });

  it("should count a skill that is only listed as partly met, and say to show where it was used", () => {
    const { report, requirement } = match(RESUME.replace("Python, Django, PostgreSQL, Docker, pytest, MySQL", "Python, Django, PostgreSQL, Docker, pytest, MySQL, Redis"));
    expect(requirement("Redis")).toMatchObject({ status: "partly", evidence: "Python, Django, PostgreSQL, Docker, pytest, MySQL, Redis" });
    const advice = report.recommendations.find((r) => r.code === "jd_skill_only_listed");
    expect(advice).toMatchObject({ section: "Skills", line: "Python, Django, PostgreSQL, Docker, pytest, MySQL, Redis" });
    expect(advice?.text).toContain("Redis");
  });

  it("should advise showing a missing skill only where it was used, never claim it", () => {
    const { report } = match(RESUME);
    const advice = report.recommendations.filter((r) => r.code === "jd_skill_not_shown");
    expect(advice.map((a) => a.text)).toEqual([expect.stringMatching(/Redis.*If you have used it, say where/)]);
    expect(advice[0]).toMatchObject({ line: null, section: null });
  });

  it("should not raise the score for a skill repeated many times", () => {
    const once = match(RESUME.replace("pytest, MySQL", "pytest, MySQL, Redis"));
    const stuffed = match(
      RESUME.replace("pytest, MySQL", `pytest, MySQL, Redis${", Redis".repeat(12)}`).replace("for Egyptian fintechs.", "for Egyptian fintechs. Redis expert, Redis, Redis, Redis."),
    );
    expect(stuffed.match.score).toBe(once.match.score);
    expect(stuffed.report.style.map((s) => s.code)).toContain("keyword_repeated");
  });

  it("should not raise the score for a skills list longer than the experience backs", () => {
    const base = match(RESUME);
    const padded = match(
      RESUME.replace(
        "Python, Django, PostgreSQL, Docker, pytest, MySQL",
        "Python, Django, PostgreSQL, Docker, pytest, MySQL, Excel, Word, PowerPoint, Photoshop, Figma, Jira, Trello, Canva, Tableau, SAP, Kubernetes, Redis",
      ),
    );
    expect(padded.requirement("Redis")).toMatchObject({ status: "partly" });
    expect(padded.match.score).toBeLessThanOrEqual(base.match.score);
  });

  it("should give partial credit for the title when it shares its core word", () => {
    const { requirement } = match(RESUME, "Data Engineer\nWe are looking for a Data Engineer.\nRequirements: Python, Airflow, SQL.");
    expect(requirement("Data Engineer")).toMatchObject({ kind: "title", status: "partly" });
  });

  it("should match an Arabic resume to an English post", () => {
    const arabic = `أحمد محمود
مطور واجهات أمامية
ahmed@example.com | +20 100 123 4567

الخبرات العملية
مطور واجهات أمامية، شركة النيل (يناير 2022 - حتى الآن)
• طورت واجهات مستخدم باستخدام React وTypeScript خفضت زمن التحميل بنسبة 40٪

المهارات
JavaScript، TypeScript، React، CSS`;
    const { requirement } = match(arabic, "Frontend Engineer\nWe are hiring a Frontend Engineer.\nRequirements: React, TypeScript, CSS, Jest.");
    expect(requirement("Frontend Engineer")).toMatchObject({ status: "met", evidence: "مطور واجهات أمامية" });
    expect(requirement("React")).toMatchObject({ status: "met", evidence: "طورت واجهات مستخدم باستخدام React وTypeScript خفضت زمن التحميل بنسبة 40٪" });
    expect(requirement("CSS")).toMatchObject({ status: "partly" });
    expect(requirement("Jest")).toMatchObject({ status: "not_shown" });
  });

  it("should give no match without a job post", () => {
    expect(analyzeResume(input(RESUME, null), { locale: "en" }).match).toBeNull();
    expect(analyzeResume(input(RESUME, "   "), { locale: "en" }).match).toBeNull();
  });
});
