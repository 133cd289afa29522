import { Fragment, useMemo, type ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "./parse";

/**
 * An AI answer as safe Markdown: React elements built from `parseMarkdown`'s tree. Text is
 * always a React text node, so HTML in an answer shows as the characters it is. Links open in
 * a new tab with `rel="noopener noreferrer"` and are http(s) only. Each block takes the direction
 * of its own words (`dir="auto"`), so an answer mixing Arabic and English paragraphs reads right in
 * both; code stays left to right.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <div className={className ? `md ${className}` : "md"}>{renderBlocks(blocks)}</div>;
}

export function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, i) => renderBlock(block, i));
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case "heading": {
      // Answers sit under the page's own headings: # becomes h3, ## h4, and so on.
      const level = Math.min(6, block.level + 2);
      const Tag = `h${level}` as "h3";
      return (
        <Tag key={key} className={`md__h md__h${block.level}`} dir="auto">
          {renderInline(block.children)}
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p key={key} dir="auto">
          {renderInline(block.children)}
        </p>
      );
    case "list": {
      const items = block.items.map((item, j) => <li key={j}>{renderListItem(item)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start} dir="auto">
          {items}
        </ol>
      ) : (
        <ul key={key} dir="auto">
          {items}
        </ul>
      );
    }
    case "quote":
      return (
        <blockquote key={key} dir="auto">
          {renderBlocks(block.children)}
        </blockquote>
      );
    case "code":
      return (
        <pre key={key} className="md__pre" data-lang={block.lang || undefined} dir="ltr">
          <code>{block.text}</code>
        </pre>
      );
    case "rule":
      return <hr key={key} />;
  }
}

/** A list item of one paragraph renders without the <p>, so tight lists stay tight. */
function renderListItem(blocks: Block[]): ReactNode {
  if (blocks.length > 0 && blocks[0].type === "paragraph") {
    return (
      <>
        {renderInline(blocks[0].children)}
        {renderBlocks(blocks.slice(1))}
      </>
    );
  }
  return renderBlocks(blocks);
}

export function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "break":
        return <br key={i} />;
      case "code":
        return (
          <code key={i} className="md__code">
            {node.text}
          </code>
        );
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "link":
        return node.bare ? (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer" title={node.href} className="md__bare-link" dir="ltr">
            {siteName(node.href)}
          </a>
        ) : (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        );
      default:
        return null;
    }
  });
}

/** A written-out URL by its site, "coursera.org" for https://www.coursera.org/learn/sql (the link keeps the full address). */
export function siteName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return href;
  }
}
