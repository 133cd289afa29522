#!/usr/bin/env node
/**
 * Writes the prerendered public pages into dist/client after `vite build` (ADRs 002, 004):
 *   - every page of web/site/registry.ts (+ each seeded blog article) as <path>/index.html, with
 *     its metadata and the page chunk's module preloads taken from the Vite manifest, and the
 *     part of the chunk's CSS that can apply to the page inlined in its head (ADR 026),
 *   - 404.html (served with status 404 for unknown paths),
 *   - __spa.html, the app shell the worker serves for client-rendered routes,
 *   - sitemap.xml, robots.txt and _headers (security headers and caching for static assets).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { CSS_SLOT, placePageCss } from "./lib/critical-css.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const client = join(root, "dist/client");

execFileSync(join(root, "node_modules/.bin/vite"), ["build", "-c", "vite.prerender.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });

const { render, SITE_PAGES } = await import(pathToFileURL(join(root, "dist/prerender/prerender.mjs")).href);
const { blogIndex } = await import(pathToFileURL(join(root, "core/content/blog-index.ts")).href);
const { robotsTxt, sitemapEntries, sitemapXml, hasArabicPage, SITE_URL } = await import(pathToFileURL(join(root, "core/content/crawl.ts")).href);
const { localizedPath } = await import(pathToFileURL(join(root, "core/i18n/locales.ts")).href);
const { FIRST_VISIT_SCRIPT } = await import(pathToFileURL(join(root, "core/i18n/first-visit.ts")).href);
const { securityHeaderMap } = await import(pathToFileURL(join(root, "worker/lib/security-headers.ts")).href);

const manifest = JSON.parse(readFileSync(join(client, ".vite/manifest.json"), "utf8"));
const spaShell = readFileSync(join(client, "index.html"), "utf8");
if (!spaShell.includes("<!--app-html-->")) throw new Error("dist/client/index.html has no <!--app-html--> marker: was it already prerendered?");
writeFileSync(join(client, "__spa.html"), spaShell);
// A public page starts from the shell without the SPA's own scripts and styles.
const siteShell = spaShell.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, "");
// The manifest is for this script only; keep it out of the deployed assets.
const ignore = join(client, ".assetsignore");
writeFileSync(ignore, `${readFileSync(ignore, "utf8").trimEnd()}\n.vite\n`);

/** The entry, its static imports and their CSS for a kind of page, from the manifest. */
function pageAssets(module) {
  const key = [`web/site/entries/${module}.ts`, `web/site/entries/${module}.tsx`].find((k) => manifest[k]) ?? `web/site/entries/${module}.ts`;
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  const css = new Set();
  const js = new Set();
  const chunks = new Set();
  // Imports first, so shared styles (the theme) come before the page's own in the cascade.
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunks.add(chunk.name);
    for (const i of chunk.imports ?? []) visit(i);
    for (const c of chunk.css ?? []) css.add(c);
  };
  visit(key);
  // A page that starts islands loads no React (ADR 025): a component import in its entry or in the
  // site-shell chunk would bring it back.
  if (chunks.has("react")) throw new Error(`${key} loads React; public pages start islands (ADR 025)`);
  return { css: [...css], js: [...js] };
}

/**
 * A page in both languages links each version to the other (`hreflang`) and carries the script
 * that takes a visitor to the language they chose or their browser prefers (core/i18n/first-visit.ts).
 */
function languageHead(path) {
  if (!hasArabicPage(path)) return "";
  const url = (l) => `${SITE_URL}${localizedPath(path, l)}`;
  return [
    `<link rel="alternate" hreflang="en" href="${url("en")}">`,
    `<link rel="alternate" hreflang="ar" href="${url("ar")}">`,
    `<link rel="alternate" hreflang="x-default" href="${url("en")}">`,
    `<script>${FIRST_VISIT_SCRIPT}</script>`,
  ].join("\n    ");
}

