/**
 * A small Markdown reader for the coach's answers: the subset models and the local engine write
 * (headings, paragraphs, lists, quotes, fenced code, rules; bold, italic, code, links). It builds
 * a tree of plain data that `Markdown.tsx` turns into React elements, so no HTML string is ever
 * produced or parsed: raw HTML in an answer stays literal text. Links keep only http(s) URLs.
 *
 * Linear scanning, no backtracking regular expressions: a hostile answer cannot stall the tab.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  /** `bare`: a URL written out in the text (shown by its site name, not in full). */
  | { type: "link"; href: string; children: Inline[]; bare?: boolean }
  | { type: "break" };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Block[][] }
  | { type: "quote"; children: Block[] }
  | { type: "code"; lang: string; text: string }
  | { type: "rule" };

/** Only absolute http(s) URLs become links; anything else (javascript:, data:, relative) is text. */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

// ——— Blocks ————————————————————————————————————————————————————————————————————————

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const BULLET = /^( *)([-*+])[ \t]+(.*)$/;
const ORDERED = /^( *)(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^ {0,3}>[ ]?(.*)$/;

const isBlank = (line: string) => line.trim() === "";

/** A line of only fence characters, of the opening kind and at least as long. */
function closesFence(line: string, open: string): boolean {
  const t = line.trim();
  return t.length >= open.length && t.split("").every((c) => c === open[0]);
}

function listMarker(line: string): { indent: number; ordered: boolean; start: number; rest: string } | null {
  const b = BULLET.exec(line);
  if (b && !RULE.test(line)) return { indent: b[1].length, ordered: false, start: 1, rest: b[3] };
  const o = ORDERED.exec(line);
  if (o) return { indent: o[1].length, ordered: true, start: Number(o[2]), rest: o[3] };
  return null;
}

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || listMarker(line) !== null;
}

/** Parses Markdown text into blocks. */
export function parseMarkdown(source: string, depth = 0): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const close = fence[1];
      const body: string[] = [];
      i++;
      while (i < lines.length && !closesFence(lines[i], close)) {
        body.push(lines[i]);
        i++;
      }
      i++; // the closing fence (or the end)
      blocks.push({ type: "code", lang: fence[2], text: body.join("\n") });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1].length as 1, children: parseInline(heading[2] ?? "") });
      i++;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const q = QUOTE.exec(lines[i]);
        body.push(q ? q[1] : lines[i]);
        i++;
      }
      // Quotes nest at most a few levels: deeper input stays text rather than recursing forever.
      blocks.push(depth < 8 ? { type: "quote", children: parseMarkdown(body.join("\n"), depth + 1) } : { type: "paragraph", children: parseInline(body.join("\n")) });
      continue;
    }

    const marker = listMarker(line);
    if (marker) {
      const result = readList(lines, i, marker, depth);
      blocks.push(result.block);
      i = result.next;
      continue;
    }

    const body: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (body.length === 0 || !startsBlock(lines[i]))) {
      body.push(lines[i].trim());
      i++;
    }
    blocks.push({ type: "paragraph", children: parseInline(body.join("\n")) });
  }
  return blocks;
}

/** A list starting at `start`: items of the same kind at the same indent; deeper lines belong to the item. */
function readList(lines: string[], start: number, first: NonNullable<ReturnType<typeof listMarker>>, depth: number): { block: Block; next: number } {
  const items: Block[][] = [];
  let i = start;
  while (i < lines.length) {
    const marker = listMarker(lines[i]);
    if (!marker || marker.ordered !== first.ordered || marker.indent > first.indent + 1 || marker.indent < first.indent) break;
    const body = [marker.rest];
    i++;
    // Continuation: indented lines, or lazy lines of the same paragraph; a blank line ends the
    // item unless the next line is indented under it.
    while (i < lines.length) {
      const next = lines[i];
      if (isBlank(next)) {
        const after = lines[i + 1];
        if (after !== undefined && !isBlank(after) && indentOf(after) > first.indent) {
          body.push("");
          i++;
          continue;
        }
        break;
      }
      const nextMarker = listMarker(next);
      if (nextMarker && nextMarker.indent <= first.indent + 1) break;
      if (!nextMarker && indentOf(next) <= first.indent && startsBlock(next)) break;
      body.push(next.slice(Math.min(indentOf(next), first.indent + 2)));
      i++;
    }
    items.push(depth < 8 ? parseMarkdown(body.join("\n"), depth + 1) : [{ type: "paragraph", children: parseInline(body.join("\n")) }]);
    // A blank line between items keeps the list going.
    if (isBlank(lines[i] ?? "x")) {
      const after = lines[i + 1];
      const m = after === undefined ? null : listMarker(after);
      if (m && m.ordered === first.ordered && m.indent === first.indent) i++;
    }
  }
  return { block: { type: "list", ordered: first.ordered, start: first.start, items }, next: i };
}

