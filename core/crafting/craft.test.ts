import { describe, expect, it } from "vitest";
import type { BlockNode, DocNode } from "../documents/types.ts";
import { allowedFor, craftDocument, documentText, draftDocument } from "./craft.ts";
import { OMAR, SARA } from "./fixtures.ts";
import { findInventions, guardDocument } from "./guard.ts";
import { readJobDescription } from "./job-post.ts";

const POST = readJobDescription(`Job Title: Senior Data Analyst
Company: Acme Foods
We are looking for a Senior Data Analyst to join our commercial team.
Requirements:
- 3+ years of SQL and Python
- Dashboards in Power BI or Tableau
- Kubernetes is a plus
- Strong communication skills`);

const SKILL_HEAVY = readJobDescription(`Job Title: Analytics Engineer
Company: Delta Data
Requirements:
- SQL, Python, Tableau, Excel, Power BI, dbt, Snowflake, Airflow, Looker and Git`);

const TODAY = "2026-11-24";
const headings = (doc: DocNode, level: number) =>
  doc.content.filter((b): b is Extract<BlockNode, { type: "heading" }> => b.type === "heading" && b.attrs.level === level).map((b) => documentText(b));
const listAfter = (doc: DocNode, heading: string): string[] => {
  const at = doc.content.findIndex((b) => b.type === "heading" && documentText(b) === heading);
  const list = doc.content.slice(at + 1).find((b) => b.type === "bulletList");
  return list ? documentText(list).split("\n") : [];
};

describe("craftDocument: resume", () => {
  const doc = craftDocument(SARA, POST, { kind: "resume", today: TODAY });

  it("should open with the name, the contact line and a summary aimed at the role", () => {
    expect(doc.content.content[0]).toMatchObject({ type: "heading", attrs: { level: 1 } });
    expect(headings(doc.content, 1)).toEqual(["Sara Ali"]);
    const text = documentText(doc.content);
    expect(text).toContain("sara.ali@example.com · +20 100 000 0000 · Cairo, Egypt · linkedin.com/in/sara-ali");
    const summary = doc.content.content[doc.content.content.findIndex((b) => b.type === "heading" && documentText(b) === "Summary") + 1]!;
    expect(documentText(summary)).toMatch(/Senior Data Analyst role at Acme Foods/);
    expect(documentText(summary)).toMatch(/SQL/);
  });

  it("should title the document with the name, the role and the company", () => {
    expect(doc.title).toBe("Sara Ali — Senior Data Analyst, Acme Foods (Resume)");
    expect(doc.language).toBe("en");
  });

  it("should list the current job first, with its dates from the resume and the post's skills in the first bullets", () => {
    expect(headings(doc.content, 3)).toEqual(["Data Analyst — Nile Retail", "Junior Analyst — Delta Bank"]);
    expect(documentText(doc.content)).toContain("Mar 2021 – Present");
    const bullets = listAfter(doc.content, "Data Analyst — Nile Retail");
    expect(bullets.at(-1)).toBe("Organised the team's shared drive and meeting notes");
    expect(bullets.slice(0, 3).every((b) => /SQL|Python|Tableau/.test(b))).toBe(true);
    // The resume's bullet for the same job joins the user's own lines.
    expect(bullets).toContain("Automated the stock report with Python, saving 6 hours a week");
  });

  it("should list the user's skills with the post's first, and never a skill the user lacks", () => {
    const text = documentText(doc.content);
    // The post's skills first (SQL, Python, …, Tableau), then the user's others (Excel).
    expect(text).toMatch(/Technical: SQL, Python, [^\n]*Tableau, Excel\n/);
    expect(text).not.toMatch(/Kubernetes|Power BI/);
    expect(doc.coverage.required).toEqual(POST.hardSkills);
    expect(doc.coverage.owned).toEqual(expect.arrayContaining(["SQL", "Python", "Tableau"]));
    expect(doc.coverage.owned).not.toContain("Kubernetes");
    expect(doc.coverage.owned).not.toContain("Power BI");
    expect(doc.coverage.matched).toEqual(doc.coverage.owned);
  });

  it("should lead with experience for a post of few skills and with skills for a skill-heavy post", () => {
    expect(headings(doc.content, 2)).toEqual(["Summary", "Experience", "Skills", "Education", "Certificates"]);
    const heavy = craftDocument(SARA, SKILL_HEAVY, { kind: "resume", today: TODAY });
    expect(headings(heavy.content, 2)).toEqual(["Summary", "Skills", "Experience", "Education", "Certificates"]);
  });

  it("should state nothing the facts do not back", () => {
    expect(findInventions(doc.content, SARA, allowedFor(POST, { kind: "resume", today: TODAY }))).toEqual([]);
  });

  it("should write an Arabic resume with Arabic headings and the user's data as entered", () => {
    const post = readJobDescription("المسمى الوظيفي: محاسب أول\nالشركة: شركة الأمل\nالمتطلبات:\n- خبرة في Excel وSAP وOracle");
    const ar = craftDocument(OMAR, post, { kind: "resume", today: TODAY });
    expect(ar.language).toBe("ar");
    expect(ar.title).toBe("عمر حسن — محاسب أول، شركة الأمل (سيرة ذاتية)");
    expect(headings(ar.content, 2)).toEqual(["الملخص", "الخبرة العملية", "المهارات", "التعليم"]);
    const text = documentText(ar.content);
    expect(text).toContain("محاسب — شركة النيل للتجارة");
    expect(text).toContain("أتطلع إلى العمل لوظيفة محاسب أول لدى شركة الأمل مستندًا إلى خبرتي في Excel وSAP.");
    expect(text).toContain("بكالوريوس التجارة — جامعة القاهرة، 2018");
    expect(text).not.toContain("Oracle");
    expect(ar.coverage.matched).toEqual(["Microsoft Excel", "SAP"]);
  });

  it("should write in the language asked for, whatever the post's", () => {
    const ar = craftDocument(SARA, POST, { kind: "resume", language: "ar", today: TODAY });
    expect(headings(ar.content, 2)[0]).toBe("الملخص");
    expect(ar.title).toMatch(/\(سيرة ذاتية\)$/);
  });
});

