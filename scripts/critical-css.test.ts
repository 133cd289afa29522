/**
 * A prerendered public page carries only the CSS that can apply to it (scripts/lib/critical-css.mjs,
 * ADR 026): what is dropped must be what no visitor could ever see, and what is kept must
 * cascade as the whole stylesheet did.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../worker/lib/security-headers";
// @ts-expect-error a plain ES module script without type declarations
import { CSS_SLOT, INLINE_LIMIT, placePageCss, reduceCss } from "./lib/critical-css.mjs";

const html = `<!doctype html><html lang="en"><head></head><body>
  <div class="radix-themes" data-accent-color="teal">
    <header class="site-header"><button class="menu-toggle" aria-expanded="false">Menu</button></header>
    <div class="toggles"><button class="toggle" data-state="on">Monthly</button><button class="toggle" data-state="off">Yearly</button></div>
    <p class="note" hidden>Prices in USD</p>
    <svg><circle fill="var(--brand-fill)"></circle></svg>
    <a class="cta" style="--cta-gap: 4px">Start</a>
  </div>
</body></html>`;

const reduce = (css: string) => reduceCss(css, html, { runtimeMarkup: "" }) as string;
/** The rules' selectors, in order. */
const selectors = (css: string) => [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].map((m) => m[1].trim());

describe("reducing a stylesheet to a page", () => {
  it("keeps a :hover or ::before rule when its element is on the page", () => {
    const out = reduce(".cta:hover{color:red}.cta::before{content:'→'}.missing:hover{color:blue}");
    expect(selectors(out)).toEqual([".cta:hover", ".cta::before"]);
  });

  it("keeps every state of an element whatever state the HTML holds", () => {
    const css = [
      ".toggle[data-state=on]{font-weight:700}",
      ".toggle[data-state=checked]{color:green}",
      ".menu-toggle[aria-expanded=true]{background:gray}",
      ".note:not([hidden]){display:block}",
      ".note[hidden]{display:none}",
    ].join("");
    expect(selectors(reduce(css))).toEqual([".toggle[data-state=on]", ".toggle[data-state=checked]", ".menu-toggle[aria-expanded=true]", ".note:not([hidden])", ".note[hidden]"]);
  });

  it("drops a rule whose element is not on the page, and a selector of a list that cannot apply", () => {
    const out = reduce(".pricing-table td{padding:4px}.cta,.missing{color:teal}[data-accent-color=tomato]{--accent-9:tomato}");
    expect(selectors(out)).toEqual([".cta"]);
  });

  it("matches :where() and :is() by their arguments, and combinators by the page's structure", () => {
    const out = reduce(":where(.radix-themes) .cta{margin:0}:is(.dark,.dark-theme) .cta{color:white}.site-header>.menu-toggle{display:none}.toggles>.cta{color:red}");
    expect(selectors(out)).toEqual([":where(.radix-themes) .cta", ".site-header>.menu-toggle"]);
  });

  it("keeps @media and @supports around the rules they keep, in the original order", () => {
    const css = ".cta{color:black}@media (max-width:599px){.missing{color:red}.cta{padding:0}}@supports (color:color(display-p3 1 1 1)){.missing{color:red}}.toggle{color:blue}";
    expect(reduce(css)).toBe(".cta{color:black}@media (max-width:599px){.cta{padding:0}}.toggle{color:blue}");
  });

  it("keeps every @font-face and only the @keyframes a kept rule animates", () => {
    const css = "@font-face{font-family:Inter;src:url(/fonts/inter.woff2)}@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.cta{animation:spin 1s}";
    expect(reduce(css)).toBe("@font-face{font-family:Inter;src:url(/fonts/inter.woff2)}@keyframes spin{to{transform:rotate(1turn)}}.cta{animation:spin 1s}");
  });

  it("keeps the tokens that kept rules, the page's attributes and other kept tokens read", () => {
    const css = ":root,.light{--teal-9:#12a594;--tomato-9:#e54d2e;--brand-fill:var(--teal-9);--unused:1px}[data-accent-color=teal]{--accent-9:var(--teal-9)}.cta{color:var(--accent-9);gap:var(--cta-gap)}";
    expect(reduce(css)).toBe(":root{--teal-9:#12a594;--brand-fill:var(--teal-9)}[data-accent-color=teal]{--accent-9:var(--teal-9)}.cta{color:var(--accent-9);gap:var(--cta-gap)}");
  });

  it("keeps what the page's scripts add: a safelisted class, and the markup they render", () => {
    const css = ".site-menu .nav-link{padding:12px}.rt-Spinner{opacity:.6}.form .rt-Spinner{margin:0}.other{color:red}";
    expect(selectors(reduceCss(css, html, { runtimeMarkup: '<span class="rt-Spinner"></span>' }))).toEqual([".site-menu .nav-link", ".rt-Spinner"]);
  });

  it("reads escaped class names such as Radix's responsive ones", () => {
    const page = '<div class="rt-Box xs:rt-r-p-2"></div>';
    expect(selectors(reduceCss("@media (min-width:520px){.xs\\:rt-r-p-2{padding:8px}.xs\\:rt-r-p-3{padding:12px}}", page, { runtimeMarkup: "" }))).toEqual([".xs\\:rt-r-p-2"]);
  });
});

describe("a page's styles in its HTML", () => {
  const io = (files: Record<string, string>) => {
    const written: Record<string, string> = {};
    return {
      written,
      read: (f: string) => files[f],
      write: (f: string, text: string) => {
        written[f] = text;
      },
      gzipSize: (text: string) => gzipSync(text).length,
      hash: (text: string) => `h${text.length}`,
    };
  };
  const page = `<html><head>${CSS_SLOT}</head><body><p class="lead">Hi</p></body></html>`;

  it("inlines the reduced CSS of the page's stylesheets, in cascade order, and links none", () => {
    const files = io({ "assets/theme.css": ".lead{color:gray}.unused{color:red}", "assets/page.css": ".lead{color:black}" });
    const out = placePageCss(page, ["assets/theme.css", "assets/page.css"], files);
    expect(out.html).toContain("<style>.lead{color:gray}\n.lead{color:black}</style>");
    expect(out.html).not.toContain("<link");
    expect(files.written).toEqual({});
  });

  it("links a content-addressed file under /assets/ when the CSS is too big to inline", () => {
    const big = Array.from({ length: 4000 }, (_, i) => `.lead{--v${i}:${(i * 7919) % 10007}px;margin:var(--v${i})}`).join("");
    const files = io({ "assets/theme.css": big });
    const out = placePageCss(page, ["assets/theme.css"], files);
    expect(gzipSync(out.css).length).toBeGreaterThan(INLINE_LIMIT);
    expect(out.html).toContain(`<link rel="stylesheet" href="/assets/page-h${out.css.length}.css">`);
    expect(files.written[`assets/page-h${out.css.length}.css`]).toBe(out.css);
  });

  it("is allowed by the production Content-Security-Policy: inline styles, and no inline script", () => {
    const policy = Object.fromEntries(
      contentSecurityPolicy({ dev: false })
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );
    // A hash or nonce in style-src would switch 'unsafe-inline' off, and the inlined <style> with it.
    expect(policy["style-src"]).toContain("'unsafe-inline'");
    expect(policy["style-src"].filter((s: string) => /^'(sha\d+|nonce)-/.test(s))).toEqual([]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    const files = io({ "assets/theme.css": ".lead{color:gray}" });
    expect(placePageCss(page, ["assets/theme.css"], files).html).not.toMatch(/\son\w+=/);
  });
});
