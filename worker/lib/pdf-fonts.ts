/**
 * The Arabic font the worker's PDFs embed (core/documents/pdf.ts `PdfFonts`): Noto Naskh Arabic,
 * regular and bold (SIL Open Font License, public/fonts/OFL.txt). The files are static assets
 * (`public/fonts/`), read through the ASSETS binding when a PDF is first asked for and kept for
 * the isolate's life, so the worker's own bundle stays small.
 */
import type { PdfFonts } from "../../core/documents/pdf";

export const PDF_FONT_PATHS = { arabic: "/fonts/noto-naskh-arabic-400.woff", arabicBold: "/fonts/noto-naskh-arabic-700.woff" } as const;

let loaded: Promise<PdfFonts> | null = null;

async function read(assets: Fetcher, path: string): Promise<Uint8Array | undefined> {
  const res = await assets.fetch(new Request(new URL(path, "https://assets.invalid")));
  if (!res.ok) {
    await res.body?.cancel();
    return undefined;
  }
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The fonts toPdf needs for a document in any of the product's languages. A font the assets do
 * not have is left out: an Arabic PDF then fails with ArabicFontMissingError, which the caller
 * turns into a readable answer, instead of drawing empty boxes.
 */
export function pdfFonts(assets: Fetcher): Promise<PdfFonts> {
  loaded ??= Promise.all([read(assets, PDF_FONT_PATHS.arabic), read(assets, PDF_FONT_PATHS.arabicBold)])
    .then(([arabic, arabicBold]) => ({ arabic, arabicBold }))
    .catch(() => ({}));
  const fonts = loaded;
  // A miss is not remembered: the next PDF tries again.
  fonts.then((f) => {
    if (!f.arabic) loaded = null;
  });
  return fonts;
}
