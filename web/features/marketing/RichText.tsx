import { VisuallyHidden } from "@radix-ui/themes";
import { Fragment, type ReactNode } from "react";
import { AppLink } from "../../lib/nav";

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/**
 * Renders the tiny inline markup of the marketing texts: `[text](href)` links and `**bold**`.
 * Content is ours (the catalogues), never user input, so there is nothing to sanitise. Links to
 * our pages go through AppLink (an Arabic page links to the Arabic twin); an e-mail address stays
 * left to right inside Arabic text; `newTab` is what a screen reader hears after an external link.
 */
export function RichText({ text, newTab }: { text: string; newTab: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (m[1] !== undefined) {
      const href = m[2];
      const external = /^https?:/.test(href);
      if (href.startsWith("/")) {
        parts.push(
          <AppLink key={index} to={href}>
            {m[1]}
          </AppLink>,
        );
      } else {
        parts.push(
          <a key={index} href={href} {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})} {...(href.startsWith("mailto:") ? { dir: "ltr" } : {})}>
            {m[1]}
            {external && <VisuallyHidden> {newTab}</VisuallyHidden>}
          </a>,
        );
      }
    } else {
      parts.push(<strong key={index}>{m[3]}</strong>);
    }
    last = index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((p, i) => <Fragment key={i}>{p}</Fragment>)}</>;
}
