import { describe, expect, it } from "vitest";
import { sanitizeDoc } from "./sanitize.ts";
import { sampleResume } from "./sample.ts";

describe("sanitizeDoc", () => {
  it("keeps a document of the editor's kinds as it is", () => {
    expect(sanitizeDoc(structuredClone(sampleResume))).toEqual(sampleResume);
  });

  it.each([null, undefined, 42, "doc", [], { type: "doc" }, { type: "doc", content: "x" }, { type: "doc", content: [null, 3, { type: 7 }] }])(
    "turns %j into one empty paragraph",
    (input) => {
      expect(sanitizeDoc(input)).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    },
  );

  it("drops links that are not http(s) or mailto, keeping their text", () => {
    const doc = sanitizeDoc({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "a", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
            { type: "text", text: "b", marks: [{ type: "link", attrs: { href: "data:text/html,x" } }] },
            { type: "text", text: "c", marks: [{ type: "link", attrs: { href: "/relative" } }] },
            { type: "text", text: "d", marks: [{ type: "link", attrs: { href: "https://ok.example/x", onclick: "x" } }] },
          ],
        },
      ],
    });
    expect(doc.content).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "abc" }, { type: "text", text: "d", marks: [{ type: "link", attrs: { href: "https://ok.example/x" } }] }] },
    ]);
  });

  it("keeps the text of unknown blocks and marks, and drops unknown attributes", () => {
    const doc = sanitizeDoc({
      type: "doc",
      content: [
        { type: "blockquote", content: [{ type: "paragraph", attrs: { class: "x", textAlign: "middle" }, content: [{ type: "text", text: "quoted", marks: [{ type: "strike" }, { type: "italic" }] }] }] },
        { type: "codeBlock", content: [{ type: "text", text: "line 1\nline 2" }] },
        { type: "heading", attrs: { level: 5, id: "h" }, content: [{ type: "text", text: "Deep" }] },
        { type: "image", attrs: { src: "https://x/y.png" } },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "nested" }] }] }] }] }, { type: "listItem", content: [] }] },
        { type: "orderedList", content: [] },
      ],
    });
    expect(doc.content).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "quoted", marks: [{ type: "italic" }] }] },
      { type: "paragraph", content: [{ type: "text", text: "line 1" }] },
      { type: "paragraph", content: [{ type: "text", text: "line 2" }] },
      { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Deep" }] },
      {
        type: "bulletList",
        content: [
          {
            type: "listItem",
            content: [{ type: "paragraph" }, { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "nested" }] }] }] }],
          },
        ],
      },
    ]);
  });

  it("never throws on a deeply nested or cyclic input", () => {
    let deep: Record<string, unknown> = { type: "paragraph", content: [{ type: "text", text: "bottom" }] };
    for (let i = 0; i < 10_000; i++) deep = { type: "blockquote", content: [deep] };
    expect(() => sanitizeDoc({ type: "doc", content: [deep] })).not.toThrow();
    const cyclic: Record<string, unknown> = { type: "blockquote" };
    cyclic.content = [cyclic];
    expect(sanitizeDoc({ type: "doc", content: [cyclic] }).type).toBe("doc");
  });
});
