/**
 * The tracker's smaller pieces: the group badge and colours, the six category cards, the list
 * of e-mails with Load more, and the active-filter chips.
 */
import { Badge, Button, Callout, IconButton, Skeleton, Text, VisuallyHidden } from "@radix-ui/themes";
import { CalendarDays, CircleCheck, FileCheck, Handshake, Info, Inbox, MessageSquareText, Paperclip, UserRoundX, X, type LucideIcon } from "lucide-react";
import { EMAIL_GROUPS, type EmailCounts, type EmailFilter, type EmailGroup, type EmailListItem } from "../../../core/schemas/email";
import { useT } from "../../i18n/I18n";

/** Only the colour scales the theme loads (web/theme.css). */
type BadgeColor = "indigo" | "violet" | "green" | "teal" | "orange" | "amber";

export const GROUP_COLOR: Record<EmailGroup, BadgeColor> = {
  APPLIED: "indigo",
  INTERVIEW: "violet",
  OFFER: "green",
  ACCEPTED: "teal",
  "NOT CHOSEN": "orange",
  EVENT: "amber",
};

const GROUP_ICON: Record<EmailGroup, LucideIcon> = {
  APPLIED: FileCheck,
  INTERVIEW: MessageSquareText,
  OFFER: Handshake,
  ACCEPTED: CircleCheck,
  "NOT CHOSEN": UserRoundX,
  EVENT: CalendarDays,
};

export function GroupBadge({ group }: { group: EmailGroup | null }) {
  const t = useT("emails");
  if (!group) {
    return (
      <Badge color="gray" variant="soft" radius="full">
        {t("list.unclassified")}
      </Badge>
    );
  }
  return (
    <Badge color={GROUP_COLOR[group]} variant="soft" radius="full" data-group={group}>
      {t(`group.${group}`)}
    </Badge>
  );
}

