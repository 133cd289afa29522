/**
 * Blog cards on the prerendered pages, kept in step with the API's list of posts (posts published
 * after the build). A new card is a copy of a prerendered one (BlogCard's markup) with the post's
 * words set as text — never parsed as HTML: the API's words are data. The copy comes from a card
 * drawn in the same colours, since BlogIllustration draws the same picture for ids six apart.
 */
import type { BlogPostSummary } from "../../../core/content/blog-index";
import { formatLongDateIn } from "../../../core/format/dates";
import { intlLocale } from "../../../core/i18n/locales";
import { listChange, postText } from "../../features/blog/posts";
import type { IslandContext } from "./runtime";

/** The id of the post a card shows. */
const cardId = (item: Element) => Number(item.querySelector<HTMLElement>("[data-post-id]")?.dataset.postId);

/** BlogIllustration's theme: ids six apart share colours and motif. */
const theme = (id: number) => (((id - 1) % 6) + 6) % 6;

/** The posts the page fetched, once per page. */
let posts: Promise<BlogPostSummary[] | null> | null = null;

/** GET /api/blog: the published posts, newest first; null when the API cannot be reached. */
export function fetchPosts(): Promise<BlogPostSummary[] | null> {
  posts ??= fetch("/api/blog", { credentials: "same-origin" })
    .then(async (res) => (res.ok ? ((await res.json()) as { posts: BlogPostSummary[] }).posts : null))
    .catch(() => null);
  return posts;
}

let copies = 0;

/** A copy of `item` (a `.blog-grid__item`) showing `post`. */
function cardFor(item: HTMLElement, post: BlogPostSummary, ctx: IslandContext): HTMLElement {
  const copy = item.cloneNode(true) as HTMLElement;
  const suffix = `-p${post.id}-${++copies}`;
  // Ids inside the card (the illustration's gradients, the "in English" note) stay unique.
  for (const node of copy.querySelectorAll<Element>("[id]")) {
    const old = node.id;
    node.id = `${old}${suffix}`;
    for (const user of copy.querySelectorAll(`[fill="url(#${CSS.escape(old)})"]`)) user.setAttribute("fill", `url(#${old}${suffix})`);
    for (const user of copy.querySelectorAll(`[aria-describedby="${CSS.escape(old)}"]`)) user.setAttribute("aria-describedby", `${old}${suffix}`);
  }
  const card = copy.querySelector<HTMLElement>("[data-post-id]");
  if (card) card.dataset.postId = String(post.id);
  const text = postText(post, ctx.t("blog"));
  const english = ctx.locale === "en" || text.lang !== undefined;
  copy.querySelector(".blog-illustration")?.setAttribute("aria-label", text.alt);
  const art = copy.querySelector<HTMLElement>(".blog-card__art");
  if (art) setContent(art, english, undefined);
  const date = copy.querySelector<HTMLTimeElement>(".blog-card__date");
  if (date) {
    date.dateTime = post.blog_date;
    date.textContent = formatLongDateIn(post.blog_date, intlLocale(ctx.locale, "latn"));
  }
  const link = copy.querySelector<HTMLAnchorElement>(".blog-card__link");
  if (link) {
    link.href = `/blog/article/${post.id}`;
    link.textContent = text.title;
  }
  const title = copy.querySelector<HTMLElement>(".blog-card__title");
  if (title) setContent(title, english, text.lang);
  const summary = copy.querySelector<HTMLElement>(".blog-card__summary");
  if (summary) {
    summary.textContent = text.summary;
    setContent(summary, english, text.lang);
  }
  return copy;
}

/** The attributes BlogCard gives the article's own words: `data-i18n="content"`, and English marked as such. */
function setContent(node: HTMLElement, english: boolean, lang: "en" | undefined) {
  if (english) node.dataset.i18n = "content";
  else delete node.dataset.i18n;
  if (lang) {
    node.lang = lang;
    node.dir = "ltr";
  } else {
    node.removeAttribute("lang");
    node.removeAttribute("dir");
  }
}

/**
 * Makes the list (`ul.blog-grid`) show `wanted`, in that order: cards already there are kept,
 * new posts get a card. Returns whether anything changed.
 */
export function syncCards(list: HTMLElement, wanted: BlogPostSummary[], ctx: IslandContext): boolean {
  const items = [...list.querySelectorAll<HTMLElement>(":scope > .blog-grid__item")];
  const change = listChange(items.map(cardId), wanted);
  if (!change || !items.length) return false;
  const byId = new Map(items.map((item) => [cardId(item), item]));
  list.replaceChildren(
    ...wanted.map((post) => {
      const own = byId.get(post.id);
      if (own) return own;
      const template = items.find((item) => theme(cardId(item)) === theme(post.id)) ?? items[0]!;
      return cardFor(template, post, ctx);
    }),
  );
  return true;
}
