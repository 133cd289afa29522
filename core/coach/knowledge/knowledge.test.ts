import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SKILLS } from "../../resume/skills-taxonomy.ts";
import { findRoadmap } from "./roadmaps.ts";
import {
  BOOK_CATEGORIES,
  BOOKS,
  CAREER_TIPS,
  INDUSTRIES,
  TIP_CATEGORIES,
  YOUTUBE_CHANNELS,
  bookSummary,
  channelDescription,
  industryByCode,
  searchIndustries,
  tipForDay,
} from "./index.ts";

const SKILL_NAMES = new Set(SKILLS.map((skill) => skill.name));
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/** Hosts a book link may point to: catalogue searches, or a book's own free online edition. */
const BOOK_HOSTS = new Set([
  "openlibrary.org",
  "www.google.com",
  "jamesclear.com",
  "eloquentjavascript.net",
  "automatetheboringstuff.com",
  "sre.google",
  "www.deeplearningbook.org",
  "www.statlearning.com",
  "r4ds.hadley.nz",
  "www.refactoringui.com",
]);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

/** Every string field, and every string in an array field, that is blank; and every empty array. */
function emptyFields(item: object): string[] {
  return Object.entries(item).flatMap(([key, value]) => {
    if (typeof value === "string") return value.trim() ? [] : [key];
    if (Array.isArray(value)) {
      if (value.length === 0) return [key];
      return value.some((entry) => typeof entry === "string" && !entry.trim()) ? [key] : [];
    }
    return [];
  });
}

describe("books", () => {
  it("should hold at least 100 books, at least 8 of them in Arabic", () => {
    expect(BOOKS.length).toBeGreaterThanOrEqual(100);
    expect(BOOKS.filter((book) => book.language === "ar").length).toBeGreaterThanOrEqual(8);
  });

  it("should have unique ids and no duplicate editions", () => {
    expect(duplicates(BOOKS.map((book) => book.id))).toEqual([]);
    expect(duplicates(BOOKS.map((book) => `${book.language}:${book.title}`))).toEqual([]);
  });

  it("should leave no field empty", () => {
    for (const book of BOOKS) expect(emptyFields(book), book.id).toEqual([]);
  });

  it("should tag books only with skills from the taxonomy", () => {
    for (const book of BOOKS) {
      expect(book.skills.filter((skill) => !SKILL_NAMES.has(skill)), book.id).toEqual([]);
    }
  });

  it("should use known categories and plausible years", () => {
    const categories = new Set<string>(BOOK_CATEGORIES);
    for (const book of BOOKS) {
      expect(book.categories.filter((category) => !categories.has(category)), book.id).toEqual([]);
      expect(book.year, book.id).toBeGreaterThanOrEqual(1900);
      expect(book.year, book.id).toBeLessThanOrEqual(new Date().getFullYear());
    }
  });

  it("should cover every category", () => {
    const used = new Set(BOOKS.flatMap((book) => book.categories));
    expect(BOOK_CATEGORIES.filter((category) => !used.has(category))).toEqual([]);
  });

  it("should give Arabic editions an Arabic title", () => {
    for (const book of BOOKS.filter((b) => b.language === "ar")) expect(book.title, book.id).toMatch(ARABIC_LETTERS);
  });

  it("should link every book over https to an allowed host", () => {
    for (const book of BOOKS) {
      const url = new URL(book.link);
      expect(url.protocol, book.id).toBe("https:");
      expect(BOOK_HOSTS.has(url.hostname), `${book.id}: ${url.hostname}`).toBe(true);
      if (url.hostname === "www.google.com") expect(url.searchParams.get("tbm"), book.id).toBe("bks");
    }
  });

  it("should give an Arabic answer the Arabic summary and an English answer the English one", () => {
    for (const book of BOOKS) {
      expect(bookSummary(book, "en"), book.id).toBe(book.summary);
      expect(bookSummary(book, "ar"), book.id).toBe(book.summaryAr);
      expect(bookSummary(book, "ar"), book.id).toMatch(ARABIC_LETTERS);
    }
  });

  it("should build a catalogue search from the title and first author", () => {
    const book = BOOKS.find((b) => b.id === "never-split-the-difference");
    expect(book?.link).toBe("https://openlibrary.org/search?q=Never%20Split%20the%20Difference%20Chris%20Voss");
  });
});

