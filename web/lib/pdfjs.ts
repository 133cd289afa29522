/**
 * pdf.js and its worker, loaded on first use so they stay out of every page's first bundle.
 * One loader for the blog's viewer and the portal's resume previews.
 */
export type PdfJs = typeof import("pdfjs-dist");

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
