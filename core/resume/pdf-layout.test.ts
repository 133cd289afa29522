import { describe, expect, it } from "vitest";

import { layoutPage, lineText, readPage, type PositionedText } from "./pdf-layout.ts";

const run = (str: string, x: number, y: number, opts: Partial<PositionedText> = {}): PositionedText => ({
  str,
  x,
  y,
  width: opts.width ?? str.length * 5,
  fontSize: opts.fontSize ?? 10,
  dir: opts.dir ?? "ltr",
});

describe("lineText", () => {
  it("should insert a space only where there is a visible gap", () => {
    expect(lineText([run("Devel", 0, 0, { width: 25 }), run("oping", 25, 0), run("apps", 60, 0)])).toBe("Developing apps");
  });

  it("should read a right-to-left line from right to left", () => {
    const line = [run("الخبرة", 100, 0, { dir: "rtl", width: 30 }), run("العملية", 40, 0, { dir: "rtl", width: 35 })];
    expect(lineText(line)).toBe("الخبرة العملية");
  });
});

describe("layoutPage", () => {
  it("should join runs on one baseline and keep lines in stream order", () => {
    const lines = layoutPage([run("John", 50, 800), run("Doe", 75, 800), run("Software Engineer", 50, 785)], 600);
    expect(lines).toEqual(["John Doe", "Software Engineer"]);
  });

  it("should put a header painted last back on top", () => {
    const body = Array.from({ length: 5 }, (_, i) => run(`Body line number ${i + 1} with enough words`, 50, 700 - i * 14));
    const header = [run("Jane Roe", 50, 800, { fontSize: 20, width: 80 }), run("Data Analyst", 50, 775)];
    expect(layoutPage([...body, ...header], 600).filter(Boolean).slice(0, 3)).toEqual([
      "Jane Roe",
      "Data Analyst",
      "Body line number 1 with enough words",
    ]);
  });

  it("should read a sidebar layout column by column, not across", () => {
    const main = ["EXPERIENCE", "Built data pipelines for the finance team", "Led the migration to the cloud platform", "Mentored four analysts on SQL and Python", "Automated the monthly reporting process"];
    const side = ["SKILLS", "Python, SQL, Tableau and Excel", "Stakeholder communication", "LANGUAGES", "English and Arabic, fluent"];
    // Interleaved in the stream, as a browser may paint them: same y, two columns.
    const runs = main.flatMap((text, i) => [run(side[i]!, 30, 700 - i * 14, { width: 150 }), run(text, 230, 700 - i * 14, { width: 300 })]);
    const lines = layoutPage(runs, 600).filter(Boolean);
    expect(lines.slice(0, 5)).toEqual(side);
    expect(lines.slice(5)).toEqual(main);
  });

  it("should not split a narrow column of dates off the entries", () => {
    const runs = [
      run("2019 – 2021", 40, 700, { width: 50 }),
      run("Data Analyst, Acme Corporation, Cairo, Egypt", 120, 700, { width: 300 }),
      run("Built dashboards in Power BI for the sales leadership team", 120, 686, { width: 350 }),
      run("2021 – now", 40, 660, { width: 50 }),
      run("Senior Data Analyst, Nile Bank, Cairo, Egypt", 120, 660, { width: 300 }),
      run("Owned the credit risk models and the weekly board report", 120, 646, { width: 350 }),
    ];
    expect(layoutPage(runs, 600)).toContain("2019 – 2021 Data Analyst, Acme Corporation, Cairo, Egypt");
  });

  it("should keep an Arabic line whole whichever way its runs were painted", () => {
    const leftFirst = [run("العملية", 40, 700, { dir: "rtl", width: 35 }), run("الخبرة", 80, 700, { dir: "rtl", width: 30 })];
    const rightFirst = [...leftFirst].reverse();
    expect(layoutPage(leftFirst, 600)).toEqual(["الخبرة العملية"]);
    expect(layoutPage(rightFirst, 600)).toEqual(["الخبرة العملية"]);
  });

  it("should read a mixed Arabic line in reading order with its Latin words whole", () => {
    // "مهندس Python في شركة ABC" as painted: ABC at the left, مهندس at the right, pdf.js having
    // already turned each Arabic run into logical order.
    const runs = [
      run("ABC", 100, 700, { width: 20 }),
      run("في شركة", 123, 700, { dir: "rtl", width: 37 }),
      run("Python", 163, 700, { width: 35 }),
      run("مهندس", 201, 700, { dir: "rtl", width: 33 }),
    ];
    expect(layoutPage(runs, 600)).toEqual(["مهندس Python في شركة ABC"]);
    expect(layoutPage([...runs].reverse(), 600)).toEqual(["مهندس Python في شركة ABC"]);
  });

  it("should read an Arabic heading first and its date pushed to the line's far end last", () => {
    const runs = [
      run("حتى الآن", 40, 700, { dir: "rtl", width: 35 }),
      run("-", 78, 700, { width: 4 }),
      run("2019", 85, 700, { width: 20 }),
      run("شركة فودافون مصر", 400, 700, { dir: "rtl", width: 70 }),
      run("-", 473, 700, { width: 4 }),
      run("مهندس برمجيات", 480, 700, { dir: "rtl", width: 60 }),
    ];
    expect(layoutPage(runs, 600)).toEqual(["مهندس برمجيات - شركة فودافون مصر 2019 - حتى الآن"]);
  });

  it("should read the right column of an Arabic page first and report the columns", () => {
    const main = ["الخبرات العملية في المحاسبة", "محاسب مالي أول في شركة أوراسكوم", "إعداد القوائم المالية الشهرية", "مراجعة الحسابات اليومية للبنك", "خفض تكاليف التشغيل خلال عامين"];
    const side = ["المهارات الشخصية والتقنية", "التحليل المالي وإعداد التقارير", "إعداد الميزانيات السنوية", "اللغات العربية والإنجليزية", "القيادة والعمل الجماعي"];
    const runs = main.flatMap((text, i) => [run(side[i]!, 30, 700 - i * 14, { dir: "rtl", width: 150 }), run(text, 330, 700 - i * 14, { dir: "rtl", width: 200 })]);
    const page = readPage(runs, 600);
    expect(page.multiColumn).toBe(true);
    expect(page.lines.filter(Boolean)).toEqual([...main, ...side]);
    expect(readPage(main.map((text, i) => run(text, 330, 700 - i * 14, { dir: "rtl", width: 200 })), 600).multiColumn).toBe(false);
  });

  it("should drop a bare page number at the top or bottom of the page", () => {
    const lines = layoutPage([run("2", 560, 820), run("Summary", 50, 780), run("Text of the page", 50, 766), run("Jane Roe – 1/2", 250, 30)], 600);
    expect(lines.filter(Boolean)).toEqual(["Summary", "Text of the page"]);
  });
});
