/**
 * A document as a PDF (pdf-lib, which runs in Workers, Node and the browser), laid out here:
 * A4 with 2 cm margins, words wrapped to the line, headings larger and bold, bullets and numbers
 * with nested lists indented, links blue, underlined and clickable, new pages as the text runs on.
 *
 * Latin text is set in the standard Helvetica faces (no font file needed; characters outside
 * their Windows-1252 set are replaced). Arabic text needs an Arabic font's bytes (`fonts.arabic`,
 * e.g. Noto Naskh Arabic): it is embedded with fontkit, which shapes each word (joining forms)
 * and puts its glyphs right to left; the lines of an Arabic document run right to left, with
 * runs of Latin words and numbers kept left to right inside them. Without the font, a document
 * with Arabic text cannot be drawn and `toPdf` throws `ArabicFontMissingError`.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { safeHref, sanitizeDoc } from "./sanitize.ts";
import { sfntOf } from "./woff.ts";
import type { BlockNode, DocumentFile, InlineNode, TextAlign } from "./types.ts";

/** Font files the PDF may embed (TTF, OTF or WOFF). */
export interface PdfFonts {
  /** An Arabic face: needed when the document has Arabic text. */
  arabic?: Uint8Array;
  /** Its bold face (headings and bold text); the regular face stands in when absent. */
  arabicBold?: Uint8Array;
}

export class ArabicFontMissingError extends Error {
  constructor() {
    super("This document has Arabic text, and the PDF needs an Arabic font to draw it (toPdf's fonts.arabic).");
    this.name = "ArabicFontMissingError";
  }
}

