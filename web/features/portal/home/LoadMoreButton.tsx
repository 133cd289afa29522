import { Button } from "@radix-ui/themes";
import type { LoadMore } from "./useLoadMore";

/** "Load More" (+4), "Loading..." while the new previews draw, disabled once all are shown. */
export function LoadMoreButton({ state, label }: { state: LoadMore; label: string }) {
  return (
    <div className="home-load-more">
      <Button
        type="button"
        variant="soft"
        size="2"
        onClick={state.loadMore}
        disabled={state.allShown || state.loading}
        aria-label={state.loading ? undefined : `Load more ${label}`}
      >
        {state.loading ? "Loading..." : "Load More"}
      </Button>
    </div>
  );
}
