import { Button } from "@radix-ui/themes";
import { useT } from "../../../i18n/I18n";
import type { LoadMore } from "./useLoadMore";

/** "Load More" (+4), "Loading..." while the new previews draw, disabled once all are shown. */
export function LoadMoreButton({ state, label }: { state: LoadMore; label: string }) {
  const t = useT("portal");
  return (
    <div className="home-load-more">
      <Button type="button" variant="soft" size="2" onClick={state.loadMore} disabled={state.allShown || state.loading} aria-label={state.loading ? undefined : label}>
        {state.loading ? t("more.loading") : t("more.load")}
      </Button>
    </div>
  );
}
