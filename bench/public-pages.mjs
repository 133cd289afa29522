#!/usr/bin/env node
/**
 * Public pages on a mid-range phone over mobile data, as a visitor from Egypt gets them.
 *
 * Builds the app (unless --no-build), serves it with `vite preview` behind a small Node proxy
 * that compresses text responses the way the CDN does (brotli when the browser accepts it,
 * else gzip), then for `/`, `/pricing`, `/blog`, a product page and an article, in English and
 * Arabic, loads each page cold (new browser context, empty cache) three times on the mobile
 * profile — 375 px wide, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown,
 * set through the DevTools protocol — and prints the median first contentful paint and largest
 * contentful paint, the bytes transferred, and the JavaScript and CSS the page loads (gzipped).
 * CSS counts the stylesheets the page loads and the CSS inlined in its HTML (`<style>`).
 * Then Lighthouse (mobile preset, its own simulated throttling) scores `/`, `/ar`, `/pricing` and the article.
 *
 *   npm run bench:public                 build, then measure
 *   npm run bench:public -- --no-build   measure the current dist/
 *   --runs=N                             cold loads per page (default 3)
 *   --no-lighthouse                      skip the Lighthouse part
 *
 * Targets: LCP ≤ 1.2 s on every page, landing JS ≤ 25 KB and CSS ≤ 25 KB gzipped, Lighthouse
 * performance ≥ 98 and accessibility, best practices and SEO 100.
 */
