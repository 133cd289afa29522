import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { isWoff, sfntOf } from "./woff.ts";

const woff = new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve("@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff"))));

describe("sfntOf", () => {
  it("unwraps a WOFF font into a TrueType file with the same glyphs", async () => {
    expect(isWoff(woff)).toBe(true);
    const ttf = await sfntOf(woff);
    expect(isWoff(ttf)).toBe(false);
    expect(new DataView(ttf.buffer).getUint32(0)).toBe(0x00010000);
    const fromWoff = fontkit.create(woff as never);
    const fromTtf = fontkit.create(ttf as never);
    expect(fromTtf.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromTtf.layout("حداد").glyphs.map((g) => g.id)).toEqual(fromWoff.layout("حداد").glyphs.map((g) => g.id));
  });

  it("returns a file that is not WOFF as it is", async () => {
    const bytes = new Uint8Array([0, 1, 0, 0, 1, 2, 3]);
    expect(await sfntOf(bytes)).toBe(bytes);
  });
});
