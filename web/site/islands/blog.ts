/**
 * /blog: the prerendered list is the posts bundled at build time; the API's list adds the posts
 * published since (BlogIndexPage in web/features/blog/BlogIndexPage.tsx).
 */
import { fetchPosts, syncCards } from "./blog-cards";
import type { Island } from "./runtime";

export const blogList: Island = (list, ctx) => {
  void fetchPosts().then((posts) => {
    // An empty or failed answer keeps what was published at build time.
    if (posts?.length) syncCards(list, posts, ctx);
  });
};

/**
 * The landing page's "Blog insights": the newest posts, as many as were prerendered, kept in step
 * with the API's list (LatestPosts in web/features/blog/LatestPosts.tsx).
 */
export const latestPosts: Island = (list, ctx) => {
  const shown = list.querySelectorAll(":scope > .blog-grid__item").length;
  void fetchPosts().then((posts) => {
    if (posts?.length && shown) syncCards(list, posts.slice(0, shown), ctx);
  });
};
