/**
 * The Word and PDF writers of crafted documents (core/documents), loaded on first use: their
 * libraries (docx, pdf-lib with its font shaper) are large, and most requests never write a file.
 */
import type { PdfFonts } from "../../core/documents/pdf";
import type { DocumentFile } from "../../core/documents/types";

export async function toDocx(file: DocumentFile): Promise<Uint8Array> {
  return (await import("../../core/documents/docx")).toDocx(file);
}

export async function toPdf(file: DocumentFile, fonts: PdfFonts): Promise<Uint8Array> {
  return (await import("../../core/documents/pdf")).toPdf(file, fonts);
}
