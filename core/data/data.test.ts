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