const indentOf = (line: string) => line.length - line.trimStart().length;

// ——— Inline ————————————————————————————————————————————————————————————————————————

/** Parses inline Markdown (bold, italic, code, links, bare URLs, line breaks). */
export function parseInline(text: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];

    if (ch === "\\" && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>~|]/.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (ch === "\n") {
      flush();
      out.push({ type: "break" });
      i++;
      continue;
    }

    if (ch === "`") {
      let ticks = 1;
      while (text[i + ticks] === "`") ticks++;
      const fence = "`".repeat(ticks);
      const end = text.indexOf(fence, i + ticks);
      if (end !== -1) {
        flush();
        out.push({ type: "code", text: text.slice(i + ticks, end).replace(/^ (.+) $/, "$1") });
        i = end + ticks;
        continue;
      }
      buffer += fence;
      i += ticks;
      continue;
    }

    if (ch === "[" && depth < 4) {
      const link = readLink(text, i);
      if (link) {
        flush();
        const children = parseInline(link.label, depth + 1);
        const href = safeHref(link.url);
        if (href) out.push({ type: "link", href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }

    if ((ch === "*" || ch === "_") && depth < 4) {
      const emphasis = readEmphasis(text, i);
      if (emphasis) {
        flush();
        const children = parseInline(emphasis.inner, depth + 1);
        out.push(emphasis.strong ? { type: "strong", children } : { type: "em", children });
        i = emphasis.end;
        continue;
      }
    }

    if ((ch === "h" || ch === "H") && (i === 0 || /[\s(]/.test(text[i - 1])) && /^https?:\/\//i.test(text.slice(i, i + 8))) {
      let end = i;
      while (end < text.length && !/[\s<>]/.test(text[end])) end++;
      // Trailing punctuation ends the sentence, not the URL.
      while (end > i && /[.,;:!?)'"\]]/.test(text[end - 1])) end--;
      const raw = text.slice(i, end);
      const href = safeHref(raw);
      if (href) {
        flush();
        out.push({ type: "link", href, children: [{ type: "text", text: raw }], bare: true });
        i = end;
        continue;
      }
    }

    buffer += ch;
    i++;
  }
  flush();
  return out;
}

/** `[label](url)` or `[label](url "title")` starting at `at`. */
function readLink(text: string, at: number): { label: string; url: string; end: number } | null {
  let level = 0;
  let close = -1;
  for (let j = at; j < text.length && text[j] !== "\n"; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (text[j] === "[") level++;
    else if (text[j] === "]" && --level === 0) {
      close = j;
      break;
    }
  }
  if (close === -1 || text[close + 1] !== "(") return null;
  const end = text.indexOf(")", close + 2);
  if (end === -1) return null;
  const target = text.slice(close + 2, end).trim();
  const url = target.split(/\s+/)[0]?.replace(/^<|>$/g, "") ?? "";
  return { label: text.slice(at + 1, close), url, end: end + 1 };
}

/** `**strong**`, `__strong__`, `*em*` or `_em_` starting at `at`; underscores only at word edges. */
function readEmphasis(text: string, at: number): { strong: boolean; inner: string; end: number } | null {
  const ch = text[at];
  const strong = text[at + 1] === ch;
  const marker = strong ? ch + ch : ch;
  const open = at + marker.length;
  if (open >= text.length || /\s/.test(text[open])) return null;
  if (ch === "_" && at > 0 && /\w/.test(text[at - 1])) return null;
  let search = open;
  while (search < text.length) {
    const close = text.indexOf(marker, search);
    if (close === -1 || close === open) return null;
    const after = text[close + marker.length];
    // A single `*` that is really the start of `**` is not our closer.
    if (!strong && text[close + 1] === ch) {
      search = close + 2;
      continue;
    }
    const before = text[close - 1];
    if (!/\s/.test(before) && !(ch === "_" && after !== undefined && /\w/.test(after))) {
      const inner = text.slice(open, close);
      if (inner.includes("\n\n")) return null;
      return { strong, inner, end: close + marker.length };
    }
    search = close + 1;
  }
  return null;
}

/** The plain text of inline nodes (for labels and tests). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => (n.type === "text" || n.type === "code" ? n.text : n.type === "break" ? "\n" : "children" in n ? inlineText(n.children) : ""))
    .join("");
}
