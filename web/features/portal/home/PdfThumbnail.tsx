import { FileText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/I18n";
import { loadPdfJs } from "../../../lib/pdfjs";

/** Canvas bitmaps are drawn at up to twice the CSS size for sharp text on dense screens. */
const MAX_PIXEL_RATIO = 2;

type Status = "loading" | "ready" | "error";

interface PdfThumbnailProps {
  url: string;
  /** What the preview shows, for screen readers ("First page of Resume.pdf"). */
  label: string;
  /** Called once the page is drawn or has failed, so Load More knows the preview is done. */
  onSettled?: () => void;
}

/** The first page of a PDF, drawn to a canvas the width of its box. */
export function PdfThumbnail({ url, label, onSettled }: PdfThumbnailProps) {
  const t = useT("portal");
  const boxRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => unknown) | null = null;
    setStatus("loading");
    (async () => {
      const pdfjs = await loadPdfJs();
      if (cancelled) return;
      const task = pdfjs.getDocument({ url });
      destroy = () => task.destroy();
      const doc = await task.promise;
      const page = await doc.getPage(1);
      const box = boxRef.current;
      const holder = pageRef.current;
      if (cancelled || !box || !holder) return;
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (box.clientWidth || 240) / natural.width });
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const canvas = document.createElement("canvas");
      canvas.className = "pdf-thumb__canvas";
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      if (cancelled) return;
      holder.replaceChildren(canvas);
      setStatus("ready");
    })()
      .catch(() => {
        if (!cancelled) setStatus("error");
      })
      .finally(() => {
        if (!cancelled) settled.current?.();
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  return (
    <div ref={boxRef} className="pdf-thumb" data-status={status} role="img" aria-label={status === "error" ? t("resumes.previewUnavailable", { label }) : label}>
      <div ref={pageRef} className="pdf-thumb__page" />
      {status === "loading" && <span className="pdf-thumb__shimmer" aria-hidden="true" />}
      {status === "error" && (
        <span className="pdf-thumb__fallback" aria-hidden="true">
          <FileText size={36} strokeWidth={1.5} />
          <span>{t("resumes.previewFailed")}</span>
        </span>
      )}
    </div>
  );
}