import { chromium } from "@playwright/test";
import { execSync, spawn } from "node:child_process";
import { createServer, request } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4395);
const PROXY_PORT = PREVIEW_PORT + 1;
const ORIGIN = `http://localhost:${PREVIEW_PORT}`;
const BASE = `http://localhost:${PROXY_PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = new URL("..", import.meta.url).pathname;

const PROFILE = { width: 375, height: 667, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8, cpu: 4 };
const TARGETS = { lcp: 1200, landingJs: 25 * 1024, landingCss: 25 * 1024, performance: 98 };

execSync("npm run setup:local", { cwd: root, stdio: "ignore" });
if (!args.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });
const { blogIndex } = await import(new URL("../core/content/blog-index.ts", import.meta.url).href);
const article = `/blog/article/${blogIndex[0].id}`;
const PAGES = ["/", "/pricing", "/blog", "/product-career-coach", article, "/ar", "/ar/pricing", "/ar/blog", "/ar/product-career-coach"];

const server = spawn("npx", ["vite", "preview", "--port", String(PREVIEW_PORT), "--strictPort"], { cwd: root, stdio: "ignore", detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on("exit", stop);

// The CDN's part: compress text responses (unless the origin already did), once per body and
// encoding as a CDN's cache does, so compressing does not count against the page.
const compressed = new Map();
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const proxy = createServer((req, res) => {
  const up = request(`${ORIGIN}${req.url}`, { method: req.method, headers: { ...req.headers, host: `localhost:${PREVIEW_PORT}`, "accept-encoding": "identity" } }, (r) => {
    const chunks = [];
    r.on("data", (c) => chunks.push(c));
    r.on("end", () => {
      let body = Buffer.concat(chunks);
      const headers = { ...r.headers };
      const accept = String(req.headers["accept-encoding"] ?? "");
      if (!headers["content-encoding"] && COMPRESSIBLE.test(String(headers["content-type"] ?? "")) && body.length > 0) {
        const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
        if (encoding) {
          const key = `${encoding} ${req.url} ${body.length}`;
          let out = compressed.get(key);
          if (!out?.raw.equals(body)) {
            out = { raw: body, body: encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }) };
            compressed.set(key, out);
          }
          body = out.body;
          headers["content-encoding"] = encoding;
        }
        headers.vary = "Accept-Encoding";
      }
      delete headers["transfer-encoding"];
      headers["content-length"] = String(body.length);
      res.writeHead(r.statusCode ?? 502, headers);
      res.end(body);
    });
  });
  up.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(up);
});
await new Promise((r) => proxy.listen(PROXY_PORT, r));

for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(`${ORIGIN}/api/config`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 300));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({
  executablePath: CHROME,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** One cold load of `path` on the mobile profile. */
async function load(path) {
  const context = await browser.newContext({
    viewport: { width: PROFILE.width, height: PROFILE.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: path.startsWith("/ar") ? "ar-EG" : "en-US",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: PROFILE.down,
    uploadThroughput: PROFILE.up,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpu });
  const types = new Map();
  let transferred = 0;
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on("Network.loadingFinished", (e) => {
    transferred += e.encodedDataLength;
  });
  const assets = [];
  page.on("response", async (res) => {
    const type = res.request().resourceType();
    if (type !== "script" && type !== "stylesheet" && type !== "document") return;
    try {
      const body = await res.body();
      if (type === "document") {
        // CSS inlined in the page counts as CSS too (each <style> gzipped on its own).
        for (const m of body.toString("utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) assets.push({ type: "stylesheet", url: res.url(), gz: gzipSync(m[1], { level: 9 }).length });
      } else assets.push({ type, url: res.url(), gz: gzipSync(body, { level: 9 }).length });
    } catch {}
  });
  // Paint timings, observed from the first byte of the document.
  await page.addInitScript(() => {
    const w = window;
    w.__lcp = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(`${BASE}${path}`, { waitUntil: "load", timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(500);
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    lcp: window.__lcp,
  }));
  await context.close();
  const inline = assets.filter((a) => a.url.startsWith(BASE));
  const sum = (t) => inline.filter((a) => a.type === t).reduce((n, a) => n + a.gz, 0);
  return { fcp, lcp, transferred, js: sum("script"), css: sum("stylesheet"), jsFiles: inline.filter((a) => a.type === "script").length };
}

console.log(`Public pages — built app under vite preview behind a compressing proxy`);
console.log(
  `Profile: ${PROFILE.width} px, ${PROFILE.latency} ms RTT, ${(PROFILE.down * 8) / 1024 / 1024} Mbit/s down, ${PROFILE.cpu}× CPU slowdown, cold cache; median of ${RUNS} loads\n`,
);
console.log(`${"page".padEnd(28)}${"FCP".padStart(9)}${"LCP".padStart(9)}${"transferred".padStart(13)}${"JS gz".padStart(10)}${"CSS gz".padStart(10)}`);
const results = [];
for (const path of PAGES) {
  const runs = [];
  await load(path); // warms the server and the proxy's compressed copies; not counted
  for (let i = 0; i < RUNS; i++) runs.push(await load(path));
  const r = {
    path,
    fcp: median(runs.map((x) => x.fcp)),
    lcp: median(runs.map((x) => x.lcp)),
    transferred: median(runs.map((x) => x.transferred)),
    js: median(runs.map((x) => x.js)),
    css: median(runs.map((x) => x.css)),
  };
  results.push(r);
  console.log(`${path.padEnd(28)}${ms(r.fcp).padStart(9)}${ms(r.lcp).padStart(9)}${kb(r.transferred).padStart(13)}${kb(r.js).padStart(10)}${kb(r.css).padStart(10)}`);
}
await browser.close();

const landing = results.filter((r) => r.path === "/" || r.path === "/ar");
const worstLcp = Math.max(...results.map((r) => r.lcp));
console.log(`\nTargets: LCP ≤ ${TARGETS.lcp} ms on every page: ${worstLcp <= TARGETS.lcp ? "met" : `NOT met (worst ${ms(worstLcp)})`}`);
console.log(`         landing JS ≤ 25 KB gz: ${landing.every((r) => r.js <= TARGETS.landingJs) ? "met" : "NOT met"}; landing CSS ≤ 25 KB gz: ${landing.every((r) => r.css <= TARGETS.landingCss) ? "met" : "NOT met"}`);

if (!args.includes("--no-lighthouse")) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  console.log(`\nLighthouse (mobile, simulated throttling)`);
  for (const path of ["/", "/ar", "/pricing", article]) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", `--lang=${path === "/ar" ? "ar" : "en-US"}`],
    });
    try {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const c = result.lhr.categories;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const audits = result.lhr.audits;
      console.log(
        `  ${path.padEnd(16)} performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}` +
          `  (FCP ${audits["first-contentful-paint"]?.displayValue}, LCP ${audits["largest-contentful-paint"]?.displayValue}, TBT ${audits["total-blocking-time"]?.displayValue}, CLS ${audits["cumulative-layout-shift"]?.displayValue})`,
      );
      if (args.includes("--verbose")) {
        // Where the main thread's time went, and the longest tasks: what a performance score below target is made of.
        for (const item of audits["mainthread-work-breakdown"]?.details?.items ?? []) console.log(`      main thread: ${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
        for (const item of (audits["long-tasks"]?.details?.items ?? []).slice(0, 5)) console.log(`      long task: ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms (${item.url})`);
        for (const k of ["accessibility", "best-practices", "seo"]) {
          for (const ref of c[k].auditRefs) {
            const a = audits[ref.id];
            if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(`      ${k}: ${a.id} — ${a.title}`);
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }
}
stop();
proxy.close();
process.exit(0);