describe("YouTube channels", () => {
  it("should hold at least 80 channels, at least 15 of them in Arabic", () => {
    expect(YOUTUBE_CHANNELS.length).toBeGreaterThanOrEqual(80);
    expect(YOUTUBE_CHANNELS.filter((channel) => channel.language === "ar").length).toBeGreaterThanOrEqual(15);
  });

  it("should have unique ids, names and links", () => {
    expect(duplicates(YOUTUBE_CHANNELS.map((channel) => channel.id))).toEqual([]);
    expect(duplicates(YOUTUBE_CHANNELS.map((channel) => channel.name))).toEqual([]);
    expect(duplicates(YOUTUBE_CHANNELS.map((channel) => channel.url))).toEqual([]);
  });

  it("should leave no field empty", () => {
    for (const channel of YOUTUBE_CHANNELS) expect(emptyFields(channel), channel.id).toEqual([]);
  });

  it("should tag channels only with skills from the taxonomy", () => {
    for (const channel of YOUTUBE_CHANNELS) {
      expect(channel.skills.filter((skill) => !SKILL_NAMES.has(skill)), channel.id).toEqual([]);
    }
  });

  it("should link to a channel handle or a YouTube search over https", () => {
    for (const channel of YOUTUBE_CHANNELS) {
      const url = new URL(channel.url);
      expect(url.protocol, channel.id).toBe("https:");
      expect(url.hostname, channel.id).toBe("www.youtube.com");
      const isHandle = /^\/@[A-Za-z0-9_.-]+$/.test(url.pathname) && url.search === "";
      const isSearch = url.pathname === "/results" && Boolean(url.searchParams.get("search_query")?.trim());
      expect(isHandle || isSearch, channel.url).toBe(true);
    }
  });

  it("should give an Arabic answer the Arabic description and an English answer the English one", () => {
    for (const channel of YOUTUBE_CHANNELS) {
      expect(channelDescription(channel, "en"), channel.id).toBe(channel.description);
      expect(channelDescription(channel, "ar"), channel.id).toBe(channel.descriptionAr);
      expect(channelDescription(channel, "ar"), channel.id).toMatch(ARABIC_LETTERS);
    }
  });

  it("should keep topics lower-case", () => {
    for (const channel of YOUTUBE_CHANNELS) {
      for (const topic of channel.topics) expect(topic, channel.id).toBe(topic.toLowerCase());
    }
  });
});

describe("daily tips", () => {
  it("should hold at least 100 tips, at least 30 with an Arabic version", () => {
    expect(CAREER_TIPS.length).toBeGreaterThanOrEqual(100);
    expect(CAREER_TIPS.filter((tip) => tip.textAr).length).toBeGreaterThanOrEqual(30);
  });

  it("should have unique ids and texts", () => {
    expect(duplicates(CAREER_TIPS.map((tip) => tip.id))).toEqual([]);
    expect(duplicates(CAREER_TIPS.map((tip) => tip.text))).toEqual([]);
  });

  it("should leave no field empty and keep each tip to one or two sentences", () => {
    for (const tip of CAREER_TIPS) {
      expect(emptyFields(tip), tip.id).toEqual([]);
      expect(tip.text.length, tip.id).toBeLessThanOrEqual(240);
      expect(tip.text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length, tip.id).toBeLessThanOrEqual(2);
    }
  });

  it("should write Arabic versions in Arabic", () => {
    for (const tip of CAREER_TIPS.filter((t) => t.textAr !== undefined)) expect(tip.textAr, tip.id).toMatch(ARABIC_LETTERS);
  });

  it("should cover every category with several tips", () => {
    for (const category of TIP_CATEGORIES) {
      expect(CAREER_TIPS.filter((tip) => tip.category === category).length, category).toBeGreaterThanOrEqual(8);
    }
  });

  it("should show the same tip all day and every tip once before repeating", () => {
    const start = Date.UTC(2026, 0, 1);
    expect(tipForDay(new Date(start + 1000)).id).toBe(tipForDay(new Date(start + 23 * 3600 * 1000)).id);
    const ids = CAREER_TIPS.map((_, day) => tipForDay(new Date(start + day * 24 * 3600 * 1000)).id);
    expect(new Set(ids).size).toBe(CAREER_TIPS.length);
    expect(tipForDay(new Date(start)).category).not.toBe(tipForDay(new Date(start + 24 * 3600 * 1000)).category);
  });
});

