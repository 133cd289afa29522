/**
 * A document as a Word file (the `docx` package, which runs in Workers, Node and the browser):
 * headings in Word's Heading 1–3 styles, lists with Word's own numbering (nested, each numbered
 * list counting from its start), bold, italic, underline, links, alignment, A4 with 2 cm
 * margins. An Arabic document is right to left: bidirectional paragraphs and right-to-left runs.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type INumberingOptions,
  type ParagraphChild,
} from "docx";
import { safeHref, sanitizeDoc } from "./sanitize.ts";
import type { BlockNode, DocumentFile, InlineNode, ListItemNode, TextAlign } from "./types.ts";

const LATIN_FONT = "Calibri";
const ARABIC_FONT = "Arial";
/** Half-points. */
const BODY_SIZE = 22;
const HEADING_SIZES = { 1: 36, 2: 28, 3: 24 } as const;
const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
/** A4 in twentieths of a point, with 2 cm (1134) margins all round. */
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const LIST_LEVELS = 9;
const BULLETS = ["•", "◦", "▪"];

interface Context {
  rtl: boolean;
  /** A new `instance` per numbered list so each counts from its own start. */
  nextInstance: number;
  /** Numbered lists that start elsewhere than 1 get a numbering definition of their own. */
  starts: Set<number>;
}

function alignment(align: TextAlign | null | undefined, rtl: boolean) {
  switch (align) {
    case "center":
      return AlignmentType.CENTER;
    case "justify":
      return AlignmentType.JUSTIFIED;
    case "left":
      return rtl ? AlignmentType.LEFT : AlignmentType.START;
    case "right":
      return rtl ? AlignmentType.START : AlignmentType.RIGHT;
    default:
      return AlignmentType.START;
  }
}

function runsOf(content: InlineNode[] = [], ctx: Context): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const node of content) {
    if (node.type === "hardBreak") {
      out.push(new TextRun({ break: 1, rightToLeft: ctx.rtl }));
      continue;
    }
    const has = (type: string) => node.marks?.some((m) => m.type === type) ?? false;
    const link = node.marks?.find((m) => m.type === "link");
    const href = link && "attrs" in link ? safeHref(link.attrs.href) : null;
    const run = new TextRun({
      text: node.text,
      bold: has("bold"),
      italics: has("italic"),
      underline: has("underline") ? {} : undefined,
      rightToLeft: ctx.rtl,
      ...(href ? { style: "Hyperlink" } : {}),
    });
    out.push(href ? new ExternalHyperlink({ link: href, children: [run] }) : run);
  }
  return out;
}

function listItems(items: ListItemNode[], ordered: { reference: string; instance: number } | null, level: number, ctx: Context, out: Paragraph[]) {
  for (const item of items) {
    item.content.forEach((block, i) => {
      if (block.type === "paragraph") {
        // The item's first paragraph carries the bullet or number; the ones after it are indented under it.
        out.push(
          new Paragraph({
            children: runsOf(block.content, ctx),
            bidirectional: ctx.rtl,
            alignment: alignment(block.attrs?.textAlign, ctx.rtl),
            ...(i === 0
              ? { numbering: ordered ? { reference: ordered.reference, level, instance: ordered.instance } : { reference: "bullets", level } }
              : { indent: { start: 720 * (level + 1) } }),
          }),
        );
      } else {
        blocks([block], ctx, out, level + 1);
      }
    });
  }
}

function blocks(content: BlockNode[], ctx: Context, out: Paragraph[], listLevel = 0): Paragraph[] {
  for (const block of content) {
    switch (block.type) {
      case "paragraph":
        out.push(new Paragraph({ children: runsOf(block.content, ctx), bidirectional: ctx.rtl, alignment: alignment(block.attrs?.textAlign, ctx.rtl) }));
        break;
      case "heading":
        out.push(
          new Paragraph({
            heading: HEADINGS[block.attrs.level],
            children: runsOf(block.content, ctx),
            bidirectional: ctx.rtl,
            alignment: alignment(block.attrs.textAlign, ctx.rtl),
          }),
        );
        break;
      case "horizontalRule":
        out.push(new Paragraph({ children: [], border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "999999", space: 1 } } }));
        break;
      case "bulletList":
        listItems(block.content, null, Math.min(listLevel, LIST_LEVELS - 1), ctx, out);
        break;
      case "orderedList": {
        const start = block.attrs?.start ?? 1;
        ctx.starts.add(start);
        listItems(block.content, { reference: `numbers-${start}`, instance: ctx.nextInstance++ }, Math.min(listLevel, LIST_LEVELS - 1), ctx, out);
        break;
      }
    }
  }
  return out;
}

function levels(format: (level: number) => { format: (typeof LevelFormat)[keyof typeof LevelFormat]; text: string; start?: number }): ILevelsOptions[] {
  return Array.from({ length: LIST_LEVELS }, (_, level) => ({
    level,
    ...format(level),
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { start: 720 * (level + 1), hanging: 360 } } },
  }));
}

function numbering(starts: Set<number>): INumberingOptions {
  return {
    config: [
      { reference: "bullets", levels: levels((level) => ({ format: LevelFormat.BULLET, text: BULLETS[level % BULLETS.length]! })) },
      ...[...starts].map((start) => ({
        reference: `numbers-${start}`,
        levels: levels((level) => ({
          format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level % 3]!,
          text: `%${level + 1}.`,
          start: level === 0 ? start : 1,
        })),
      })),
    ],
  };
}

/** The document as a .docx file. */
export async function toDocx(file: DocumentFile): Promise<Uint8Array> {
  const rtl = file.language === "ar";
  const ctx: Context = { rtl, nextInstance: 1, starts: new Set() };
  const children = blocks(sanitizeDoc(file.content).content, ctx, []);
  const font = rtl ? { ascii: ARABIC_FONT, hAnsi: ARABIC_FONT, cs: ARABIC_FONT } : { ascii: LATIN_FONT, hAnsi: LATIN_FONT, cs: ARABIC_FONT };
  const headingStyle = (level: 1 | 2 | 3) => ({
    run: { font, size: HEADING_SIZES[level], sizeComplexScript: HEADING_SIZES[level], bold: true, boldComplexScript: true, color: "1F2937" },
    paragraph: { spacing: { before: level === 1 ? 0 : 240, after: 120 } },
  });
  const document = new Document({
    title: file.title,
    creator: "Amal",
    styles: {
      default: {
        document: { run: { font, size: BODY_SIZE, sizeComplexScript: BODY_SIZE, ...(rtl ? { language: { bidirectional: "ar-SA" } } : {}) }, paragraph: { spacing: { after: 80 } } },
        heading1: headingStyle(1),
        heading2: headingStyle(2),
        heading3: headingStyle(3),
      },
    },
    numbering: numbering(ctx.starts),
    sections: [
      {
        properties: {
          page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin } },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
