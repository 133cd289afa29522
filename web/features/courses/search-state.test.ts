import { describe, expect, it } from "vitest";
import type { CourseResult, Understood } from "../../../core/schemas/courses";
import {
  apiQuery,
  appendPage,
  effectiveFilters,
  hasOwnFilters,
  readSearch,
  submitDescription,
  understoodChips,
  withLevel,
  withoutConstraint,
  type CourseSearch,
} from "./search-state";

const understood = (over: Partial<Understood> = {}): Understood => ({ subject: "python data analysis", language: null, free: null, level: null, max_hours: null, certificate: false, ...over });

const course = (id: string): CourseResult => ({
  id,
  title: `Course ${id}`,
  provider: "Provider",
  url: `https://courses.example/${id}`,
  level: "Beginner",
  language: "en",
  duration_hours: 10,
  free: true,
  certificate: false,
  skills: ["Python"],
  description: "",
  course_description: "",
  why: { skills: ["Python"], words: [] },
});

/** The address as the router hands it over after a round trip (values may come back as strings). */
const throughAddress = (search: CourseSearch) => readSearch(Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)])));

describe("the search in the address", () => {
  it("reads every filter back as it was written", () => {
    const search: CourseSearch = { q: "python for data analysis", language: "any", free: false, level: "Intermediate", max_hours: 20 };
    expect(throughAddress(search)).toEqual(search);
    expect(throughAddress({ q: "sql", max_hours: "any", free: true, language: "ar" })).toEqual({ q: "sql", max_hours: "any", free: true, language: "ar" });
    // Switching off a level or a certificate the words named survives a reload.
    expect(throughAddress({ q: "beginner sql with a certificate", level: "any", certificate: false })).toEqual({ q: "beginner sql with a certificate", level: "any", certificate: false });
  });

  it("leaves out what is malformed instead of failing the page", () => {
    expect(readSearch({ q: "  ", language: "fr", free: "yes", level: "Expert", max_hours: "-3", certificate: "maybe" })).toEqual({});
    expect(readSearch({ q: 42, max_hours: 99999 })).toEqual({ q: "42" });
    expect(readSearch({ q: "x".repeat(900) }).q).toHaveLength(500);
  });

  it("asks the API for the search's page, with any duration as the largest limit", () => {
    expect(apiQuery({ q: "sql", language: "any", free: false, level: "Advanced", max_hours: "any", certificate: false }, { offset: 20 })).toEqual({
      q: "sql",
      language: "any",
      free: "false",
      level: "Advanced",
      certificate: "false",
      max_hours: "2000",
      limit: "20",
      offset: "20",
    });
    // Unset filters are not sent: the words decide.
    expect(apiQuery({ q: "sql" })).toEqual({ q: "sql", limit: "20" });
  });
});

describe("searching a description", () => {
  it("starts a new description from its own words, and keeps the filters for the same one", () => {
    const current: CourseSearch = { q: "python free", free: false, language: "any" };
    expect(submitDescription(current, "  excel in arabic ")).toEqual({ q: "excel in arabic" });
    expect(submitDescription(current, "python free")).toBe(current);
    expect(submitDescription(current, "   ")).toBe(current);
  });
});