function page(r, path) {
  const { css, js } = pageAssets(r.module);
  const [entry, ...imports] = js; // the entry is visited first
  const links = [
    CSS_SLOT, // the page's own part of its stylesheets (scripts/lib/critical-css.mjs, ADR 026)
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...imports.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join("\n    ");
  const alternates = path ? languageHead(path) : "";
  const html = siteShell
    .replace(/<html lang="en">/, `<html lang="${r.lang}" dir="${r.dir}">`)
    .replace(/<!--app-head-->[\s\S]*<!--\/app-head-->/, `${r.head}\n    ${alternates ? `${alternates}\n    ` : ""}${r.embed}\n    ${links}`)
    .replace("<!--app-html-->", r.html);
  return placePageCss(html, css, pageCssFiles).html;
}

/** Reads the built stylesheets (once each) and writes a page's own one when it is too big to inline. */
const builtCss = new Map();
const pageCssFiles = {
  read: (file) => builtCss.get(file) ?? builtCss.set(file, readFileSync(join(client, file), "utf8")).get(file),
  write: (file, text) => writeFileSync(join(client, file), text),
  gzipSize: (text) => gzipSync(text, { level: 9 }).length,
  hash: (text) => createHash("sha256").update(text).digest("base64url").slice(0, 10),
};

/** Prerendered pages: at the edge and in the browser for 5 minutes, then stale for up to a day while revalidated. */
const HTML_CACHE = "public, max-age=300, stale-while-revalidate=86400";
const pageUrls = [];
const routes = [...SITE_PAGES.map((p) => ({ path: p.path, priority: p.priority })), ...blogIndex.map((p) => ({ path: `/blog/article/${p.id}`, priority: 0.6 }))];
for (const { path } of routes) {
  for (const lang of hasArabicPage(path) ? ["en", "ar"] : ["en"]) {
    const r = await render(path, lang);
    if (r.notFound) throw new Error(`Prerender: ${path} rendered the not-found page`);
    const url = localizedPath(path, lang);
    const file = url === "/" ? join(client, "index.html") : join(client, url.slice(1), "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(r, path));
    pageUrls.push(url);
    console.log(`prerendered ${url} (${Buffer.byteLength(r.html)} bytes)`);
  }
}
writeFileSync(join(client, "404.html"), page(await render("/__not-found__"), null));
// Unknown paths under /ar get the nearest 404.html: the Arabic one.
mkdirSync(join(client, "ar"), { recursive: true });
writeFileSync(join(client, "ar", "404.html"), page(await render("/__not-found__", "ar"), null));
console.log("prerendered 404.html, ar/404.html");

writeFileSync(join(client, "sitemap.xml"), sitemapXml(new Date().toISOString().slice(0, 10)));
writeFileSync(join(client, "robots.txt"), robotsTxt());
// Caching. Rules that match the same path add up (a header set twice is joined with a comma), so
// each kind of file gets Cache-Control from exactly one rule: hashed assets forever; the pages a
// short while, then served stale while the edge revalidates (a deploy reaches every visitor
// within minutes, and nobody waits on the origin for a popular page); the other files a day.
const security = Object.entries(securityHeaderMap({ dev: false })).map(([k, v]) => `  ${k}: ${v}`).join("\n");
const cache = (paths, value) => paths.map((p) => `${p}\n  Cache-Control: ${value}`).join("\n");
writeFileSync(
  join(client, "_headers"),
  `${[
    `/*\n${security}`,
    cache(["/assets/*"], "public, max-age=31536000, immutable"),
    cache(pageUrls, HTML_CACHE),
    cache(["/fonts/*", "/favicon.svg", "/og-image.png", "/robots.txt", "/sitemap.xml"], "public, max-age=86400"),
  ].join("\n")}\n`,
);
console.log(`wrote sitemap.xml (${sitemapEntries().length} urls), robots.txt, _headers, __spa.html`);
