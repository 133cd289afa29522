/**
 * A document as plain text: its blocks one per line (search, the model's context), and the
 * first lines of it for the library's cards.
 */
import type { BlockNode, DocNode, InlineNode } from "./types.ts";

/** One line of the document: what kind of block it came from, and its text. */
interface Line {
  kind: "heading" | "item" | "paragraph" | "rule";
  /** List nesting (0 outside lists). */
  depth: number;
  text: string;
}

const inlineText = (content: InlineNode[] = []) => content.map((n) => (n.type === "text" ? n.text : "\n")).join("");

function linesOf(blocks: BlockNode[], depth = 0, out: Line[] = []): Line[] {
  for (const block of blocks) {
    switch (block.type) {
      case "paragraph":
        out.push({ kind: "paragraph", depth, text: inlineText(block.content) });
        break;
      case "heading":
        out.push({ kind: "heading", depth, text: inlineText(block.content) });
        break;
      case "horizontalRule":
        out.push({ kind: "rule", depth, text: "" });
        break;
      case "bulletList":
      case "orderedList":
        for (const item of block.content) {
          const [first, ...rest] = item.content;
          if (first?.type === "paragraph") out.push({ kind: "item", depth, text: inlineText(first.content) });
          linesOf(first?.type === "paragraph" ? rest : item.content, depth + 1, out);
        }
        break;
    }
  }
  return out;
}

/** The document's text, one block a line (a hard break starts a new line). */
export function documentText(content: DocNode): string {
  return linesOf(content.content)
    .filter((line) => line.kind !== "rule")
    .map((line) => line.text)
    .join("\n");
}

/**
 * The document's first lines for a card, at most `maxChars` characters: headings start with
 * "# ", list items with "• "; empty lines are left out and the last line is cut at a word with "…".
 */
export function documentPreview(content: DocNode, maxChars = 600): string {
  const lines: string[] = [];
  let used = 0;
  for (const line of linesOf(content.content)) {
    const text = line.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const shown = line.kind === "heading" ? `# ${text}` : line.kind === "item" ? `${"  ".repeat(line.depth)}• ${text}` : text;
    const room = maxChars - used - (lines.length ? 1 : 0);
    if (shown.length <= room) {
      lines.push(shown);
      used += shown.length + (lines.length > 1 ? 1 : 0);
      continue;
    }
    if (room > 1) {
      const cut = shown.slice(0, room - 1);
      const atWord = cut.lastIndexOf(" ");
      lines.push(`${(atWord > room / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`);
    }
    break;
  }
  return lines.join("\n");
}
