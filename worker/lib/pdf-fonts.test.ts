import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { toPdf } from "../../core/documents/pdf";
import { sampleArabicFile } from "../../core/documents/sample";
import { pdfFonts } from "./pdf-fonts";

describe("pdfFonts", () => {
  it("should let the worker write an Arabic document's PDF with its words shaped and in reading order", async () => {
    const bytes = await toPdf(sampleArabicFile, pdfFonts());
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    expect(text).toContain("ليلى حداد");
    expect(text).toContain("بنيت أول لوحة مبيعات");
  });
});
