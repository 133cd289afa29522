/**
 * Blog data for the pages. Every hook starts from the bundled index (core/content/blog-index.ts),
 * so the prerendered HTML already lists the posts and hydrates without a mismatch; then it
 * refreshes from the API, which is the source of truth for posts published after the build.
 */
import { useEffect, useState } from "react";
import { blogIndex, type BlogPostSummary } from "../../../core/content/blog-index";
import { ApiError, type ApiErrorBody } from "../../api-errors";

export type { BlogPostSummary };

export interface BlogPost extends BlogPostSummary {
  /** Same-origin URL of the article's PDF. */
  blog_pdf_url: string;
}

/** Where an article's PDF is served (worker/features/blog/routes.ts). */
export const blogPdfUrl = (id: number) => `/api/blog/${id}/pdf`;

/** The numeric id of an article URL segment, or null when it cannot be one ("abc", "0", "1.5"). */
export function parseArticleId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** The API's error for a failed response, with the server's message when it sent one. */
async function failure(res: { status: number; json(): Promise<unknown> }): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
  return new ApiError(res.status, body?.error?.message ?? `Request failed (${res.status}). Please try again.`);
}

export async function fetchBlogPosts(): Promise<BlogPostSummary[]> {
  const res = await fetch("/api/blog");
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { posts: BlogPostSummary[] }).posts;
}

/** One article, or null when the API says it does not exist. Other failures throw ApiError. */
export async function fetchBlogPost(id: number): Promise<BlogPost | null> {
  const res = await fetch(`/api/blog/${id}`);
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { post: BlogPost }).post;
}

// The last list the API returned, so moving between blog pages does not flash back to the
// build-time list. Empty on first load, which keeps hydration identical to the prerender.
let latestPosts: BlogPostSummary[] | null = null;

/** The posts, newest first: the bundled index at first, then the API's list. */
export function useBlogPosts(): BlogPostSummary[] {
  const [posts, setPosts] = useState<BlogPostSummary[]>(() => latestPosts ?? blogIndex);
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

export type BlogPostState =
  | { status: "loading" }
  | { status: "ready"; post: BlogPost }
  | { status: "missing" }
  | { status: "error"; message: string };

function initialPostState(id: number | null): BlogPostState {
  if (id === null) return { status: "missing" };
  const known = (latestPosts ?? blogIndex).find((p) => p.id === id);
  return known ? { status: "ready", post: { ...known, blog_pdf_url: blogPdfUrl(id) } } : { status: "loading" };
}

/**
 * One article by its URL segment. A post in the bundled index is shown at once and refreshed
 * from the API; an unknown or malformed id ends in `missing`.
 */
export function useBlogPost(segment: string): { state: BlogPostState; retry: () => void } {
  const id = parseArticleId(segment);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: BlogPostState }>(() => ({ key: segment, value: initialPostState(id) }));
  // A new id (client-side navigation between articles) starts from its own initial state.
  const current = state.key === segment ? state.value : initialPostState(id);

  useEffect(() => {
    if (id === null) {
      setState({ key: segment, value: { status: "missing" } });
      return;
    }
    let cancelled = false;
    fetchBlogPost(id)
      .then((post) => {
        if (!cancelled) setState({ key: segment, value: post ? { status: "ready", post } : { status: "missing" } });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // Keep a post we already show; only an unknown one turns into an error.
        setState((prev) =>
          prev.key === segment && prev.value.status === "ready"
            ? prev
            : { key: segment, value: { status: "error", message: err instanceof Error ? err.message : "The article could not be loaded." } },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [segment, id, attempt]);

  return {
    state: current,
    retry: () => {
      setState({ key: segment, value: { status: "loading" } });
      setAttempt((n) => n + 1);
    },
  };
}
