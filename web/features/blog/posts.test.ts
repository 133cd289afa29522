import { describe, expect, it } from "vitest";
import { blogIndex } from "../../../core/content/blog-index";
import { createTranslator } from "../../../core/i18n/translate";
import blogAr from "../../../core/i18n/messages/blog.ar";
import blogEn from "../../../core/i18n/messages/blog.en";
import { postText } from "./posts";

describe("blog cards in each language", () => {
  it("the English catalogue carries every seeded article's own words, for translators to follow", () => {
    for (const post of blogIndex) {
      const en = blogEn as Record<string, unknown>;
      expect([en[`post.${post.id}.title`], en[`post.${post.id}.summary`], en[`post.${post.id}.alt`]], `post ${post.id}`).toEqual([post.blog_title, post.summary, post.alt]);
    }
    expect(Object.keys(blogEn).filter((k) => k.startsWith("post.")).length).toBe(blogIndex.length * 3);
  });

  it("shows the article's own words in English", () => {
    const t = createTranslator<typeof blogEn>("en", blogEn);
    expect(postText(blogIndex[0]!, t)).toEqual({ title: blogIndex[0]!.blog_title, summary: blogIndex[0]!.summary, alt: blogIndex[0]!.alt });
  });

  it("shows a seeded article's title, summary and illustration in Arabic", () => {
    const t = createTranslator<typeof blogEn>("ar", blogAr);
    for (const post of blogIndex) {
      const text = postText(post, t);
      expect(text.lang).toBeUndefined();
      for (const words of [text.title, text.summary, text.alt]) expect(words, `post ${post.id}`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keeps a newer, untranslated article's English words and says they are English", () => {
    const t = createTranslator<typeof blogEn>("ar", blogAr);
    const post = { id: 99, blog_title: "A New Article", blog_date: "2026-11-20", alt: "An illustration", summary: "Fresh advice." };
    expect(postText(post, t)).toEqual({ title: "A New Article", summary: "Fresh advice.", alt: "An illustration", lang: "en" });
  });
});
