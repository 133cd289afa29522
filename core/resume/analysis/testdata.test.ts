/**
 * The report on real third-party resumes and job posts (../shared/testdata, read-only, never
 * copied into the repo; TESTDATA_DIR points elsewhere). Skipped where that folder is absent.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { extractPdfText } from "../pdf-text.ts";
import { analyzeResume } from "./index.ts";

const root = process.env.TESTDATA_DIR ?? fileURLToPath(new URL("../../../../shared/testdata/", import.meta.url));
const present = existsSync(`${root}/resumes`) && existsSync(`${root}/jobs`);
const pdfs = present ? readdirSync(`${root}/resumes`).filter((f) => f.endsWith(".pdf")).sort() : [];
const jobs = present ? readdirSync(`${root}/jobs`).filter((f) => f.endsWith(".txt")).sort() : [];

/** The text with line breaks as spaces: a quoted statement joins its wrapped lines. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe.skipIf(!present)("the report on sample resumes", () => {
  it.each(pdfs)("should quote only what %s says, in English and Arabic", async (file) => {
    const bytes = new Uint8Array(readFileSync(`${root}/resumes/${file}`));
    const pdf = await extractPdfText(bytes);
    const text = flat(pdf.text);
    for (const job of jobs) {
      for (const locale of ["en", "ar"] as const) {
        const report = analyzeResume(
          { text: pdf.text, pages: pdf.pages, hasTextLayer: pdf.hasTextLayer, links: pdf.links, fileBytes: bytes.byteLength, jobDescription: readFileSync(`${root}/jobs/${job}`, "utf8") },
          { locale },
        );
        for (const item of [...report.style, ...report.recommendations]) {
          if (item.line) expect(text).toContain(flat(item.line));
          expect(item.text).not.toMatch(/[{}]/);
        }
        for (const requirement of report.match!.requirements) {
          if (requirement.evidence) expect(text).toContain(flat(requirement.evidence));
          // Met and partly met name their evidence; not shown has none.
          expect(requirement.evidence === null).toBe(requirement.status === "not_shown");
        }
      }
    }
  });
});
