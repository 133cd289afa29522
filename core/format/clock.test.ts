import { describe, expect, it } from "vitest";
import { formatCoachClock, msUntilNextSecond } from "./clock";

describe("formatCoachClock", () => {
  it("should give the long en-US date and a 24-hour time", () => {
    const text = formatCoachClock(new Date("2026-11-18T14:05:09Z"), "UTC");
    expect(text.date).toBe("Wednesday, November 18, 2026");
    expect(text.time).toBe("14:05:09");
    expect(text.day).toBe("Nov 18");
    expect(text.short).toBe("Nov 18, 14:05:09");
  });

  it.each([
    ["2026-01-01T00:00:00Z", "00:00:00"],
    ["2026-01-01T00:30:05Z", "00:30:05"],
    ["2026-01-01T12:00:00Z", "12:00:00"],
    ["2026-01-01T23:59:59Z", "23:59:59"],
  ])("should write %s as %s (no AM/PM, midnight as 00)", (iso, expected) => {
    expect(formatCoachClock(new Date(iso), "UTC").time).toBe(expected);
  });

  it("should follow the given time zone", () => {
    const at = new Date("2026-11-18T23:30:00Z");
    expect(formatCoachClock(at, "Africa/Cairo")).toMatchObject({ date: "Thursday, November 19, 2026", time: "01:30:00" });
    expect(formatCoachClock(at, "America/New_York")).toMatchObject({ date: "Wednesday, November 18, 2026", time: "18:30:00" });
  });

  it("should speak the interface language, with Western or Arabic-Indic digits", () => {
    const at = new Date("2026-11-18T14:05:09Z");
    expect(formatCoachClock(at, "UTC", "ar-EG-u-nu-latn")).toMatchObject({ date: "الأربعاء، 18 نوفمبر 2026", time: "14:05:09" });
    expect(formatCoachClock(at, "UTC", "ar-EG-u-nu-arab")).toMatchObject({ date: "الأربعاء، ١٨ نوفمبر ٢٠٢٦", time: "١٤:٠٥:٠٩" });
  });
});

describe("msUntilNextSecond", () => {
  it.each([
    [1_000, 1000],
    [1_001, 999],
    [1_999, 1],
    [1_500, 500],
  ])("should wait from %i ms to the next whole second (%i ms)", (now, wait) => {
    expect(msUntilNextSecond(now)).toBe(wait);
  });
});
