/**
 * The Arabic font the worker's PDFs embed (core/documents/pdf.ts `PdfFonts`): Noto Naskh Arabic,
 * regular and bold, bundled into the worker by Vite as data URLs (`?inline`) and decoded once
 * per isolate. About 120 KB each in the bundle.
 */
import type { PdfFonts } from "../../core/documents/pdf";
import arabicBold from "@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff?inline";
import arabicRegular from "@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff?inline";

const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (ch) => ch.charCodeAt(0));

let fonts: PdfFonts | null = null;

/** The fonts toPdf needs for a document in any of the product's languages. */
export function pdfFonts(): PdfFonts {
  fonts ??= { arabic: bytesOf(arabicRegular), arabicBold: bytesOf(arabicBold) };
  return fonts;
}
