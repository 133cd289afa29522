import { afterEach, describe, expect, it } from "vitest";
import { formatLongDate, formatLongDateIn, parseIsoDate } from "./dates";

describe("formatLongDate", () => {
  it("should format an ISO date as a long en-US date", () => {
    expect(formatLongDate("2024-03-05")).toBe("March 5, 2024");
  });

  it.each([
    ["2026-01-01", "January 1, 2026"],
    ["2026-12-31", "December 31, 2026"],
    ["2024-02-29", "February 29, 2024"],
    ["2026-10-28", "October 28, 2026"],
  ])("should format %s as %s", (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected);
  });

  it("should use the date as written in a timestamp, not shift it to another day", () => {
    expect(formatLongDate("2024-03-05T23:30:00-08:00")).toBe("March 5, 2024");
    expect(formatLongDate("2024-03-05T00:00:00Z")).toBe("March 5, 2024");
  });

  describe("in any time zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(["UTC", "America/Los_Angeles", "Pacific/Honolulu", "Africa/Cairo", "Asia/Dubai", "Pacific/Kiritimati", "Etc/GMT+12"])(
      "should not shift the day in %s",
      (tz) => {
        process.env.TZ = tz;
        expect(formatLongDate("2024-03-05")).toBe("March 5, 2024");
        expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
        expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
      },
    );
  });

  it.each(["", "March 5, 2024", "2024-13-01", "2024-02-30", "2023-02-29", "2024-3-5", "not a date"])(
    "should return %j unchanged when it is not a valid ISO date",
    (input) => {
      expect(formatLongDate(input)).toBe(input);
    },
  );
});

describe("formatLongDateIn", () => {
  it("should write the date in Egyptian Arabic, with Western or Arabic-Indic digits", () => {
    expect(formatLongDateIn("2026-10-28", "ar-EG-u-nu-latn")).toBe("28 أكتوبر 2026");
    expect(formatLongDateIn("2026-11-01", "ar-EG-u-nu-arab")).toBe("١ نوفمبر ٢٠٢٦");
  });

  it("should read like formatLongDate in US English", () => {
    expect(formatLongDateIn("2026-10-28", "en-US")).toBe("October 28, 2026");
  });

  it("should not shift the day in a time zone behind UTC", () => {
    const original = process.env.TZ;
    process.env.TZ = "Pacific/Honolulu";
    try {
      expect(formatLongDateIn("2026-01-01T00:00:00Z", "ar-EG-u-nu-latn")).toBe("1 يناير 2026");
    } finally {
      process.env.TZ = original;
    }
  });

  it("should return what is not a date unchanged", () => {
    expect(formatLongDateIn("2024-02-30", "ar-EG-u-nu-latn")).toBe("2024-02-30");
  });
});

describe("parseIsoDate", () => {
  it("should return the parts of a valid date", () => {
    expect(parseIsoDate("2024-03-05")).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it("should reject an impossible day", () => {
    expect(parseIsoDate("2024-04-31")).toBeNull();
  });
});
