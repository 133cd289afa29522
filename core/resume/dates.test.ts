import { describe, expect, it } from "vitest";

import { compareResumeDates, findDateRange, isPresentWord, parseResumeDate, withoutDates } from "./dates.ts";

describe("findDateRange", () => {
  it.each([
    ["Software Engineer May 2023 - Present", "May 2023", "Present", true],
    ["Sept 2018 – May 2023", "Sept 2018", "May 2023", false],
    ["2012 – 2017 Software Development Engineer III, Amazon", "2012", "2017", false],
    ["Software Engineer at Company X, 2020-2023", "2020", "2023", false],
    ["06/2019 - heute", "06/2019", "heute", true],
    ["Jan. 2020 bis Dez. 2021", "Jan. 2020", "Dez. 2021", false],
    ["März 2018 – aktuell", "März 2018", "aktuell", true],
    ["janvier 2019 - aujourd'hui", "janvier 2019", "aujourd'hui", true],
    ["enero 2017 - actualidad", "enero 2017", "actualidad", true],
    ["2019 to date", "2019", "to date", true],
    ["2019 - حتى الآن", "2019", "حتى الآن", true],
    ["2019 حتى الآن", "2019", "الآن", true],
    ["يناير 2018 - الآن", "يناير 2018", "الآن", true],
    ["مارس 2013 - ديسمبر 2017", "مارس 2013", "ديسمبر 2017", false],
    ["٢٠١٥ - ٢٠١٩", "٢٠١٥", "٢٠١٩", false],
    ["Summer 2022", "Summer 2022", null, false],
  ])("should read %j", (line, start, end, current) => {
    expect(findDateRange(line)).toMatchObject({ start, end, current });
  });

  it("should read 'since' as a range still open", () => {
    expect(findDateRange("seit 03.2020 bei Beispiel AG")).toMatchObject({ start: "03.2020", end: null, current: true });
  });

  it("should find no date in text without one, nor in long numbers", () => {
    expect(findDateRange("Led a team of 12 engineers")).toBeNull();
    expect(findDateRange("US Patent 11,234,567 and 123456")).toBeNull();
  });
});

describe("withoutDates", () => {
  it("should leave the heading and no dangling separators", () => {
    expect(withoutDates("Software Engineer at Company X, 2020-2023")).toBe("Software Engineer at Company X");
    expect(withoutDates("كريم | مهندس بيانات | 2018 - 2021")).toBe("كريم | مهندس بيانات");
    expect(withoutDates("Company | 2019 - 2021 | Engineer")).toBe("Company | Engineer");
    expect(withoutDates("معهد المحاسبين الإداريين، 2019")).toBe("معهد المحاسبين الإداريين");
  });
});

describe("isPresentWord", () => {
  it.each(["Present", "current", "heute", "حتى الآن", "الآن", "حاليا", "actualidad"])("should know %s", (word) => {
    expect(isPresentWord(word)).toBe(true);
  });

  it("should not take a month or a word for now", () => {
    expect(isPresentWord("May 2020")).toBe(false);
    expect(isPresentWord("Presentation")).toBe(false);
  });
});

describe("parseResumeDate and compareResumeDates", () => {
  it("should read years, months, seasons and Arabic digits", () => {
    expect(parseResumeDate("Sept 2018")).toEqual({ year: 2018, month: 9 });
    expect(parseResumeDate("06/2019")).toEqual({ year: 2019, month: 6 });
    expect(parseResumeDate("Summer 2022")).toEqual({ year: 2022, month: 6 });
    expect(parseResumeDate("أغسطس 2017")).toEqual({ year: 2017, month: 8 });
    expect(parseResumeDate("٢٠١٥")).toEqual({ year: 2015, month: null });
    expect(parseResumeDate("Present")).toBeNull();
  });

  it("should order dates, month by month within a year", () => {
    const dates = ["May 2022", "2019", "Jan 2022", "Dec 2021"];
    expect([...dates].sort(compareResumeDates)).toEqual(["2019", "Dec 2021", "Jan 2022", "May 2022"]);
  });
});
