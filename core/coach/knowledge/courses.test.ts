import { describe, expect, it } from "vitest";

import { SKILLS } from "../../resume/skills-taxonomy.ts";
import { Bm25Index } from "../../search/bm25.ts";
import { buildCourseIndex, courses, type Course } from "./courses.ts";

/** Where the bundled courses live; a new provider is added here on purpose, not by accident. */
const PROVIDER_HOSTS = new Set([
  "www.coursera.org",
  "www.edx.org",
  "www.udemy.com",
  "www.udacity.com",
  "www.linkedin.com",
  "www.futurelearn.com",
  "www.codecademy.com",
  "cs50.harvard.edu",
  "ocw.mit.edu",
  "missing.csail.mit.edu",
  "introtodeeplearning.com",
  "www.freecodecamp.org",
  "www.theodinproject.com",
  "www.khanacademy.org",
  "ar.khanacademy.org",
  "www.kaggle.com",
  "course.fast.ai",
  "www.deeplearning.ai",
  "huggingface.co",
  "karpathy.ai",
  "madewithml.com",
  "www.elementsofai.com",
  "cs229.stanford.edu",
  "cs231n.stanford.edu",
  "web.stanford.edu",
  "codeinplace.stanford.edu",
  "15445.courses.cs.cmu.edu",
  "fullstackopen.com",
  "java-programming.mooc.fi",
  "cybersecuritybase.mooc.fi",
  "devopswithdocker.com",
  "devopswithkubernetes.com",
  "learn.microsoft.com",
  "microsoft.github.io",
  "explore.skillbuilder.aws",
  "www.cloudskillsboost.google",
  "developers.google.com",
  "developer.android.com",
  "web.dev",
  "academy.hubspot.com",
  "trailhead.salesforce.com",
  "www.netacad.com",
  "www.redhat.com",
  "tryhackme.com",
  "studio.blender.org",
  "www.edraak.org",
  "academy.hsoub.com",
  "lms.doroob.sa",
]);

