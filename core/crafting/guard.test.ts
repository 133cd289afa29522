import { describe, expect, it } from "vitest";
import type { DocNode } from "../documents/types.ts";
import { documentText } from "./craft.ts";
import { OMAR, SARA } from "./fixtures.ts";
import { findInventions, guardDocument } from "./guard.ts";

const bullets = (...lines: string[]): DocNode => ({
  type: "doc",
  content: [{ type: "bulletList", content: lines.map((text) => ({ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text }] }] })) }],
});
const paragraph = (text: string): DocNode => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

describe("guardDocument", () => {
  it.each([
    ["employer", "Built weekly sales dashboards at Google for 12 stores", "Google"],
    ["employer", "عمل لدى شركة أرامكو في الرياض", "أرامكو"],
    ["title", "Promoted to Senior Data Analyst after one year", "Senior Data Analyst"],
    ["title", "Worked as Engineering Manager for the data team", "Engineering Manager"],
    ["degree", "Holds a PhD in Statistics", "PhD"],
    ["degree", "Completed a Master of Science in Statistics", "Master"],
    ["certificate", "Earned the AWS Certified Solutions Architect credential", "AWS Certified Solutions Architect credential"],
    ["date", "Led the reporting team from 2016 to 2018", "2016"],
    ["date", "Analysed store sales since Jan 2015", "Jan 2015"],
    ["skill", "Deployed the dashboards on Kubernetes", "Kubernetes"],
  ] as const)("should strip a made-up %s: %s", (kind, line, text) => {
    const kept = "Built weekly sales dashboards in Tableau for 12 stores";
    const result = guardDocument(bullets(kept, line), SARA);
    expect(documentText(result.content)).toBe(kept);
    expect(result.removed).toContainEqual({ kind, text: expect.stringContaining(text) });
  });

  it.each([
    "Built weekly sales dashboards in Tableau for 12 stores at Nile Retail",
    "Served as Junior Analyst at Delta Bank from Jul 2019",
    "Holds a BSc in Statistics from Cairo University (2019)",
    "Completed the Google Data Analytics Certificate in 2021",
    "Automated the stock report with Python, saving 6 hours a week",
    "Worked closely with Stakeholders and presented to branch managers",
    "Data Analyst — responsible for the weekly sales dashboards",
  ])("should keep a true line: %s", (line) => {
    const result = guardDocument(bullets(line), SARA);
    expect(result.removed).toEqual([]);
    expect(documentText(result.content)).toBe(line);
  });

  it("should keep an Arabic user's true facts", () => {
    expect(findInventions(paragraph("حاصل على بكالوريوس التجارة من جامعة القاهرة وأعمل محاسب لدى شركة النيل للتجارة."), OMAR)).toEqual([]);
    expect(findInventions(paragraph("حاصل على ماجستير من جامعة القاهرة."), OMAR)).toEqual([{ kind: "degree", text: "ماجستير" }]);
  });

  it("should remove only the sentence that carries the claim from a paragraph", () => {
    const result = guardDocument(paragraph("I build dashboards in Tableau. I also led a team at Amazon. I write SQL every day."), SARA);
    expect(documentText(result.content)).toBe("I build dashboards in Tableau. I write SQL every day.");
    expect(result.removed).toEqual([{ kind: "employer", text: "Amazon" }]);
  });

  it("should remove only the made-up item of a written skills list, and a heading's claim with its section", () => {
    const doc: DocNode = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Technical: ", marks: [{ type: "bold" }] }, { type: "text", text: "SQL, Terraform, Tableau, Excel" }] },
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Data Engineer — Careem" }] },
        { type: "paragraph", content: [{ type: "text", text: "2018 – 2019" }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Built pipelines" }] }] }] },
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Data Analyst — Nile Retail" }] },
      ],
    };
    const result = guardDocument(doc, SARA);
    expect(documentText(result.content)).toBe("Technical: SQL, Tableau, Excel\nData Analyst — Nile Retail");
    expect(result.removed.map((f) => f.kind).sort()).toEqual(["employer", "skill", "title"].sort());
  });

  it("should allow the company and role a cover letter is addressed to, and its date", () => {
    const letter = paragraph("24 November 2026. I am writing to apply for the Senior Data Analyst role at Acme Foods.");
    expect(findInventions(letter, SARA, { company: "Acme Foods", title: "Senior Data Analyst", today: "2026-11-24" })).toEqual([]);
    expect(findInventions(letter, SARA).map((f) => f.kind).sort()).toEqual(["date", "employer", "title"]);
  });
});

describe("findInventions", () => {
  it("should report without changing the document", () => {
    const doc = bullets("Deployed the dashboards on Kubernetes");
    const copy = structuredClone(doc);
    expect(findInventions(doc, SARA)).toEqual([{ kind: "skill", text: "Kubernetes" }]);
    expect(doc).toEqual(copy);
  });
});
