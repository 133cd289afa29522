/**
 * Favorite Roadmaps (spec section 2): every saved roadmap, newest first, with its title, the
 * day it was saved, its size and a Saved State badge when it keeps a view. Opening one shows it
 * exactly as saved; delete asks first.
 */
import { Badge } from "@radix-ui/themes";
import { Map as MapIcon, Star } from "lucide-react";
import type { SavedRoadmapItem } from "../../../core/schemas/saved";
import { useT } from "../../i18n/I18n";
import { useLongDate } from "../portal/home/long-date";
import { SavedCard, SavedListPanel } from "../portal/SavedListPanel";

interface FavoritesPanelProps {
  items: SavedRoadmapItem[] | null;
  /** The saved item the roadmap on screen equals. */
  currentId: number | null;
  problem: string | null;
  refreshing: boolean;
  disabled: boolean;
  onRetry: () => void;
  onOpen: (item: SavedRoadmapItem) => void;
  onDelete: (item: SavedRoadmapItem) => Promise<void>;
}

export function FavoritesPanel({ items, currentId, problem, refreshing, disabled, onRetry, onOpen, onDelete }: FavoritesPanelProps) {
  const t = useT("roadmap");
  const longDate = useLongDate();
  return (
    <SavedListPanel
      className="rm-card rm-saved"
      titleId="rm-saved-title"
      icon={<Star size={18} />}
      title={t("saved.title")}
      count={items ? t("saved.count", { count: items.length }) : null}
      problem={problem}
      retryLabel={t("action.retry")}
      refreshing={refreshing}
      onRetry={onRetry}
      loading={items === null}
      skeletonHeight="72px"
      empty={items?.length === 0 ? { title: t("saved.empty"), hint: t("saved.emptyHint") } : null}
    >
      {items?.map((item) => {
        const { roadmap, state } = item.saved_obj;
        const current = item.id === currentId;
        return (
          <SavedCard
            key={item.id}
            id={item.id}
            active={current}
            activeAs="current"
            disabled={disabled}
            onOpen={() => onOpen(item)}
            deleteLabel={t("saved.delete", { title: roadmap.title })}
            deleteTitle={t("saved.deleteTitle")}
            deleteBody={t("saved.deleteBody", { title: roadmap.title })}
            onDelete={() => onDelete(item)}
          >
            <span className="rm-saved-card__title">
              <MapIcon size={15} aria-hidden="true" />
              <bdi lang={roadmap.language}>{roadmap.title}</bdi>
            </span>
            <span className="rm-saved-card__meta">
              <span>{longDate(item.date_saved)}</span>
              <span aria-hidden="true">·</span>
              <span>{t("saved.steps", { count: roadmap.nodes.length })}</span>
            </span>
            <span className="rm-saved-card__badges">
              {state && (
                <Badge color="violet" variant="soft" highContrast size="1" className="rm-badge-state">
                  {t("saved.badge")}
                </Badge>
              )}
              {current && (
                <Badge color="gray" variant="outline" highContrast size="1">
                  {t("saved.current")}
                </Badge>
              )}
            </span>
          </SavedCard>
        );
      })}
    </SavedListPanel>
  );
}
