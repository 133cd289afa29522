/**
 * Whatever JSON claims to be a document (the editor's Yjs state, a stored file, a model's
 * output) becomes a DocNode of ./types.ts: known nodes, marks and attributes only, links to
 * http(s) and mailto only. Text inside unknown blocks (a quote, a code block) is kept as
 * paragraphs, so nothing the user wrote disappears; unknown marks are dropped, their text kept.
 */
import type {
  BlockNode,
  BulletListNode,
  DocMark,
  DocNode,
  HeadingNode,
  InlineNode,
  ListItemNode,
  OrderedListNode,
  ParagraphNode,
  TextAlign,
  TextNode,
} from "./types.ts";

type Json = Record<string, unknown>;

const ALIGNS: readonly TextAlign[] = ["left", "center", "right", "justify"];
/** The editor's mark order (ProseMirror keeps marks sorted by their schema rank). */
const MARK_ORDER = ["link", "bold", "italic", "underline"] as const;
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);
/** Deeper nesting than this is flattened (a hostile file cannot exhaust the stack). */
const MAX_DEPTH = 12;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const childrenOf = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);
const attrsOf = (node: Json): Json => (isObject(node.attrs) ? node.attrs : {});

/** The link's address when it is an absolute http(s) or mailto URL, else null. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const href = value.trim();
  if (!href || href.length > 2048) return null;
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol) ? href : null;
  } catch {
    return null;
  }
}

function alignOf(node: Json): TextAlign | null {
  const align = attrsOf(node).textAlign;
  return ALIGNS.includes(align as TextAlign) ? (align as TextAlign) : null;
}

function marksOf(value: unknown): DocMark[] {
  if (!Array.isArray(value)) return [];
  const found = new Map<string, DocMark>();
  for (const mark of value) {
    if (!isObject(mark) || typeof mark.type !== "string" || found.has(mark.type)) continue;
    if (mark.type === "bold" || mark.type === "italic" || mark.type === "underline") found.set(mark.type, { type: mark.type });
    else if (mark.type === "link") {
      const href = safeHref(attrsOf(mark).href);
      if (href) found.set("link", { type: "link", attrs: { href } });
    }
  }
  return MARK_ORDER.flatMap((type) => found.get(type) ?? []);
}

const sameMarks = (a: DocMark[] = [], b: DocMark[] = []) => JSON.stringify(a) === JSON.stringify(b);

/** Text and hard breaks of an inline run; adjacent text with the same marks is joined. */
function inlineOf(nodes: unknown[], depth = 0): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if (node.type === "hardBreak") {
      out.push({ type: "hardBreak" });
    } else if (node.type === "text") {
      if (typeof node.text !== "string" || !node.text) continue;
      const marks = marksOf(node.marks);
      const last = out.at(-1);
      if (last?.type === "text" && sameMarks(last.marks, marks)) {
        last.text += node.text;
        continue;
      }
      const text: TextNode = { type: "text", text: node.text };
      if (marks.length) text.marks = marks;
      out.push(text);
    } else if (depth < MAX_DEPTH) {
      // An unknown inline node (a mention, an image with alt text…): keep its text.
      for (const inner of inlineOf(childrenOf(node), depth + 1)) {
        const last = out.at(-1);
        if (inner.type === "text" && last?.type === "text" && sameMarks(last.marks, inner.marks)) last.text += inner.text;
        else out.push(inner);
      }
    }
  }
  return out;
}

function paragraph(inline: InlineNode[], align: TextAlign | null = null): ParagraphNode {
  const node: ParagraphNode = { type: "paragraph" };
  if (align) node.attrs = { textAlign: align };
  if (inline.length) node.content = inline;
  return node;
}

function listItemOf(node: unknown, depth: number): ListItemNode | null {
  if (!isObject(node)) return null;
  const content: ListItemNode["content"] = [];
  const children = node.type === "listItem" ? childrenOf(node) : [node];
  for (const block of blocksOf(children, depth + 1)) {
    if (block.type === "paragraph" || block.type === "bulletList" || block.type === "orderedList") content.push(block);
    else if (block.type === "heading") content.push(paragraph(block.content ?? [], block.attrs.textAlign ?? null));
  }
  if (!content.length) return null;
  if (content[0]!.type !== "paragraph") content.unshift(paragraph([]));
  return { type: "listItem", content };
}

function listOf(node: Json, depth: number): BulletListNode | OrderedListNode | null {
  const items = childrenOf(node).flatMap((item) => listItemOf(item, depth) ?? []);
  if (!items.length) return null;
  if (node.type === "bulletList") return { type: "bulletList", content: items };
  const start = attrsOf(node).start;
  const list: OrderedListNode = { type: "orderedList", content: items };
  if (typeof start === "number" && Number.isSafeInteger(start) && start >= 0 && start !== 1) list.attrs = { start };
  return list;
}

function blocksOf(nodes: unknown[], depth = 0): BlockNode[] {
  const out: BlockNode[] = [];
  for (const node of nodes) {
    if (!isObject(node) || typeof node.type !== "string") continue;
    if (depth >= MAX_DEPTH) {
      const inline = inlineOf(childrenOf(node));
      if (inline.length) out.push(paragraph(inline));
      continue;
    }
    switch (node.type) {
      case "paragraph":
        out.push(paragraph(inlineOf(childrenOf(node)), alignOf(node)));
        break;
      case "heading": {
        const raw = Number(attrsOf(node).level);
        const level = (Number.isInteger(raw) ? Math.min(3, Math.max(1, raw)) : 1) as HeadingNode["attrs"]["level"];
        const align = alignOf(node);
        const heading: HeadingNode = { type: "heading", attrs: align ? { level, textAlign: align } : { level } };
        const inline = inlineOf(childrenOf(node));
        if (inline.length) heading.content = inline;
        out.push(heading);
        break;
      }
      case "bulletList":
      case "orderedList": {
        const list = listOf(node, depth);
        if (list) out.push(list);
        break;
      }
      case "horizontalRule":
        out.push({ type: "horizontalRule" });
        break;
      case "text":
      case "hardBreak": {
        // Inline content where a block belongs: wrap it.
        out.push(paragraph(inlineOf([node])));
        break;
      }
      case "codeBlock": {
        // A code block's lines become paragraphs.
        const text = inlineOf(childrenOf(node))
          .map((n) => (n.type === "text" ? n.text : "\n"))
          .join("");
        for (const line of text.split("\n")) out.push(paragraph(line ? [{ type: "text", text: line }] : []));
        break;
      }
      default:
        // A quote, a table, a block of another editor: its blocks, unwrapped.
        out.push(...blocksOf(childrenOf(node), depth + 1));
    }
  }
  return out;
}

/** The document of ./types.ts in `json`; an empty paragraph when there is none. Never throws. */
export function sanitizeDoc(json: unknown): DocNode {
  try {
    const root = isObject(json) ? (json.type === "doc" ? childrenOf(json) : [json]) : Array.isArray(json) ? json : [];
    const content = blocksOf(root);
    return { type: "doc", content: content.length ? content : [paragraph([])] };
  } catch {
    return { type: "doc", content: [paragraph([])] };
  }
}
