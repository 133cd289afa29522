/**
 * Saved networking messages, newest first: each card names the position at the company, the
 * kind of message, the person, its first lines and the day it was saved. Selecting a card opens
 * it with its form; selecting it again clears both. Delete asks first.
 */
import { Badge } from "@radix-ui/themes";
import { Bookmark, Mail } from "lucide-react";
import type { SavedNetworkingItem } from "../../../core/schemas/saved";
import { useT } from "../../i18n/I18n";
import { LinkedInMark } from "../auth/icons";
import { useLongDate } from "../portal/home/long-date";
import { SavedCard, SavedListPanel } from "../portal/SavedListPanel";

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
    <SavedListPanel
      className="net-card net-saved"
      titleId="net-saved-title"
      icon={<Bookmark size={18} />}
      title={t("saved.title")}
      count={items ? t("saved.count", { count: items.length }) : null}
      problem={problem}
      retryLabel={t("action.retry")}
      refreshing={refreshing}
      onRetry={onRetry}
      loading={items === null}
      skeletonHeight="96px"
      empty={items?.length === 0 ? { title: t("saved.empty"), hint: t("saved.emptyHint") } : null}
      hint={t("saved.hint")}
    >
      {items?.map((item) => {
        const { report } = item.saved_obj;
        const isEmail = report.type === "email";
        return (
          <SavedCard
            key={item.id}
            id={item.id}
            active={item.id === selectedId}
            activeAs="pressed"
            onOpen={() => onSelect(item)}
            deleteLabel={t("saved.delete", { addressee: report.addressee_name })}
            deleteTitle={t("saved.deleteTitle")}
            deleteBody={t("saved.deleteBody", { addressee: report.addressee_name })}
            onDelete={() => onDelete(item)}
          >
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
          </SavedCard>
        );
      })}
    </SavedListPanel>
  );
}
