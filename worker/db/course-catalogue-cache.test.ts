/**
 * The catalogue held in memory answers exactly as the catalogue in D1 (FTS5): the same courses in
 * the same order with the same scores and reasons, the same totals and relaxations; and a course
 * imported into D1 appears once the held rows are older than their time to live.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { upsertStatements } from "../../core/courses/import";
import type { CatalogueCourse, CourseSearchRequest } from "../../core/courses/types";
import { d1Catalogue } from "./course-catalogue";
import { cachedCatalogue } from "./course-catalogue-cache";

/** The binding, counting the statements prepared through it. */
function counted(db: D1Database): { db: D1Database; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key !== "prepare" || typeof value !== "function") return typeof value === "function" ? value.bind(target) : value;
      return (query: string) => {
        statements++;
        return target.prepare(query);
      };
    },
  });
  return { db: proxy, statements: () => statements };
}

const REQUESTS: CourseSearchRequest[] = [
  { text: "python for data analysis, free, beginner" },
  { text: "sql for data analysis", limit: 3 },
  { text: "project management" },
  { text: "إدارة المشاريع بالعربي" },
  { text: "تحليل بيانات بالعربيه" },
  { text: "عايز اتعلم برمجة مواقع ببلاش" },
  { text: "machine learning with a certificate under 10 hours" },
  { text: "advanced excel in arabic" },
  { text: "statistics", limit: 20, offset: 5 },
  { text: "data business management communication marketing design development skills", limit: 50 },
  { text: "kubernetes for zoologists" },
  { text: "free courses in Arabic" },
  { text: "beginner courses", preferLanguage: "ar", limit: 10, offset: 3 },
  { text: "course" },
  { text: "leadership", knownSkills: ["Leadership", "Communication"], preferLanguage: "ar" },
  { text: "javascript react frontend", exclude: new Set(["nonexistent-course"]) },
  { text: "cybersecurity", language: "ar", level: "Advanced", free: true },
  { text: "c++ and c# and .net" },
];

describe("the course catalogue held in memory", () => {
  it("should find what the catalogue in D1 finds, for every kind of request", async () => {
    const d1 = d1Catalogue(env.DB);
    const binding = counted(env.DB);
    const held = cachedCatalogue(binding.db);
    let found = 0;
    for (const request of REQUESTS) {
      const expected = await d1.search(request);
      found += expected.results.length;
      expect(await held.search(request), request.text).toEqual(expected);
    }
    expect(found).toBeGreaterThan(50);
    // The rows were read once; every search after that was answered in memory.
    expect(binding.statements()).toBe(1);
    expect(await held.size()).toBe(await d1.size());
  });

  it("should look courses up by id and by title as the catalogue in D1 does", async () => {
    const d1 = d1Catalogue(env.DB);
    const held = cachedCatalogue(env.DB);
    const some = (await d1.search({ text: "data analysis", limit: 5 })).results.map((r) => r.course);
    expect(some.length).toBe(5);
    for (const course of some) {
      expect(await held.byId(course.id)).toEqual(course);
      for (const title of [course.title, course.title.toUpperCase(), course.title.split(" ").slice(0, 3).join(" ")]) {
        expect(await held.byTitle(title), title).toEqual(await d1.byTitle(title));
      }
    }
    for (const title of ["learning how to learn", "إدارة المشاريع", "no such course anywhere", "  "]) {
      expect(await held.byTitle(title), title).toEqual(await d1.byTitle(title));
    }
    expect(await held.byId("no-such-course")).toBeNull();
  });

  it("should show a course imported into D1 once the held rows have outlived their time to live", async () => {
    let clock = 0;
    const held = cachedCatalogue(env.DB, { ttlMs: 60_000, now: () => clock });
    const before = await held.search({ text: "camel husbandry" });
    const imported: CatalogueCourse = {
      id: "desert-academy-camel-husbandry",
      title: "Camel Husbandry for Beginners",
      provider: "Desert Academy",
      url: "https://academy.example.org/camel-husbandry",
      skills: ["Animal Care"],
      level: "Beginner",
      language: "en",
      durationHours: 6,
      free: true,
      certificate: false,
      description: "Feeding, health and handling of camels on a small farm.",
    };
    await env.DB.batch(upsertStatements([imported]).map((s) => env.DB.prepare(s)));
    // The catalogue is shared with other test files: take the course out again.
    onTestFinished(() => env.DB.prepare("DELETE FROM courses WHERE url = ?").bind(imported.url).run().then(() => undefined));
    clock = 59_000;
    expect((await held.search({ text: "camel husbandry" })).results.map((r) => r.course.id)).toEqual(before.results.map((r) => r.course.id));
    clock = 61_000;
    const after = await held.search({ text: "camel husbandry" });
    expect(after.results[0]?.course).toEqual(imported);
    expect(after).toEqual(await d1Catalogue(env.DB).search({ text: "camel husbandry" }));
    expect(await held.byTitle("camel husbandry for beginners")).toEqual(imported);
  });

  it("should leave a catalogue too big to hold in D1 and still answer the same", async () => {
    const held = cachedCatalogue(env.DB, { maxCourses: 10 });
    for (const request of REQUESTS.slice(0, 4)) expect(await held.search(request)).toEqual(await d1Catalogue(env.DB).search(request));
  });
});
