#!/usr/bin/env node
/**
 * Draws the sharing card (Open Graph / Twitter, 1200×630) into public/og-image.png with Chromium:
 * the logo, the English promise and its Arabic twin on the brand's teal. Run again after changing
 * the words or the colours: `node scripts/og-image.mjs`. Flat colours keep the file small (link
 * previews in some messengers drop images over 300 KB).
 */
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const font = pathToFileURL(join(root, "public/fonts/noto-naskh-arabic-700.woff")).href;
const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:Naskh;src:url(${font});font-weight:700}
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff;
background:#0f766e;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800;letter-spacing:-.5px}
h1{font-size:64px;line-height:1.1;font-weight:800;max-width:900px;letter-spacing:-1px}
.ar{font-family:Naskh,serif;font-size:48px;direction:rtl;text-align:right;opacity:.95}
.foot{font-size:28px;opacity:.9}
</style></head><body>
<div class="brand"><svg width="72" height="72" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M32 12 14 52h9l3.6-8.5h10.8L41 52h9L32 12Zm-2.6 24.5L32 30l2.6 6.5h-5.2Z" fill="#0d9488"/></svg>Amal</div>
<h1>Meet Amal, the career coach in your pocket</h1>
<p class="ar">تعرّف على أمل، مدربك المهني في جيبك</p>
<p class="foot">AI career coaching in English and Arabic · amal.careers</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(root, "public/og-image.png") });
await browser.close();
console.log("wrote public/og-image.png (1200×630)");
