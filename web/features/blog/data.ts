/**
 * The blog's list of posts for the pages. Every list starts from the bundled index
 * (core/content/blog-index.ts), so the prerendered HTML already lists the posts and hydrates
 * without a mismatch; then it refreshes from the API, which is the source of truth for posts
 * published after the build. One article's data is in ./article-data.ts.
 */
import { useEffect, useState } from "react";
import { blogIndex, type BlogPostSummary } from "../../../core/content/blog-index";
import { api, read } from "../../api";

export type { BlogPostSummary };

export async function fetchBlogPosts(): Promise<BlogPostSummary[]> {
  return (await read(api.blog.$get())).posts;
}

// The last list the API returned, so moving between blog pages does not flash back to the
// build-time list. Empty on first load, which keeps hydration identical to the prerender.
let latestPosts: BlogPostSummary[] | null = null;

/** The posts this page knows of without asking: the API's last list, else the bundled index. */
export const knownPosts = (): BlogPostSummary[] => latestPosts ?? blogIndex;

/** The posts, newest first: the bundled index at first, then the API's list. */
export function useBlogPosts(): BlogPostSummary[] {
  const [posts, setPosts] = useState<BlogPostSummary[]>(knownPosts);
  useEffect(() => {
    let cancelled = false;
    fetchBlogPosts()
      .then((fresh) => {
        latestPosts = fresh;
        if (!cancelled) setPosts(fresh);
      })
      .catch(() => {
        /* keep showing the bundled list; it is what was published at build time */
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return posts;
}
