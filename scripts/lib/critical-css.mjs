/**
 * The CSS a prerendered public page can use (ADR 026), worked out at build time.
 *
 * `reduceCss(css, html)` keeps, in their original order, the rules whose selectors can apply to
 * the page's HTML — and to the states its scripts put it in:
 *   - pseudo-classes and pseudo-elements are ignored for matching (`:hover`, `:focus-visible`,
 *     `::before`, `:not()`, `:has()`, `:nth-child()`…), `:where()`/`:is()` match when one of
 *     their selectors does, `:root` is the `<html>` element;
 *   - conditions on the attributes that hold an element's state (`STATE_ATTRIBUTES`:
 *     `[data-state=on]`, `[aria-expanded=true]`, `[hidden]`…) are ignored, so every state
 *     variant of an element on the page is kept;
 *   - what the page's scripts add at runtime counts as part of the page: a selector naming a
 *     class in `SAFELIST` is always kept, and `RUNTIME_MARKUP` is matched inside the theme root;
 *   - `@media`, `@supports`, `@layer` and `@container` blocks stay around the rules they keep;
 *     every `@font-face`, `@layer` statement and `@property` stays; an `@keyframes` stays when a
 *     kept declaration names it;
 *   - custom properties (the theme's tokens on `:root`, `.radix-themes`, `[data-accent-color]`…)
 *     stay when a kept declaration, another kept token or the page's `style` attributes read
 *     them through `var()`.
 * A selector list loses the selectors that cannot apply; a rule that keeps none goes.
 *
 * With `{ critical: true }` the reduction is for the first paint: interaction pseudo-classes
 * (`:hover`, `:focus`…) never match and state attributes must hold as the HTML has them.
 */
import postcss from "postcss";
import { parseDocument } from "htmlparser2";

/**
 * What the public pages' scripts add at runtime, which no prerendered HTML holds. Keep this the
 * one list to update when a script starts rendering something new.
 *
 * `SAFELIST`: classes whose rules are always kept (a string ending in `*` is a prefix):
 *   - `site-menu*`: the header's menu, opened by the menu button (web/features/site/Header.tsx);
 *   - `active`, `nav-link`: header links (the current section's; the sign-out button);
 *   - `newsletter*`, `contact-thanks`: the forms' messages and thanks;
 *   - `blog-status*`, `pdf-viewer*`: an article's loading and error states and its PDF pages.
 */
export const SAFELIST = ["site-menu*", "active", "nav-link", "newsletter*", "contact-thanks", "blog-status*", "pdf-viewer*"];

/**
 * `RUNTIME_MARKUP`: the theme components those states render (Radix Themes' markup, as React
 * renders it), matched as if they were inside the page's theme root, so their rules — and the
 * accent colours they name — are kept: the menu's call to action, a form's error callout and
 * pending spinner, the thanks panel, an article's loading and error states, the pricing page's
 * discount badge and notes (USD prices; live prices that could not be loaded).
 */
export const RUNTIME_MARKUP = `
<header class="site-header"><div id="site-menu" class="site-menu"><nav><a class="nav-link active" aria-current="page"></a><button type="button" class="nav-link"></button></nav>
  <div class="site-menu__cta"><a class="rt-reset rt-BaseButton rt-r-size-3 rt-variant-solid rt-Button main-cta"></a></div></div></header>
<div data-accent-color="red" role="alert" class="rt-CalloutRoot rt-r-size-1 rt-variant-soft"><p class="rt-Text rt-r-size-2 rt-CalloutText"></p></div>
<button data-disabled="true" data-accent-color="" type="submit" class="rt-reset rt-BaseButton rt-r-size-3 rt-variant-solid rt-Button" disabled=""><span class="rt-Spinner rt-r-size-2"><span class="rt-SpinnerLeaf"></span></span></button>
<div class="contact-thanks"><h3 class="rt-Heading rt-r-size-6"></h3><p data-accent-color="gray" class="rt-Text"></p><button data-accent-color="" class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-soft rt-Button"></button></div>
<div class="blog-status"><span class="rt-Spinner rt-r-size-3"><span class="rt-SpinnerLeaf"></span></span><h1 class="rt-Heading rt-r-size-7"></h1><p class="rt-Text rt-r-size-3"></p><p class="rt-Text rt-r-size-4 rt-r-weight-bold"></p><p data-accent-color="gray" class="rt-Text rt-r-size-2"></p></div>
<div class="pricing-hero"><p data-accent-color="gray" class="rt-Text rt-r-size-2 pricing-hero__note"></p><p data-accent-color="amber" role="status" class="rt-Text rt-r-size-2"></p>
  <span data-accent-color="grass" class="rt-reset rt-Badge rt-r-size-1 rt-variant-soft plan-card__save"></span></div>
<div class="pdf-viewer"><button data-accent-color="gray" class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-soft rt-IconButton"></button><button data-accent-color="gray" class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-ghost rt-Button"></button></div>
`;

