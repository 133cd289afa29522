import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { ArabicFontMissingError, toPdf } from "./pdf.ts";
import { longResume, sampleArabicFile, sampleResumeFile } from "./sample.ts";

const font = (weight: number) =>
  new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff`))));

async function pagesOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return text as string[];
}

describe("toPdf", () => {
  it("writes the document's text, markers and links", async () => {
    const bytes = await toPdf(sampleResumeFile);
    const [page, ...rest] = await pagesOf(bytes);
    expect(rest).toEqual([]);
    const text = page!.replace(/\s+/g, " ");
    for (const expected of ["Layla Haddad", "Experience", "Senior Data Analyst, Acme Logistics", "• Cut delivery delays by 18% with a routing model", "Python, SQL and Airflow", "3. BSc Computer Science", "a. Honours thesis", "4. Google Data Analytics certificate", "and patient mentoring."]) {
      expect(text).toContain(expected);
    }
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(sampleResumeFile.title);
    const annots = pdf.getPage(0).node.Annots();
    expect(annots?.size()).toBe(2); // the e-mail and the portfolio link
  });

  it("runs a long document onto more pages, keeping every line", async () => {
    const pages = await pagesOf(await toPdf(longResume(12)));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(" ").replace(/\s+/g, " ");
    for (let i = 1; i <= 12; i++) expect(all).toContain(`Role ${i}: Operations Lead`);
    expect(pages.at(-1)).toContain("THE END OF THE RESUME");
  });

  it("writes an Arabic document with the embedded Arabic font", async () => {
    const bytes = await toPdf(sampleArabicFile, { arabic: font(400), arabicBold: font(700) });
    const [page] = await pagesOf(bytes);
    // Shaped words, lines right to left: a PDF reader gets the words back in reading order.
    for (const line of ["ليلى حداد", "الخبرة", "بنيت أول لوحة مبيعات", "شهادة تحليل البيانات", "عملت محللة بيانات في شركة"]) expect(page).toContain(line);
    expect(page).toContain("Acme");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
  });

  it("refuses an Arabic document without an Arabic font instead of drawing empty boxes", async () => {
    await expect(toPdf(sampleArabicFile)).rejects.toBeInstanceOf(ArabicFontMissingError);
  });
});
