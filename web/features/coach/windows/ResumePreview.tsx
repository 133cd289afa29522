import { Spinner, Text } from "@radix-ui/themes";
import { FileWarning } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/I18n";
import { loadPdfJs } from "../../../lib/pdfjs";
import { useIsolate } from "../isolate";

const MAX_PIXEL_RATIO = 2;

/**
 * Every page of one resume PDF, drawn to canvases the width of the window (pdf.js, loaded on
 * first use). The owner-only file URL is fetched with the session cookie.
 */
export function ResumePreview({ url, title }: { url: string; title: string }) {
  const t = useT("coach");
  const isolate = useIsolate();
  const pageLabel = useRef(t);
  pageLabel.current = t;
  const boxRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => unknown) | null = null;
    setStatus("loading");
    pagesRef.current?.replaceChildren();
    (async () => {
      const pdfjs = await loadPdfJs();
      if (cancelled) return;
      const task = pdfjs.getDocument({ url, withCredentials: true });
      destroy = () => task.destroy();
      const doc = await task.promise;
      const width = (boxRef.current?.clientWidth ?? 380) - 24;
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const canvases: HTMLCanvasElement[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        if (cancelled) return;
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const canvas = document.createElement("canvas");
        canvas.className = "resume-preview__page";
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.setAttribute("aria-label", pageLabel.current("pdf.page", { page: n, total: doc.numPages }));
        canvas.setAttribute("role", "img");
        await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
        if (cancelled) return;
        canvases.push(canvas);
        // Show the first page as soon as it is drawn.
        pagesRef.current?.appendChild(canvas);
        if (n === 1) setStatus("ready");
      }
      setPageCount(canvases.length);
    })().catch(() => {
      if (!cancelled) setStatus("error");
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the preview is a scrollable region inside a dialog, not a document section.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled.
    <div ref={boxRef} className="resume-preview" role="region" aria-label={pageCount ? t("pdf.labelPages", { title: isolate(title), count: pageCount }) : t("pdf.label", { title: isolate(title) })} tabIndex={0} aria-busy={status === "loading"}>
      {status === "loading" && (
        <div className="window-state" role="status">
          <Spinner size="3" />
          <Text size="2" color="gray">{t("pdf.opening", { title: isolate(title) })}</Text>
        </div>
      )}
      {status === "error" && (
        <div className="window-state" role="alert">
          <FileWarning size={28} aria-hidden="true" />
          <Text size="2">{t("pdf.failed")}</Text>
        </div>
      )}
      <div ref={pagesRef} className="resume-preview__pages" hidden={status !== "ready"} />
    </div>
  );
}
