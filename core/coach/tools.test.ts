import { describe, expect, it } from "vitest";
import { providerGivesCertificate } from "../courses/bundled.ts";
import { BOOKS } from "./knowledge/books.ts";
import { courses, CAREER_TIPS, YOUTUBE_CHANNELS } from "./knowledge/index.ts";
import { roadmapById } from "./knowledge/roadmaps.ts";
import type { RankedCourse } from "./retrieval.ts";
import type { ResumeReview } from "./resume-review.ts";
import { COACH_TOOLS, recommendBooksFor, runTool, toolDefinitions, type RoadmapPlan, type ToolContext } from "./tools.ts";
import { TOOL_NAMES, type CoachProfile } from "./types.ts";

const RESUME = `Layla Hassan
Marketing Specialist | Cairo | layla@example.com | +20 111 222 3333

Summary
Marketer running social media campaigns for consumer brands.

Experience
Marketing Specialist, Delta Foods (2022 – present)
- Responsible for the brand's Instagram and Facebook pages
- Grew followers from 20,000 to 65,000 in one year with a weekly content calendar
- Helped with the launch of two new products

Education
BA Mass Communication, Cairo University

Skills
Social Media Marketing, Content Marketing, Canva`;

const profile: CoachProfile = {
  fullname: "Layla Hassan",
  title: "Marketing Specialist",
  level: "Junior",
  country: "Egypt",
  city: "Cairo",
  bio: "",
  skills: [{ name: "Social Media Marketing", type: "hard" }, { name: "Content Marketing", type: "hard" }],
  resumes: [{ id: 7, title: "layla.pdf", text: RESUME }, { id: 3, title: "old.pdf", text: "Layla Hassan\nIntern" }],
};
const ctx: ToolContext = { profile, today: "2026-11-22" };

const COURSE_IDS = new Set(courses.map((c) => c.id));

