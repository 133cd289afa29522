/**
 * Favorite Roadmaps (spec section 2): every saved roadmap, newest first, with its title, the
 * day it was saved, its size and a Saved State badge when it keeps a view. Opening one shows it
 * exactly as saved; delete asks first.
 */
import { Badge, Heading, Skeleton, Text } from "@radix-ui/themes";
import { Map as MapIcon, Star } from "lucide-react";
import type { SavedRoadmapItem } from "../../../core/schemas/saved";
import { useT } from "../../i18n/I18n";
import { ConfirmDelete, SectionProblem } from "../career/parts";
import { useLongDate } from "../portal/home/long-date";

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
    <aside className="rm-card rm-saved" aria-labelledby="rm-saved-title" aria-busy={refreshing || undefined}>
      <div className="rm-saved__head">
        <span className="rm-saved__icon" aria-hidden="true">
          <Star size={18} />
        </span>
        <div className="rm-saved__titles">
          <Heading as="h2" size="4" id="rm-saved-title">
            {t("saved.title")}
          </Heading>
          {items && (
            <Text as="p" size="2" color="gray">
              {t("saved.count", { count: items.length })}
            </Text>
          )}
        </div>
      </div>
      {problem && (
        <SectionProblem action={t("action.retry")} onAction={refreshing ? undefined : onRetry}>
          {problem}
        </SectionProblem>
      )}
      {items === null ? (
        problem ? null : (
          <div className="rm-saved__list">
            <Skeleton height="72px" />
            <Skeleton height="72px" />
          </div>
        )
      ) : items.length === 0 ? (
        <div className="rm-saved__empty">
          <Text as="p" weight="medium">
            {t("saved.empty")}
          </Text>
          <Text as="p" size="2" color="gray">
            {t("saved.emptyHint")}
          </Text>
        </div>
      ) : (
        <ul className="rm-saved__list">
          {items.map((item) => {
            const { roadmap, state } = item.saved_obj;
            const current = item.id === currentId;
            return (
              <li key={item.id} className={current ? "rm-saved-card rm-saved-card--current" : "rm-saved-card"} data-saved-id={item.id}>
                <button type="button" className="rm-saved-card__open" aria-current={current || undefined} disabled={disabled} onClick={() => onOpen(item)}>
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
                </button>
                <div className="rm-saved-card__delete">
                  <ConfirmDelete
                    label={t("saved.delete", { title: roadmap.title })}
                    title={t("saved.deleteTitle")}
                    description={t("saved.deleteBody", { title: roadmap.title })}
                    onConfirm={() => onDelete(item)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
