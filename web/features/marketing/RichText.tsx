import { VisuallyHidden } from "@radix-ui/themes";
import { Fragment, type ReactNode } from "react";

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/**
 * Renders the tiny inline markup of the marketing texts: `[text](href)` links and `**bold**`.
 * Content is ours (legal.ts), never user input, so there is nothing to sanitise.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (m[1] !== undefined) {
      const external = /^https?:/.test(m[2]);
      parts.push(
        <a key={index} href={m[2]} {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
          {m[1]}
          {external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
        </a>,
      );
    } else {
      parts.push(<strong key={index}>{m[3]}</strong>);
    }
    last = index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((p, i) => <Fragment key={i}>{p}</Fragment>)}</>;
}
