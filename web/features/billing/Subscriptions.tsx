import { Badge, Button, Flex, Heading, Text } from "@radix-ui/themes";
import { CalendarClock, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriptionItem } from "./types";
import { ConfirmButton } from "./ConfirmButton";
import { statusColor, useBillingFormat } from "./format";
import { rich } from "./text";

/** A titled card of the billing pages, named by its h2. */
export function BillingSection({
  id,
  title,
  icon,
  lead,
  aside,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="billing-section" aria-labelledby={`${id}-title`}>
      <div className="billing-section__head">
        <span className="billing-section__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="billing-section__titles">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {title}
          </Heading>
          {lead && (
            <Text as="p" size="2" color="gray">
              {lead}
            </Text>
          )}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function StatusBadge({ item }: { item: SubscriptionItem }) {
  const f = useBillingFormat();
  return (
    <Badge color={statusColor(item.status)} variant="soft" size="2" radius="full" data-status={item.status}>
      {f.status(item.status)}
    </Badge>
  );
}

/**
 * The user's subscriptions, newest first (spec §2): each with its status in the spec's colours
 * — Approved green with Cancel, cancelled red with the day it ends, anything else yellow.
 */
export function SubscriptionList({
  items,
  busyId,
  onCancel,
  onChangePlan,
}: {
  items: SubscriptionItem[];
  busyId: number | null;
  onCancel: (item: SubscriptionItem) => Promise<void>;
  onChangePlan: () => void;
}) {
  const f = useBillingFormat();
  const { t } = f;
  return (
    <ul className="billing-subs" aria-label={t("subs.list")}>
      {items.map((item, index) => (
        <li key={item.id} className={`billing-sub billing-sub--${statusColor(item.status)}`} data-testid="subscription">
          <div className="billing-sub__main">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h3" size="4" className="billing-sub__name">
                <bdi>{f.planName(item.plan_id, item.name)}</bdi>
              </Heading>
              <StatusBadge item={item} />
              {item.status === "approved" && item.cancel_at_period_end && (
                <Badge color="red" variant="outline" radius="full">
                  {t("subs.cancelled")}
                </Badge>
              )}
            </Flex>
            <Text as="p" size="2" color="gray" className="billing-sub__meta">
              <span>{f.period(item.period)}</span>
              <span aria-hidden="true">·</span>
              <span className="billing-nowrap">{f.amount(item.amount)}</span>
              <span aria-hidden="true">·</span>
              <span>{t("subs.started", { date: f.date(item.created_at) ?? "—" })}</span>
            </Text>
            {f.subscriptionDates(item) && (
              <Text as="p" size="2" className="billing-sub__dates">
                <CalendarClock size={15} aria-hidden="true" /> {f.subscriptionDates(item)}
              </Text>
            )}
            <Text as="p" size="1" color="gray" className="billing-sub__order">
              <ReceiptText size={13} aria-hidden="true" /> {rich(t("subs.order"), { order: <bdi dir="ltr">{item.order_id}</bdi> })}
            </Text>
          </div>
          {item.status === "approved" && !item.cancel_at_period_end && (
            <div className="billing-sub__actions">
              {index === 0 && (
                <Button variant="soft" onClick={onChangePlan}>
                  {t("subs.changePlan")}
                </Button>
              )}
              <CancelButton item={item} busy={busyId === item.id} onConfirm={() => onCancel(item)} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Cancel with a confirmation that says what happens: access until the period ends, no more charges. */
function CancelButton({ item, busy, onConfirm }: { item: SubscriptionItem; busy: boolean; onConfirm: () => Promise<void> }) {
  const f = useBillingFormat();
  const { t } = f;
  const end = f.date(item.period_end);
  return (
    <ConfirmButton
      trigger={{ variant: "soft", "aria-label": t("cancel.label", { plan: item.name }), children: t("cancel.button") }}
      title={rich(t("cancel.title"), { plan: <bdi>{f.planName(item.plan_id, item.name)}</bdi> })}
      description={end ? t("cancel.until", { date: end }) : t("cancel.noDate")}
      keepLabel={t("cancel.keep")}
      confirmLabel={t("cancel.confirm")}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
