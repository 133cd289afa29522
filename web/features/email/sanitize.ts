/**
 * An e-mail's HTML as the viewer shows it: cleaned by DOMPurify (no scripts, event handlers,
 * forms, frames, `javascript:` links, meta refreshes or base URLs), then written into the
 * `srcdoc` of an iframe sandboxed without scripts and without the page's origin, under a Content
 * Security Policy that loads nothing from the network — remote images only once the reader asks.
 * Three locks, each enough on its own for scripts: a payload the sanitiser misses still cannot run.
 */
import DOMPurify from "dompurify";

/** The frame's sandbox: links may open a new tab; nothing runs and nothing shares the page's origin. */
export const FRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox";

const FORBID_TAGS = ["form", "input", "button", "textarea", "select", "option", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link", "script", "noscript", "svg", "math"];
const FORBID_ATTR = ["action", "formaction", "ping", "srcdoc", "xlink:href"];

let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  // Every link opens in a new tab, without telling the page it came from.
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

/** The e-mail's HTML, cleaned: a fragment safe to place in the sandboxed frame. */
export function sanitizeEmailHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    WHOLE_DOCUMENT: false,
    // Keeps a <style> that opens the message (many e-mails start with one).
    FORCE_BODY: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** Whether cleaned HTML would load anything from the web (an image, a background): then "Show images" is offered. */
export function hasRemoteImages(clean: string): boolean {
  return /\b(?:src|srcset|background|poster)\s*=\s*["']?\s*(?:https?:)?\/\//i.test(clean) || /url\(\s*["']?\s*(?:https?:)?\/\//i.test(clean);
}

/** The policy inside the frame: inline styles; images from `data:` only, or from https too once allowed. */
export function frameCsp(showImages: boolean): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src ${showImages ? "https: data:" : "data:"}; form-action 'none'`;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The whole document for the frame's `srcdoc`. `dir` follows the e-mail, so Arabic reads right to left. */
export function buildSrcdoc(clean: string, options: { dir: "ltr" | "rtl"; showImages: boolean; lang?: string }): string {
  const { dir, showImages } = options;
  return [
    "<!doctype html>",
    `<html dir="${dir}"${options.lang ? ` lang="${escapeAttr(options.lang)}"` : ""}>`,
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(frameCsp(showImages))}">`,
    '<meta name="referrer" content="no-referrer">',
    "<style>",
    "html{color-scheme:light}",
    "body{margin:0;padding:16px;font:15px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',sans-serif;color:#1c2024;background:#fff;overflow-wrap:anywhere}",
    "img{max-width:100%;height:auto}",
    "table{max-width:100%}",
    "pre{white-space:pre-wrap}",
    "a{color:#0d74ce}",
    "</style>",
    "</head>",
    `<body>${clean}</body>`,
    "</html>",
  ].join("");
}
