/**
 * Saved networking messages, newest first: each card names the position at the company, the
 * kind of message, the person, its first lines and the day it was saved. Selecting a card opens
 * it with its form; selecting it again clears both. Delete asks first.
 */
import { Badge, Heading, Skeleton, Text } from "@radix-ui/themes";
import { Bookmark, Mail } from "lucide-react";
import type { SavedNetworkingItem } from "../../../core/schemas/saved";
import { useT } from "../../i18n/I18n";
import { LinkedInMark } from "../auth/icons";
import { ConfirmDelete, SectionProblem } from "../career/parts";
import { useLongDate } from "../portal/home/long-date";

interface SavedPanelProps {
  items: SavedNetworkingItem[] | null;
  selectedId: number | null;
  /** Why the list could not be read (the last list read stays shown). */
  problem: string | null;
  refreshing: boolean;
  onRetry: () => void;
  onSelect: (item: SavedNetworkingItem) => void;
  onDelete: (item: SavedNetworkingItem) => Promise<void>;
}

export function SavedPanel({ items, selectedId, problem, refreshing, onRetry, onSelect, onDelete }: SavedPanelProps) {
  const t = useT("networking");
  const longDate = useLongDate();
  return (
    <aside className="net-card net-saved" aria-labelledby="net-saved-title" aria-busy={refreshing || undefined}>
      <div className="net-saved__head">
        <span className="net-saved__icon" aria-hidden="true">
          <Bookmark size={18} />
        </span>
        <div className="net-saved__titles">
          <Heading as="h2" size="4" id="net-saved-title" className="net-card__title">
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
          <div className="net-saved__list">
            {[0, 1].map((i) => (
              <Skeleton key={i} height="96px" />
            ))}
          </div>
        )
      ) : items.length === 0 ? (
        <div className="net-saved__empty">
          <Text as="p" weight="medium">
            {t("saved.empty")}
          </Text>
          <Text as="p" size="2" color="gray">
            {t("saved.emptyHint")}
          </Text>
        </div>
      ) : (
        <>
          <Text as="p" size="1" color="gray" className="net-saved__hint">
            {t("saved.hint")}
          </Text>
          <ul className="net-saved__list">
            {items.map((item) => {
              const { report } = item.saved_obj;
              const selected = item.id === selectedId;
              const isEmail = report.type === "email";
              return (
                <li key={item.id} className={selected ? "net-saved-card net-saved-card--selected" : "net-saved-card"} data-saved-id={item.id}>
                  <button type="button" className="net-saved-card__open" aria-pressed={selected} onClick={() => onSelect(item)}>
                    <span className="net-saved-card__position">
                      <bdi>{report.job_title_in_company}</bdi>
                    </span>
                    <span className="net-saved-card__meta">
                      <Badge color={isEmail ? "indigo" : "cyan"} variant="soft" highContrast size="1" className="net-badge">
                        {isEmail ? <Mail size={12} aria-hidden="true" /> : <LinkedInMark size={12} />}
                        {isEmail ? t("type.email") : t("type.linkedin")}
                      </Badge>
                      <bdi className="net-saved-card__to">{report.addressee_name}</bdi>
                    </span>
                    <span className="net-saved-card__lines" data-i18n="content" lang={report.language} dir={report.language === "ar" ? "rtl" : "ltr"}>
                      {isEmail && report.subject ? `${report.subject} — ${report.message}` : report.message}
                    </span>
                    <span className="net-saved-card__date">{longDate(item.date_saved)}</span>
                  </button>
                  <div className="net-saved-card__delete">
                    <ConfirmDelete
                      label={t("saved.delete", { addressee: report.addressee_name })}
                      title={t("saved.deleteTitle")}
                      description={t("saved.deleteBody", { addressee: report.addressee_name })}
                      onConfirm={() => onDelete(item)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </aside>
  );
}
