/**
 * What crawlers read: the public pages with their sitemap priority, `robots.txt` and
 * `sitemap.xml`. The build writes both files next to the prerendered pages; the worker answers
 * them itself where no built file exists (under `vite dev`). web/site/registry.ts gives every page
 * listed here its module and metadata.
 */
import { localizedPath, splitLocale } from "../i18n/locales.ts";
import { blogIndex } from "./blog-index.ts";

/** The canonical origin of the public site (canonical links, Open Graph, the sitemap). */
export const SITE_URL = "https://amal.careers";

/** Each prerendered public page and its sitemap priority. `/home` is the landing page again. */
export const PUBLIC_PAGE_PRIORITY = {
  "/": 1.0,
  "/home": 0.5,
  "/pricing": 0.9,
  "/blog": 0.8,
  "/contact-us": 0.6,
  "/product-roadmap": 0.7,
  "/product-career-coach": 0.7,
  "/product-career-network": 0.7,
  "/product-interview-mockups": 0.6,
  "/product-resume-and-cover-letter": 0.7,
  "/product-job-board-search": 0.6,
  "/privacy-policy": 0.3,
  "/terms-of-service": 0.3,
  "/about-us": 0.5,
} as const;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_PRIORITY;

/**
 * The public pages that exist in Arabic too, at `/ar<path>` (prerendered in both languages with
 * `hreflang` alternates). Every other public page is English only for now.
 */
export const ARABIC_PAGES: readonly string[] = [
  "/",
  "/pricing",
  "/blog",
  "/contact-us",
  "/about-us",
  "/privacy-policy",
  "/terms-of-service",
  "/product-roadmap",
  "/product-career-coach",
  "/product-career-network",
  "/product-interview-mockups",
  "/product-resume-and-cover-letter",
  "/product-job-board-search",
];

/** Whether the page at `path` (with or without its `/ar` prefix) exists in Arabic. */
export function hasArabicPage(path: string): boolean {
  return ARABIC_PAGES.includes(splitLocale(path).path);
}

/** Priority of the seeded blog articles, which are prerendered too. */
const ARTICLE_PRIORITY = 0.6;

/** Every URL the sitemap lists: the public pages (without the `/home` duplicate) and the articles. */
export function sitemapEntries(): { path: string; priority: number }[] {
  const pages = Object.entries(PUBLIC_PAGE_PRIORITY)
    .filter(([path]) => path !== "/home")
    .map(([path, priority]) => ({ path, priority }));
  const arabic = pages.filter((p) => hasArabicPage(p.path)).map((p) => ({ ...p, path: localizedPath(p.path, "ar") }));
  return [...pages, ...arabic, ...blogIndex.map((p) => ({ path: `/blog/article/${p.id}`, priority: ARTICLE_PRIORITY }))];
}

/** A page in both languages lists both versions (and the English one as the default), as its `hreflang` links do. */
function sitemapAlternates(path: string, siteUrl: string): string {
  if (!hasArabicPage(path)) return "";
  const bare = splitLocale(path).path;
  const link = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl}${href}"/>`;
  return link("en", localizedPath(bare, "en")) + link("ar", localizedPath(bare, "ar")) + link("x-default", localizedPath(bare, "en"));
}

export function sitemapXml(lastmod: string, siteUrl = SITE_URL): string {
  const urls = sitemapEntries().map(
    (e) =>
      `  <url><loc>${siteUrl}${e.path}</loc>${sitemapAlternates(e.path, siteUrl)}<lastmod>${lastmod}</lastmod><priority>${e.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl = SITE_URL): string {
  return `User-agent: *\nAllow: /\nDisallow: /portal\nDisallow: /api/\nDisallow: /dev/\nDisallow: /sandbox-checkout/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