const PAGE = { width: 595.28, height: 841.89, margin: 56.7 };
const BODY = 10.5;
const HEADING = { 1: 20, 2: 14.5, 3: 12 } as const;
const LINE = 1.35;
const ARABIC_EMBED = { features: { ccmp: false } };
const INDENT = 18;
const LINK_BLUE = rgb(0.1, 0.3, 0.75);
const INK = rgb(0.12, 0.12, 0.14);
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Runs of Arabic-script characters, and runs of anything else. */
const SCRIPT_RUNS = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+|[^\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/g;
/** Characters Helvetica lacks, and what stands in for them. */
const LATIN_STAND_INS: Record<string, string> = { "→": "->", "←": "<-", "✓": "v", "★": "*", "\u00a0": " ", "\u2011": "-", "\u2212": "-" };

interface Style {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  href: string | null;
}

/** A word (or the space-free piece of one) with its style, measured. */
interface Word {
  text: string;
  font: PDFFont;
  size: number;
  style: Style;
  width: number;
  rtl: boolean;
  /** Whether a space follows it in the text. */
  spaceAfter: boolean;
}

interface Fonts {
  latin: Record<"regular" | "bold" | "italic" | "boldItalic", PDFFont>;
  arabic: { regular: PDFFont; bold: PDFFont } | null;
  latinChars: Set<number>;
}

class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly rtl: boolean,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.6, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 6;
  }

  private latinText(text: string) {
    let out = "";
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      out += this.fonts.latinChars.has(cp) ? ch : (LATIN_STAND_INS[ch] ?? (cp < 32 ? "" : "?"));
    }
    return out;
  }

  /** The words of an inline run, measured (a hard break is a null). */
  words(content: InlineNode[], size: number, base: Partial<Style> = {}): (Word | null)[] {
    const out: (Word | null)[] = [];
    for (const node of content) {
      if (node.type === "hardBreak") {
        out.push(null);
        continue;
      }
      const has = (type: string) => node.marks?.some((m) => m.type === type) ?? false;
      const link = node.marks?.find((m) => m.type === "link");
      const style: Style = {
        bold: base.bold || has("bold"),
        italic: has("italic"),
        underline: has("underline") || Boolean(link),
        href: link && "attrs" in link ? safeHref(link.attrs.href) : null,
      };
      const pieces = node.text.split(/(\s+)/);
      for (const piece of pieces) {
        if (!piece) continue;
        if (/^\s+$/.test(piece)) {
          const last = out.at(-1);
          if (last) last.spaceAfter = true;
          continue;
        }
        // A word that mixes scripts ("18٪") is drawn in pieces, each in a font that has its letters.
        for (const part of piece.match(SCRIPT_RUNS) ?? []) out.push(this.word(part, size, style));
      }
    }
    return out;
  }

  private word(raw: string, size: number, style: Style): Word {
    const rtl = ARABIC.test(raw);
    let font: PDFFont;
    let text = raw;
    if (rtl) {
      if (!this.fonts.arabic) throw new ArabicFontMissingError();
      font = style.bold ? this.fonts.arabic.bold : this.fonts.arabic.regular;
    } else {
      const f = this.fonts.latin;
      font = style.bold && style.italic ? f.boldItalic : style.bold ? f.bold : style.italic ? f.italic : f.regular;
      text = this.latinText(raw);
    }
    return { text, font, size, style, width: font.widthOfTextAtSize(text, size), rtl, spaceAfter: false };
  }

  /** Draws a paragraph of words wrapped between `indent` and the margin, with `marker` (a bullet, a number) before it. */
  paragraph(words: (Word | null)[], size: number, opts: { indent?: number; align?: TextAlign | null; marker?: string; after?: number } = {}) {
    const indent = opts.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const lineHeight = size * LINE;
    const lines: Word[][] = [[]];
    /** Lines that end at a hard break (not stretched when justified). */
    const broken = new Set<Word[]>();
    let used = 0;
    for (const word of words) {
      const line = lines.at(-1)!;
      if (word === null) {
        broken.add(line);
        lines.push([]);
        used = 0;
        continue;
      }
      const space = line.length && line.at(-1)!.spaceAfter ? spaceWidth(line.at(-1)!) : 0;
      if (line.length && used + space + word.width > width) {
        lines.push([word]);
        used = word.width;
      } else {
        line.push(word);
        used += space + word.width;
      }
    }
    lines.forEach((line, i) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const baseline = this.y + (lineHeight - size) / 2 + size * 0.2;
      if (i === 0 && opts.marker) this.drawMarker(opts.marker, size, indent, baseline);
      const last = i === lines.length - 1 || broken.has(line);
      this.drawLine(line, { indent, width, baseline, align: opts.align ?? null, last });
    });
    this.y -= opts.after ?? size * 0.45;
  }

  private drawMarker(marker: string, size: number, indent: number, baseline: number) {
    const font = this.fonts.latin.regular;
    const text = this.latinText(marker);
    const w = font.widthOfTextAtSize(text, size);
    const x = this.rtl ? PAGE.width - PAGE.margin - indent + 4 : PAGE.margin + indent - w - 4;
    this.page.drawText(text, { x, y: baseline, size, font, color: INK });
  }

  private drawLine(line: Word[], at: { indent: number; width: number; baseline: number; align: TextAlign | null; last: boolean }) {
    if (!line.length) return;
    const ordered = this.rtl ? visualOrder(line) : line;
    const gaps = ordered.slice(0, -1).map((w, i) => (this.rtl ? (ordered[i + 1]!.spaceAfter ? spaceWidth(ordered[i + 1]!) : 0) : w.spaceAfter ? spaceWidth(w) : 0));
    const natural = ordered.reduce((sum, w) => sum + w.width, 0) + gaps.reduce((a, b) => a + b, 0);
    const free = Math.max(0, at.width - natural);
    const align = at.align ?? (this.rtl ? "right" : "left");
    const left = this.rtl ? PAGE.margin : PAGE.margin + at.indent;
    let x = align === "center" ? left + free / 2 : align === "right" ? left + free : left;
    const stretch = align === "justify" && !at.last && gaps.length ? free / gaps.length : 0;
    if (align === "justify" && this.rtl && at.last) x = left + free;
    ordered.forEach((word, i) => {
      this.drawWord(word, x, at.baseline);
      x += word.width + (i < gaps.length ? gaps[i]! + stretch : 0);
    });
  }

  private drawWord(word: Word, x: number, y: number) {
    const color = word.style.href ? LINK_BLUE : INK;
    this.page.drawText(word.text, { x, y, size: word.size, font: word.font, color });
    if (word.style.underline) this.page.drawLine({ start: { x, y: y - 1.5 }, end: { x: x + word.width, y: y - 1.5 }, thickness: 0.5, color });
    if (word.style.href) {
      const annotation = this.pdf.context.register(
        this.pdf.context.obj({
          Type: "Annot",
          Subtype: "Link",
          Rect: [x, y - 2, x + word.width, y + word.size],
          Border: [0, 0, 0],
          A: { Type: "Action", S: "URI", URI: PDFString.of(word.style.href) },
        }),
      );
      this.page.node.addAnnot(annotation);
    }
  }

  setTitle(title: string) {
    this.pdf.setTitle(title);
    this.pdf.setCreator("Amal");
    this.pdf.setProducer("Amal");
  }
}