/** The six cards with their counts; the selected one is pressed, and pressing it again restores the list. */
export function CategoryCards({ counts, selected, onSelect }: { counts: EmailCounts | null; selected: EmailGroup | null; onSelect: (group: EmailGroup) => void }) {
  const t = useT("emails");
  return (
    <section aria-label={t("cards.label")}>
      <ul className="email-cards">
        {EMAIL_GROUPS.map((group) => {
          const Icon = GROUP_ICON[group];
          const count = counts?.[group] ?? 0;
          return (
            <li key={group}>
              <button type="button" className="email-card" data-color={GROUP_COLOR[group]} aria-pressed={selected === group} data-group={group} onClick={() => onSelect(group)}>
                <span className="email-card__icon" aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className="email-card__name">{t(`group.${group}`)}</span>
                <span className="email-card__hint">{t(`groupHint.${group}`)}</span>
                {counts ? (
                  <span className="email-card__count" data-testid="card-count">
                    <span className="email-card__number">{t.number(count)}</span>
                    <VisuallyHidden> {t("cards.count", { count })}</VisuallyHidden>
                  </span>
                ) : (
                  <Skeleton className="email-card__count-skeleton" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Mon 5 Mar" for this year, "5 Mar 2023" otherwise; the time for today. */
export function useShortDate(): (iso: string) => string {
  const t = useT("emails");
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const now = new Date();
    if (date.toDateString() === now.toDateString()) return t.date(date, { hour: "2-digit", minute: "2-digit", hour12: false });
    if (date.getFullYear() === now.getFullYear()) return t.date(date, { month: "short", day: "numeric" });
    return t.date(date, { year: "numeric", month: "short", day: "numeric" });
  };
}

/** The sender's name without its address: `Lina <jobs@acme.com>` shows as Lina. */
export function senderName(from: string, address: string): string {
  const name = from.replace(/<[^>]*>/g, "").replace(/^["'\s]+|["'\s]+$/g, "").trim();
  return name || address || from;
}

export function EmailRow({ email, selected, onOpen }: { email: EmailListItem; selected: boolean; onOpen: () => void }) {
  const t = useT("emails");
  const shortDate = useShortDate();
  const role = email.company && email.job_title ? t("list.role", { role: email.job_title, company: email.company }) : (email.company ?? email.job_title);
  return (
    <li className="email-row" data-email-id={email.id}>
      <button type="button" className="email-row__button" aria-current={selected ? "true" : undefined} onClick={onOpen}>
        <span className="email-row__top">
          <bdi className="email-row__from">{senderName(email.email_from, email.from_address) || t("list.unknownSender")}</bdi>
          <time className="email-row__date" dateTime={email.received_at}>
            {shortDate(email.received_at)}
          </time>
        </span>
        <bdi className="email-row__subject" dir={email.direction}>
          {email.email_subject || t("list.noSubject")}
        </bdi>
        {email.snippet && (
          <bdi className="email-row__snippet" dir={email.direction}>
            {email.snippet}
          </bdi>
        )}
        <span className="email-row__meta">
          <GroupBadge group={email.email_classification} />
          {role && <bdi className="email-row__role">{role}</bdi>}
        </span>
      </button>
    </li>
  );
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="email-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="email-row email-row--skeleton">
          <Skeleton height="14px" width="40%" />
          <Skeleton height="16px" width="80%" />
          <Skeleton height="14px" width="95%" />
        </li>
      ))}
    </ul>
  );
}

/** A filter's name on its chip: the first of its fields filled in. */
export function filterName(filter: Pick<EmailFilter, "company_name" | "job_title" | "company_email">): string {
  return [filter.company_name, filter.job_title, filter.company_email].filter(Boolean).join(" · ");
}

export function ActiveFilterChips({ filters, onRemove, onClear }: { filters: EmailFilter[]; onRemove: (id: number) => void; onClear: () => void }) {
  const t = useT("emails");
  if (filters.length === 0) return null;
  return (
    <div className="email-chips">
      <Text size="2" weight="medium" color="gray" id="email-chips-label">
        {t("filters.active")}
      </Text>
      <ul className="email-chips__list" aria-labelledby="email-chips-label">
        {filters.map((f) => (
          <li key={f.id} className="email-chip">
            <bdi>{filterName(f)}</bdi>
            <IconButton type="button" size="1" variant="ghost" color="gray" radius="full" aria-label={t("filters.remove", { name: filterName(f) })} onClick={() => onRemove(f.id)}>
              <X size={12} aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ul>
      <Button type="button" size="1" variant="soft" color="gray" onClick={onClear}>
        {t("filters.clear")}
      </Button>
    </div>
  );
}

export function FallbackNote({ onDismiss }: { onDismiss: () => void }) {
  const t = useT("emails");
  return (
    <Callout.Root color="amber" variant="surface" role="status" className="email-note">
      <Callout.Icon>
        <Info size={16} />
      </Callout.Icon>
      <Callout.Text>{t("list.fallback")}</Callout.Text>
      <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t("list.dismiss")} onClick={onDismiss} className="email-note__close">
        <X size={14} aria-hidden="true" />
      </IconButton>
    </Callout.Root>
  );
}

export function EmptyList({ kind, query, group }: { kind: "none" | "search" | "group"; query: string; group: EmailGroup | null }) {
  const t = useT("emails");
  return (
    <div className="email-empty">
      <span className="email-empty__icon" aria-hidden="true">
        <Inbox size={28} />
      </span>
      <Text as="p" size="4" weight="bold">
        {kind === "none" ? t("empty.title") : t("empty.searchTitle")}
      </Text>
      <Text as="p" color="gray" size="2">
        {kind === "none" ? t("empty.text") : kind === "search" ? t("empty.searchText", { query }) : t("empty.groupText", { group: group ? t(`group.${group}`) : "" })}
      </Text>
    </div>
  );
}

export function AttachmentList({ attachments }: { attachments: { filename: string; size: number }[] }) {
  const t = useT("emails");
  if (attachments.length === 0) return null;
  return (
    <div className="email-attachments">
      <Text as="p" size="2" weight="medium">
        {t("viewer.attachments")}
      </Text>
      <ul>
        {attachments.map((a, i) => (
          <li key={i}>
            <Paperclip size={14} aria-hidden="true" />
            <bdi>{a.filename}</bdi>
          </li>
        ))}
      </ul>
      <Text as="p" size="1" color="gray">
        {t("viewer.attachmentsNote")}
      </Text>
    </div>
  );
}
