import { describe, expect, it } from "vitest";

import { foldForMatch, isMostlyArabic, normalizeText, toAsciiDigits } from "./normalize.ts";

describe("normalizeText", () => {
  it.each([
    ["digital asset \u0000nancial", "digital asset financial"],
    ["StackOver\u0000ow and in\u0000uence", "StackOverflow and influence"],
    ["e\uFB03cient \uFB01le", "efficient file"],
    ["on-\u00AD\u2010campus (909) 555-\u00AD\u20105555", "on-campus (909) 555-5555"],
    ["a\u00A0b\u2009c\u200Bd", "a b cd"],
    ["\uF0E0 hello@x.com", "hello@x.com"],
    ["  two   spaces \n  next line ", "two spaces\nnext line"],
  ])("should clean %j", (raw, clean) => {
    expect(normalizeText(raw).trim()).toBe(clean);
  });

  it("should fold Arabic presentation forms to ordinary letters", () => {
    // "ﺍﻟﻤﻬﺎﺭﺍﺕ" as some PDF generators emit it (isolated/final glyph forms).
    expect(normalizeText("\uFE8D\uFEDF\uFEE4\uFEEC\uFE8E\uFEAD\uFE8D\uFE95")).toBe("المهارات");
  });
});

describe("toAsciiDigits", () => {
  it("should turn Arabic-Indic and Persian digits into ASCII", () => {
    expect(toAsciiDigits("٠١٠١٢٣٤٥٦٧٨ / ۰۹۸")).toBe("01012345678 / 098");
  });
});

describe("foldForMatch", () => {
  it.each([
    ["Fähigkeiten", "fahigkeiten"],
    ["EXPÉRIENCE", "experience"],
    ["الخبرة العمليّة", "الخبره العمليه"],
    ["إدارة المشاريع", "اداره المشاريع"],
    ["مستوى", "مستوي"],
  ])("should fold %s", (text, folded) => {
    expect(foldForMatch(text)).toBe(folded);
  });

  it("should keep case when asked", () => {
    expect(foldForMatch("Ünit Go", true)).toBe("Unit Go");
  });
});

describe("isMostlyArabic", () => {
  it("should tell Arabic text from English text with Arabic words", () => {
    expect(isMostlyArabic("مهندس برمجيات Python")).toBe(true);
    expect(isMostlyArabic("Software engineer (مهندس)")).toBe(false);
  });
});
