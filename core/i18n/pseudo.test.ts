import { describe, expect, it } from "vitest";
import { pseudoCatalogue, untranslated } from "./pseudo";
import { createTranslator } from "./translate";

describe("the pseudo-language", () => {
  it("wraps every message, plural forms included, and keeps placeholders working", () => {
    const t = createTranslator("en", pseudoCatalogue({ hi: "Hello, {name}!", n: { one: "{count} session", other: "{count} sessions" } }));
    expect(t("hi", { name: "Mona" })).toBe("⟦Hello, Mona!⟧");
    expect(t("n", { count: 2 })).toBe("⟦2 sessions⟧");
  });

  it("finds words outside the brackets, but not numbers, symbols or allowed data", () => {
    expect(untranslated("⟦Log in⟧")).toBeNull();
    expect(untranslated("⟦Signed in as ⟦Mona⟧⟧")).toBeNull();
    expect(untranslated("12:30 · 3/4")).toBeNull();
    expect(untranslated("Log in")).toBe("Log in");
    expect(untranslated("⟦Hello⟧ there")).toBe("there");
    expect(untranslated("Mona Adel mona@example.com", ["Mona Adel", "mona@example.com"])).toBeNull();
  });
});
