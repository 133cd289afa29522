import { Button, IconButton, Spinner, Text, VisuallyHidden } from "@radix-ui/themes";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import type { Translator } from "../../../core/i18n/translate";
import { useT } from "../../i18n/I18n";
import type { Namespaces } from "../../i18n/namespaces";
import { loadPdfJs, type PdfJs } from "../../lib/pdfjs";
import "./blog.css";

/** Zoom as the spec has it: 1.1 at first, steps of 0.2. */
export const DEFAULT_ZOOM = 1.1;
export const ZOOM_STEP = 0.2;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2.5;

/** PDF points to CSS pixels (72 → 96 dpi), so 100% is the paper's real size, as in pdf.js' viewer. */
const CSS_UNITS = 96 / 72;
/** Horizontal padding of the scroll area, in px, on each side of the pages. */
const GUTTER = 16;
/** Canvas bitmaps wider than this are rendered at a lower pixel ratio to save memory. */
const MAX_CANVAS_WIDTH = 4096;

type LoadState =
  | { status: "loading" }
  | { status: "ready"; doc: PDFDocumentProxy; sizes: { width: number; height: number }[] }
  | { status: "error"; problem: PdfProblem };

/** Why the preview could not be shown, worded in the page's language when it is shown. */
type PdfProblem = { reason: "unreadable" | "network" | "missing" | "unknown" } | { reason: "status"; status: number } | { reason: "other"; message: string };

/** The PDF's address answered with an error status. */
class PdfResponseError extends Error {
  constructor(readonly status: number) {
    super(`The PDF answered ${status}`);
  }
}

const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 10) / 10));

function describeError(err: unknown): PdfProblem {
  if (err instanceof PdfResponseError) return err.status === 404 ? { reason: "missing" } : { reason: "status", status: err.status };
  const name = err instanceof Error ? err.name : "";
  if (name === "InvalidPDFException") return { reason: "unreadable" };
  if (err instanceof TypeError) return { reason: "network" };
  if (err instanceof Error && err.message) return { reason: "other", message: err.message };
  return { reason: "unknown" };
}

function problemText(problem: PdfProblem, t: Translator<Namespaces["blog"]>): string {
  switch (problem.reason) {
    case "status":
      return t("pdf.error.status", { status: String(problem.status) });
    // pdf.js words its own errors in English only.
    case "other":
      return t.locale === "en" ? problem.message : t("pdf.error.unknown");
    default:
      return t(`pdf.error.${problem.reason}`);
  }
}

export interface PdfViewerProps {
  /** Same-origin URL of the PDF. */
  url: string;
  /** What the document is, for labels ("… (PDF)"). */
  title: string;
  /** Name the Download PDF link saves the file as. */
  fileName: string;
}

/**
 * An embedded PDF viewer: every page drawn to a canvas inside a 500px scrolling preview, with
 * zoom controls (110% at first, ±20%) and a Download PDF link that works even when the preview
 * cannot be shown.
 */
