import { describe, expect, it } from "vitest";
import { readConstraints } from "./constraints.ts";
import { COURSE_DESCRIPTION_MARKER, toCourseResult } from "./describe.ts";
import { bundledCourses, providerGivesCertificate } from "./bundled.ts";
import { courseIdFor, parseCsv, planImport } from "./import.ts";
import { memoryCatalogue } from "./memory.ts";
import { indexText } from "./normalise.ts";
import { planSearch } from "./search.ts";

describe("normalise", () => {
  it.each([
    ["البيانات", "بيانات"],
    ["إدارة", "ادارة"],
    ["برمجة", "برمجه"],
    ["مستوى", "مستوي"],
    ["آلة", "الة"],
    ["تَعَلُّم", "تعلم"],
    ["البرمجــة", "برمجه"],
    ["Café", "cafe"],
    ["Managing", "managed"],
  ])("should index %s and %s as the same term", (a, b) => {
    expect(indexText(a)).toBe(indexText(b));
  });

  it("should strip the article from its fused forms and keep a conjunction's word findable", () => {
    expect(indexText("والبيانات بالعربية للمبتدئين")).toBe("بيانات عربيه مبتديين");
    expect(indexText("وتحليل").split(" ")).toContain("تحليل");
    expect(indexText("C++ and C#")).toBe("cpp csharp");
    expect(indexText("the course of a")).toBe("cours");
  });
});

describe("constraints in words", () => {
  it.each([
    ["python free", { free: true }],
    ["python مجاني", { free: true }],
    ["بايثون ببلاش", { free: true }],
    ["بايثون بدون فلوس", { free: true }],
    ["بايثون من غير فلوس", { free: true }],
    ["SQL in Arabic", { language: "ar" }],
    ["SQL بالعربي", { language: "ar" }],
    ["SQL بالعربية", { language: "ar" }],
    ["SQL بالانجليزي", { language: "en" }],
    ["SQL in Arabic if possible", { language: null, preferredLanguage: "ar" }],
    ["يفضل بالعربي SQL", { language: null, preferredLanguage: "ar" }],
    ["excel for beginners", { level: "Beginner" }],
    ["excel from scratch", { level: "Beginner" }],
    ["اكسل من الصفر", { level: "Beginner" }],
    ["اكسل للمبتدئين", { level: "Beginner" }],
    ["excel intermediate", { level: "Intermediate" }],
    ["اكسل متوسط", { level: "Intermediate" }],
    ["advanced excel", { level: "Advanced" }],
    ["اكسل متقدم", { level: "Advanced" }],
    ["excel under 10 hours", { maxHours: 10 }],
    ["excel less than 5h", { maxHours: 5 }],
    ["excel 8 hours or less", { maxHours: 8 }],
    ["اكسل أقل من 10 ساعات", { maxHours: 10 }],
    ["اكسل في حدود 20 ساعة", { maxHours: 20 }],
    ["اكسل أقل من ١٠ ساعات", { maxHours: 10 }],
    ["اكسل اقل من ساعتين", { maxHours: 2 }],
    ["excel with a certificate", { certificate: true }],
    ["اكسل بشهادة", { certificate: true }],
  ])("should read %s", (text, expected) => {
    expect(readConstraints(text)).toMatchObject(expected);
  });

  it("should leave the subject once the constraints are out", () => {
    expect(readConstraints("python for data analysis, free, beginner, under 10 hours").subject).toBe("python for data analysis");
    expect(readConstraints("عايز كورس تحليل بيانات بالعربي ببلاش").subject).toBe("عايز كورس تحليل بيانات");
    expect(readConstraints("data analysis")).toMatchObject({ free: null, language: null, level: null, maxHours: null, certificate: false });
  });
});