describe("COACH_TOOLS", () => {
  it("should define all seven tools with object JSON Schemas usable as function parameters", async () => {
    expect(Object.keys(COACH_TOOLS).sort()).toEqual([...TOOL_NAMES].sort());
    for (const name of TOOL_NAMES) {
      const { parameters, description } = COACH_TOOLS[name];
      expect(description.length, name).toBeGreaterThan(40);
      expect(parameters.type, name).toBe("object");
      expect(parameters).not.toHaveProperty("$schema");
      expect(JSON.parse(JSON.stringify(parameters))).toEqual(parameters);
    }
    expect(toolDefinitions().map((d) => d.function.name)).toEqual([...TOOL_NAMES]);
  });

  it("should recommend catalogue courses on the subject asked", async () => {
    const result = (await COACH_TOOLS.recommend_courses.run({ query: "SQL for data analysis", limit: 4 }, ctx));
    const items = result.items as RankedCourse[];
    expect(items).toHaveLength(4);
    for (const { course } of items) expect(COURSE_IDS.has(course.id)).toBe(true);
    expect(items.some(({ course }) => course.skills.includes("SQL"))).toBe(true);
    expect(result.citations.map((c) => c.id)).toEqual(items.map((i) => i.course.id));
    expect(result.observation).toContain(items[0].course.url);
  });

  it("should only return free courses when asked for free ones", async () => {
    const items = (await COACH_TOOLS.recommend_courses.run({ query: "python", freeOnly: true }, ctx)).items as RankedCourse[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every(({ course }) => course.free)).toBe(true);
  });

  it("should hold to the conditions the user stated: length, certificate, course language, provider", async () => {
    const short = (await COACH_TOOLS.recommend_courses.run({ query: "python", maxHours: 20, certificate: true }, ctx)).items as RankedCourse[];
    expect(short.length).toBeGreaterThan(0);
    expect(short.every(({ course }) => course.durationHours <= 20 && providerGivesCertificate(course.provider))).toBe(true);
    const arabic = (await COACH_TOOLS.recommend_courses.run({ query: "project management", courseLanguage: "ar" }, ctx)).items as RankedCourse[];
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every(({ course }) => course.language === "ar")).toBe(true);
    const provider = courses.find((c) => c.skills.includes("Python"))!.provider;
    const fromProvider = (await COACH_TOOLS.recommend_courses.run({ query: "python", provider }, ctx)).items as RankedCourse[];
    expect(fromProvider.length).toBeGreaterThan(0);
    expect(fromProvider.every(({ course }) => course.provider === provider)).toBe(true);
  });

  it("should say so when no course meets the stated conditions, and label the nearest ones as alternatives", async () => {
    const result = await COACH_TOOLS.recommend_courses.run({ query: "python", maxHours: 0.01, provider: "No Such Academy" }, ctx);
    // Nothing is presented as a match; the nearest courses are listed with the conditions each breaks.
    expect(result.items).toEqual([]);
    expect(result.observation).toMatch(/^No catalogue course on Python fits the request with all its conditions\./);
    expect(result.observation).toMatch(/\(breaks: maxHours, provider\)/);
    expect(result.citations.length).toBeGreaterThan(0);
  });

  it("should favour Arabic-taught courses in an Arabic conversation and answer Arabic subjects", async () => {
    const items = (await COACH_TOOLS.recommend_courses.run({ query: "إدارة المشاريع", language: "ar" }, { ...ctx, language: "ar" })).items as RankedCourse[];
    expect(items[0].course.language).toBe("ar");
    expect(items.every(({ course }) => course.skills.includes("Project Management"))).toBe(true);
  });

  it("should leave out courses already recommended", async () => {
    const first = (await COACH_TOOLS.recommend_courses.run({ query: "react", limit: 3 }, ctx)).items as RankedCourse[];
    const exclude = new Set(first.map((i) => i.course.url));
    const next = (await COACH_TOOLS.recommend_courses.run({ query: "react", limit: 3 }, { ...ctx, exclude })).items as RankedCourse[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.some((i) => exclude.has(i.course.url))).toBe(false);
  });

  it("should find a course by a partial or differently written title", async () => {
    for (const [title, id] of [
      ["cs50 introduction to computer science", "harvard-cs50x"],
      ["Google Project Management", "coursera-google-project-management"],
      ["learning how to learn", "coursera-learning-how-to-learn"],
    ]) {
      const result = (await COACH_TOOLS.course_info.run({ title }, ctx));
      expect((result.items[0] as { id: string }).id, title).toBe(id);
      expect(result.citations[0].kind).toBe("course");
    }
  });

  it("should give a roadmap with catalogue courses, starting after the skills the user has", async () => {
    const result = (await COACH_TOOLS.career_roadmap.run({ field: "digital marketing" }, ctx));
    const plan = result.items[0] as RoadmapPlan;
    expect(plan.roadmap.id).toBe("digital-marketer");
    expect(plan.startStage).toBe(0);
    for (const stage of plan.stages) expect(stage.courses.length).toBeGreaterThan(0);
    expect(result.citations[0]).toMatchObject({ kind: "roadmap", id: "digital-marketer" });

    const advanced = { ...profile, skills: ["Digital Marketing", "Marketing Strategy", "Search Engine Optimization", "Social Media Marketing", "Content Marketing"]
      .map((name) => ({ name, type: "hard" as const })) };
    const later = (await COACH_TOOLS.career_roadmap.run({ field: "digital marketing" }, { ...ctx, profile: advanced })).items[0] as RoadmapPlan;
    expect(later.startStage).toBe(2);
  });

  it("should fall back to the user's own title when no field is given", async () => {
    const plan = (await COACH_TOOLS.career_roadmap.run({ field: "" }, ctx)).items[0] as RoadmapPlan;
    expect(plan.roadmap).toBe(roadmapById("digital-marketer"));
  });

  it("should recommend real YouTube channels, in Arabic for an Arabic conversation", async () => {
    const en = (await COACH_TOOLS.recommend_youtube.run({ topic: "Python" }, ctx)).items as { id: string; skills: string[] }[];
    expect(en).toHaveLength(3);
    expect(en.every((c) => YOUTUBE_CHANNELS.some((y) => y.id === c.id))).toBe(true);
    expect(en.some((c) => c.skills.includes("Python"))).toBe(true);
    const ar = (await COACH_TOOLS.recommend_youtube.run({ topic: "البرمجة", language: "ar" }, ctx)).items as { language: string }[];
    expect(ar[0].language).toBe("ar");
  });

  it("should give today's tip first, the same all day, and fit the user's level", async () => {
    const tips = (await COACH_TOOLS.daily_tips.run({ count: 3 }, ctx)).items as { id: string; audience?: string[] }[];
    expect(tips).toHaveLength(3);
    expect(new Set(tips.map((t) => t.id)).size).toBe(3);
    expect(tips.every((t) => !t.audience || t.audience.includes("junior"))).toBe(true);
    const again = (await COACH_TOOLS.daily_tips.run({ count: 3 }, ctx)).items as { id: string }[];
    expect(again[0].id).toBe(tips[0].id);
    const tomorrow = (await COACH_TOOLS.daily_tips.run({ count: 3 }, { ...ctx, today: "2026-11-23" })).items as { id: string }[];
    expect(tomorrow[0].id).not.toBe(tips[0].id);
  });

  it("should keep to one category when asked", async () => {
    const tips = (await COACH_TOOLS.daily_tips.run({ category: "negotiation", count: 2 }, ctx)).items as { category: string }[];
    expect(tips.every((t) => t.category === "negotiation")).toBe(true);
    expect(CAREER_TIPS.length).toBeGreaterThanOrEqual(100);
  });

  it("should recommend books on a topic, and for the profile without one", async () => {
    const topic = (await COACH_TOOLS.recommend_books.run({ topic: "negotiation" }, ctx)).items as { categories: string[] }[];
    expect(topic.length).toBe(3);
    expect(topic.every((b) => b.categories.includes("negotiation"))).toBe(true);
    const mine = (await COACH_TOOLS.recommend_books.run({}, ctx)).items as { id: string; categories: string[] }[];
    expect(mine.length).toBe(3);
    expect(mine.some((b) => b.categories.includes("marketing"))).toBe(true);
  });

  it("should review the newest resume by default, or the one asked for", async () => {
    const result = (await COACH_TOOLS.resume_insights.run({}, ctx));
    const review = result.items[0] as ResumeReview;
    expect(review.resumeId).toBe(7);
    expect(result.citations[0]).toMatchObject({ kind: "resume", id: "7" });
    expect(((await COACH_TOOLS.resume_insights.run({ resumeId: 3 }, ctx)).items[0] as ResumeReview).resumeId).toBe(3);
  });

  it("should review what a recruiter notices: weak phrases, numbers, missing skills and contact details", async () => {
    const review = (await COACH_TOOLS.resume_insights.run({ resumeId: 7 }, ctx)).items[0] as ResumeReview;
    expect(review.bullets.weak.map((w) => w.phrase)).toEqual(expect.arrayContaining(["responsible for", "helped with"]));
    expect(review.bullets.quantified).toBe(2);
    expect(review.bullets.total).toBe(3);
    expect(review.contact).toEqual({ email: true, phone: true, linkedin: false });
    expect(review.skills.found).toContain("Social Media Marketing");
    expect(review.skills.missing).toContain("Search Engine Optimization");
    expect(review.length).toBe("too_short");
    expect(review.score).toBeGreaterThan(0);
    expect(review.score).toBeLessThan(100);
  });

  it("should say so when the user has no resume", async () => {
    const result = (await COACH_TOOLS.resume_insights.run({}, { ...ctx, profile: { ...profile, resumes: [] } }));
    expect(result.items).toEqual([]);
    expect(result.observation).toMatch(/not uploaded a resume/);
  });
});

