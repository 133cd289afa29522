import { describe, expect, it } from "vitest";
import { craftDocument, documentText } from "./craft.ts";
import { SARA } from "./fixtures.ts";
import { guardDocument } from "./guard.ts";
import { readJobDescription } from "./job-post.ts";
import { polishableLines, withPolishedLines } from "./polish.ts";

const POST = readJobDescription("Job Title: Data Analyst\nCompany: Acme Foods\nRequirements: SQL, Python and Tableau.");
const resume = craftDocument(SARA, POST, { kind: "resume", today: "2026-11-24" }).content;
const letter = craftDocument(SARA, POST, { kind: "cover_letter", today: "2026-11-24" }).content;

describe("polishableLines", () => {
  it("should offer the summary and the job bullets, not names, contacts, skills, education or certificates", () => {
    const lines = polishableLines(resume);
    expect(lines[0]).toMatch(/^Data Analyst bringing SQL/);
    expect(lines).toContain("Built weekly sales dashboards in Tableau for 12 stores");
    expect(lines.join("\n")).not.toMatch(/Sara Ali$|sara\.ali@|Technical:|Cairo University, 2019|Coursera/m);
  });

  it("should offer the letter's paragraphs, not its date, greeting or sign-off", () => {
    const lines = polishableLines(letter);
    expect(lines[0]).toMatch(/^I am writing to apply/);
    expect(lines.join("\n")).not.toMatch(/November 2026|Dear Hiring|Sincerely/);
  });
});

describe("withPolishedLines", () => {
  it("should put reworded lines back in place, the rest unchanged", () => {
    const lines = polishableLines(resume);
    const polished = lines.map((l, i) => (i === 1 ? "Designed weekly sales dashboards in Tableau covering 12 stores" : l));
    const out = withPolishedLines(resume, polished);
    expect(polishableLines(out)).toEqual(polished);
    expect(documentText(out).replace("Designed weekly sales dashboards in Tableau covering 12 stores", lines[1]!)).toBe(documentText(resume));
  });

  it("should round-trip unchanged lines to the same document", () => {
    expect(withPolishedLines(letter, polishableLines(letter))).toEqual(letter);
  });

  it("should keep the original for an empty line, and everything for a wrong count", () => {
    const lines = polishableLines(letter);
    expect(polishableLines(withPolishedLines(letter, lines.map((l, i) => (i === 0 ? " " : l))))).toEqual(lines);
    expect(withPolishedLines(letter, lines.slice(1))).toBe(letter);
  });

  it("should let the guard strip what a rewording made up", () => {
    const lines = polishableLines(resume).map((l) => (l.startsWith("Built weekly") ? "Built weekly sales dashboards at Google with Kubernetes for 12 stores" : l));
    const { content, removed } = guardDocument(withPolishedLines(resume, lines), SARA, { company: POST.company, title: POST.title });
    expect(documentText(content)).not.toMatch(/at Google|Kubernetes/);
    expect(removed.map((f) => f.text)).toEqual(expect.arrayContaining(["Google", "Kubernetes"]));
  });
});
