import { existsSync, readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown";
import { inlineText, parseInline, parseMarkdown, safeHref } from "./parse";

const render = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

const ALLOWED_TAGS = new Set(["div", "p", "br", "strong", "em", "code", "pre", "a", "ul", "ol", "li", "h3", "h4", "h5", "h6", "blockquote", "hr"]);
const ALLOWED_ATTRS = new Set(["class", "href", "target", "rel", "start", "data-lang", "title", "dir"]);

/** Every tag in the markup is one the renderer makes, with its own attributes, and links are http(s). */
function expectOnlySafeMarkup(html: string) {
  for (const [, tag, attrs] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `tag <${tag}> in ${html}`).toContain(tag.toLowerCase());
    for (const [, name, value] of attrs.matchAll(/([\w-]+)="([^"]*)"/g)) {
      expect(ALLOWED_ATTRS, `attribute ${name} in ${html}`).toContain(name);
      if (name === "href" || name === "title") expect(value).toMatch(/^https?:\/\//);
      if (name === "dir") expect(value).toMatch(/^(auto|ltr)$/);
    }
  }
}

describe("Markdown for coach answers", () => {
  it("should render headings, lists, emphasis, code and links as elements", () => {
    const html = render(
      [
        "## Your roadmap",
        "",
        "Start with **SQL** and *Python*, then `pandas`.",
        "",
        "1. Learn [SQL basics](https://example.com/sql)",
        "2. Build a dashboard",
        "   - with Tableau",
        "",
        "- one",
        "- two",
        "",
        "```python",
        "print('<b>hi</b>')",
        "```",
      ].join("\n"),
    );
    expect(html).toContain('<h4 class="md__h md__h2" dir="auto">Your roadmap</h4>');
    expect(html).toContain("<strong>SQL</strong>");
    expect(html).toContain("<em>Python</em>");
    expect(html).toContain('<code class="md__code">pandas</code>');
    expect(html).toContain('<a href="https://example.com/sql" target="_blank" rel="noopener noreferrer">SQL basics</a>');
    expect(html).toMatch(/<ol dir="auto"><li>Learn .*<\/li><li>Build a dashboard<ul dir="auto"><li>with Tableau<\/li><\/ul><\/li><\/ol>/);
    expect(html).toContain('<ul dir="auto"><li>one</li><li>two</li></ul>');
    expect(html).toContain('<pre class="md__pre" data-lang="python" dir="ltr">');
    expect(html).toContain("print(&#x27;&lt;b&gt;hi&lt;/b&gt;&#x27;)");
  });

  it("should give each block the direction of its own words, and keep code left to right", () => {
    const html = render("مرحبا بك\n\nHello there\n\n```\nSELECT 1;\n```");
    expect(html).toContain('<p dir="auto">مرحبا بك</p><p dir="auto">Hello there</p>');
    expect(html).toContain('<pre class="md__pre" dir="ltr">');
  });

  it("should keep numbered lists numbered from where they start", () => {
    expect(render("3. third\n4. fourth")).toContain('<ol start="3" dir="auto"><li>third</li><li>fourth</li></ol>');
  });

  it("should turn bare http(s) URLs into links named by their site, without the sentence's full stop", () => {
    expect(render("See https://www.coursera.org/learn/sql.")).toContain(
      '<a href="https://www.coursera.org/learn/sql" target="_blank" rel="noopener noreferrer" title="https://www.coursera.org/learn/sql" class="md__bare-link" dir="ltr">coursera.org</a>.',
    );
  });

  it.each([
    ["[click](javascript:alert(1))", "click"],
    ["[click](JaVaScRiPt:alert(1))", "click"],
    ["[click](data:text/html;base64,PHNjcmlwdD4=)", "click"],
    ["[click](//evil.example/x)", "click"],
    ["[click](/portal/home)", "click"],
  ])("should show %s as text, not a link", (source, text) => {
    const html = render(source);
    expect(html).not.toContain("<a");
    expect(html).toContain(text);
  });

  it("should show raw HTML as the characters it is", () => {
    const html = render('<img src=x onerror="alert(1)"> and <script>alert(1)</script>');
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;");
    expectOnlySafeMarkup(html);
  });

  const payloadFile = new URL("../../../../../shared/testdata/xss-payloads.txt", import.meta.url);
  it.runIf(existsSync(payloadFile))("should render every payload of the shared XSS list without a foreign tag, attribute or scheme", () => {
    const payloads = readFileSync(payloadFile, "utf8").split("\n").filter(Boolean);
    expect(payloads.length).toBeGreaterThan(100);
    for (const payload of payloads) {
      expectOnlySafeMarkup(render(payload));
      // Inside a link label and a list too, where the renderer builds more elements.
      expectOnlySafeMarkup(render(`- [${payload}](https://example.com/?q=${encodeURIComponent(payload)})\n- **${payload}**`));
    }
  });

  it("should never throw and never emit foreign markup, whatever the answer", () => {
    const piece = fc.constantFrom("*", "**", "_", "`", "```", "[", "]", "(", ")", "#", "- ", "1. ", "> ", "\n", "\n\n", "<", ">", "\"", "'", "javascript:", "https://x.y/", "a", " ", "\\");
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 6 })), { maxLength: 60 }), (parts) => {
        expectOnlySafeMarkup(render(parts.join("")));
      }),
      { numRuns: 400 },
    );
  });

  it("should keep every character of plain text that has no Markdown in it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }).filter((s) => !/[\\`*_[\]#>\-+\d\n\r~|]/.test(s) && !/https?:/i.test(s) && s.trim() === s && s !== ""), (s) => {
        const blocks = parseMarkdown(s);
        expect(blocks).toHaveLength(1);
        expect(blocks[0].type === "paragraph" && inlineText(blocks[0].children)).toBe(s);
      }),
    );
  });

  it("should leave unmatched markers as text", () => {
    expect(inlineText(parseInline("2 * 3 = 6 and a_b_c"))).toBe("2 * 3 = 6 and a_b_c");
    expect(parseInline("snake_case_name")).toEqual([{ type: "text", text: "snake_case_name" }]);
  });

  it("should accept only absolute http(s) URLs as link targets", () => {
    expect(safeHref("https://example.com/a b")).toBe("https://example.com/a%20b");
    expect(safeHref("http://example.com")).toBe("http://example.com/");
    expect(safeHref("ftp://example.com")).toBeNull();
    expect(safeHref(" javascript:alert(1)")).toBeNull();
  });
});
