/**
 * A list of what the user saved from a portal tool (saved networking messages, favorite
 * roadmaps): its heading with an icon and a count, a problem line with retry, skeletons while
 * it loads, an empty state, and cards that open an item and delete it after asking. Each tool
 * writes its own card body.
 */
import { Heading, Skeleton, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { ConfirmDelete, SectionProblem } from "../career/parts";
import "./saved-panel.css";

interface SavedListPanelProps {
  /** The tool's own classes (placement beside its page). */
  className: string;
  titleId: string;
  icon: ReactNode;
  title: string;
  /** "3 roadmaps"; null while the list has not been read. */
  count: string | null;
  /** Why the list could not be read (the last list read stays shown). */
  problem: string | null;
  retryLabel: string;
  refreshing: boolean;
  onRetry: () => void;
  /** The list has not been read yet. */
  loading: boolean;
  skeletonHeight: string;
  /** Shown when the list is read and has nothing; null when it has items. */
  empty: { title: string; hint: string } | null;
  /** A line above the cards. */
  hint?: string;
  /** The cards (`SavedCard`). */
  children: ReactNode;
}

export function SavedListPanel(props: SavedListPanelProps) {
  const { className, titleId, icon, title, count, problem, retryLabel, refreshing, onRetry, loading, skeletonHeight, empty, hint, children } = props;
  return (
    <aside className={`saved-panel ${className}`} aria-labelledby={titleId} aria-busy={refreshing || undefined}>
      <div className="saved-panel__head">
        <span className="saved-panel__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="saved-panel__titles">
          <Heading as="h2" size="4" id={titleId}>
            {title}
          </Heading>
          {count !== null && (
            <Text as="p" size="2" color="gray">
              {count}
            </Text>
          )}
        </div>
      </div>
      {problem && (
        <SectionProblem action={retryLabel} onAction={refreshing ? undefined : onRetry}>
          {problem}
        </SectionProblem>
      )}
      {loading ? (
        problem ? null : (
          <div className="saved-panel__list">
            <Skeleton height={skeletonHeight} />
            <Skeleton height={skeletonHeight} />
          </div>
        )
      ) : empty ? (
        <div className="saved-panel__empty">
          <Text as="p" weight="medium">
            {empty.title}
          </Text>
          <Text as="p" size="2" color="gray">
            {empty.hint}
          </Text>
        </div>
      ) : (
        <>
          {hint && (
            <Text as="p" size="1" color="gray" className="saved-panel__hint">
              {hint}
            </Text>
          )}
          <ul className="saved-panel__list">{children}</ul>
        </>
      )}
    </aside>
  );
}

interface SavedCardProps {
  id: number;
  /** The item on screen: the card is marked. */
  active: boolean;
  /** How the open button tells it is the one shown: pressed (a toggle) or current. */
  activeAs: "pressed" | "current";
  disabled?: boolean;
  onOpen: () => void;
  /** The delete button's name and its confirmation. */
  deleteLabel: string;
  deleteTitle: string;
  deleteBody: string;
  onDelete: () => Promise<void>;
  children: ReactNode;
}

/** One saved item: the whole card opens it; the corner button deletes it after asking. */
export function SavedCard({ id, active, activeAs, disabled, onOpen, deleteLabel, deleteTitle, deleteBody, onDelete, children }: SavedCardProps) {
  const state = activeAs === "pressed" ? { "aria-pressed": active } : { "aria-current": active || undefined };
  return (
    <li className={active ? "saved-card saved-card--active" : "saved-card"} data-saved-id={id}>
      <button type="button" className="saved-card__open" {...state} disabled={disabled} onClick={onOpen}>
        {children}
      </button>
      <div className="saved-card__delete">
        <ConfirmDelete label={deleteLabel} title={deleteTitle} description={deleteBody} onConfirm={onDelete} />
      </div>
    </li>
  );
}