/**
 * Attributes that hold an element's state and change after the page loads: a condition on one of
 * them never decides whether a rule is kept.
 */
export const STATE_ATTRIBUTES = [
  "hidden",
  "open",
  "checked",
  "disabled",
  "selected",
  "data-state",
  "data-disabled",
  "data-highlighted",
  "data-placeholder",
  "data-active",
  "data-loading",
  "data-islands",
  // Set on a form field by a password manager's browser extension.
  "data-com-onepassword-filled",
];
const isStateAttribute = (name) => name.startsWith("aria-") || STATE_ATTRIBUTES.includes(name);

/** Pseudo-classes that need the visitor to do something: false for the first paint. */
const INTERACTIVE = new Set(["hover", "focus", "focus-visible", "focus-within", "active", "target", "target-within", "visited"]);
/** Pseudo-classes whose argument is a selector list that must match the element itself. */
const MATCHES_ANY = new Set(["is", "where", "matches", "-webkit-any", "-moz-any"]);

// ---------------------------------------------------------------------------------------------
// Selectors: a small parser for the selector syntax compiled stylesheets use.

/** Splits at top-level commas (outside brackets, parentheses and strings). */
export function splitList(text) {
  const out = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

const IDENT = /^(?:\\(?:[0-9a-fA-F]{1,6}\s?|[^\n0-9a-fA-F])|[\w\u00a0-\uffff-])+/;

function cssUnescape(ident) {
  return ident.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_, hex, ch) => (hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : ch));
}

/** The text up to the parenthesis that closes the one just before `i`. */
function balanced(text, i) {
  let depth = 1;
  let quote = null;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === "\\") {
      j++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return j;
  }
  throw new Error(`Unbalanced parenthesis in selector: ${text}`);
}

/**
 * A complex selector as compounds from left to right, each with the combinator that links it to
 * the one before (" ", ">", "+", "~"; null for the first).
 */
export function parseSelector(text) {
  const compounds = [];
  let cur = null;
  let combinator = null;
  const fresh = () => {
    if (!cur) {
      cur = { combinator, tag: null, ids: [], classes: [], attrs: [], pseudos: [] };
      compounds.push(cur);
      combinator = null;
    }
    return cur;
  };
  let i = 0;
  const s = text.trim();
  while (i < s.length) {
    const c = s[i];
    if (/\s|>|\+|~/.test(c)) {
      // A combinator: whitespace around an explicit one does not count.
      let j = i;
      let op = " ";
      while (j < s.length && /[\s>+~]/.test(s[j])) {
        if (s[j] !== " " && !/\s/.test(s[j])) op = s[j];
        j++;
      }
      if (cur) {
        combinator = op;
        cur = null;
      }
      i = j;
      continue;
    }
    const compound = fresh();
    if (c === "*" || c === "&") {
      i++;
    } else if (c === "." || c === "#") {
      const m = IDENT.exec(s.slice(i + 1));
      if (!m) throw new Error(`Bad selector: ${text}`);
      (c === "." ? compound.classes : compound.ids).push(cssUnescape(m[0]));
      i += 1 + m[0].length;
    } else if (c === "[") {
      let j = i + 1;
      let quote = null;
      for (; j < s.length; j++) {
        if (s[j] === "\\") {
          j++;
          continue;
        }
        if (quote) {
          if (s[j] === quote) quote = null;
        } else if (s[j] === '"' || s[j] === "'") quote = s[j];
        else if (s[j] === "]") break;
      }
      compound.attrs.push(parseAttribute(s.slice(i + 1, j)));
      i = j + 1;
    } else if (c === ":") {
      const element = s[i + 1] === ":";
      const start = i + (element ? 2 : 1);
      const m = IDENT.exec(s.slice(start));
      if (!m) throw new Error(`Bad selector: ${text}`);
      const name = m[0].toLowerCase();
      i = start + m[0].length;
      let args = null;
      if (s[i] === "(") {
        const end = balanced(s, i + 1);
        args = s.slice(i + 1, end);
        i = end + 1;
      }
      const pseudo = { name, element, args };
      if (!element && (MATCHES_ANY.has(name) || name === "not" || name === "has")) pseudo.list = splitList(args ?? "").map(parseSelector);
      compound.pseudos.push(pseudo);
    } else {
      const m = IDENT.exec(s.slice(i));
      if (!m) throw new Error(`Bad selector at "${s.slice(i)}": ${text}`);
      // A namespace prefix (`svg|circle`) is ignored.
      if (s[i + m[0].length] === "|") {
        i += m[0].length + 1;
        continue;
      }
      compound.tag = cssUnescape(m[0]).toLowerCase();
      i += m[0].length;
    }
  }
  return compounds;
}