describe("runTool", () => {
  it("should run a tool from JSON-string arguments with numbers as strings, as models send them", async () => {
    const use = (await runTool("recommend_courses", '{"query":"docker","limit":"2"}', ctx));
    expect(use.tool).toBe("recommend_courses");
    expect(use.citations).toHaveLength(2);
    expect(use.input).toMatchObject({ query: "docker", limit: 2 });
  });

  it.each([
    ["an unknown tool", "find_jobs", { query: "x" }, /no tool named "find_jobs"/],
    ["unparsable JSON", "course_info", "{title: oops", /Invalid arguments for course_info/],
    ["a missing required field", "course_info", {}, /title/],
    ["a wrong type", "recommend_courses", { query: 42 }, /query/],
    ["an out-of-range number", "daily_tips", { count: 99 }, /count/],
    ["an unknown enum value", "daily_tips", { category: "astrology" }, /category/],
    ["an array instead of an object", "career_roadmap", ["nurse"], /Invalid arguments/],
  ])("should turn %s into an observation instead of throwing", async (_case, name, input, message) => {
    const use = (await runTool(name as string, input, ctx));
    expect(use.observation).toMatch(message);
    expect(use.citations).toEqual([]);
  });

  it("should accept null and missing arguments for tools that need none", async () => {
    expect((await runTool("daily_tips", null, ctx)).citations.length).toBe(3);
    expect((await runTool("resume_insights", undefined, ctx)).citations[0]).toMatchObject({ kind: "resume" });
  });
});

