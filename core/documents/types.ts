/**
 * A crafted document (resume or cover letter) as ProseMirror JSON: the word editor's schema
 * (TipTap StarterKit + TextAlign), the Yjs document the DocRoom keeps, and what DOCX and PDF
 * are written from. Only the nodes and marks below exist; anything else is dropped on the way in.
 */

export type TextAlign = "left" | "center" | "right" | "justify";

export type DocMark =
  | { type: "bold" }
  | { type: "italic" }
  | { type: "underline" }
  | { type: "link"; attrs: { href: string } };

export interface TextNode {
  type: "text";
  text: string;
  marks?: DocMark[];
}

export interface HardBreakNode {
  type: "hardBreak";
}

export type InlineNode = TextNode | HardBreakNode;

export interface ParagraphNode {
  type: "paragraph";
  attrs?: { textAlign?: TextAlign | null };
  content?: InlineNode[];
}

export interface HeadingNode {
  type: "heading";
  attrs: { level: 1 | 2 | 3; textAlign?: TextAlign | null };
  content?: InlineNode[];
}

export interface ListItemNode {
  type: "listItem";
  /** A paragraph first, then nested lists or more paragraphs. */
  content: (ParagraphNode | BulletListNode | OrderedListNode)[];
}

export interface BulletListNode {
  type: "bulletList";
  content: ListItemNode[];
}

export interface OrderedListNode {
  type: "orderedList";
  attrs?: { start?: number };
  content: ListItemNode[];
}

export interface HorizontalRuleNode {
  type: "horizontalRule";
}

export type BlockNode = ParagraphNode | HeadingNode | BulletListNode | OrderedListNode | HorizontalRuleNode;

export interface DocNode {
  type: "doc";
  content: BlockNode[];
}

/** A document with what the files need beside the content. */
export interface DocumentFile {
  title: string;
  language: "en" | "ar";
  content: DocNode;
}

/** The Yjs XmlFragment name the editor (TipTap Collaboration `field`) and the DocRoom share. */
export const YJS_FIELD = "default";
