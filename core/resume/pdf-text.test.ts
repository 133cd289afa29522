import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { extractPdfText, mergeHyphenation, ResumeReadError } from "./pdf-text.ts";

interface Text {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/** A PDF with the given texts drawn at their positions, one array of texts per page. */
async function makePdf(pages: Text[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const texts of pages) {
    const page = doc.addPage([595, 842]);
    for (const t of texts) page.drawText(t.text, { x: t.x, y: t.y, size: t.size ?? 11, font });
  }
  return doc.save();
}

const resumePage: Text[] = [
  { text: "Jane Roe", x: 50, y: 790, size: 22 },
  { text: "Data Analyst", x: 50, y: 765 },
  { text: "jane.roe@example.com | +20 100 123 4567", x: 50, y: 750 },
  { text: "SKILLS", x: 50, y: 715, size: 13 },
  { text: "Python, SQL, Power BI, Excel", x: 50, y: 698 },
  { text: "EXPERIENCE", x: 50, y: 668, size: 13 },
  { text: "• Built dashboards for the sales team and automated the weekly report-", x: 50, y: 651 },
  { text: "ing with Python and SQL", x: 50, y: 637 },
];

describe("extractPdfText", () => {
  it("should read the text of a PDF line by line, in reading order", async () => {
    const result = await extractPdfText(await makePdf([resumePage]));
    expect(result.pages).toBe(1);
    expect(result.hasTextLayer).toBe(true);
    expect(result.text.split("\n").filter(Boolean)).toEqual([
      "Jane Roe",
      "Data Analyst",
      "jane.roe@example.com | +20 100 123 4567",
      "SKILLS",
      "Python, SQL, Power BI, Excel",
      "EXPERIENCE",
      "• Built dashboards for the sales team and automated the weekly reporting",
      "with Python and SQL",
    ]);
  });

  it("should read every page, in order", async () => {
    const result = await extractPdfText(await makePdf([resumePage, [{ text: "EDUCATION", x: 50, y: 790 }, { text: "BSc Statistics, Cairo University", x: 50, y: 770 }]]));
    expect(result.pages).toBe(2);
    expect(result.text).toMatch(/Jane Roe[\s\S]*with Python and SQL\n\nEDUCATION\nBSc Statistics, Cairo University$/);
  });

  it("should read a two-column page column by column even when painted across", async () => {
    const side = ["SKILLS", "Python, SQL and Tableau", "Stakeholder management", "LANGUAGES", "Arabic and English, fluent"];
    const main = ["EXPERIENCE", "Built the credit scoring data pipeline", "Led the migration to a cloud warehouse", "Mentored four junior analysts in SQL", "Automated the monthly board reporting"];
    const texts = side.flatMap((s, i) => [
      { text: s, x: 40, y: 700 - i * 16 },
      { text: main[i]!, x: 240, y: 700 - i * 16 },
    ]);
    const result = await extractPdfText(await makePdf([[{ text: "Omar Khaled", x: 40, y: 780, size: 20 }, ...texts]]));
    expect(result.text.split("\n").filter(Boolean)).toEqual(["Omar Khaled", ...side, ...main]);
    expect(result.layout).toEqual({ multiColumnPages: 1 });
  });

  it("should count no multi-column page in a one-column resume", async () => {
    const result = await extractPdfText(await makePdf([resumePage, resumePage]));
    expect(result.layout).toEqual({ multiColumnPages: 0 });
  });

  it("should report no text layer for a page with only drawings, like a scan", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.8, 0.8, 0.8) });
    const result = await extractPdfText(await doc.save());
    expect(result).toMatchObject({ text: "", pages: 1, hasTextLayer: false });
  });

  it("should leave the caller's bytes usable", async () => {
    const bytes = await makePdf([resumePage]);
    const length = bytes.byteLength;
    await extractPdfText(bytes);
    expect(bytes.byteLength).toBe(length);
    expect((await extractPdfText(bytes)).text).toContain("Jane Roe");
  });

  it.each([
    ["an empty file", new Uint8Array(), "empty_file"],
    ["a PNG", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), "not_a_pdf"],
    ["text", new TextEncoder().encode("Jane Roe, Data Analyst"), "not_a_pdf"],
    ["a damaged PDF", new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage"), "damaged_pdf"],
  ])("should refuse %s with a ResumeReadError", async (_label, bytes, code) => {
    const error = await extractPdfText(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeReadError);
    expect(error).toMatchObject({ code, name: "ResumeReadError" });
    expect((error as Error).message).toMatch(/\w+ \w+/);
  });
});

describe("mergeHyphenation", () => {
  it("should join a word split across lines and keep compound prefixes", () => {
    expect(mergeHyphenation(["Devel-", "oping product strategies", "multi-", "agent systems", "Sales –", "Marketing"])).toEqual([
      "Developing",
      "product strategies",
      "multi-agent",
      "systems",
      "Sales –",
      "Marketing",
    ]);
  });

  it("should not join a line break before a capital or a bullet", () => {
    expect(mergeHyphenation(["Front-", "End work", "self-", "• next"])).toEqual(["Front-", "End work", "self-", "• next"]);
  });
});