describe("recommendBooksFor", () => {
  it("should fill the Books window with ten different catalogue books and say why each fits", async () => {
    const books = recommendBooksFor(profile);
    expect(books).toHaveLength(10);
    expect(new Set(books.map((b) => b.id)).size).toBe(10);
    for (const book of books) {
      const source = BOOKS.find((b) => b.id === book.id);
      expect(source, book.id).toBeDefined();
      expect(book.link).toBe(source?.link);
      expect(book.book_object.title).toBe(source?.title);
      expect(book.reason.length).toBeGreaterThan(5);
    }
    expect(books.some((b) => b.book_object.categories.includes("marketing"))).toBe(true);
    expect(books.every((b) => BOOKS.find((x) => x.id === b.id)?.language === "en")).toBe(true);
  });

  it("should pick differently for a senior engineer than for a junior marketer", async () => {
    const senior: CoachProfile = { ...profile, title: "Senior Software Engineer", level: "Senior", skills: [{ name: "Java", type: "hard" }] };
    const juniorIds = recommendBooksFor(profile).map((b) => b.id);
    const seniorBooks = recommendBooksFor(senior);
    expect(seniorBooks.map((b) => b.id)).not.toEqual(juniorIds);
    expect(seniorBooks.some((b) => b.book_object.categories.includes("software-engineering"))).toBe(true);
    expect(seniorBooks.some((b) => b.book_object.categories.includes("leadership"))).toBe(true);
  });

  it("should include Arabic editions for an Arabic conversation", async () => {
    const books = recommendBooksFor(profile, 10, "ar");
    expect(books.some((b) => BOOKS.find((x) => x.id === b.id)?.language === "ar")).toBe(true);
  });
});

describe("recommend_courses conditions", () => {
  const run = (input: Parameters<typeof COACH_TOOLS.recommend_courses.run>[0]) => COACH_TOOLS.recommend_courses.run(input, ctx);

  it("should hold results to the taught language, hours, certificate and provider", async () => {
    const arabic = await run({ query: "excel", courseLanguage: "ar" });
    expect(arabic.items.length).toBeGreaterThan(0);
    for (const r of arabic.items as RankedCourse[]) expect(r.course.language).toBe("ar");
    const short = await run({ query: "python", maxHours: 10 });
    for (const r of short.items as RankedCourse[]) expect(r.course.durationHours).toBeLessThanOrEqual(10);
    const coursera = await run({ query: "sql", provider: "Coursera" });
    expect(coursera.items.length).toBeGreaterThan(0);
    for (const r of coursera.items as RankedCourse[]) expect(r.course.provider).toMatch(/Coursera/);
    const certified = await run({ query: "python", certificate: true });
    for (const r of certified.items as RankedCourse[]) expect(r.course.provider).not.toMatch(/Khan Academy|MIT OpenCourseWare/);
  });

  it("should report the nearest options, each with the conditions it breaks, when nothing fits", async () => {
    const result = await run({ query: "kubernetes", freeOnly: true, courseLanguage: "ar", maxHours: 10 });
    expect(result.items).toEqual([]);
    expect(result.search?.covered).toBe(true);
    expect(result.search?.nearest.length).toBeGreaterThan(0);
    for (const n of result.search?.nearest ?? []) {
      expect(n.breaks.length).toBeGreaterThan(0);
      expect(COURSE_IDS.has(n.course.course.id)).toBe(true);
    }
    expect(result.citations.map((c) => c.id)).toEqual(result.search?.nearest.map((n) => n.course.course.id));
  });

  it("should say a subject is not covered rather than return unrelated courses", async () => {
    const result = await run({ query: "haskell", freeOnly: true });
    expect(result.items).toEqual([]);
    expect(result.search?.covered).toBe(false);
  });

  it("should count a profile's 'MS Excel' as the Excel a course teaches", async () => {
    const result = await COACH_TOOLS.recommend_courses.run({ query: "excel pivot tables" }, { ...ctx, profile: { ...profile, skills: [{ name: "MS Excel", type: "hard" }] } });
    const withExcel = (result.items as RankedCourse[]).filter((r) => r.course.skills.includes("Microsoft Excel"));
    expect(withExcel.length).toBeGreaterThan(0);
    for (const r of withExcel) expect(r.fit.knownSkills).toContain("Microsoft Excel");
  });
});
