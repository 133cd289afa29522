/**
 * Reads the text of a resume PDF with unpdf (a serverless build of pdf.js that runs in Node and
 * in workerd alike), rebuilding lines in reading order so headings and bullets survive.
 */
import { getDocumentProxy } from "unpdf";

import { normalizeText } from "./normalize.ts";
import { readPage, type PositionedText } from "./pdf-layout.ts";

export interface PdfText {
  /** The document's text, one visual line per line, pages separated by a blank line. */
  text: string;
  pages: number;
  /** False for a scanned PDF (images only): `text` is then empty. */
  hasTextLayer: boolean;
  /** Link targets of the PDF's link annotations (a LinkedIn icon often hides its URL here). */
  links: string[];
  /** How the text is laid out: pages whose text runs in two or more columns. */
  layout: { multiColumnPages: number };
}

export type ResumeReadErrorCode = "empty_file" | "not_a_pdf" | "encrypted_pdf" | "damaged_pdf";

/** The file could not be read as a PDF; the message is fit to show to the person uploading it. */
export class ResumeReadError extends Error {
  readonly code: ResumeReadErrorCode;
  constructor(code: ResumeReadErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ResumeReadError";
    this.code = code;
  }
}

/** Fewer letters than this in the whole file is a scan with a stray page number, not text. */
const MIN_TEXT_CHARS = 20;
const MAX_PAGES = 30;

function startsLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

function readError(error: unknown): ResumeReadError {
  const name = (error as { name?: string } | null)?.name ?? "";
  if (name === "PasswordException") {
    return new ResumeReadError("encrypted_pdf", "This PDF is password-protected. Please upload a copy without a password.", { cause: error });
  }
  return new ResumeReadError("damaged_pdf", "This PDF could not be read; it may be damaged. Please export it again and retry.", { cause: error });
}

const COMPOUND_PREFIXES = new Set(["self", "multi", "non", "co", "cross", "well", "full", "part", "high", "low", "long", "short", "real", "end", "state", "fast", "data", "user", "cost", "open", "on", "off", "e", "x", "semi", "pre", "post", "anti", "inter", "intra", "sub", "super", "micro", "macro"]);

/**
 * Re-joins words hyphenated across a line break ("Devel-" / "oping" → "Developing") by moving
 * the rest of the word up, so the line structure is kept. Compound prefixes keep their hyphen
 * ("multi-" / "agent" → "multi-agent").
 */
export function mergeHyphenation(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const match = /(\p{L}+)-$/u.exec(out[i]!);
    const next = /^(\p{Ll}[\p{L}]*)([,.;:)]?)(?:\s+|$)/u.exec(out[i + 1]!);
    if (!match || !next) continue;
    const keepHyphen = COMPOUND_PREFIXES.has(match[1]!.toLowerCase());
    out[i] = out[i]!.slice(0, keepHyphen ? undefined : -1) + next[1] + next[2];
    out[i + 1] = out[i + 1]!.slice(next[0].length);
    if (out[i + 1] === "") {
      out.splice(i + 1, 1);
      i--;
    }
  }
  return out;
}

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  dir: string;
}

function isTextItem(item: object): item is RawTextItem {
  return "str" in item && "transform" in item;
}

function toPositioned(item: RawTextItem): PositionedText {
  const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
  return { str: item.str, x, y, width: item.width, fontSize: Math.hypot(a, b) || item.height || 10, dir: item.dir };
}

/**
 * Extracts the text of a PDF. Throws `ResumeReadError` for bytes that are not a readable PDF
 * (empty, another format, damaged, password-protected). A PDF without a text layer is not an
 * error: it returns `hasTextLayer: false` and empty text.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.byteLength === 0) throw new ResumeReadError("empty_file", "The file is empty.");
  if (!startsLikePdf(bytes)) throw new ResumeReadError("not_a_pdf", "This file is not a PDF. Please upload your resume as a PDF.");
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may take over the buffer it is given; the caller keeps theirs.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch (error) {
    throw readError(error);
  }
  try {
    const pageTexts: string[] = [];
    const links: string[] = [];
    let multiColumnPages = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs = (content.items as object[]).filter(isTextItem).map(toPositioned);
      const { lines, multiColumn } = readPage(runs.map((r) => ({ ...r, str: normalizeText(r.str) })), page.view[2]! - page.view[0]!);
      if (multiColumn) multiColumnPages++;
      pageTexts.push(mergeHyphenation(lines).join("\n"));
      for (const annotation of await page.getAnnotations()) {
        if (annotation.subtype === "Link" && typeof annotation.url === "string") links.push(annotation.url);
      }
    }
    const text = normalizeText(pageTexts.join("\n\n")).replace(/\n{3,}/g, "\n\n").trim();
    const hasTextLayer = (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_CHARS;
    return {
      text: hasTextLayer ? text : "",
      pages: pdf.numPages,
      hasTextLayer,
      links: [...new Set(links)],
      layout: { multiColumnPages: hasTextLayer ? multiColumnPages : 0 },
    };
  } catch (error) {
    throw error instanceof ResumeReadError ? error : readError(error);
  } finally {
    await pdf.destroy();
  }
}
