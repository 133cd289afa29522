/**
 * A post's card words in the page's language. The articles are written in English; other
 * languages translate the seeded ones' title, summary and illustration description in the blog
 * catalogue (`post.<id>.*`). A post published after the catalogue was written keeps its English
 * words, marked as English so the page can say so (`lang`).
 */
import type { BlogPostSummary } from "../../../core/content/blog-index";
import type { Translator } from "../../../core/i18n/translate";
import type { Namespaces } from "../../i18n/namespaces";

export interface PostText {
  title: string;
  summary: string;
  alt: string;
  /** "en" when the words are the article's own English ones on a page in another language. */
  lang?: "en";
}

type BlogKey = keyof Namespaces["blog"] & string;

export function postText(post: BlogPostSummary, t: Translator<Namespaces["blog"]>): PostText {
  const own = { title: post.blog_title, summary: post.summary, alt: post.alt };
  if (t.locale === "en") return own;
  const key = (field: "title" | "summary" | "alt") => `post.${post.id}.${field}` as BlogKey;
  // The translator answers a key it has no message for with the key itself.
  const title = t(key("title"));
  if (title === key("title")) return { ...own, lang: "en" };
  return { title, summary: t(key("summary")), alt: t(key("alt")) };
}
