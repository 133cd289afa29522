#!/usr/bin/env node
/**
 * Landing-page budget, in English (/) and Arabic (/ar): builds the app (unless --no-build), serves
 * it with `vite preview`, then prints each page's prerendered HTML size, the gzipped JavaScript
 * and CSS it loads in Chromium, and time to first byte (p50/p95 over 50 requests).
 * Budget: ≤ 90 KB gzipped JavaScript; the HTML contains the hero heading and six FAQ questions.
 */
import { chromium } from "@playwright/test";
import { execSync, spawn } from "node:child_process";
import { gzipSync } from "node:zlib";

const PORT = 4391;
const BASE = `http://localhost:${PORT}`;
const root = new URL("..", import.meta.url).pathname;

// Local state first: the build copies .dev.vars (the dev token) next to the built worker.
execSync("npm run setup:local", { cwd: root, stdio: "ignore" });
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });
const server = spawn("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], { cwd: root, stdio: "ignore", detached: true });
const stop = () => { try { process.kill(-server.pid); } catch {} };
process.on("exit", stop);

for (let i = 0; i < 100; i++) {
  try { if ((await fetch(`${BASE}/api/config`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 300));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const kb = (n) => (n / 1024).toFixed(1);

/** HTML, JavaScript and CSS of one language's landing page, and its time to first byte. */
async function measure(path, { hero, faqs }) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const faqCount = faqs.filter((q) => html.includes(q)).length;
  const hasHero = hero.test(html);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: path === "/ar" ? "ar-EG" : "en-US" });
  const assets = [];
  page.on("response", async (res) => {
    const type = res.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    try { const body = await res.body(); assets.push({ url: res.url(), type, raw: body.length, gz: gzipSync(body, { level: 9 }).length }); } catch {}
  });
  await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await page.close();
  // CSS inlined in the page counts as CSS loaded.
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) assets.push({ url: `${BASE}${path}`, type: "stylesheet", raw: Buffer.byteLength(m[1]), gz: gzipSync(m[1], { level: 9 }).length });

  const sum = (t, k) => assets.filter((a) => a.type === t).reduce((n, a) => n + a[k], 0);
  const ttfb = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}${path}`);
    const reader = res.body.getReader();
    await reader.read();
    ttfb.push(performance.now() - t0);
    await reader.cancel();
  }
  ttfb.sort((a, b) => a - b);
  const pct = (p) => ttfb[Math.min(ttfb.length - 1, Math.floor((p / 100) * ttfb.length))].toFixed(1);
  const jsGz = sum("script", "gz");

  console.log(`Landing page (${path}) — built app under vite preview`);
  console.log(`  HTML: ${kb(Buffer.byteLength(html))} KB raw, ${kb(gzipSync(html).length)} KB gzipped; hero heading: ${hasHero ? "yes" : "NO"}; FAQ questions: ${faqCount}/6`);
  console.log(`  JavaScript loaded: ${assets.filter((a) => a.type === "script").length} files, ${kb(sum("script", "raw"))} KB raw, ${kb(jsGz)} KB gzipped (budget 90 KB: ${jsGz <= 90 * 1024 ? "within" : "OVER"})`);
  for (const a of assets.filter((a) => a.type === "script")) console.log(`    ${kb(a.gz).padStart(6)} KB gz  ${a.url.replace(BASE, "")}`);
  console.log(`  CSS loaded (files and inlined): ${kb(sum("stylesheet", "raw"))} KB raw, ${kb(sum("stylesheet", "gz"))} KB gzipped`);
  console.log(`  TTFB over 50 requests: p50 ${pct(50)} ms, p95 ${pct(95)} ms`);
}

await measure("/", { hero: /<h1[^>]*>[^<]*career coach in your pocket/i, faqs: ["data secure", "affordable", "effective", "skills can I learn", "personalized", "human oversight"] });
await measure("/ar", { hero: /<h1[^>]*>[^<]*مدربك المهني في جيبك/, faqs: ["هل بياناتي", "كم تكلّف", "فاعلية", "المهارات", "مخصّص", "إشراف"] });
await browser.close();
stop();
process.exit(0);
