/**
 * The Arabic font the worker's PDFs embed (core/documents/pdf.ts `PdfFonts`): Noto Naskh Arabic,
 * regular and bold (SIL Open Font License, public/fonts/OFL.txt). The files are static assets
 * (`public/fonts/`), read through the ASSETS binding when a PDF is first asked for and kept for
 * the isolate's life, so the worker's own bundle stays small.
 */
import type { PdfFonts } from "../../core/documents/pdf";

export const PDF_FONT_PATHS = { arabic: "/fonts/noto-naskh-arabic-400.woff", arabicBold: "/fonts/noto-naskh-arabic-700.woff" } as const;

let loaded: Promise<PdfFonts> | null = null;

async function bytesOf(res: Response): Promise<Uint8Array | undefined> {
  if (res.ok) return new Uint8Array(await res.arrayBuffer());
  await res.body?.cancel();
  return undefined;
}

/** From the assets binding; under `vite dev`, whose binding does not serve `public/`, from the site itself. */
async function read(assets: Fetcher, path: string, origin?: string): Promise<Uint8Array | undefined> {
  const bundled = await bytesOf(await assets.fetch(new Request(new URL(path, "https://assets.invalid"))));
  if (bundled || !origin) return bundled;
  return bytesOf(await fetch(new URL(path, origin)));
}

/**
 * The fonts toPdf needs for a document in any of the product's languages. A font the assets do
 * not have is left out: an Arabic PDF then fails with ArabicFontMissingError, which the caller
 * turns into a readable answer, instead of drawing empty boxes.
 */
export function pdfFonts(assets: Fetcher, origin?: string): Promise<PdfFonts> {
  loaded ??= Promise.all([read(assets, PDF_FONT_PATHS.arabic, origin), read(assets, PDF_FONT_PATHS.arabicBold, origin)])
    .then(([arabic, arabicBold]) => ({ arabic, arabicBold }))
    .catch(() => ({}));
  const fonts = loaded;
  // A miss is not remembered: the next PDF tries again.
  fonts.then((f) => {
    if (!f.arabic) loaded = null;
  });
  return fonts;
}
