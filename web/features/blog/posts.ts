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

/** Up to `count` other posts, starting after the current one in the list so each article suggests different ones. */
export function morePosts<P extends { id: number }>(posts: P[], currentId: number | null, count: number): P[] {
  const others = posts.filter((p) => p.id !== currentId);
  const at = Math.max(0, posts.findIndex((p) => p.id === currentId));
  const start = others.length ? at % others.length : 0;
  return [...others.slice(start), ...others.slice(0, start)].slice(0, count);
}

/**
 * A shown list of cards against the list it should show: `null` when they are the same posts in
 * the same order (nothing to do), else which of the posts to show are new to the page.
 */
export function listChange<P extends { id: number }>(shownIds: readonly number[], posts: readonly P[]): { added: P[] } | null {
  if (shownIds.length === posts.length && posts.every((p, i) => p.id === shownIds[i])) return null;
  const shown = new Set(shownIds);
  return { added: posts.filter((p) => !shown.has(p.id)) };
}
