import { describe, expect, it } from "vitest";
import { asksJobFit, jobFit, postLines } from "./compose/fit.ts";
import { ask, NADIA } from "./test-support.ts";

const user = (content: string) => [{ role: "user" as const, content }];

const BI_POST = `We're hiring a Business Intelligence Analyst!
Responsibilities:
- Build and maintain dashboards in Tableau and Power BI
- Write SQL queries against our data warehouse
Requirements:
- 3+ years of experience in BI or analytics
- Strong SQL and Excel
- Experience with Python or R is a plus
- Excellent communication skills`;

describe("a pasted job post and 'am I a good fit?'", () => {
  it.each([
    `${BI_POST}\nshould I apply?`,
    "Job description: Data Analyst at Valu. Requirements: 2+ years SQL, Power BI, Python a plus, stakeholder management. Am I a good fit?",
    "مطلوب محلل بيانات. المتطلبات: خبرة سنتين على الأقل، اتقان SQL و Excel، معرفة بـ Power BI، مهارات تواصل جيدة. هل انا مناسبة للوظيفة دي؟",
    `${BI_POST}`,
  ])("should be read as a question of fit: %j", (message) => {
    expect(asksJobFit(message)).toBe(true);
  });

  it.each([
    "write a cover letter for this: Requirements: SQL, Power BI, Python. We are looking for a data analyst with 2 years of experience.",
    "what are the requirements to become a data analyst?",
    "I'm looking for a job as a data analyst with 2 years of experience, what should I learn?",
  ])("should leave other asks about a post, or no post, to other answers: %j", (message) => {
    expect(asksJobFit(message)).toBe(false);
  });

  it("should count a nice-to-have as one and leave the user's own question out of the post", () => {
    const lines = postLines("Requirements: 2+ years SQL, Power BI, Python a plus, stakeholder management. Am I a good fit?");
    expect(lines).not.toMatch(/good fit/);
    const fit = jobFit("Requirements: 2+ years SQL, Power BI, Python a plus, stakeholder management. Am I a good fit?", NADIA);
    expect(fit.met.map((s) => s.name)).toEqual(["SQL"]);
    expect(fit.missing.find((s) => s.name === "Python")?.weight).toBe(0.5);
    expect(fit.missing.find((s) => s.name === "Power BI")?.weight).toBeGreaterThanOrEqual(1);
    expect(fit.years).toBe(2);
  });

  it("should say what the user has, what is missing, a verdict and courses for the first missing skill", async () => {
    const done = await ask(user(`${BI_POST}\nshould I apply?`));
    expect(done.text).toContain("**Business Intelligence Analyst**");
    expect(done.text).toMatch(/\*\*You have \(\d+% of the required skills\):\*\* SQL, (MS |Microsoft )?Excel/);
    expect(done.text).toMatch(/Not on your profile yet:\*\* .*Tableau/);
    expect(done.text).toMatch(/Show with an example from your work:\*\* .*communication/i);
    expect(done.text).toMatch(/My take:/);
    expect(done.text).toContain("Resume Builder");
    // The courses cited teach the missing skill named, not something near it.
    const gap = /Start on ([^:*]+):/.exec(done.text)?.[1];
    expect(gap).toBeTruthy();
    for (const c of done.citations) expect(c.title.toLowerCase()).toContain(gap!.toLowerCase().split(" ")[0]);
  });

  it("should answer an Arabic post in Arabic, naming the role without the word 'wanted'", async () => {
    const done = await ask(user("مطلوب محلل بيانات. المتطلبات: خبرة سنتين على الأقل، اتقان SQL و Excel، معرفة بـ Power BI، مهارات تواصل جيدة. هل انا مناسبة للوظيفة دي؟"));
    expect(done.language).toBe("ar");
    expect(done.text).toContain("**محلل بيانات**");
    expect(done.text).toMatch(/عندك \(67٪/);
    expect(done.text).toContain("Power BI");
    expect(done.text).toContain("منشئ السيرة الذاتية");
  });

  it("should call a post far from the profile a stretch", async () => {
    const done = await ask(user("Senior Backend Engineer (Go). Requirements: 5+ years building distributed systems in Go, Kubernetes, Kafka, PostgreSQL, AWS. Nice to have: Terraform. Do I have a chance?"));
    expect(done.text).toMatch(/it's a stretch/);
    expect(done.text).toContain("5+ years");
  });
});
