import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { extractJobs } from "./experience.ts";

const pairs = (text: string) => extractJobs(text).map((j) => [j.title, j.company]);

describe("extractJobs", () => {
  it("keeps an unbulleted description line with its job when the next job's heading is whole", () => {
    const english = "Senior Accountant - Orascom\n2020 - Present\nPrepared monthly statements\nAccountant - Banque Misr\n2017 - 2020";
    expect(extractJobs(english).map((j) => [j.title, j.company, j.bullets])).toEqual([
      ["Senior Accountant", "Orascom", ["Prepared monthly statements"]],
      ["Accountant", "Banque Misr", []],
    ]);
    const arabic = "محاسب أول - شركة أوراسكوم للإنشاءات\n2020 - حتى الآن\nإعداد القوائم المالية الشهرية\nمحاسب - بنك مصر\n2017 - 2020";
    expect(extractJobs(arabic).map((j) => [j.title, j.company])).toEqual([
      ["محاسب أول", "شركة أوراسكوم للإنشاءات"],
      ["محاسب", "بنك مصر"],
    ]);
  });


  it("should read 'Title, Company, City' headings with the dates at the line's end", () => {
    const jobs = extractJobs(
      [
        "Full Stack Java Developer, ABC Company, Inc., Anywhere, USA, June 2018 - Present",
        "• Developed scalable, robust, and maintainable enterprise-level applications using Java and Spring",
        "Boot",
        "• Used Angular for developing dynamic and responsive web front-ends",
        "Software Developer, XYZ Solutions, Anywhere, USA, July 2016 - June 2018",
        "• Participated in the complete software development life cycle",
      ].join("\n"),
    );
    expect(jobs).toEqual([
      {
        title: "Full Stack Java Developer",
        company: "ABC Company, Inc.",
        start: "June 2018",
        end: "Present",
        current: true,
        bullets: [
          "Developed scalable, robust, and maintainable enterprise-level applications using Java and Spring Boot",
          "Used Angular for developing dynamic and responsive web front-ends",
        ],
      },
      {
        title: "Software Developer",
        company: "XYZ Solutions",
        start: "July 2016",
        end: "June 2018",
        current: false,
        bullets: ["Participated in the complete software development life cycle"],
      },
    ]);
  });

  it.each([
    ["Senior Data Analyst — Careem", ["Senior Data Analyst", "Careem"]],
    ["Senior Data Analyst at Careem, Dubai, UAE", ["Senior Data Analyst", "Careem"]],
    ["Careem | Senior Data Analyst | 2019 – 2022", ["Senior Data Analyst", "Careem"]],
    ["Nexus AI, Co-Founder & CTO – San Francisco, CA June 2023 – present", ["Co-Founder & CTO", "Nexus AI"]],
    ["Co-Founder & CTO, Nexus AI – San Francisco, CA June 2023 – present", ["Co-Founder & CTO", "Nexus AI"]],
    ["June 2023 – present Research Intern, NVIDIA Research – Santa Clara, CA", ["Research Intern", "NVIDIA Research"]],
  ])("should read the heading %j", (heading, expected) => {
    expect(pairs(`${heading}\n• Built the reporting pipeline`)).toEqual([expected]);
  });

  it("should read a company line above a title line with dates", () => {
    const text = ["ABC Company", "Software Engineer May 2023 - Present", "• Lead a team of 5 engineers", "DEF Organization", "Software Engineer Intern Summer 2022", "• Re-architected the content editor"].join("\n");
    expect(extractJobs(text).map((j) => [j.title, j.company, j.start, j.end, j.current])).toEqual([
      ["Software Engineer", "ABC Company", "May 2023", "Present", true],
      ["Software Engineer Intern", "DEF Organization", "Summer 2022", null, false],
    ]);
  });

  it("should give dates printed after the bullets, beside a place, to their job", () => {
    const text = [
      "Nexus AI, Co-Founder & CTO",
      "• Built foundation model infrastructure serving 2M+ monthly API requests with 99.97%",
      "uptime",
      "",
      "San Francisco, CA",
      "June 2023 – present",
      "2 years 10 months",
      "",
      "NVIDIA Research, Research Intern",
      "• Designed sparse attention mechanism",
      "",
      "Santa Clara, CA",
      "May 2022 – Aug 2022",
    ].join("\n");
    expect(extractJobs(text)).toEqual([
      { title: "Co-Founder & CTO", company: "Nexus AI", start: "June 2023", end: "present", current: true, bullets: ["Built foundation model infrastructure serving 2M+ monthly API requests with 99.97% uptime"] },
      { title: "Research Intern", company: "NVIDIA Research", start: "May 2022", end: "Aug 2022", current: false, bullets: ["Designed sparse attention mechanism"] },
    ]);
  });

  it("should read dates above the heading and paragraphs as description", () => {
    const text = [
      "2017 –",
      "Present",
      "",
      "Product Manager, Google, Mountain View, CA, USA",
      "Leading cross-functional teams to design, develop, and launch innovative products. Developing",
      "product strategies and making data-driven decisions.",
      "2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA",
      "Led a team of developers in building scalable e-commerce applications.",
    ].join("\n");
    expect(extractJobs(text)).toEqual([
      {
        title: "Product Manager",
        company: "Google",
        start: "2017",
        end: "Present",
        current: true,
        bullets: ["Leading cross-functional teams to design, develop, and launch innovative products. Developing product strategies and making data-driven decisions."],
      },
      { title: "Software Development Engineer III", company: "Amazon", start: "2012", end: "2017", current: false, bullets: ["Led a team of developers in building scalable e-commerce applications."] },
    ]);
  });

  it("should take the latest job without an end date as the current one", () => {
    const jobs = extractJobs(["Data Engineer at Swvl", "2021", "• Built the trips warehouse", "Data Analyst at Fawry", "2018 - 2021", "• Reported on payments"].join("\n"));
    expect(jobs.map((j) => [j.title, j.start, j.end, j.current])).toEqual([
      ["Data Engineer", "2021", null, true],
      ["Data Analyst", "2018", "2021", false],
    ]);
  });

  it("should read an Arabic experience section", () => {
    const text = [
      "مهندس برمجيات أول - شركة فودافون مصر",
      "2019 - حتى الآن",
      "• قيادة فريق من خمسة مطورين لبناء منصة الدفع الإلكتروني",
      "• تحسين أداء قواعد البيانات بنسبة ٤٠٪",
      "مهندس تعلم آلة في شركة STC 2017 - 2019",
      "• بناء نماذج NLP لتصنيف شكاوى العملاء",
      "كريم | مهندس بيانات | 2015 - 2017",
      "متدرب تطوير برمجيات",
      "Microsoft يونيو 2014 - أغسطس 2014",
    ].join("\n");
    expect(extractJobs(text)).toEqual([
      {
        title: "مهندس برمجيات أول",
        company: "شركة فودافون مصر",
        start: "2019",
        end: "حتى الآن",
        current: true,
        bullets: ["قيادة فريق من خمسة مطورين لبناء منصة الدفع الإلكتروني", "تحسين أداء قواعد البيانات بنسبة ٤٠٪"],
      },
      { title: "مهندس تعلم آلة", company: "شركة STC", start: "2017", end: "2019", current: false, bullets: ["بناء نماذج NLP لتصنيف شكاوى العملاء"] },
      { title: "مهندس بيانات", company: "كريم", start: "2015", end: "2017", current: false, bullets: [] },
      { title: "متدرب تطوير برمجيات", company: "Microsoft", start: "يونيو 2014", end: "أغسطس 2014", current: false, bullets: [] },
    ]);
  });

  it("should read a German experience section", () => {
    const text = [
      "### 2022–2025 — Senior Backend Engineer, Beispiel AG (Remote)",
      "- Konzeption und Entwicklung mehrerer REST-APIs mit FastAPI",
      "- 2019–2022: Softwareentwickler bei Firma B (Hybrid)",
      "- Migration eines Python-Monolithen zu Microservices",
      "Werkstudent, Muster GmbH, München 04/2017 - 09/2018",
    ].join("\n");
    expect(extractJobs(text).map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ["Senior Backend Engineer", "Beispiel AG", "2022", "2025"],
      ["Softwareentwickler", "Firma B", "2019", "2022"],
      ["Werkstudent", "Muster GmbH", "04/2017", "09/2018"],
    ]);
  });

  it("should read a LinkedIn export: company, title, dates with a duration, place, then a short description", () => {
    const text = [
      "Vodafone",
      "Senior Software Engineer",
      "January 2020 - Present (4 years 2 months)",
      "Cairo, Egypt",
      "Built the billing platform.",
      "Etisalat",
      "Software Engineer",
      "June 2016 - December 2019 (3 years 7 months)",
      "Cairo, Egypt",
    ].join("\n");
    expect(extractJobs(text)).toEqual([
      { title: "Senior Software Engineer", company: "Vodafone", start: "January 2020", end: "Present", current: true, bullets: ["Built the billing platform."] },
      { title: "Software Engineer", company: "Etisalat", start: "June 2016", end: "December 2019", current: false, bullets: [] },
    ]);
  });

  it("should start a new job at a title line after bullets when its dates follow a line later", () => {
    const text = ["Marketing Manager", "Nestlé Egypt", "03/2018 – present", "● Grew sales by 20%", "Marketing Specialist", "Procter & Gamble", "01/2015 – 02/2018", "● Ran campaigns"].join("\n");
    expect(pairs(text)).toEqual([
      ["Marketing Manager", "Nestlé Egypt"],
      ["Marketing Specialist", "Procter & Gamble"],
    ]);
  });

  it("should drop a city after the employer and read 'seit' as a job still held", () => {
    expect(extractJobs("Projektleiter\nDeutsche Bahn AG, Berlin\nseit 01/2019\n• Leitung von IT-Projekten")).toEqual([
      { title: "Projektleiter", company: "Deutsche Bahn AG", start: "01/2019", end: null, current: true, bullets: ["Leitung von IT-Projekten"] },
    ]);
  });

  it("should find no job in a section of plain sentences or nothing", () => {
    expect(extractJobs("")).toEqual([]);
    expect(extractJobs("I have worked in many places and learned a great deal from each of them over the years.")).toEqual([]);
    expect(extractJobs("Berufserfahrung bei der Deutschen Bahn als Projektleiter seit 2019.")).toEqual([]);
  });

  it("should never throw, whatever the text", () => {
    const line = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom("• ", "- ", "2019 - Present", "حتى الآن", "Engineer at X", "|", " — ", "Jan 2020", "", "٢٠١٩", "(Remote)", "\t"),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const jobs = extractJobs(lines.join("\n"));
        for (const job of jobs) expect(typeof job.title === "string" && Array.isArray(job.bullets)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