const SKILL_NAMES = new Set(SKILLS.map((s) => s.name));
const ARABIC_LETTER = /[\u0600-\u06FF]/;

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe("bundled course catalogue", () => {
  it("should hold at least 500 courses, at least 40 of them in Arabic", () => {
    expect(courses.length).toBeGreaterThanOrEqual(500);
    expect(courses.filter((c) => c.language === "ar").length).toBeGreaterThanOrEqual(40);
  });

  it("should give every course a unique, stable slug id", () => {
    for (const c of courses) expect(c.id, c.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(duplicates(courses.map((c) => c.id))).toEqual([]);
  });

  it("should not list the same course page twice", () => {
    const keys = courses.map((c) => c.url.toLowerCase().replace(/\/+$/, ""));
    expect(duplicates(keys)).toEqual([]);
    expect(duplicates(courses.map((c) => `${c.provider}|${c.title}`))).toEqual([]);
  });

  it("should link every course over https to a known provider host", () => {
    const offenders = courses.filter((c) => {
      const url = new URL(c.url);
      return url.protocol !== "https:" || !PROVIDER_HOSTS.has(url.host);
    });
    expect(offenders.map((c) => `${c.id}: ${c.url}`)).toEqual([]);
  });

  it("should name skills exactly as the skills taxonomy does", () => {
    const unknown = courses.flatMap((c) => c.skills.filter((s) => !SKILL_NAMES.has(s)).map((s) => `${c.id}: ${s}`));
    expect(unknown).toEqual([]);
    for (const c of courses) {
      expect(c.skills.length, c.id).toBeGreaterThan(0);
      expect(duplicates(c.skills), c.id).toEqual([]);
    }
  });

  it("should describe every course completely and plausibly", () => {
    for (const c of courses) {
      expect(["Beginner", "Intermediate", "Advanced"], c.id).toContain(c.level);
      expect(["en", "ar"], c.id).toContain(c.language);
      expect(c.durationHours, c.id).toBeGreaterThan(0);
      expect(c.durationHours, c.id).toBeLessThanOrEqual(1000);
      expect(typeof c.free, c.id).toBe("boolean");
      expect(c.title.trim(), c.id).not.toBe("");
      expect(c.provider.trim(), c.id).not.toBe("");
      expect(c.description.length, c.id).toBeGreaterThan(20);
      expect(c.description.length, c.id).toBeLessThanOrEqual(320);
    }
  });

  it("should write Arabic courses' titles and descriptions in Arabic", () => {
    for (const c of courses.filter((course) => course.language === "ar")) {
      expect(c.title, c.id).toMatch(ARABIC_LETTER);
      expect(c.description, c.id).toMatch(ARABIC_LETTER);
    }
    for (const c of courses.filter((course) => course.language === "en")) {
      expect(c.title, c.id).not.toMatch(ARABIC_LETTER);
    }
  });

  it("should include both free and paid courses, in both languages", () => {
    for (const language of ["en", "ar"] as const) {
      const inLanguage = courses.filter((c) => c.language === language);
      expect(inLanguage.some((c) => c.free), language).toBe(true);
      expect(inLanguage.some((c) => !c.free), language).toBe(true);
    }
  });

  it("should cover every level", () => {
    for (const level of ["Beginner", "Intermediate", "Advanced"] as const) {
      expect(courses.filter((c) => c.level === level).length, level).toBeGreaterThanOrEqual(20);
    }
  });
});

describe("course search (BM25 over the catalogue)", () => {
  const index = buildCourseIndex();
  const top = (query: string, limit = 5, filter?: (c: Course) => boolean) =>
    index.search(query, { limit, filter }).map((h) => h.doc);

  it("should find Python data analysis courses for 'python for data analysis'", () => {
    const [first, ...rest] = top("python for data analysis");
    expect(first.skills).toEqual(expect.arrayContaining(["Python", "Data Analysis"]));
    expect(rest.filter((c) => c.skills.includes("Python")).length).toBeGreaterThanOrEqual(3);
  });

  it("should find machine learning courses for 'machine learning'", () => {
    for (const c of top("machine learning")) {
      expect(c.skills.includes("Machine Learning") || /machine learning/i.test(c.title), c.title).toBe(true);
    }
  });

  it("should find Arabic programming courses for 'تعلم البرمجة'", () => {
    const programming = new Set(["Python", "JavaScript", "PHP", "Ruby", "HTML", "Algorithms", "Java"]);
    const hits = top("تعلم البرمجة");
    for (const c of hits) expect(c.language, c.title).toBe("ar");
    for (const c of hits.slice(0, 3)) expect(c.skills.some((s) => programming.has(s)), c.title).toBe(true);
  });

  it("should put a project management certificate first for 'project management certificate'", () => {
    const [first, ...rest] = top("project management certificate");
    expect(first.title).toMatch(/project management/i);
    expect(first.title).toMatch(/certificate/i);
    for (const c of rest) expect(c.skills, c.title).toContain("Project Management");
  });

  it("should find Excel courses for 'excel'", () => {
    for (const c of top("excel")) expect(c.skills, c.title).toContain("Microsoft Excel");
  });

  it("should find UX courses for 'ux design'", () => {
    for (const c of top("ux design")) {
      expect(c.skills.some((s) => s === "UX Design" || s === "UI/UX Design"), c.title).toBe(true);
    }
  });

  it("should filter by language and price", () => {
    const arabic = top("python", 10, (c) => c.language === "ar");
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every((c) => c.language === "ar")).toBe(true);
    const free = top("machine learning", 10, (c) => c.free);
    expect(free.length).toBe(10);
    expect(free.every((c) => c.free)).toBe(true);
  });

  it("should answer the same after the index is serialised and restored", () => {
    const restored = Bm25Index.fromJSON<Course>(JSON.parse(JSON.stringify(index.toJSON())));
    expect(restored.search("cloud computing", { limit: 5 })).toEqual(index.search("cloud computing", { limit: 5 }));
  });
});
