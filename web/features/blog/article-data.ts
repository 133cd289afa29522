/**
 * One blog article for its page: shown at once when the post is already known (the bundled
 * index or the last list), then refreshed from the API. Apart from ./data.ts so the pages that
 * only list posts (the landing page) do not carry it.
 */
import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { api, ApiError, read } from "../../api";
import { knownPosts } from "./data";

/** One article as GET /api/blog/:id answers it: its summary and the same-origin URL of its PDF. */
export type BlogPost = InferResponseType<(typeof api.blog)[":id"]["$get"], 200>["post"];

/** Where an article's PDF is served (worker/features/blog/routes.ts). */
export const blogPdfUrl = (id: number) => `/api/blog/${id}/pdf`;

/** The numeric id of an article URL segment, or null when it cannot be one ("abc", "0", "1.5"). */
export function parseArticleId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** One article, or null when the API says it does not exist. Other failures throw ApiError. */
export async function fetchBlogPost(id: number): Promise<BlogPost | null> {
  try {
    return (await read(api.blog[":id"].$get({ param: { id: String(id) } }))).post;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export type BlogPostState =
  | { status: "loading" }
  | { status: "ready"; post: BlogPost }
  | { status: "missing" }
  | { status: "error"; message: string };

function initialPostState(id: number | null): BlogPostState {
  if (id === null) return { status: "missing" };
  const known = knownPosts().find((p) => p.id === id);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a retry: a new value runs the effect again.
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
