import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeBio, type BioFacts } from "./bio.ts";
import { matchCourse } from "./certificates.ts";
import { careerAdditions, sameName, type FoundCareer } from "./merge.ts";

const none: FoundCareer = { jobs: [], skills: { hard: [], soft: [] }, education: [], certificates: [] };
const existing = {
  jobs: [{ job_title: "Data Analyst", company_name: "Vodafone Egypt" }],
  skills: [{ skill_name: "Python" }],
  education: [{ degree: "B.Sc. Statistics", school_name: "Cairo University" }],
  certificates: [{ cert_name: "Google Data Analytics Professional Certificate" }],
};

describe("careerAdditions", () => {
  it("adds only what the career info does not already have, however it is written", () => {
    const found: FoundCareer = {
      jobs: [
        { title: "data analyst", company: "Vodafone Egypt S.A.E.", current: true, bullets: ["Built dashboards"] },
        { title: "Junior Analyst", company: "Nile Retail", current: false, bullets: ["Cleaned 3 years of sales data", "Wrote SQL reports"] },
      ],
      skills: { hard: ["python", "SQL"], soft: ["Teamwork"] },
      education: [
        { degree: "B.Sc. Statistics", school: "Cairo university", start: "2016", end: "2020" },
        { degree: "Diploma in Data Science", school: "ITI", start: null, end: "2021" },
      ],
      certificates: [
        { name: "Google Data Analytics Professional Certificate", issuer: "Coursera", date: null },
        { name: "CS50x", issuer: null, date: "2022" },
      ],
    };
    const added = careerAdditions(existing, found);
    expect(added.jobs).toEqual([{ job_title: "Junior Analyst", company_name: "Nile Retail", is_current: 0, job_description: "• Cleaned 3 years of sales data\n• Wrote SQL reports" }]);
    expect(added.skills).toEqual([
      { skill_name: "SQL", skill_type: "hard" },
      { skill_name: "Teamwork", skill_type: "soft" },
    ]);
    expect(added.education).toEqual([{ degree: "Diploma in Data Science", school_name: "ITI", issue_date: "2021" }]);
    expect(added.certificates).toEqual([{ cert_name: "CS50x", cert_org_name: "", cert_issue_date: "2022" }]);
  });

  it("adds nothing the second time the same resume is read", () => {
    const found: FoundCareer = { ...none, jobs: [{ title: "Teacher", company: "Cairo American College", current: true, bullets: [] }], skills: { hard: ["Excel"], soft: [] } };
    const first = careerAdditions({ jobs: [], skills: [], education: [], certificates: [] }, found);
    const again = careerAdditions({ jobs: first.jobs, skills: first.skills, education: [], certificates: [] }, found);
    expect(first.jobs).toHaveLength(1);
    expect(again).toEqual({ jobs: [], skills: [], education: [], certificates: [] });
  });

  it("leaves out rows that would not be valid: a job without a company, a degree without a school", () => {
    const found: FoundCareer = {
      ...none,
      jobs: [{ title: "Freelancer", company: "", current: false, bullets: [] }],
      education: [{ degree: "BSc", school: "", start: null, end: null }],
    };
    expect(careerAdditions({ jobs: [], skills: [], education: [], certificates: [] }, found)).toEqual({ jobs: [], skills: [], education: [], certificates: [] });
  });

  it("tells names apart that only share a short word", () => {
    expect(sameName("Vodafone", "Vodafone Egypt")).toBe(true);
    expect(sameName("شركة فودافون مصر", "فودافون مصر")).toBe(true);
    expect(sameName("AI", "AI Engineer")).toBe(false);
    expect(sameName("Google", "Microsoft")).toBe(false);
  });

  it("never throws and never exceeds the list limits on arbitrary input", () => {
    const text = fc.string({ maxLength: 300 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: text, company: text, current: fc.boolean(), bullets: fc.array(text, { maxLength: 5 }) }), { maxLength: 80 }),
        fc.array(text, { maxLength: 200 }),
        (jobs, hard) => {
          const added = careerAdditions({ jobs: [], skills: [], education: [], certificates: [] }, { ...none, jobs, skills: { hard, soft: [] } });
          expect(added.jobs.length).toBeLessThanOrEqual(50);
          expect(added.skills.length).toBeLessThanOrEqual(150);
          for (const job of added.jobs) expect(job.job_description.length).toBeLessThanOrEqual(3000);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("matchCourse", () => {
  it("finds the catalogue course a certificate names, in the user's own words", () => {
    expect(matchCourse("CS50 introduction to computer science")?.course.id).toBe("harvard-cs50x");
    expect(matchCourse("google data analytics cert on coursera")?.course.id).toBe("coursera-google-data-analytics");
    expect(matchCourse("AWS cloud practitioner")?.course.title).toMatch(/AWS Cloud Practitioner/);
  });

  it("keeps the user's words when nothing fits well enough", () => {
    expect(matchCourse("Food safety workshop, Alexandria chamber")).toBeNull();
    // One ordinary word is too little to pin one course on.
    expect(matchCourse("Excel")).toBeNull();
    expect(matchCourse("certificate")).toBeNull();
  });
});

describe("composeBio", () => {
  const facts: BioFacts = {
    fullname: "Salma Nour",
    title: "Data Analyst",
    level: "Junior",
    jobs: [
      { job_title: "Data Analyst", company_name: "Vodafone Egypt", is_current: 1, job_description: "• Built 12 Power BI dashboards used by 300 sales staff" },
      { job_title: "Intern", company_name: "CIB", is_current: 0, job_description: "" },
    ],
    skills: [
      { skill_name: "SQL", skill_type: "hard" },
      { skill_name: "Power BI", skill_type: "hard" },
      { skill_name: "Communication", skill_type: "soft" },
    ],
    education: [{ degree: "B.Sc. Statistics", school_name: "Cairo University" }],
    certificates: [],
  };

  it("writes from the user's own facts, in English or Arabic", () => {
    const en = composeBio(facts, "en");
    for (const fact of ["Data Analyst", "Vodafone Egypt", "SQL", "Power BI", "12 Power BI dashboards", "Cairo University"]) expect(en).toContain(fact);
    const ar = composeBio(facts, "ar");
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(ar).toContain("Vodafone Egypt");
    expect(ar).toContain("دورين");
  });

  it("states no number the facts do not, and a new variant rewords the same facts", () => {
    const a = composeBio(facts, "en", 0);
    const b = composeBio(facts, "en", 1);
    expect(a).not.toBe(b);
    for (const bio of [a, b]) for (const number of bio.match(/\d+/g) ?? []) expect(JSON.stringify(facts)).toContain(number);
  });

  it("says less with less: a title alone gives one sentence", () => {
    expect(composeBio({ ...facts, jobs: [], skills: [], education: [] }, "en")).toBe("I am a Data Analyst.");
  });
});
