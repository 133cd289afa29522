import { describe, expect, it } from "vitest";

import { isMostlyRtl, reorderLine } from "./bidi.ts";

/** A logical line as a right-to-left renderer paints it, left to right: the inverse reordering. */
const painted = (logical: string) => reorderLine(logical, true);

describe("reorderLine", () => {
  it.each([
    "مهندس Python في شركة ABC",
    "مهندس برمجيات - شركة فودافون مصر",
    "2019 - حتى الآن",
    "يونيو 2017 - أغسطس 2017",
    "شهادة إدارة المشاريع الاحترافية (PMP) - معهد إدارة المشروعات - 2021",
    "خفض تكاليف التشغيل بنسبة 15% خلال عامين",
    "الرياض، السعودية | omar.alsharif@example.com",
    "AWS Certified Machine Learning - Specialty, Amazon Web Services, 2022",
  ])("should read %j back in logical order from its painted order", (logical) => {
    expect(reorderLine(painted(logical), true)).toBe(logical);
  });

  it("should keep Latin words and numbers whole inside a right-to-left line", () => {
    const visual = "ABC ةكرش يف Python سدنهم";
    expect(reorderLine(visual, true)).toBe("مهندس Python في شركة ABC");
  });

  it("should put a right-to-left range's dates in reading order", () => {
    expect(reorderLine("2015 - 2011", true)).toBe("2011 - 2015");
    expect(reorderLine("0199 555 122 20+", true)).toBe("+20 122 555 0199");
  });

  it("should leave a left-to-right line without Arabic untouched", () => {
    const line = "Software Engineer (Front-End), Google - 2019 - 2021";
    expect(reorderLine(line, false)).toBe(line);
  });

  it("should reverse only the Arabic words of a left-to-right line", () => {
    expect(reorderLine("Cairo University (ةرهاقلا ةعماج)", false)).toBe("Cairo University (جامعة القاهرة)");
  });
});

describe("isMostlyRtl", () => {
  it("should count letters, not words", () => {
    expect(isMostlyRtl("مهندس Python في شركة ABC")).toBe(true);
    expect(isMostlyRtl("AWS Certified Developer، 2022")).toBe(false);
  });
});
