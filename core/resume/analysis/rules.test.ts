/**
 * The small rules the report and the coach share: bullets, numbers, sentences, openers, filler,
 * tense, dates and skill spelling, on lines as people write them in English and Arabic.
 */
import { describe, expect, it } from "vitest";

import { compatible, findDates } from "./dates.ts";
import { fillerPhrase, opener, weakOpener } from "./phrases.ts";
import { misspelledSkills } from "./spelling.ts";
import { countWords, isBullet, quantifies, splitSentences, stripBullet } from "./text.ts";

describe("bullets and numbers", () => {
  it.each(["• Built a dashboard", "- Built a dashboard", "▪ Built a dashboard", "1. Built a dashboard", "2) Built a dashboard", "• طورت لوحة معلومات"])(
    "should read %j as a list item",
    (line) => {
      expect(isBullet(line)).toBe(true);
      expect(stripBullet(line)).toMatch(/^(?:Built|طورت)/);
    },
  );

  it("should not take a line that merely starts with a number for a list item", () => {
    expect(isBullet("2 years 10 months")).toBe(false);
    expect(isBullet("2019 – 2022 Software Engineer")).toBe(false);
  });

  it.each([
    ["Cut cloud costs by 18% in two quarters", true],
    ["Grew followers from 20,000 to 65,000", true],
    ["Raised $18M Series A", true],
    ["Tripled weekly sign-ups after the redesign", true],
    ["Helped with the launch of two new products", true],
    ["خفّضت زمن التحميل بنسبة ٤٠٪", true],
    ["ضاعفت المبيعات إلى ضعف ما كانت عليه", true],
    ["Worked at Acme from 2019 to 2022", false],
    ["Maintained the company website", false],
    ["طورت واجهات الموقع في 2021", false],
  ])("should say whether %j states a result with a number (%s)", (line, expected) => {
    expect(quantifies(line)).toBe(expected);
  });

  it("should split a paragraph into sentences, not at abbreviations", () => {
    expect(splitSentences("Led the e.g. billing team at Acme Inc. in Cairo. Shipped the new app. Cut costs 20%.")).toEqual([
      "Led the e.g. billing team at Acme Inc. in Cairo.",
      "Shipped the new app.",
      "Cut costs 20%.",
    ]);
  });

  it("should count words as a reader does", () => {
    expect(countWords("Built REST APIs in Node.js — 3 services, C++ and C#")).toBe(10);
  });
});

describe("openers", () => {
  it.each([
    ["Responsible for the brand's Instagram page", "responsible for"],
    ["I was responsible for weekly reports", "i was responsible for"],
    ["Helped with the launch of two products", "helped with"],
    ["Worked on the checkout flow", "worked on"],
    ["مسؤول عن صيانة الموقع", "مسؤول عن"],
    ["ساعدت في نقل الموقع إلى خوادم جديدة", "ساعدت في"],
  ])("should find the weak opener of %j", (line, phrase) => {
    expect(weakOpener(line)).toBe(phrase);
  });

  it("should not find a weak opener inside a strong line", () => {
    expect(weakOpener("Led the team responsible for payments")).toBeNull();
    expect(weakOpener("Helpdesk tickets cut by 30%")).toBeNull();
  });

  it.each([
    ["Built a search bar used by 10,000 people", "en", true, "past"],
    ["Leading a cross-functional team of 5", "en", true, "present"],
    ["Develop and maintain the billing service", "en", true, "present"],
    ["Successfully delivered six projects", "en", true, "past"],
    ["Co-authored a paper at NeurIPS", "en", true, "past"],
    ["Research integrated into Azure, cutting data needs by 60%", "en", false, null],
    ["Key visionary in charting the strategy", "en", false, null],
    ["Worked closely with designers", "en", false, "past"],
    ["طوّرت نظامًا لإدارة المخزون", "ar", true, "past"],
    ["أطور مكونات قابلة لإعادة الاستخدام", "ar", true, "present"],
    ["تطوير واجهات المستخدم باستخدام React", "ar", true, "neutral"],
    ["مسؤول عن صيانة الموقع", "ar", false, null],
  ] as const)("should read how %j opens", (line, language, action, tense) => {
    expect(opener(line, language)).toMatchObject({ action, tense });
  });

  it("should leave verbs of other languages unjudged", () => {
    expect(opener("Konzeption und Entwicklung mehrerer REST-APIs", "other")).toBeNull();
  });

  it.each([
    ["Hard-working team player with a passion for data", "team player"],
    ["Results-driven engineer", "results-driven"],
    ["مطور شغوف بخبرة ثلاث سنوات", "شغوف"],
    ["أنجزت مهام متنوعة في الشركة", "مهام متنوعة"],
  ])("should find the filler in %j", (line, phrase) => {
    expect(fillerPhrase(line)).toBe(phrase);
  });

  it("should not take a word that contains a filler phrase for it", () => {
    expect(fillerPhrase("Built the etcd cluster and ran synergy-free audits")).toBe("synergy");
    expect(fillerPhrase("Built the etcd cluster")).toBeNull();
  });
});

