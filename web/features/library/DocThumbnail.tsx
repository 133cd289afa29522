import { FileText } from "lucide-react";
import "./doc-thumb.css";

export interface PreviewLine {
  text: string;
  heading: boolean;
}

/** The preview's lines: "# Title" is a heading (any number of #), "- item" a list line; at most `max` lines. */
export function previewLines(preview: string, max = 22): PreviewLine[] {
  const lines: PreviewLine[] = [];
  for (const raw of preview.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{1,6}\s+/.test(line);
    lines.push({ text: heading ? line.replace(/^#{1,6}\s+/, "") : line, heading });
    if (lines.length >= max) break;
  }
  return lines;
}

interface DocThumbnailProps {
  /** The document's first lines (headings marked "# "); empty draws a plain page. */
  preview?: string;
  language?: "en" | "ar";
  /** What the picture shows, for screen readers ("First page of Data Analyst — Acme"). */
  label: string;
}

/**
 * A crafted document's first page, drawn small from its preview text: headings in bold, the
 * rest as lines of text on a white page. The document itself opens in the word editor.
 */
export function DocThumbnail({ preview = "", language, label }: DocThumbnailProps) {
  const lines = previewLines(preview);
  return (
    <div className="word-thumb doc-thumb" role="img" aria-label={label}>
      <span className="word-thumb__badge" aria-hidden="true">
        DOCX
      </span>
      {lines.length > 0 ? (
        <div className="doc-thumb__page" aria-hidden="true" data-i18n="content" dir={language === "ar" ? "rtl" : language === "en" ? "ltr" : "auto"} lang={language}>
          {lines.map((line, i) =>
            line.heading ? (
              <strong key={i} className={i === 0 ? "doc-thumb__title" : "doc-thumb__heading"}>
                {line.text}
              </strong>
            ) : (
              <span key={i} className="doc-thumb__line">
                {line.text}
              </span>
            ),
          )}
        </div>
      ) : (
        <span className="doc-thumb__page doc-thumb__page--blank" aria-hidden="true">
          <FileText size={32} strokeWidth={1.4} />
        </span>
      )}
    </div>
  );
}