export function PdfViewer({ url, title, fileName }: PdfViewerProps) {
  const t = useT("blog");
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [viewWidth, setViewWidth] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Where the reader was (as a fraction of the scroll extent) when the zoom changed.
  const anchor = useRef<{ top: number; left: number } | null>(null);

  // Open the document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new value opens the document again.
  useEffect(() => {
    let cancelled = false;
    let task: ReturnType<PdfJs["getDocument"]> | null = null;
    setLoad({ status: "loading" });
    (async () => {
      const pdfjs = await loadPdfJs();
      const res = await fetch(url, { credentials: "same-origin" });
      if (!res.ok) {
        throw new PdfResponseError(res.status);
      }
      const data = new Uint8Array(await res.arrayBuffer());
      if (cancelled) return;
      task = pdfjs.getDocument({ data });
      const doc = await task.promise;
      const sizes = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
        sizes.push({ width, height });
      }
      if (!cancelled) setLoad({ status: "ready", doc, sizes });
    })().catch((err: unknown) => {
      if (!cancelled) setLoad({ status: "error", problem: describeError(err) });
    });
    return () => {
      cancelled = true;
      // Destroying the loading task also destroys its document and frees the worker.
      void task?.destroy();
    };
  }, [url, attempt]);

  // Follow the width of the preview, so pages fit small screens.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setViewWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const widest = load.status === "ready" ? Math.max(...load.sizes.map((s) => s.width)) : 0;
  // CSS px per PDF point at 100%: the paper's real size, or less so that the default zoom fits.
  const base = widest && viewWidth ? Math.min(CSS_UNITS, (viewWidth - 2 * GUTTER) / (widest * DEFAULT_ZOOM)) : 0;
  const scale = Math.round(base * zoom * 1000) / 1000;

  // Draw every page whenever the document or the scale changes.
  useEffect(() => {
    if (load.status !== "ready" || !scale) return;
    const { doc } = load;
    let cancelled = false;
    const tasks: RenderTask[] = [];
    (async () => {
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        if (cancelled) return;
        const viewport = page.getViewport({ scale });
        const ratio = Math.min(window.devicePixelRatio || 1, 2, MAX_CANVAS_WIDTH / viewport.width);
        // A fresh canvas per pass: the old one stays visible until the new one is drawn.
        const canvas = document.createElement("canvas");
        canvas.className = "pdf-viewer__canvas";
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        tasks.push(task);
        try {
          await task.promise;
        } catch (err) {
          if (cancelled) return;
          throw err;
        }
        if (cancelled) return;
        pageRefs.current[n - 1]?.replaceChildren(canvas);
      }
    })().catch((err: unknown) => {
      if (!cancelled) setLoad({ status: "error", problem: describeError(err) });
    });
    return () => {
      cancelled = true;
      for (const pending of tasks) pending.cancel();
    };
  }, [load, scale]);

  // Keep the reader's place when the zoom changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scale is the trigger; the place to restore is in a ref.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const at = anchor.current;
    if (!el || !at) return;
    anchor.current = null;
    el.scrollTop = at.top * el.scrollHeight;
    el.scrollLeft = at.left * el.scrollWidth;
  }, [scale]);

  const changeZoom = useCallback((next: number) => {
    const el = scrollRef.current;
    if (el) anchor.current = { top: el.scrollTop / el.scrollHeight, left: el.scrollLeft / el.scrollWidth };
    setZoom(clampZoom(next));
  }, []);

  const ready = load.status === "ready";
  const percent = t.number(zoom, { style: "percent", maximumFractionDigits: 0 });

  return (
    <section className="pdf-viewer" aria-label={t("pdf.label", { title })}>
      <div className="pdf-viewer__toolbar">
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar's group of zoom buttons, not a form. */}
        <div className="pdf-viewer__zoom" role="group" aria-label={t("pdf.zoom")}>
          <IconButton type="button" variant="soft" color="gray" size="2" aria-label={t("pdf.zoomOut")} disabled={!ready || zoom <= MIN_ZOOM} onClick={() => changeZoom(zoom - ZOOM_STEP)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3.5 8h9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </IconButton>
          <span className="pdf-viewer__percent" aria-live="polite">
            <VisuallyHidden>{t("pdf.zoom")} </VisuallyHidden>
            {percent}
          </span>
          <IconButton type="button" variant="soft" color="gray" size="2" aria-label={t("pdf.zoomIn")} disabled={!ready || zoom >= MAX_ZOOM} onClick={() => changeZoom(zoom + ZOOM_STEP)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3.5 8h9M8 3.5v9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </IconButton>
          <Button type="button" variant="ghost" color="gray" size="2" className="pdf-viewer__reset" disabled={!ready || zoom === DEFAULT_ZOOM} onClick={() => changeZoom(DEFAULT_ZOOM)}>
            {t("pdf.reset")}
            <VisuallyHidden> {t("pdf.resetWhat")}</VisuallyHidden>
          </Button>
        </div>
        {ready && (
          <Text size="2" color="gray" className="pdf-viewer__count">
            {t("pdf.pages", { count: load.sizes.length })}
          </Text>
        )}
        <Button asChild size="2" className="pdf-viewer__download blog-solid-button">
          <a href={url} download={fileName}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M8 2.5v8m-3.5-3.5L8 10.5 11.5 7M3 13.5h10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t("pdf.download")}
          </a>
        </Button>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a scrollable region of the viewer, not a document section. */}
      <div
        ref={scrollRef}
        className="pdf-viewer__scroll"
        role="region"
        aria-label={t("pdf.region", { title })}
        aria-busy={load.status === "loading"}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll the preview.
        tabIndex={0}
      >
        {load.status === "loading" && (
          <div className="pdf-viewer__state" role="status">
            <span className="pdf-viewer__loading">
              <Spinner size="3" />
              <Text as="p" size="3">{t("article.loading")}</Text>
            </span>
            <noscript>
              <style>{".pdf-viewer__loading{display:none}"}</style>
              <Text as="p" size="3">{t("pdf.noscript")}</Text>
            </noscript>
          </div>
        )}
        {load.status === "error" && (
          <div className="pdf-viewer__state pdf-viewer__state--error" role="alert">
            <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" className="pdf-viewer__state-icon">
              <path d="M7 3h7l5 5v13H7V3Zm7 0v5h5M12 12v4m0 3h.01" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <Text as="p" size="4" weight="bold">{t("pdf.failed")}</Text>
            <Text as="p" size="2" color="gray">
              {t("pdf.failedHint", { reason: problemText(load.problem, t) })}
            </Text>
            <Button type="button" variant="soft" onClick={() => setAttempt((n) => n + 1)}>
              {t("article.retry")}
            </Button>
          </div>
        )}
        {ready && (
          <div className="pdf-viewer__pages">
            {load.sizes.map((size, i) => (
              <div
                key={i}
                ref={(el) => {
                  pageRefs.current[i] = el;
                }}
                className="pdf-viewer__page"
                role="img"
                aria-label={t("pdf.page", { page: i + 1, count: load.sizes.length })}
                style={{ width: Math.floor(size.width * scale), height: Math.floor(size.height * scale) }}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
