/**
 * pdf.js for the resume previews, loaded on first use so it stays out of the portal's first
 * bundle (the blog's viewer loads the same chunks the same way, so the browser caches them once).
 */
type PdfJs = typeof import("pdfjs-dist");

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    loading = Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]).then(([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    });
    // A failed download is retried by the next preview rather than remembered.
    loading.catch(() => (loading = null));
  }
  return loading;
}
