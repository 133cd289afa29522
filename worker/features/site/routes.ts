/**
 * Public runtime configuration for the browser (what is switched on in this deployment), and the
 * SPA shell for the client-rendered routes that the worker answers before static assets (status
 * 404 for a path that is none of the app's routes).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { robotsTxt, sitemapXml } from "../../../core/content/crawl";
import { textId } from "../../../core/schemas/ids";
import type { AppEnv } from "../../env";
import { oauthConfig } from "../auth/oauth";
import { findPost } from "../blog/service";
import { isClientRoute } from "./client-routes";

export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  const vars = c.var.vars;
  c.header("Cache-Control", "no-store");
  return c.json({
    intercomAppId: vars.INTERCOM_APP_ID || null,
    devTools: vars.DEV_TOOLS,
    supportEmail: vars.SUPPORT_EMAIL,
    linkedinConfigured: oauthConfig(vars, "linkedin") !== null,
    googleConfigured: oauthConfig(vars, "google") !== null,
  });
});

/**
 * The unrendered app shell. The build writes it to `__spa.html`; under `vite dev` the dev
 * server's index.html plays that part.
 */
export async function spaShell(c: Context<AppEnv>, status: 200 | 404 = 200): Promise<Response> {
  let res = await c.env.ASSETS.fetch(new URL("/__spa", c.req.url));
  if (res.status !== 200) res = await c.env.ASSETS.fetch(new URL("/index.html", c.req.url));
  return new Response(res.body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

/** What the prerendered pages are cached with (the same value scripts/prerender.mjs writes into _headers). */
export const PAGE_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

const articleParam = z.object({ id: z.string() });

/** Seeded articles are prerendered; a newer one gets the shell; an unknown id a real 404. */
async function articlePage(c: Context<AppEnv>) {
  const { id } = articleParam.parse(c.req.param());
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status === 200 && !asset.headers.has("Cache-Control")) {
    // The prerendered article, cached like every other prerendered page (scripts/prerender.mjs).
    const res = new Response(asset.body, asset);
    res.headers.set("Cache-Control", PAGE_CACHE_CONTROL);
    return res;
  }
  if (asset.status === 200 || (asset.status >= 300 && asset.status < 400)) return asset;
  const articleId = textId("Unknown article.").safeParse(id);
  const exists = articleId.success && (await findPost(c.var.db, articleId.data));
  return spaShell(c, exists ? 200 : 404);
}

/**
 * The build writes robots.txt and sitemap.xml among the static assets, which answer before the
 * worker; where there is no built file (under `vite dev`) the worker writes the same text.
 */
function crawlerFile(type: string, text: () => string) {
  return async (c: Context<AppEnv>) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 200 && asset.headers.get("content-type")?.startsWith(type)) return asset;
    return c.body(text(), 200, { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=3600" });
  };
}

export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", crawlerFile("text/plain", () => robotsTxt()))
  .get("/sitemap.xml", crawlerFile("application/xml", () => sitemapXml(new Date().toISOString().slice(0, 10))))
  // The static asset lives at /blog/article/N/ (a folder's index.html), so both forms arrive here.
  .get("/blog/article/:id", articlePage)
  .get("/blog/article/:id/", articlePage)
  // Other paths the worker is asked for: the app's own pages get the shell; any other path the
  // same shell with status 404, where the app shows its Not Found view (inside the portal's frame
  // for a signed-in user under /portal).
  .get("*", (c) => spaShell(c, isClientRoute(c.req.path) ? 200 : 404));
