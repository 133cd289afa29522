import { getSchema } from "@tiptap/core";
import TextAlign from "@tiptap/extension-text-align";
import StarterKit from "@tiptap/starter-kit";
import { Node } from "@tiptap/pm/model";
import { prosemirrorJSONToYDoc, yDocToProsemirrorJSON } from "@tiptap/y-tiptap";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { sanitizeDoc } from "./sanitize.ts";
import { longResume, sampleArabicFile, sampleResume } from "./sample.ts";
import { YJS_FIELD, type DocNode } from "./types.ts";
import { readDocFromYjs, writeDocToYjs } from "./yjs.ts";

// The editor's schema: what the Collaboration extension reads the room's fragment with.
const schema = getSchema([StarterKit, TextAlign.configure({ types: ["heading", "paragraph"] })]);
const samples: [string, DocNode][] = [
  ["every node and mark", sampleResume],
  ["Arabic", sampleArabicFile.content],
  ["long", longResume(4).content],
];

describe("the editor's Yjs layout", () => {
  it.each(samples)("the editor reads a room seeded with %s as the same document", (_, doc) => {
    const ydoc = new Y.Doc();
    writeDocToYjs(doc, ydoc.getXmlFragment(YJS_FIELD));
    const node = Node.fromJSON(schema, yDocToProsemirrorJSON(ydoc, YJS_FIELD));
    node.check(); // valid for the editor's schema
    expect(sanitizeDoc(node.toJSON())).toEqual(doc);
  });

  it.each(samples)("the room reads what the editor wrote for %s", (_, doc) => {
    const ydoc = prosemirrorJSONToYDoc(schema, doc, YJS_FIELD);
    expect(readDocFromYjs(ydoc.getXmlFragment(YJS_FIELD))).toEqual(doc);
  });

  it("survives a sync to another replica and a second write replaces the content", () => {
    const a = new Y.Doc();
    writeDocToYjs(sampleResume, a.getXmlFragment(YJS_FIELD));
    writeDocToYjs(sampleArabicFile.content, a.getXmlFragment(YJS_FIELD));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(readDocFromYjs(b.getXmlFragment(YJS_FIELD))).toEqual(sampleArabicFile.content);
  });

  it("keeps the link's address when the editor stored its extra attributes", () => {
    const ydoc = new Y.Doc();
    const text = new Y.XmlText();
    const paragraph = new Y.XmlElement("paragraph");
    paragraph.insert(0, [text]);
    ydoc.getXmlFragment(YJS_FIELD).insert(0, [paragraph]);
    text.insert(0, "site", { link: { href: "https://a.example", target: "_blank", rel: "noopener", class: null, title: null } });
    text.insert(4, " evil", { "link--x1": { href: "javascript:alert(1)" }, strike: {} });
    expect(readDocFromYjs(ydoc.getXmlFragment(YJS_FIELD))).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "site", marks: [{ type: "link", attrs: { href: "https://a.example" } }] }, { type: "text", text: " evil" }] }],
    });
  });

  it("reads an empty fragment as one empty paragraph", () => {
    expect(readDocFromYjs(new Y.Doc().getXmlFragment(YJS_FIELD))).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });
});
