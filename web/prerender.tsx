/**
 * Build-time renderer for the public pages (see scripts/prerender.mjs and ADRs 002, 004).
 * It renders a page with exactly the tree the `site` entry hydrates in the browser.
 */
import { renderToString } from "react-dom/server";
import { direction, localizedPath, type Locale } from "../core/i18n/locales";
import { pseudoResources } from "../core/i18n/pseudo";
import { EMBEDDED_MESSAGES_ID, type EmbeddedMessages } from "./i18n/I18n";
import { NAMESPACES, type Namespace, type Resources } from "./i18n/namespaces";
import { loadErrorReference, loadResources } from "./i18n/resources";
import { blogIndex } from "../core/content/blog-index";
import { collectHead, headHtml, pageHead, type PageMeta } from "./lib/seo";
import { loadSitePage } from "./site/load";
import { NOT_FOUND_META, SITE_PAGES } from "./site/registry";
import { matchSitePage, type SitePageModule } from "./site/routes";
import { SiteApp } from "./site/SiteApp";
import { structuredDataHtml } from "./site/structured-data";

export { SITE_PAGES };

function articlePost(path: string) {
  return blogIndex.find((p) => path === `/blog/article/${p.id}`);
}

function articleMeta(path: string): PageMeta | null {
  const post = articlePost(path);
  return post ? { title: post.blog_title, description: post.summary, path, type: "article" } : null;
}

/**
 * Renders the public page at `path` (without its language prefix) in `locale`. The messages the
 * page read are embedded as JSON (`embed`) for hydration, so no page's code carries them.
 */
/**
 * The namespace holding each translated page's own words, with its `meta.title` and `meta.description`
 * (in a namespace several pages share, under the page's path: "product-roadmap.meta.title").
 */
const PAGE_MESSAGES: Partial<Record<SitePageModule, Namespace>> = {
  landing: "landing",
  contact: "contact",
  about: "about",
  blog: "blog",
  privacy: "privacy",
  terms: "terms",
  pricing: "pricing",
  product: "products",
};

export async function render(
  path: string,
  locale: Locale = "en",
  /** `pseudo`: every message wrapped in ⟦ ⟧ (core/i18n/pseudo.ts), to find words no catalogue holds. */
  options: { pseudo?: boolean } = {},
): Promise<{ html: string; head: string; embed: string; lang: Locale; dir: "ltr" | "rtl"; module: SitePageModule; notFound: boolean }> {
  const page = matchSitePage(path);
  const loaded = await loadResources(locale, NAMESPACES);
  const resources = options.pseudo ? pseudoResources(loaded) : loaded;
  const reference = locale === "en" ? undefined : await loadErrorReference();
  const used = new Set<Namespace>();
  const found = page?.module === "article" ? articleMeta(path) : (SITE_PAGES.find((p) => p.path === page?.path)?.meta ?? null);
  // A page in another language: its own title and description, and its own URL as the canonical one.
  const own = page ? PAGE_MESSAGES[page.module] : undefined;
  const all = own ? (resources[own] as Record<string, unknown> | undefined) : undefined;
  const words = all && page ? { "meta.title": all[`${page.path.slice(1)}.meta.title`] ?? all["meta.title"], "meta.description": all[`${page.path.slice(1)}.meta.description`] ?? all["meta.description"] } : undefined;
  const meta: PageMeta | null =
    found && locale !== "en"
      ? { ...found, locale, path: localizedPath(found.path, locale), ...(words ? { title: String(words["meta.title"]), description: String(words["meta.description"]) } : {}) }
      : found;
  const module: SitePageModule = page && meta ? page.module : "not-found";
  const Page = await loadSitePage(module);
  const html = renderToString(
    <SiteApp i18n={{ locale, digits: "latn", resources, used, path, reference }}>
      <Page path={path} />
    </SiteApp>,
  );
  const embedded: EmbeddedMessages = {
    locale,
    resources: Object.fromEntries([...used].map((ns) => [ns, resources[ns]])) as Resources,
    // A page that shows refusals in another language recognises the server's English by this.
    ...(reference && used.has("errors") ? { reference } : {}),
  };
  // `<` is escaped so no message can close the script element.
  const embed = `<script type="application/json" id="${EMBEDDED_MESSAGES_ID}">${JSON.stringify(embedded).replace(/</g, "\\u003c")}</script>`;
  const site = resources.site;
  const notFoundMeta =
    locale !== "en" && site ? { ...NOT_FOUND_META, title: String(site["notFound.metaTitle"]), description: String(site["notFound.metaDescription"]) } : NOT_FOUND_META;
  return {
    html,
    head: [
      headHtml(collectHead([pageHead(meta ?? { ...notFoundMeta, locale })])),
      meta ? structuredDataHtml({ module, path: meta.path, locale, resources, post: module === "article" ? articlePost(path) : undefined }) : "",
    ]
      .filter(Boolean)
      .join("\n    "),
    embed,
    lang: locale,
    dir: direction(locale),
    module,
    notFound: module === "not-found",
  };
}
