/**
 * Page metadata: each route's `head()` returns `pageHead(...)`; the prerenderer writes it into
 * the static HTML and `DocumentHead` keeps `document.head` in step on client navigation.
 */
import { SITE_URL } from "../../core/content/crawl";

export { SITE_URL };
export const SITE_NAME = "Amal";

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** The page's language (Open Graph `og:locale`); English when absent. */
  locale?: "en" | "ar";
  /** `article` for blog posts; `website` otherwise. */
  type?: "website" | "article";
}

/** The sharing card (1200×630, public/og-image.png) and its description. */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630, alt: "Amal — your AI career coach, in English and Arabic" };

type MetaTag = { title?: string; name?: string; property?: string; content?: string };

export function pageHead({ title, description, path, locale = "en", type = "website" }: PageMeta): { meta: MetaTag[] } {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const image = SITE_URL + OG_IMAGE.path;
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:type", content: type },
      { property: "og:site_name", content: SITE_NAME },
      { property: "og:url", content: SITE_URL + path },
      { property: "og:locale", content: locale === "ar" ? "ar_EG" : "en_US" },
      { property: "og:locale:alternate", content: locale === "ar" ? "en_US" : "ar_EG" },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(OG_IMAGE.width) },
      { property: "og:image:height", content: String(OG_IMAGE.height) },
      { property: "og:image:alt", content: OG_IMAGE.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: OG_IMAGE.alt },
      { name: "canonical", content: SITE_URL + path },
    ],
  };
}

/** Flattens TanStack match metadata into what belongs in <head>. */
export function collectHead(matches: { meta?: (MetaTag | undefined)[] }[]) {
  let title = "Amal — your AI career coach";
  const tags = new Map<string, { attr: "name" | "property"; key: string; content: string }>();
  let canonical: string | null = null;
  for (const m of matches) {
    for (const tag of m.meta ?? []) {
      if (!tag) continue;
      if (tag.title) title = tag.title;
      else if (tag.name === "canonical" && tag.content) canonical = tag.content;
      else if (tag.name && tag.content !== undefined) tags.set(`name:${tag.name}`, { attr: "name", key: tag.name, content: tag.content });
      else if (tag.property && tag.content !== undefined) tags.set(`property:${tag.property}`, { attr: "property", key: tag.property, content: tag.content });
    }
  }
  return { title, tags: [...tags.values()], canonical };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The head as an HTML string, for the prerenderer. */
export function headHtml(head: ReturnType<typeof collectHead>): string {
  return [
    `<title>${esc(head.title)}</title>`,
    ...head.tags.map((t) => `<meta ${t.attr}="${esc(t.key)}" content="${esc(t.content)}" />`),
    head.canonical ? `<link rel="canonical" href="${esc(head.canonical)}" />` : "",
  ].join("\n    ");
}