describe("reading a request: the page's filters over the words", () => {
  it("should drop the words' language, hard or hedged, when the page asks for any language", () => {
    expect(planSearch({ text: "machine learning بالعربي" }).filters.language).toBe("ar");
    expect(planSearch({ text: "machine learning بالعربي", language: "any" })).toMatchObject({ filters: { language: null }, preferredLanguage: null });
    expect(planSearch({ text: "machine learning يفضل بالعربي" }).preferredLanguage).toBe("ar");
    expect(planSearch({ text: "machine learning يفضل بالعربي", language: "any" })).toMatchObject({ filters: { language: null }, preferredLanguage: null });
    // What the words said is still reported, for the page's chips.
    expect(planSearch({ text: "machine learning بالعربي", language: "any" }).understood.language).toBe("ar");
  });

  it("should drop the words' level when the page asks for any level", () => {
    expect(planSearch({ text: "excel for beginner" }).filters.level).toBe("Beginner");
    expect(planSearch({ text: "excel for beginner", level: "any" }).filters.level).toBeNull();
    expect(planSearch({ text: "excel for beginner", level: "Advanced" }).filters.level).toBe("Advanced");
  });

  it("should drop the words' certificate when the page says none is needed", () => {
    expect(planSearch({ text: "excel with a certificate" }).filters.certificate).toBe(true);
    expect(planSearch({ text: "excel with a certificate", certificate: false }).filters.certificate).toBe(false);
    expect(planSearch({ text: "excel", certificate: true }).filters.certificate).toBe(true);
  });
});

