/**
 * The article's PDF viewer on a prerendered page: the React component the page was rendered with
 * (web/features/blog/PdfViewer.tsx), hydrated on its own. Loaded by the article's island through
 * a dynamic import when the reader nears it, so React and pdf.js reach only article pages.
 */
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { PdfViewer } from "../../features/blog/PdfViewer";
import { I18nProvider } from "../../i18n/I18n";
import type { IslandContext } from "./runtime";

export function mountPdfViewer(mount: HTMLElement, ctx: IslandContext) {
  const { url = "", title = "", fileName = "" } = mount.dataset;
  hydrateRoot(
    mount,
    <StrictMode>
      <I18nProvider value={{ locale: ctx.locale, digits: "latn", resources: ctx.embedded.resources ?? {}, path: ctx.path }}>
        <PdfViewer url={url} title={title} fileName={fileName} />
      </I18nProvider>
    </StrictMode>,
  );
}