function parseAttribute(body) {
  const m = /^\s*([^\s~|^$*!=]+)\s*(?:([~|^$*]?=)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s]+))\s*([iIsS])?)?\s*$/.exec(body);
  if (!m) throw new Error(`Bad attribute selector: [${body}]`);
  const value = m[3] ?? m[4] ?? m[5];
  return { name: cssUnescape(m[1]).toLowerCase(), op: m[2] ?? null, value: value === undefined ? null : cssUnescape(value), insensitive: m[6]?.toLowerCase() === "i" };
}

// ---------------------------------------------------------------------------------------------
// Matching against the page's DOM (htmlparser2).

const isElement = (n) => n.type === "tag" || n.type === "script" || n.type === "style";

function classList(el) {
  if (!el.__classes) el.__classes = new Set((el.attribs.class ?? "").split(/\s+/).filter(Boolean));
  return el.__classes;
}

function attributeHolds(el, { name, op, value, insensitive }) {
  const actual = el.attribs[name];
  if (actual === undefined) return false;
  if (!op) return true;
  const a = insensitive ? actual.toLowerCase() : actual;
  const v = insensitive ? value.toLowerCase() : value;
  switch (op) {
    case "=":
      return a === v;
    case "~=":
      return a.split(/\s+/).includes(v);
    case "|=":
      return a === v || a.startsWith(`${v}-`);
    case "^=":
      return v !== "" && a.startsWith(v);
    case "$=":
      return v !== "" && a.endsWith(v);
    case "*=":
      return v !== "" && a.includes(v);
    default:
      return true;
  }
}

function compoundMatches(el, compound, opts) {
  if (compound.tag && compound.tag !== el.name) return false;
  for (const id of compound.ids) if (el.attribs.id !== id) return false;
  const classes = classList(el);
  for (const c of compound.classes) if (!classes.has(c)) return false;
  for (const a of compound.attrs) {
    if (!opts.critical && isStateAttribute(a.name)) continue;
    if (!attributeHolds(el, a)) return false;
  }
  for (const p of compound.pseudos) {
    if (p.element) continue;
    if (MATCHES_ANY.has(p.name)) {
      if (!p.list.some((sel) => complexMatches(el, sel, sel.length - 1, opts))) return false;
    } else if (p.name === "root") {
      if (el.name !== "html") return false;
    } else if (opts.critical && INTERACTIVE.has(p.name)) {
      return false;
    }
    // Any other pseudo-class (:not, :has, :nth-child, :disabled, :dir…) may hold.
  }
  return true;
}

function parentElement(el) {
  const p = el.parent;
  return p && isElement(p) ? p : null;
}

function previousElement(el) {
  let n = el.prev;
  while (n && !isElement(n)) n = n.prev;
  return n;
}

