/**
 * The whole report on realistic resumes: what software can read (style), what the resume says
 * (content), in English and Arabic, and that odd input never breaks it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import en from "../../i18n/messages/report.en.ts";
import { analyzeResume, type AnalysisInput } from "./index.ts";

const GOOD = `Mona Adel
Data Analyst
mona.adel@example.com | +20 100 555 1234 | linkedin.com/in/mona-adel

Summary
Data analyst with three years of turning retail sales data into weekly decisions on stock, pricing and staffing. I build
dashboards and forecasts that store managers actually open, and I explain the numbers to the people who act on them.

Experience
Data Analyst, Misr Retail
Jan 2023 – Present
• Built a Power BI sales dashboard used by 40 store managers every week
• Automated 6 Excel reports with Python, saving 10 hours a week
• Cut stock-outs by 15% with a demand forecast in SQL
Junior Analyst, Delta Foods
Jun 2021 – Dec 2022
• Cleaned 3 years of sales data for 120 stores and documented 25 data quality rules the team still uses
• Wrote 12 SQL queries that finance reuses for its month-end close, cutting the close by 2 days
• Presented monthly results to 4 regional directors

Projects
Retail demand forecast (Python, scikit-learn)
• Trained a gradient-boosting model on 2 years of daily sales, cutting forecast error by 18% against last year's method
• Published the notebook and a short write-up that 300 analysts have read

Skills
SQL, Python, Power BI, Excel, Statistics

Education
BSc Statistics, Cairo University, 2021

Certifications
Google Data Analytics Professional Certificate, Coursera, 2022
Microsoft Power BI Data Analyst Associate (PL-300), 2023`;

const base = (text: string, extra: Partial<AnalysisInput> = {}): AnalysisInput => ({ text, pages: 1, hasTextLayer: true, fileBytes: 90_000, level: "Junior", ...extra });
const codes = (items: { code: string }[]) => items.map((i) => i.code);
const run = (text: string, extra: Partial<AnalysisInput> = {}, locale: "en" | "ar" = "en") => analyzeResume(base(text, extra), { locale });

describe("analyzeResume", () => {
  it("should find little to fix in a clear, quantified resume", () => {
    const report = run(GOOD);
    expect(report.style).toEqual([]);
    expect(codes(report.recommendations)).toEqual([]);
    expect(report.scores.parseability).toBe(100);
    expect(report.scores.content).toBeGreaterThanOrEqual(90);
    expect(report.score).toBeGreaterThanOrEqual(90);
    expect(report.words).toBeGreaterThan(100);
    expect(report.pages).toBe(1);
  });

  it("should say a scanned PDF cannot be read, and judge no content", () => {
    const report = run("", { hasTextLayer: false, jobDescription: "Data Analyst\nRequirements: SQL, Power BI" });
    expect(report.style).toEqual([{ code: "no_text_layer", severity: "high", section: null, line: null, text: expect.stringContaining("scanned") }]);
    expect(codes(report.recommendations)).toEqual(["content_unreadable"]);
    expect(report.scores).toEqual({ parseability: 0, content: 0 });
    expect(report.match?.requirements.every((r) => r.status === "not_shown" && r.evidence === null)).toBe(true);
  });

  it("should name the contact details it could not find, and those hidden in links", () => {
    const noContact = run(GOOD.replace("mona.adel@example.com | +20 100 555 1234 | linkedin.com/in/mona-adel", "Cairo, Egypt"));
    expect(codes(noContact.style)).toEqual(["missing_email", "missing_phone", "missing_linkedin"]);
    expect(noContact.style.map((s) => s.severity)).toEqual(["high", "medium", "low"]);
    const hidden = run(GOOD.replace(" | linkedin.com/in/mona-adel", " | LinkedIn"), { links: ["https://www.linkedin.com/in/mona-adel"] });
    expect(hidden.style).toEqual([expect.objectContaining({ code: "contact_link_only", text: expect.stringContaining("LinkedIn profile") })]);
  });

  it("should flag icon glyphs read as characters before contact details", () => {
    const report = run(GOOD.replace("mona.adel@example.com | +20 100 555 1234 | linkedin.com/in/mona-adel", "I (123) 456-7890\n# mona.adel@example.com\nð linkedin.com/in/mona-adel"));
    expect(report.style.find((s) => s.code === "icon_glyphs")?.line).toBe("I (123) 456-7890");
  });

  it("should name a heading software does not know, and say when there are none", () => {
    const invented = run(GOOD.replace("Experience", "EXPERIENCE").replace("Skills", "SKILLS").replace("Education", "EDUCATION").replace("Summary", "SUMMARY\nThe resume of Mona.\nWHERE I MADE AN IMPACT\nVolunteered at the Food Bank"));
    expect(invented.style.find((s) => s.code === "nonstandard_heading")).toMatchObject({ section: "WHERE I MADE AN IMPACT", text: expect.stringContaining("“WHERE I MADE AN IMPACT”") });
    const flat = run("Mona Adel\nI analyse data for retail teams and build dashboards that store managers read every week.");
    expect(codes(flat.style)).toContain("no_headings");
  });

  it("should quote unreadable dates and notice mixed date styles", () => {
    const report = run(GOOD.replace("Jan 2023 – Present", "Summer 2023 – Present").replace("Jun 2021 – Dec 2022", "06/2021 – 12/2022"));
    expect(report.style.find((s) => s.code === "date_unreadable")).toMatchObject({ line: "Summer 2023 – Present", text: expect.stringContaining("“Summer 2023”") });
    const mixed = run(GOOD.replace("Jun 2021 – Dec 2022", "06/2021 – 12/2022"));
    expect(mixed.style.find((s) => s.code === "date_styles_mixed")).toMatchObject({ text: expect.stringMatching(/Jan 2023|06\/2021/) });
  });

  it("should warn of columns and tables that scramble reading order", () => {
    expect(run(GOOD, { layout: { multiColumnPages: 2 } }).style.find((s) => s.code === "multi_column")?.text).toContain("2 pages are laid out in columns");
    const table = run(GOOD.replace("SQL, Python, Power BI, Excel, Statistics", "Skill | Level | Years\nSQL | Advanced | 3\nPython | Good | 2"));
    expect(table.style.find((s) => s.code === "table_layout")?.line).toBe("SQL | Advanced | 3");
  });

  it("should judge length by the level, and the file's size", () => {
    const long = run(GOOD, { pages: 3, level: "Student" });
    expect(long.style.find((s) => s.code === "too_many_pages")?.text).toBe(
      "This resume has 3 pages; recruiters expect one page from a student candidate. Cut older or less relevant lines.",
    );
    expect(run(GOOD, { pages: 3, level: "Senior" }).style.map((s) => s.code)).not.toContain("too_many_pages");
    expect(codes(run("Mona Adel\nExperience\n• Built dashboards").style)).toContain("too_short");
    expect(run(GOOD, { fileBytes: 3.2 * 1024 * 1024 }).style.find((s) => s.code === "large_file")?.text).toContain("3.2 MB");
  });

  it("should ask for numbers, action verbs and results, quoting the lines", () => {
    const weak = `Omar Said
omar@example.com | +20 122 333 4444 | linkedin.com/in/omar-said
Summary
Hard-working team player.
Experience
Marketing Coordinator, Nile Brands
Jan 2022 – Dec 2024
• Responsible for the company's social media accounts
• Helped with organising product launch events
• Manage the weekly newsletter and its mailing list
• The brand's new website and its launch campaign
Skills
Social Media Marketing, Canva
Education
BA Commerce, Alexandria University, 2021`;
    const report = run(weak);
    const found = (code: string) => report.recommendations.filter((r) => r.code === code);
    expect(found("weak_opener").map((r) => r.line)).toEqual(["Responsible for the company's social media accounts", "Helped with organising product launch events"]);
    expect(found("quantify_share")[0]?.text).toMatch(/^0 of your 4 achievement lines show a number/);
    expect(found("quantify_line").length).toBeGreaterThan(0);
    expect(found("no_action_verb").map((r) => r.line)).toContain("The brand's new website and its launch campaign");
    expect(found("filler_phrase")[0]).toMatchObject({ section: "Summary", line: "Hard-working team player." });
    expect(found("tense_past_role").map((r) => r.line)).toEqual(["Manage the weekly newsletter and its mailing list"]);
    expect(report.scores.content).toBeLessThan(run(GOOD).scores.content);
  });

  it("should flag lines that run too long", () => {
    const longLine = `Built ${"a dashboard for the sales team and ".repeat(6)}more`;
    const report = run(GOOD.replace("Cleaned 3 years of sales data for 120 stores and documented 25 data quality rules the team still uses", longLine));
    expect(report.recommendations.find((r) => r.code === "bullet_too_long")).toMatchObject({ line: longLine, section: "Experience" });
  });

  it("should correct the spelling of skill names", () => {
    const report = run(GOOD.replace("SQL, Python, Power BI, Excel, Statistics", "SQL, Python, Powerbi, Javascript"));
    expect(report.recommendations.filter((r) => r.code === "skill_spelling").map((r) => r.text)).toEqual([
      "Write “Powerbi” as “Power BI”, the way its makers and most job posts spell it.",
      "Write “Javascript” as “JavaScript”, the way its makers and most job posts spell it.",
    ]);
  });

  it("should ask for the sections the level needs", () => {
    const student = run(GOOD.replace(/\nEducation\n.*$/s, "").replace(/\nExperience\n[\s\S]*?\nSkills/, "\nSkills"), { level: "Student" });
    expect(student.recommendations.filter((r) => r.code === "missing_section").map((r) => r.text)).toEqual([
      "There is no Education section; recruiters look for one in a student resume.",
      "There is no Projects section; recruiters look for one in a student resume.",
    ]);
    const senior = run(GOOD.replace(/Summary\n.*\n/, ""), { level: "Senior" });
    expect(senior.recommendations.find((r) => r.code === "missing_section")?.text).toBe("There is no Summary section; recruiters look for one in a senior resume.");
  });

  it("should write its advice in Arabic for an Arabic reader, quoting the resume as written", () => {
    const arabic = `أحمد محمود
ahmed@example.com | +20 100 123 4567

الخبرات العملية
مطور ويب، شركة الدلتا (06/2020 - 12/2021)
• أقوم ببناء صفحات الهبوط
• مسؤول عن صيانة الموقع
• ساعدت في نقل الموقع إلى خوادم جديدة

المهارات
JavaScript، Javascript، CSS`;
    const report = run(arabic, {}, "ar");
    const item = (code: string) => [...report.style, ...report.recommendations].find((r) => r.code === code);
    expect(item("missing_linkedin")?.text).toBe("لم نجد حسابك على LinkedIn. أضف رابطه (linkedin.com/in/…) إلى أسطر التواصل، فمسؤولو التوظيف يبحثون عنه.");
    expect(item("weak_opener")).toMatchObject({ line: "مسؤول عن صيانة الموقع", section: "الخبرات العملية", text: expect.stringContaining("«مسؤول عن»") });
    expect(item("tense_past_role")?.line).toBe("أقوم ببناء صفحات الهبوط");
    expect(item("skill_spelling")?.text).toContain("«JavaScript»");
    expect(item("missing_section")?.text).toBe("لا يوجد قسم «التعليم»، ومسؤولو التوظيف يبحثون عنه في سيرة من هو في مستوى «مبتدئ».");
    for (const r of [...report.style, ...report.recommendations]) expect(r.text).toMatch(/[\u0600-\u06FF]/);
  });

  it("should word every finding from the catalogue, with every placeholder filled", () => {
    const samples = [
      run(GOOD, { pages: 4, level: "Junior", fileBytes: 6e6, layout: { multiColumnPages: 1 }, jobDescription: "Data Engineer\nRequirements: Spark, Airflow, SQL" }),
      run("Omar\nEXPERIENCE\nSummer 2020\n• Responsible for stuff etc.\nSKILLS\nsql | html | css\nsql | html | css\nMY JOURNEY SO FAR\n• x", { level: "" }, "ar"),
    ];
    for (const report of samples) {
      for (const item of [...report.style, ...report.recommendations]) {
        expect(Object.keys(en)).toContain(item.code);
        expect(item.text).not.toMatch(/[{}]/);
        expect(item.text).not.toBe(item.code);
      }
    }
  });

  it("should never throw, and keep its scores between 0 and 100, whatever the text", () => {
    const levels = ["Student", "Junior", "Mid-level", "Senior", "Lead", ""] as const;
    const resumeLike = fc.array(fc.oneof(fc.string(), fc.constantFrom("EXPERIENCE", "• Built it", "مسؤول عن", "Skills: Python, SQL", "May 2020 – Present", "| a | b | c |", "Summer 2019")), { maxLength: 30 }).map((l) => l.join("\n"));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme", maxLength: 400 }), resumeLike), fc.option(fc.oneof(fc.string(), resumeLike)), fc.constantFrom(...levels), fc.constantFrom("en" as const, "ar" as const), fc.boolean(), (text, job, level, locale, layer) => {
        const report = analyzeResume({ text, pages: 1, hasTextLayer: layer, fileBytes: text.length, level, jobDescription: job }, { locale });
        for (const score of [report.score, report.scores.parseability, report.scores.content, report.match?.score ?? 0]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 300 },
    );
  });
});
