/**
 * /blog/article/:id for the articles prerendered at build time (newer ones and unknown ids are the
 * app's: the worker answers them with the app shell, 200 or 404 — worker/features/site/routes.ts).
 * The article's words are refreshed from `GET /api/blog/:id`, the "More articles" cards from the
 * API's list, and the PDF viewer — React and pdf.js, the heavy part — is loaded when the reader
 * nears it, so no other public page carries React and an article's first screen does not wait on it.
 */
import type { BlogPostSummary } from "../../../core/content/blog-index";
import { formatLongDateIn } from "../../../core/format/dates";
import { intlLocale } from "../../../core/i18n/locales";
import { morePosts } from "../../features/blog/posts";
import { fetchPosts, syncCards } from "./blog-cards";
import type { Island } from "./runtime";

/** The article's id, from the page's article element. */
const articleId = (el: Element) => Number(el.closest<HTMLElement>("[data-article-id]")?.dataset.articleId) || null;

export const article: Island = (root, ctx) => {
  const id = articleId(root);
  if (id === null) return;
  void fetch(`/api/blog/${id}`, { credentials: "same-origin" })
    .then(async (res) => (res.ok ? ((await res.json()) as { post: BlogPostSummary }).post : null))
    .catch(() => null)
    .then((post) => {
      // A post the API no longer answers, or an unreachable API: the page keeps what was built.
      if (!post || post.id !== id) return;
      const set = (selector: string, text: string) => {
        const node = root.querySelector(selector);
        if (node && node.textContent !== text) node.textContent = text;
      };
      set(".blog-breadcrumb [aria-current=page]", post.blog_title);
      set(".blog-article__title", post.blog_title);
      set(".blog-article__summary", post.summary);
      const date = root.querySelector<HTMLTimeElement>(".blog-article__date");
      if (date && date.dateTime !== post.blog_date) {
        date.dateTime = post.blog_date;
        date.textContent = formatLongDateIn(post.blog_date, intlLocale(ctx.locale, "latn"));
      }
      const title = document.title;
      const at = title.lastIndexOf(" | ");
      document.title = `${post.blog_title}${at >= 0 ? title.slice(at) : ""}`;
    });

  const mount = root.querySelector<HTMLElement>(".pdf-viewer-mount");
  if (mount) whenNear(mount, () => {
    import("./pdf-viewer")
      .then(({ mountPdfViewer }) => mountPdfViewer(mount, ctx))
      .catch((error: unknown) => console.error("The PDF viewer could not be loaded", error));
  });
};

/**
 * Runs `load` once `el` is on screen or less than a screen away: on a phone the viewer sits below
 * the article's title and summary, and its megabyte of script waits until the reader scrolls
 * towards it rather than competing with the first screen. Without IntersectionObserver, at once.
 */
function whenNear(el: HTMLElement, load: () => void) {
  if (typeof IntersectionObserver === "undefined") return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(el);
}

/** "More articles": three other posts from the API's list, after this one. */
export const moreArticles: Island = (list, ctx) => {
  const id = articleId(list);
  void fetchPosts().then((posts) => {
    if (posts?.length) syncCards(list, morePosts(posts, id, 3), ctx);
  });
};