/** Whether `el` matches compounds[0..k] with compounds[k] as the subject. */
function complexMatches(el, compounds, k, opts) {
  if (!compoundMatches(el, compounds[k], opts)) return false;
  if (k === 0) return true;
  switch (compounds[k].combinator) {
    case ">": {
      const p = parentElement(el);
      return !!p && complexMatches(p, compounds, k - 1, opts);
    }
    case "+": {
      const p = previousElement(el);
      return !!p && complexMatches(p, compounds, k - 1, opts);
    }
    case "~": {
      for (let p = previousElement(el); p; p = previousElement(p)) if (complexMatches(p, compounds, k - 1, opts)) return true;
      return false;
    }
    default: {
      for (let p = parentElement(el); p; p = parentElement(p)) if (complexMatches(p, compounds, k - 1, opts)) return true;
      return false;
    }
  }
}

/** The page's elements, indexed by id, class and tag name to find a selector's candidates fast. */
function indexDocument(html, extra) {
  const options = { lowerCaseTags: true, lowerCaseAttributeNames: true };
  const doc = parseDocument(html, options);
  if (extra) {
    const host = findElement(doc, (el) => classList(el).has("radix-themes")) ?? findElement(doc, (el) => el.name === "body") ?? doc;
    for (const node of parseDocument(extra, options).children) {
      const last = host.children[host.children.length - 1] ?? null;
      node.parent = host;
      node.prev = last;
      node.next = null;
      if (last) last.next = node;
      host.children.push(node);
    }
  }
  const all = [];
  const byId = new Map();
  const byClass = new Map();
  const byTag = new Map();
  const add = (map, key, el) => {
    const list = map.get(key);
    if (list) list.push(el);
    else map.set(key, [el]);
  };
  const styles = [];
  const walk = (node) => {
    for (const child of node.children ?? []) {
      if (!isElement(child)) continue;
      all.push(child);
      add(byTag, child.name, child);
      if (child.attribs.id) add(byId, child.attribs.id, child);
      for (const c of classList(child)) add(byClass, c, child);
      // Tokens read from any attribute: `style`, and SVG paints such as fill="var(--accent-9)".
      for (const value of Object.values(child.attribs)) if (value.includes("var(")) styles.push(value);
      walk(child);
    }
  };
  walk(doc);
  return { all, byId, byClass, byTag, styles };
}

function findElement(node, test) {
  for (const child of node.children ?? []) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return null;
}

function candidates(index, compound) {
  if (compound.ids.length) return index.byId.get(compound.ids[0]) ?? [];
  if (compound.classes.length) {
    let best = null;
    for (const c of compound.classes) {
      const list = index.byClass.get(c) ?? [];
      if (!best || list.length < best.length) best = list;
    }
    return best;
  }
  if (compound.tag) return index.byTag.get(compound.tag) ?? [];
  return index.all;
}

function safelisted(compounds, safelist) {
  return compounds.some(
    (c) => c.classes.some((name) => safelist.some((s) => (s.endsWith("*") ? name.startsWith(s.slice(0, -1)) : name === s))) || c.pseudos.some((p) => p.list?.some((sel) => safelisted(sel, safelist))),
  );
}

// ---------------------------------------------------------------------------------------------
// The stylesheet.

