/**
 * A DocNode in a Yjs XmlFragment, in the layout the editor's Collaboration extension
 * (y-prosemirror, as @tiptap/y-tiptap) reads and writes: an XmlElement per node named after its
 * type with the node's non-null attributes, and per run of text one XmlText whose formatting
 * attributes are the marks (`{ bold: {}, link: { href } }`). A room seeded here opens in the editor as is.
 */
import * as Y from "yjs";
import { sanitizeDoc } from "./sanitize.ts";
import type { DocMark, DocNode, InlineNode, TextNode } from "./types.ts";

type AnyNode = { type: string; attrs?: Record<string, unknown>; content?: AnyNode[]; text?: string; marks?: DocMark[] };

function markAttributes(marks: DocMark[] = []): Record<string, Record<string, unknown>> {
  const attributes: Record<string, Record<string, unknown>> = {};
  for (const mark of marks) attributes[mark.type] = "attrs" in mark ? { ...mark.attrs } : {};
  return attributes;
}

function elementOf(node: AnyNode): Y.XmlElement {
  const element = new Y.XmlElement(node.type);
  for (const [key, value] of Object.entries(node.attrs ?? {})) {
    if (value !== null && value !== undefined) element.setAttribute(key, value as string);
  }
  const children: (Y.XmlElement | Y.XmlText)[] = [];
  const content = node.content ?? [];
  for (let i = 0; i < content.length; i++) {
    if (content[i]!.type !== "text") {
      children.push(elementOf(content[i]!));
      continue;
    }
    // Consecutive text nodes share one XmlText, as the editor writes them.
    const run: TextNode[] = [];
    while (i < content.length && content[i]!.type === "text") run.push(content[i++] as TextNode);
    i--;
    const text = new Y.XmlText();
    text.applyDelta(run.map((t) => ({ insert: t.text, attributes: markAttributes(t.marks) })));
    children.push(text);
  }
  element.insert(0, children);
  return element;
}

/** Replaces the fragment's content with `content` (in one transaction when the fragment is in a document). */
export function writeDocToYjs(content: DocNode, fragment: Y.XmlFragment): void {
  const doc = sanitizeDoc(content);
  const write = () => {
    if (fragment.length) fragment.delete(0, fragment.length);
    fragment.insert(
      0,
      doc.content.map((block) => elementOf(block as AnyNode)),
    );
  };
  if (fragment.doc) fragment.doc.transact(write);
  else write();
}

/** y-prosemirror marks overlapping marks `name--hash`; the mark is the name. */
const markName = (attribute: string) => attribute.split("--")[0]!;

function textNodesOf(text: Y.XmlText): InlineNode[] {
  const nodes: InlineNode[] = [];
  for (const delta of text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
    if (typeof delta.insert !== "string") continue;
    const marks = Object.entries(delta.attributes ?? {}).map(([name, attrs]) => ({ type: markName(name), attrs }));
    nodes.push({ type: "text", text: delta.insert, ...(marks.length ? { marks: marks as DocMark[] } : {}) });
  }
  return nodes;
}

function nodeOf(element: Y.XmlElement): AnyNode {
  const node: AnyNode = { type: element.nodeName };
  const attrs = element.getAttributes();
  if (Object.keys(attrs).length) node.attrs = attrs;
  const content: AnyNode[] = [];
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlText) content.push(...(textNodesOf(child) as AnyNode[]));
    else if (child instanceof Y.XmlElement) content.push(nodeOf(child));
  }
  if (content.length) node.content = content;
  return node;
}

/** The document in the fragment, sanitized (./sanitize.ts). */
export function readDocFromYjs(fragment: Y.XmlFragment): DocNode {
  const content: AnyNode[] = [];
  for (const child of fragment.toArray()) {
    if (child instanceof Y.XmlElement) content.push(nodeOf(child));
    else if (child instanceof Y.XmlText) content.push(...(textNodesOf(child) as AnyNode[]));
  }
  return sanitizeDoc({ type: "doc", content });
}
