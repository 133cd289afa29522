import { describe, expect, it } from "vitest";
import { localizedPath, parseAcceptLanguage, preferredLocale, splitLocale } from "./locales";
import { createTranslator, type Translation } from "./translate";

const en = {
  hello: "Hello, {name}!",
  sessions: { zero: "No sessions yet", one: "{count} session", other: "{count} sessions" },
} as const;
const ar: Translation<typeof en> = {
  hello: "مرحبًا يا {name}!",
  sessions: { zero: "لا توجد جلسات بعد", one: "جلسة واحدة", two: "جلستان", few: "{count} جلسات", many: "{count} جلسة", other: "{count} جلسة" },
};

describe("the translator", () => {
  it("fills placeholders and picks English plural forms", () => {
    const t = createTranslator("en", en);
    expect(t("hello", { name: "Mona" })).toBe("Hello, Mona!");
    expect([0, 1, 2, 21].map((count) => t("sessions", { count }))).toEqual(["No sessions yet", "1 session", "2 sessions", "21 sessions"]);
  });

  it("picks each Arabic plural form, with Western or Arabic-Indic digits", () => {
    const t = createTranslator("ar", ar);
    expect([0, 1, 2, 3, 11, 100].map((count) => t("sessions", { count }))).toEqual(["لا توجد جلسات بعد", "جلسة واحدة", "جلستان", "3 جلسات", "11 جلسة", "100 جلسة"]);
    expect(createTranslator("ar", ar, "arab")("sessions", { count: 5 })).toBe("٥ جلسات");
    expect(createTranslator("ar", ar, "arab").number(1299)).toBe("١٬٢٩٩");
  });

  it("answers a key no catalogue has with the key, never with undefined", () => {
    const t = createTranslator("en", en);
    expect(t("missing" as "hello")).toBe("missing");
  });
});

describe("languages from the browser and the path", () => {
  it("prefers the first of Arabic or English the browser ranks highest", () => {
    expect(preferredLocale("ar-EG,ar;q=0.9,en-US;q=0.8")).toBe("ar");
    expect(preferredLocale("en-GB,en;q=0.9,ar;q=0.8")).toBe("en");
    expect(preferredLocale("fr-FR,ar;q=0.5,en;q=0.4")).toBe("ar");
    expect(preferredLocale("en;q=0.2,ar;q=0.9")).toBe("ar");
    expect(preferredLocale(["de-DE", "fr"])).toBe("en");
    expect(preferredLocale(null)).toBe("en");
    expect(parseAcceptLanguage("*, <script>, ar;q=abc, en")).toEqual(["en"]);
  });

  it("puts Arabic pages under /ar and reads the language back from a path", () => {
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/pricing", "ar")).toBe("/ar/pricing");
    expect(localizedPath("/ar/pricing", "en")).toBe("/pricing");
    expect(localizedPath("/ar", "ar")).toBe("/ar");
    expect(splitLocale("/ar/blog/article/3")).toEqual({ locale: "ar", path: "/blog/article/3" });
    expect(splitLocale("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocale("/arabic-lessons")).toEqual({ locale: "en", path: "/arabic-lessons" });
  });
});

describe("the first-visit script", () => {
  it("is allowed by the hash the Content-Security-Policy names", async () => {
    const { createHash } = await import("node:crypto");
    const { FIRST_VISIT_SCRIPT, FIRST_VISIT_SCRIPT_SHA256 } = await import("./first-visit");
    expect(createHash("sha256").update(FIRST_VISIT_SCRIPT).digest("base64")).toBe(FIRST_VISIT_SCRIPT_SHA256);
  });
});