describe("craftDocument: cover letter", () => {
  const doc = craftDocument(SARA, POST, { kind: "cover_letter", today: TODAY });
  const paragraphs = doc.content.content.map((b) => documentText(b));

  it("should be dated, addressed to the company's hiring team and signed with the name", () => {
    expect(paragraphs[0]).toBe("24 November 2026");
    expect(paragraphs[1]).toBe("Dear Hiring Team at Acme Foods,");
    expect(paragraphs).toContain("Sincerely,\nSara Ali");
    expect(doc.title).toBe("Sara Ali — Senior Data Analyst, Acme Foods (Cover Letter)");
  });

  it("should say why this role at this company, with concrete facts from the user's jobs and the matched skills", () => {
    expect(paragraphs[2]).toMatch(/apply for the Senior Data Analyst role at Acme Foods/);
    const body = paragraphs.slice(2, -2).join("\n");
    expect(body).toMatch(/Nile Retail/);
    expect(body).toMatch(/month-end reporting from 3 days to 1|12 stores/);
    expect(body).toMatch(/SQL, Python[^.]* and Tableau/);
    expect(body).not.toMatch(/Kubernetes|Power BI/);
    expect(paragraphs.slice(2, -2).length).toBeGreaterThanOrEqual(3);
  });

  it("should greet the hiring manager when the post names no company", () => {
    const post = readJobDescription("Data Analyst\nWe need SQL and Tableau for our reporting.");
    const letter = craftDocument(SARA, post, { kind: "cover_letter", today: TODAY });
    expect(documentText(letter.content)).toContain("Dear Hiring Manager,");
  });

  it("should write an Arabic letter with an Arabic greeting, date and sign-off", () => {
    const letter = craftDocument(SARA, POST, { kind: "cover_letter", language: "ar", today: TODAY });
    const text = documentText(letter.content);
    expect(text).toContain("فريق التوظيف في Acme Foods المحترم،");
    expect(text).toContain("نوفمبر 2026");
    expect(text).toContain("مع خالص التقدير،");
    expect(letter.title).toMatch(/\(خطاب تقديم\)$/);
  });

  it("should be written the same way every time", () => {
    expect(craftDocument(SARA, POST, { kind: "cover_letter", today: TODAY })).toEqual(doc);
  });
});

describe("craftDocument and the guard", () => {
  const ARABIC_POST = readJobDescription("المسمى الوظيفي: محاسب أول\nالشركة: شركة الأمل\nالمتطلبات:\n- خبرة في Excel وSAP وOracle");
  it.each([
    ["Sara", SARA, POST],
    ["Omar", OMAR, ARABIC_POST],
  ] as const)("should find nothing to remove in what the engine writes for %s, in either language", (_name, facts, post) => {
    for (const kind of ["resume", "cover_letter"] as const) {
      for (const language of ["en", "ar"] as const) {
        const options = { kind, language, today: TODAY };
        const { removed } = guardDocument(draftDocument(facts, post, options), facts, allowedFor(post, options));
        expect(removed).toEqual([]);
      }
    }
  });
});
