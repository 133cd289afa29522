import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { collectHead } from "../../lib/seo";

/** Keeps <title>, meta tags and the canonical link in step with the current route. */
export function DocumentHead() {
  const matches = useMatches();
  useEffect(() => {
    const head = collectHead(matches as never);
    document.title = head.title;
    for (const tag of head.tags) {
      let el = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attr}="${CSS.escape(tag.key)}"]`);
      if (!el) {
        el = document.createElement("meta");
        el.setAttribute(tag.attr, tag.key);
        document.head.appendChild(el);
      }
      el.content = tag.content;
    }
    if (head.canonical) {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!link) {
        link = document.createElement("link");
        link.rel = "canonical";
        document.head.appendChild(link);
      }
      link.href = head.canonical;
    }
  }, [matches]);
  return null;
}
