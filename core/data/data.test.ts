import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkDataFile, DATA_FILES, type DataFileName } from "./schemas.ts";

const folder = fileURLToPath(new URL(".", import.meta.url));
const read = (file: string) => readFileSync(`${folder}${file}`, "utf8");
const FILES = Object.keys(DATA_FILES) as DataFileName[];

describe("knowledge files", () => {
  it.each(FILES)("should hold only valid, uniquely keyed records in %s", (file) => {
    expect(checkDataFile(file, read(file))).toEqual([]);
  });

  it("should give every JSON file in the folder a schema", () => {
    const jsonFiles = readdirSync(folder).filter((name) => name.endsWith(".json"));
    expect(jsonFiles.filter((name) => !(name in DATA_FILES))).toEqual([]);
    expect(FILES.filter((name) => !jsonFiles.includes(name))).toEqual([]);
  });
});

/** The share of a text's letters that are Arabic (0 to 1); marks and digits are not letters. */
function arabicShare(value: string): number {
  const letters = value.match(/\p{L}/gu) ?? [];
  const arabic = value.match(/\p{Script=Arabic}/gu)?.filter((ch) => /\p{L}/u.test(ch)) ?? [];
  return letters.length === 0 ? 0 : arabic.length / letters.length;
}

/** The longest run of consecutive Latin words, as a check that an English sentence was not pasted in. */
function longestLatinRun(value: string): number {
  let longest = 0;
  let run = 0;
  for (const word of value.split(/[\s،,:;—–()«»"']+/u).filter(Boolean)) {
    run = /^[\p{Script=Latin}0-9.+#'-]+$/u.test(word) && /\p{Script=Latin}/u.test(word) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

const ARABIC_FIELDS = [
  { file: "books.json", english: "summary", arabic: "summaryAr" },
  { file: "youtube-channels.json", english: "description", arabic: "descriptionAr" },
] as const;

describe("Arabic texts of books and channels", () => {
  describe.each(ARABIC_FIELDS)("$file $arabic", ({ file, english, arabic }) => {
    const records = JSON.parse(read(file)) as Record<string, string>[];

    it("should be given for every record", () => {
      expect(records.filter((record) => typeof record[arabic] !== "string" || !record[arabic].trim()).map((r) => r.id)).toEqual([]);
    });

    it("should be written mostly in Arabic letters (at least 60%)", () => {
      const latin = records.filter((record) => arabicShare(record[arabic] ?? "") < 0.6);
      expect(latin.map((record) => `${record.id}: ${Math.round(arabicShare(record[arabic] ?? "") * 100)}%`)).toEqual([]);
    });

    it(`should not copy the English ${english}`, () => {
      const copies = records.filter((record) => {
        const text = record[arabic] ?? "";
        return text === record[english] || text.includes(record[english]) || longestLatinRun(text) >= 6;
      });
      expect(copies.map((record) => record.id)).toEqual([]);
    });

    it("should be distinct for every record", () => {
      const texts = records.map((record) => record[arabic]);
      expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    });
  });

  it("should measure the Arabic share of letters, not of marks, digits or spaces", () => {
    expect(arabicShare("دليل عملي")).toBe(1);
    expect(arabicShare("Python")).toBe(0);
    expect(arabicShare("تعلّم Go")).toBeCloseTo(4 / 6);
    expect(arabicShare("100 ثانية")).toBe(1);
  });

  it("should find a pasted English sentence", () => {
    expect(longestLatinRun("شروح في React وNode.js وTypeScript")).toBe(1);
    expect(longestLatinRun("Free full-length courses on programming and web development")).toBe(8);
  });
});

describe("checkDataFile", () => {
  const course = JSON.parse(read("courses.json"))[0];

  it("should name the file, the entry and the field of a bad record", () => {
    const broken = [course, { ...course, id: "new-course", url: "http://example.com", level: "Expert" }];
    expect(checkDataFile("courses.json", JSON.stringify(broken))).toEqual([
      'courses.json entry 2 (id "new-course"): url: must be a full https:// address',
      `courses.json entry 2 (id "new-course"): level: Invalid option: expected one of "Beginner"|"Intermediate"|"Advanced"`,
    ]);
  });

  it("should report a missing field, a misspelt field and a repeated id", () => {
    const { durationHours: _left, ...withoutDuration } = course;
    const broken = [course, { ...withoutDuration, id: "new-course", durationHour: 4 }, course];
    const problems = checkDataFile("courses.json", JSON.stringify(broken));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^courses\.json entry 2 \(id "new-course"\): durationHours: /);
    expect(problems[1]).toMatch(/^courses\.json entry 2 \(id "new-course"\): .*"durationHour"/);
    expect(problems[2]).toBe(`courses.json entry 3 (id "${course.id}"): id is already used by entry 1`);
  });

  it("should name the file when its text is not JSON or not a list", () => {
    expect(checkDataFile("tips.json", '[{"id": "a",}]')[0]).toMatch(/^tips\.json: not valid JSON: /);
    expect(checkDataFile("industries.json", '{"code": "1"}')).toEqual(["industries.json: must be a JSON array of records"]);
  });

  it("should accept a channel with a handle or search words, but not both", () => {
    const channel = JSON.parse(read("youtube-channels.json")).find((c: { handle?: string }) => c.handle);
    expect(checkDataFile("youtube-channels.json", JSON.stringify([channel]))).toEqual([]);
    expect(checkDataFile("youtube-channels.json", JSON.stringify([{ ...channel, search: "words" }]))).toEqual([
      `youtube-channels.json entry 1 (id "${channel.id}"): search: give a handle or search words, not both`,
    ]);
  });
});