describe("dates", () => {
  it.each([
    ["Software Engineer May 2023 - Present", ["month_any"]],
    ["Sept 2018 – June 2023", ["month_short", "month_any"]],
    ["January 2020 – March 2021", ["month_long", "month_long"]],
    ["05/2019 - 12/2021", ["month_numeric", "month_numeric"]],
    ["2019-05 – 2020-01", ["year_month", "year_month"]],
    ["2016 – 2018 Master of Business Administration", ["year", "year"]],
    ["مطور ويب، شركة النيل (مارس ٢٠٢١ - حتى الآن)", ["month_arabic"]],
    ["Software Engineer Intern Summer 2022", ["unreadable"]],
    ["Analyst, Acme, May '19 – '21", ["unreadable", "unreadable"]],
  ])("should read the dates of %j", (line, styles) => {
    expect(findDates(line).map((d) => d.style)).toEqual(styles);
  });

  it("should not take DOIs, patents or phone numbers for dates", () => {
    expect(findDates("10.1234/neurips.2023.1234 (NeurIPS 2023)").map((d) => d.text)).toEqual(["2023"]);
    expect(findDates("US Patent 11,234,567")).toEqual([]);
  });

  it("should treat May, June and July as fitting both short and long month names", () => {
    expect(compatible("month_any", "month_short")).toBe(true);
    expect(compatible("month_any", "month_long")).toBe(true);
    expect(compatible("month_short", "month_long")).toBe(false);
    expect(compatible("month_numeric", "month_arabic")).toBe(false);
  });
});

describe("skill spelling", () => {
  it("should name the maker's spelling of a skill written another way", () => {
    const found = misspelledSkills("Built APIs in Javascript with Nodejs, Postgres SQL and Mongo DB on Github", false);
    expect(found.map((m) => [m.written, m.canonical])).toEqual([
      ["Javascript", "JavaScript"],
      ["Nodejs", "Node.js"],
      ["Postgres SQL", "PostgreSQL"],
      ["Mongo DB", "MongoDB"],
      ["Github", "GitHub"],
    ]);
  });

  it("should accept the spellings the taxonomy knows", () => {
    expect(misspelledSkills("JavaScript, Node.js, NodeJS, PostgreSQL, Postgres, GitHub, e-commerce, eCommerce", true)).toEqual([]);
  });

  it("should check acronyms only in a skills list, where they cannot be ordinary words", () => {
    expect(misspelledSkills("The rest of the team used sql daily", false)).toEqual([]);
    expect(misspelledSkills("sql, Html, rest", true).map((m) => m.canonical)).toEqual(["SQL", "HTML", "REST"]);
  });

  it("should not flag addresses or lines in capitals", () => {
    expect(misspelledSkills("github.com/jane · jane@nodejs.org", false)).toEqual([]);
    expect(misspelledSkills("JAVASCRIPT DEVELOPER", false)).toEqual([]);
  });

  it("should read skill names in an Arabic list", () => {
    expect(misspelledSkills("JavaScript، TypeScript، Javascript", true).map((m) => m.written)).toEqual(["Javascript"]);
  });
});