describe("search over the bundled catalogue", () => {
  const catalogue = memoryCatalogue();

  it("should keep every hard filter and explain each result", async () => {
    const found = await catalogue.search({ text: "عايز كورس بايثون ببلاش من الصفر أقل من 20 ساعة" });
    expect(found.results.length).toBeGreaterThan(0);
    for (const { course, why } of found.results) {
      expect(course).toMatchObject({ free: true, level: "Beginner" });
      expect(course.durationHours).toBeLessThanOrEqual(20);
      expect(why.skills).toContain("Python");
    }
  });

  it("should find the same courses for variant Arabic spellings", async () => {
    const a = await catalogue.search({ text: "إدارة المشاريع" });
    const b = await catalogue.search({ text: "ادارة المشاريع" });
    const c = await catalogue.search({ text: "اداره مشاريع" });
    expect(a.results.length).toBeGreaterThan(0);
    expect(b.results.map((r) => r.course.id)).toEqual(a.results.map((r) => r.course.id));
    expect(c.results.map((r) => r.course.id)).toEqual(a.results.map((r) => r.course.id));
  });

  it("should rank Arabic first for a preference without dropping English courses", async () => {
    const found = await catalogue.search({ text: "machine learning in Arabic if possible", limit: 50 });
    expect(found.results[0]!.course.language).toBe("ar");
    expect(found.results.some((r) => r.course.language === "en")).toBe(true);
  });

  it("should let the page's filters win over the words", async () => {
    const found = await catalogue.search({ text: "machine learning بالعربي", language: "en" });
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results.every((r) => r.course.language === "en")).toBe(true);
  });

  it("should find courses in every language, and more levels and courses without certificates, once the page switches those off", async () => {
    const arabic = await catalogue.search({ text: "machine learning بالعربي", limit: 50 });
    const anyLanguage = await catalogue.search({ text: "machine learning بالعربي", language: "any", limit: 50 });
    expect(arabic.total).toBeGreaterThan(0);
    expect(arabic.results.every((r) => r.course.language === "ar")).toBe(true);
    expect(anyLanguage.results.some((r) => r.course.language === "en")).toBe(true);
    const beginner = await catalogue.search({ text: "python for beginners", limit: 50 });
    const anyLevel = await catalogue.search({ text: "python for beginners", level: "any", limit: 50 });
    expect(beginner.total).toBeGreaterThan(0);
    expect(beginner.results.every((r) => r.course.level === "Beginner")).toBe(true);
    expect(anyLevel.results.some((r) => r.course.level !== "Beginner")).toBe(true);
    const certified = await catalogue.search({ text: "python with a certificate", limit: 50 });
    const anyCertificate = await catalogue.search({ text: "python with a certificate", certificate: false, limit: 50 });
    expect(certified.total).toBeGreaterThan(0);
    expect(certified.results.every((r) => r.course.certificate)).toBe(true);
    expect(anyCertificate.total).toBeGreaterThan(certified.total);
  });

  it("should rank courses that only repeat known skills lower", async () => {
    const plain = await catalogue.search({ text: "python", limit: 50 });
    const knowing = await catalogue.search({ text: "python", limit: 50, knownSkills: plain.results[0]!.course.skills });
    expect(knowing.results[0]!.course.id).not.toBe(plain.results[0]!.course.id);
  });

  it.each(["course", "learn", "تعلم", "كورس", "I want to learn a course", "quantum chromodynamics", "underwater basket weaving"])(
    "should return nothing for %s",
    async (text) => {
      expect(await catalogue.search({ text })).toMatchObject({ results: [], total: 0, relaxations: [] });
    },
  );

  it("should count what dropping each constraint would find when nothing fits", async () => {
    const found = await catalogue.search({ text: "advanced excel free under 2 hours" });
    expect(found.total).toBe(0);
    expect(found.relaxations.length).toBeGreaterThan(0);
    const counts = found.relaxations.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it("should page without overlap and keep the total", async () => {
    const first = await catalogue.search({ text: "python", limit: 5 });
    const second = await catalogue.search({ text: "python", limit: 5, offset: 5 });
    expect(second.total).toBe(first.total);
    expect(second.results.map((r) => r.course.id).filter((id) => first.results.some((r) => r.course.id === id))).toEqual([]);
  });

  it("should find a course by its title, exactly or loosely", async () => {
    expect((await catalogue.byTitle("CS50's Introduction to Computer Science"))?.id).toBe("harvard-cs50x");
    expect((await catalogue.byTitle("cs50 introduction to computer science"))?.id).toBe("harvard-cs50x");
    expect(await catalogue.byTitle("a course about nothing")).toBeNull();
  });
});

describe("the API's course shape", () => {
  it("should write the course description as a marker line then key : value lines", () => {
    const course = bundledCourses().find((c) => c.id === "harvard-cs50x")!;
    const lines = toCourseResult(course).course_description.split("\n");
    expect(lines[0]).toBe(COURSE_DESCRIPTION_MARKER);
    expect(lines.slice(1).every((l) => / : /.test(l))).toBe(true);
    expect(lines).toContain("Certificate : Yes");
    expect(lines).toContain("Price : Free");
  });

  it("should give certificates by platform, not for lecture series", () => {
    expect(providerGivesCertificate("Yale University on Coursera")).toBe(true);
    expect(providerGivesCertificate("Kaggle Learn")).toBe(true);
    expect(providerGivesCertificate("MIT OpenCourseWare")).toBe(false);
    expect(providerGivesCertificate("fast.ai")).toBe(false);
    expect(providerGivesCertificate("Khan Academy")).toBe(false);
  });
});

describe("import files", () => {
  const header = "title,provider,url,skills,level,language,duration_hours,free,certificate,description";

  it("should read quoted CSV cells with commas, quotes and line breaks, and number lines", () => {
    const records = parseCsv(`a,b\n"x, ""y""\nz",w\n\nq,r`);
    expect(records).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ['x, "y"\nz', "w"] },
      { line: 5, cells: ["q", "r"] },
    ]);
  });

  it("should accept good rows in CSV and JSON Lines and give a stable id", () => {
    const csv = planImport("c.csv", `${header}\nSQL Basics,Acme,https://acme.test/sql,SQL|Databases,beginner,EN,3.5,yes,0,"Tables, joins."`);
    expect(csv.problems).toEqual([]);
    expect(csv.courses[0]).toMatchObject({ level: "Beginner", language: "en", durationHours: 3.5, free: true, certificate: false, skills: ["SQL", "Databases"] });
    expect(csv.courses[0]!.id).toBe(courseIdFor("Acme", "SQL Basics", "https://acme.test/sql"));
    expect(csv.statements).toHaveLength(1);
    const jsonl = planImport("c.jsonl", `${JSON.stringify({ id: "acme-sql", title: "SQL", provider: "Acme", url: "https://acme.test/sql", skills: ["SQL"], level: "Advanced", language: "ar", duration_hours: 2, free: false, certificate: true, description: "x" })}\n`);
    expect(jsonl.problems).toEqual([]);
    expect(jsonl.courses[0]!.id).toBe("acme-sql");
  });

  it("should report every bad row with its line and plan no SQL", () => {
    const plan = planImport(
      "c.csv",
      `${header}\nSQL Basics,Acme,https://acme.test/sql,SQL,Beginner,en,3,true,true,ok\nBad,Acme,ftp://x,SQL,Beginner,en,3,true,true,ok\nSQL Basics 2,Acme,https://acme.test/sql,SQL,Beginner,en,3,true,true,ok\nshort,row`,
    );
    expect(plan.statements).toEqual([]);
    expect(plan.problems).toEqual([
      { line: 3, message: "url: must be a full http(s):// address" },
      { line: 4, message: "provider and url repeat line 2" },
      { line: 5, message: "has 2 cells, the header has 10" },
    ]);
    expect(planImport("c.csv", "title,colour\n").problems[0]!.message).toContain("unknown columns: colour");
    expect(planImport("c.jsonl", "{nope\n").problems).toEqual([{ line: 1, message: "is not valid JSON" }]);
  });
});
