import { useCallback, useEffect, useState } from "react";

/** How long Load More may read "Loading..." at most, should a preview never report back. */
const MAX_LOADING_MS = 15_000;

export interface LoadMore {
  /** How many items to show. */
  shown: number;
  /** True while the items revealed by the last Load More are still drawing their previews. */
  loading: boolean;
  /** Every item is shown: Load More is disabled. */
  allShown: boolean;
  loadMore(): void;
  /** A revealed item calls this once its preview is drawn (or has failed). */
  markReady(index: number): void;
}

/**
 * The spec's Load More: `step` items at first, `step` more per click. The button reads
 * "Loading..." until the newly revealed items have drawn their previews — real work, not a
 * timer — and is disabled once everything is shown.
 */
export function useLoadMore(total: number, step = 4): LoadMore {
  const [visible, setVisible] = useState(step);
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(() => new Set());
  const shown = Math.min(visible, total);
  const loading = waiting.size > 0;

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setWaiting(new Set()), MAX_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const loadMore = useCallback(() => {
    if (loading || shown >= total) return;
    const next = Math.min(shown + step, total);
    setWaiting(new Set(Array.from({ length: next - shown }, (_, i) => shown + i)));
    setVisible(next);
  }, [loading, shown, total, step]);

  const markReady = useCallback((index: number) => {
    setWaiting((current) => {
      if (!current.has(index)) return current;
      const rest = new Set(current);
      rest.delete(index);
      return rest;
    });
  }, []);

  return { shown, loading, allShown: shown >= total, loadMore, markReady };
}