const spaceWidth = (word: Word) => word.font.widthOfTextAtSize(" ", word.size);

/**
 * A line of a right-to-left paragraph in the order it is drawn from the left: runs of Arabic
 * words right to left, runs of other words (Latin, numbers) left to right inside them.
 */
function visualOrder(line: Word[]): Word[] {
  const runs: Word[][] = [];
  for (const word of line) {
    const last = runs.at(-1);
    if (last && last[0]!.rtl === word.rtl) last.push(word);
    else runs.push([word]);
  }
  return runs.reverse().flatMap((run) => (run[0]!.rtl ? run.reverse() : run));
}

function numberOf(n: number, level: number) {
  if (level % 3 === 1) return `${String.fromCharCode(97 + ((n - 1) % 26))}.`;
  if (level % 3 === 2) return `${["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][(n - 1) % 10]}.`;
  return `${n}.`;
}

function drawBlocks(layout: Layout, blocks: BlockNode[], depth = 0) {
  for (const block of blocks) {
    switch (block.type) {
      case "paragraph":
        layout.paragraph(layout.words(block.content ?? [], BODY), BODY, { indent: depth * INDENT, align: block.attrs?.textAlign });
        break;
      case "heading": {
        const size = HEADING[block.attrs.level];
        layout.space(block.attrs.level === 1 ? 0 : size * 0.5);
        layout.paragraph(layout.words(block.content ?? [], size, { bold: true }), size, { align: block.attrs.textAlign, after: size * 0.3 });
        break;
      }
      case "horizontalRule":
        layout.rule();
        break;
      case "bulletList":
      case "orderedList": {
        const start = block.type === "orderedList" ? (block.attrs?.start ?? 1) : 0;
        block.content.forEach((item, i) => {
          item.content.forEach((inner, j) => {
            if (inner.type === "paragraph") {
              const marker = j === 0 ? (block.type === "bulletList" ? (depth % 2 ? "–" : "•") : numberOf(start + i, depth)) : undefined;
              layout.paragraph(layout.words(inner.content ?? [], BODY), BODY, { indent: (depth + 1) * INDENT, align: inner.attrs?.textAlign, marker, after: BODY * 0.2 });
            } else {
              drawBlocks(layout, [inner], depth + 1);
            }
          });
        });
        layout.space(BODY * 0.3);
        break;
      }
    }
  }
}

/** The document as a PDF. Throws ArabicFontMissingError when it has Arabic text and `fonts.arabic` is not given. */
export async function toPdf(file: DocumentFile, fonts: PdfFonts = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const content = sanitizeDoc(file.content);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const latin = {
    regular,
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await pdf.embedFont(StandardFonts.HelveticaBoldOblique),
  };
  let arabic: Fonts["arabic"] = null;
  if (fonts.arabic && ARABIC.test(JSON.stringify(content))) {
    pdf.registerFontkit(fontkit);
    const arabicRegular = await pdf.embedFont(await sfntOf(fonts.arabic), ARABIC_EMBED);
    arabic = { regular: arabicRegular, bold: fonts.arabicBold ? await pdf.embedFont(await sfntOf(fonts.arabicBold), ARABIC_EMBED) : arabicRegular };
  }
  const layout = new Layout(pdf, { latin, arabic, latinChars: new Set(regular.getCharacterSet()) }, file.language === "ar");
  layout.setTitle(file.title);
  drawBlocks(layout, content.content);
  return pdf.save();
}