describe("industries", () => {
  it("should list 147 industries with unique numeric-string codes and descriptions", () => {
    expect(INDUSTRIES).toHaveLength(147);
    expect(duplicates(INDUSTRIES.map((industry) => industry.code))).toEqual([]);
    expect(duplicates(INDUSTRIES.map((industry) => industry.description))).toEqual([]);
    for (const industry of INDUSTRIES) {
      expect(industry.code).toMatch(/^[1-9][0-9]*$/);
      expect(industry.description.trim()).toBe(industry.description);
      expect(industry.description).not.toBe("");
    }
  });

  it.each([
    ["47", "Accounting"],
    ["4", "Computer Software"],
    ["41", "Banking"],
    ["6", "Internet"],
    ["119", "Wireless"],
  ])("should hold the spec's example %s %s", (code, description) => {
    expect(industryByCode(code)?.description).toBe(description);
  });

  it("should look a code up as a string or a number, and miss unknown codes", () => {
    expect(industryByCode(96)?.description).toBe("Information Technology and Services");
    expect(industryByCode(" 41 ")?.description).toBe("Banking");
    expect(industryByCode("2")).toBeUndefined();
    expect(industryByCode("abc")).toBeUndefined();
  });

  it("should sort industries by description", () => {
    const descriptions = INDUSTRIES.map((industry) => industry.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("should search by word prefix, case-insensitively, ranking leading matches first", () => {
    expect(searchIndustries("comp").map((i) => i.description).slice(0, 5)).toEqual([
      "Computer & Network Security",
      "Computer Games",
      "Computer Hardware",
      "Computer Networking",
      "Computer Software",
    ]);
    expect(searchIndustries("SOFTWARE").map((i) => i.code)).toEqual(["4"]);
    expect(searchIndustries("real estate").map((i) => i.description)).toEqual(["Real Estate", "Commercial Real Estate"]);
    expect(searchIndustries("arts & crafts").map((i) => i.code)).toEqual(["111"]);
    expect(searchIndustries("47").map((i) => i.description)).toEqual(["Accounting"]);
    expect(searchIndustries("zzz")).toEqual([]);
    expect(searchIndustries("  ")).toHaveLength(147);
  });

  // The reference list lives outside the repository; skip when it is not there.
  const referencePath = fileURLToPath(new URL("../../../../shared/data/linkedin-industries-v1.json", import.meta.url));
  describe.skipIf(!existsSync(referencePath))("against the reference list", () => {
    it("should match every code and description exactly", () => {
      const reference = JSON.parse(readFileSync(referencePath, "utf8")) as { code: string; description: string }[];
      const byCode = (list: readonly { code: string; description: string }[]) =>
        [...list].map(({ code, description }) => ({ code, description })).sort((a, b) => Number(a.code) - Number(b.code));
      expect(byCode(INDUSTRIES)).toEqual(byCode(reference));
    });
  });
});

describe("a role no roadmap covers", () => {
  it.each(["corporate trainer", "corporate lawyer", "sales trainer"])("%j is not matched to a path that shares only a modifier", (role) => {
    const match = findRoadmap(role);
    expect(match === null || match.score >= 8).toBe(true);
  });

  it("still finds a field named before 'role' or 'job'", () => {
    expect(findRoadmap("a product role")).not.toBeNull();
    expect(findRoadmap("data job")?.roadmap.title).toMatch(/^Data /);
  });
});
