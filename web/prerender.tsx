/**
 * Build-time renderer for the public pages (see scripts/prerender.mjs and ADRs 002, 004).
 * It renders a page with exactly the tree the `site` entry hydrates in the browser.
 */
import { renderToString } from "react-dom/server";
import { blogIndex } from "../core/content/blog-index";
import { collectHead, headHtml, pageHead, type PageMeta } from "./lib/seo";
import { loadSitePage } from "./site/load";
import { NOT_FOUND_META, SITE_PAGES } from "./site/registry";
import { matchSitePage, type SitePageModule } from "./site/routes";
import { SiteApp } from "./site/SiteApp";

export { SITE_PAGES };

function articleMeta(path: string): PageMeta | null {
  const post = blogIndex.find((p) => path === `/blog/article/${p.id}`);
  return post ? { title: post.blog_title, description: post.summary, path } : null;
}

export async function render(path: string): Promise<{ html: string; head: string; module: SitePageModule; notFound: boolean }> {
  const page = matchSitePage(path);
  const meta = page?.module === "article" ? articleMeta(path) : (SITE_PAGES.find((p) => p.path === page?.path)?.meta ?? null);
  const module: SitePageModule = page && meta ? page.module : "not-found";
  const Page = await loadSitePage(module);
  const html = renderToString(
    <SiteApp>
      <Page path={path} />
    </SiteApp>,
  );
  return { html, head: headHtml(collectHead([pageHead(meta ?? NOT_FOUND_META)])), module, notFound: module === "not-found" };
}
