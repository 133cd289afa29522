/**
 * The lines of a crafted document a model may reword (the summary, the job bullets and the
 * letter's paragraphs), and putting the reworded lines back. Names, headings, contact details,
 * dates, skill lists, education and certificate lines, the greeting and the sign-off are not
 * offered: they are the user's data as entered. The caller runs the guard on the result.
 */
import type { BlockNode, DocNode, ListItemNode, ParagraphNode } from "../documents/types.ts";

/** A paragraph of prose: one unmarked text, a few words, not a contact line or a greeting. */
function prose(p: ParagraphNode): string | null {
  const nodes = p.content ?? [];
  if (nodes.length !== 1) return null;
  const node = nodes[0]!;
  if (node.type !== "text" || node.marks?.length) return null;
  const text = node.text.trim();
  if (text.split(/\s+/).length < 5 || /\s·\s|@/.test(text) || /[,،]$/.test(text)) return null;
  return text;
}

/** A list item's line, unless it is a "Degree — School" or "Certificate — Issuer" entry. */
function bulletLine(item: ListItemNode): ParagraphNode | null {
  const first = item.content[0];
  if (first?.type !== "paragraph") return null;
  const text = prose(first);
  return text && !/\s—\s/.test(text) ? first : null;
}

/** Every polishable paragraph, in document order. */
function polishable(content: DocNode): ParagraphNode[] {
  const out: ParagraphNode[] = [];
  const visitList = (items: ListItemNode[]) => {
    for (const item of items) {
      const p = bulletLine(item);
      if (p) out.push(p);
      for (const child of item.content.slice(1)) if (child.type !== "paragraph") visitList(child.content);
    }
  };
  for (const block of content.content) {
    if (block.type === "paragraph" && prose(block)) out.push(block);
    else if (block.type === "bulletList" || block.type === "orderedList") visitList(block.content);
  }
  return out;
}

const lineOf = (p: ParagraphNode) => (p.content?.[0]?.type === "text" ? p.content[0].text.trim() : "");

/** The summary, bullet and paragraph texts a model may reword, in document order. */
export function polishableLines(content: DocNode): string[] {
  return polishable(content).map(lineOf);
}

/**
 * The document with its polishable lines replaced by `lines`, in the same order. A list of the
 * wrong length changes nothing; an empty line keeps the original.
 */
export function withPolishedLines(content: DocNode, lines: string[]): DocNode {
  const targets = polishable(content);
  if (targets.length !== lines.length) return content;
  const replacement = new Map<ParagraphNode, string>();
  for (const [i, p] of targets.entries()) {
    const line = lines[i]!.replace(/\s+/g, " ").trim();
    if (line) replacement.set(p, line);
  }
  const paragraph = (p: ParagraphNode): ParagraphNode => {
    const line = replacement.get(p);
    return line === undefined ? p : { ...p, content: [{ type: "text", text: line }] };
  };
  const item = (li: ListItemNode): ListItemNode => ({
    ...li,
    content: li.content.map((child) => (child.type === "paragraph" ? paragraph(child) : { ...child, content: child.content.map(item) })),
  });
  const block = (b: BlockNode): BlockNode => {
    if (b.type === "paragraph") return paragraph(b);
    if (b.type === "bulletList" || b.type === "orderedList") return { ...b, content: b.content.map(item) };
    return b;
  };
  return { type: "doc", content: content.content.map(block) };
}