const VAR = /var\(\s*(--[\w-]+)/g;
const CONTAINERS = new Set(["media", "supports", "layer", "container", "scope", "document", "-moz-document"]);

/**
 * The rules of `css` that can apply to the page `html` (see the module comment).
 * @param {string} css
 * @param {string} html
 * @param {{ critical?: boolean, safelist?: string[], runtimeMarkup?: string }} [options]
 * @returns {string}
 */
export function reduceCss(css, html, options = {}) {
  const opts = { critical: !!options.critical };
  const safelist = options.safelist ?? SAFELIST;
  const index = indexDocument(html, options.runtimeMarkup ?? RUNTIME_MARKUP);
  const root = postcss.parse(css);
  const matches = new Map();
  const keepSelector = (text) => {
    let kept = matches.get(text);
    if (kept === undefined) {
      const compounds = parseSelector(text);
      kept = safelisted(compounds, safelist) || candidates(index, compounds[compounds.length - 1]).some((el) => complexMatches(el, compounds, compounds.length - 1, opts));
      matches.set(text, kept);
    }
    return kept;
  };

  // 1. Rules: keep the selectors that can apply.
  root.walk((node) => {
    if (node.type !== "rule") return;
    if (node.parent?.type === "atrule" && /keyframes$/i.test(node.parent.name)) return;
    const kept = splitList(node.selector).filter(keepSelector);
    if (kept.length === 0) node.remove();
    else node.selector = kept.join(",");
  });

  // 2. Custom properties: keep those something kept reads, following tokens that read tokens.
  const defined = new Map();
  const read = new Set();
  const readsIn = (value, into) => {
    for (const m of value.matchAll(VAR)) into.add(m[1]);
  };
  root.walkDecls((decl) => {
    if (decl.parent?.type === "atrule" && /keyframes$/i.test(decl.parent.parent?.name ?? "")) return;
    if (decl.prop.startsWith("--")) {
      const list = defined.get(decl.prop);
      if (list) list.push(decl);
      else defined.set(decl.prop, [decl]);
    } else readsIn(decl.value, read);
  });
  root.walkAtRules((rule) => readsIn(rule.params, read));
  for (const value of index.styles) readsIn(value, read);
  const queue = [...read];
  while (queue.length) {
    const name = queue.pop();
    for (const decl of defined.get(name) ?? []) {
      const next = new Set();
      readsIn(decl.value, next);
      for (const n of next) {
        if (!read.has(n)) {
          read.add(n);
          queue.push(n);
        }
      }
    }
  }
  for (const [name, decls] of defined) if (!read.has(name)) for (const d of decls) d.remove();

  // 3. Keyframes named by a kept animation.
  const animations = new Set();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/i, (rule) => {
    if (!animations.has(rule.params.trim())) rule.remove();
  });

  // 4. Empty rules and containers go, innermost first.
  const prune = (container) => {
    for (const node of [...(container.nodes ?? [])]) {
      if (node.type === "comment") node.remove();
      else if (node.type === "rule") {
        if (!node.nodes?.length) node.remove();
      } else if (node.type === "atrule" && node.nodes && CONTAINERS.has(node.name.toLowerCase())) {
        prune(node);
        if (!node.nodes.length) node.remove();
      }
    }
  };
  prune(root);
  return root.toString();
}

// ---------------------------------------------------------------------------------------------
// A prerendered page's styles.

/** Where `scripts/prerender.mjs` puts a page's styles; `placePageCss` fills it. */
export const CSS_SLOT = "<!--page-css-->";

/**
 * A page's reduced CSS is inlined in its head when it is at most this big gzipped: it arrives
 * with the HTML, so the first paint waits for no other request. A bigger one goes to a
 * content-addressed file under /assets/ (cached for a year, see _headers) and is linked.
 */
export const INLINE_LIMIT = 16 * 1024;

/**
 * Fills `CSS_SLOT` in a prerendered page with the part of its stylesheets (`files`, paths in
 * cascade order, from the Vite manifest) that can apply to it.
 * @param {string} html the page, with `CSS_SLOT` in its head
 * @param {string[]} files
 * @param {{ read: (path: string) => string, write: (path: string, text: string) => void, gzipSize: (text: string) => number, hash: (text: string) => string }} io
 * @returns {{ html: string, css: string, inline: boolean }}
 */
export function placePageCss(html, files, io) {
  if (!html.includes(CSS_SLOT)) throw new Error(`The page has no ${CSS_SLOT} for its styles`);
  const full = files.map((f) => io.read(f)).join("\n");
  const css = reduceCss(full, html.replace(CSS_SLOT, ""));
  if (/<\/style/i.test(css)) throw new Error("A stylesheet holds '</style', which cannot be inlined");
  if (io.gzipSize(css) <= INLINE_LIMIT) return { html: html.replace(CSS_SLOT, () => `<style>${css}</style>`), css, inline: true };
  const file = `assets/page-${io.hash(css)}.css`;
  io.write(file, css);
  return { html: html.replace(CSS_SLOT, () => `<link rel="stylesheet" href="/${file}">`), css, inline: false };
}