describe("what Amal understood", () => {
  it("shows a chip for each constraint the words set, unless a filter on the page replaced it", () => {
    const words = understood({ language: "ar", free: true, level: "Beginner", max_hours: 10, certificate: true });
    expect(understoodChips({ q: "…" }, words).map((c) => c.kind)).toEqual(["language", "free", "level", "max_hours", "certificate"]);
    expect(understoodChips({ q: "…", language: "any", free: false }, words).map((c) => c.kind)).toEqual(["level", "max_hours", "certificate"]);
    expect(understoodChips({ q: "…", level: "any", certificate: false }, words).map((c) => c.kind)).toEqual(["language", "free", "max_hours"]);
    expect(understoodChips({ q: "…" }, understood({ free: false }))).toEqual([]);
  });

  it("removing Arabic, Free or a duration widens the search with an explicit filter and keeps the description", () => {
    const words = understood({ language: "ar", free: true, max_hours: 10 });
    const search: CourseSearch = { q: "free python in arabic under 10 hours" };
    const noLanguage = withoutConstraint(search, "language");
    expect(noLanguage).toEqual({ ...search, language: "any" });
    expect(effectiveFilters(noLanguage, words).language).toBe("any");
    const notFree = withoutConstraint(search, "free");
    expect(apiQuery({ ...notFree, q: notFree.q! }).free).toBe("false");
    expect(effectiveFilters(notFree, words).free).toBe(false);
    const anyLength = withoutConstraint(search, "max_hours");
    expect(effectiveFilters(anyLength, words).maxHours).toBeNull();
    // Each removed chip is gone from the chips.
    for (const next of [noLanguage, notFree, anyLength]) expect(understoodChips(next, words)).toHaveLength(2);
  });

  it("removing a level or a certificate the words named switches it off and keeps the description as typed", () => {
    const words = understood({ subject: "دوره", language: "ar", free: true, level: "Beginner", certificate: true });
    const search: CourseSearch = { q: "دورة للمبتدئين مجانية بالعربي بشهادة", max_hours: 20 };
    const anyLevel = withoutConstraint(search, "level");
    expect(anyLevel).toEqual({ ...search, level: "any" });
    expect(apiQuery({ ...anyLevel, q: anyLevel.q! }).level).toBe("any");
    // Dropping the level leaves the certificate and the rest in force.
    expect(effectiveFilters(anyLevel, words)).toEqual({ language: "ar", free: true, level: "any", maxHours: 20, certificate: true });
    const noCertificate = withoutConstraint(search, "certificate");
    expect(noCertificate).toEqual({ ...search, certificate: false });
    expect(apiQuery({ ...noCertificate, q: noCertificate.q! }).certificate).toBe("false");
    expect(effectiveFilters(noCertificate, words)).toEqual({ language: "ar", free: true, level: "Beginner", maxHours: 20, certificate: false });
    for (const next of [anyLevel, noCertificate]) expect(understoodChips(next, words)).toHaveLength(3);
  });

  it("“Any level” overrides a level the words named, and simply unsets one the page chose", () => {
    expect(withLevel({ q: "sql", level: "Advanced" }, understood(), "any")).toEqual({ q: "sql" });
    expect(withLevel({ q: "beginner sql" }, understood({ subject: "sql", level: "Beginner" }), "any")).toEqual({ q: "beginner sql", level: "any" });
    expect(withLevel({ q: "sql" }, understood(), "Intermediate")).toEqual({ q: "sql", level: "Intermediate" });
  });

  it("shows the filters in force: the page's first, then the words'", () => {
    const words = understood({ language: "ar", free: true, level: "Beginner", max_hours: 10 });
    expect(effectiveFilters({ q: "x" }, words)).toEqual({ language: "ar", free: true, level: "Beginner", maxHours: 10, certificate: false });
    expect(effectiveFilters({ q: "x", language: "en", free: false, level: "Advanced", max_hours: 50 }, words)).toEqual({ language: "en", free: false, level: "Advanced", maxHours: 50, certificate: false });
    expect(effectiveFilters({ q: "x" }, null)).toEqual({ language: "any", free: false, level: "any", maxHours: null, certificate: false });
    expect(hasOwnFilters({ q: "x" })).toBe(false);
    expect(hasOwnFilters({ q: "x", free: false })).toBe(true);
    expect(hasOwnFilters({ q: "x", certificate: false })).toBe(true);
  });
});

describe("the results", () => {
  it("appends a page after Load more, each course once", () => {
    const shown = [course("a"), course("b")];
    expect(appendPage(shown, [course("b"), course("c")]).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });
});
