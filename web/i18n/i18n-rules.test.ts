/**
 * Rules that keep the interface translatable: every catalogue exists in every language with the
 * same keys and placeholders, and stylesheets use logical properties (margin-inline-start, not
 * margin-left) so the layout mirrors in Arabic.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/i18n/locales";
import type { Catalogue, Message } from "../../core/i18n/translate";
import { NAMESPACES } from "./namespaces";

const catalogues = import.meta.glob<{ default: Catalogue }>("../../core/i18n/messages/*.ts", { eager: true });
const catalogue = (ns: string, locale: string) => catalogues[`../../core/i18n/messages/${ns}.${locale}.ts`]?.default;
/** Every catalogue's namespace: the interface's (NAMESPACES) and the server's (e-mails, the sandbox checkout). */
const ALL = [...new Set(Object.keys(catalogues).map((k) => k.split("/").pop()!.split(".")[0]!))].sort();
const placeholders = (m: Message) => [...new Set([...(typeof m === "string" ? m : Object.values(m).join(" ")).matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();

describe("message catalogues", () => {
  it("exist for every namespace in every language, and no file is left over", () => {
    const files = Object.keys(catalogues).map((k) => k.split("/").pop());
    const expected = ALL.flatMap((ns) => LOCALES.map((l) => `${ns}.${l}.ts`));
    expect(files.sort()).toEqual(expected.sort());
    for (const ns of NAMESPACES) expect(ALL).toContain(ns);
  });

  it.each(ALL.flatMap((ns) => LOCALES.filter((l) => l !== "en").map((l) => [ns, l])))("%s in %s has exactly the English keys and placeholders", (ns, locale) => {
    const en = catalogue(ns, "en")!;
    const other = catalogue(ns, locale)!;
    expect(Object.keys(other)).toEqual(Object.keys(en));
    for (const key of Object.keys(en)) {
      expect(placeholders(other[key]!), `${ns}.${locale} ${key}`).toEqual(placeholders(en[key]!));
      expect(String(typeof other[key] === "string" ? other[key] : JSON.stringify(other[key])).trim(), `${ns}.${locale} ${key} is empty`).not.toBe("");
    }
  });

  it("has no arrow characters in right-to-left text (they would point the wrong way)", () => {
    for (const ns of ALL) {
      for (const [key, value] of Object.entries(catalogue(ns, "ar")!)) expect(JSON.stringify(value), `${ns}.ar ${key}`).not.toMatch(/[→←]/);
    }
  });
});

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith(".css") ? [join(dir, e.name)] : []));
}

const PHYSICAL = /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right|float)\s*:|text-align\s*:\s*(?:left|right)/;

describe("stylesheets", () => {
  it("use logical properties, except where a comment says why a rule is physical", () => {
    const found: string[] = [];
    for (const file of cssFiles(join(__dirname, ".."))) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        if (PHYSICAL.test(line) && !/\/\* physical:/.test(lines[i - 1] ?? "") && !/\/\* physical:/.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe("the Arabic glossary", () => {
  it("is followed: no Arabic catalogue uses a variant the glossary avoids", async () => {
    const { GLOSSARY } = await import("../../core/i18n/glossary");
    const found: string[] = [];
    for (const ns of ALL) {
      for (const [key, value] of Object.entries(catalogue(ns, "ar")!)) {
        const text = JSON.stringify(value);
        for (const entry of GLOSSARY) for (const variant of entry.avoid) if (text.includes(variant)) found.push(`${ns}.ar ${key}: "${variant}" (write "${entry.ar}" for "${entry.en}")`);
      }
    }
    expect(found).toEqual([]);
  });
});
