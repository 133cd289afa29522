/**
 * One notification (spec section 4, Notification card): a cheerful title (the same for a
 * notification every time: its id picks one of ten), the text, the long date. Hover, focus or a
 * tap expands a long text; dragging it left beyond DISMISS_DRAG_PX, or the X button, dismisses
 * it (a shorter drag snaps back). Unread ones have a ring and a dot.
 */
import { Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, X } from "lucide-react";
import { useRef, useState, type PointerEvent } from "react";
import type { Notification } from "../../../core/schemas/notifications";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { useLongDate } from "../portal/home/long-date";

/** How far left a card must be dragged to be dismissed. */
export const DISMISS_DRAG_PX = 100;
/** How many cheerful titles there are (`card.title.0` … `card.title.9`). */
export const TITLE_COUNT = 10;

/** The title key of a notification: stable per id, so it never changes on a re-render. */
export function titleKey(id: number) {
  return `card.title.${((id % TITLE_COUNT) + TITLE_COUNT) % TITLE_COUNT}` as `card.title.${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
}

/** An in-app link ("/portal/word-editor?onlyOfficeId=7") as a path and its search; anything else is no link. */
export function appTarget(link: string | null): { to: string; search: Record<string, string> } | null {
  if (!link?.startsWith("/") || link.startsWith("//")) return null;
  const url = new URL(link, "https://amal.invalid");
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
}

/** A pointer further than this from where it went down is a drag, not a tap. */
const TAP_SLOP_PX = 6;

interface NotificationCardProps {
  notification: Notification;
  /** Shown as unread in this view (it was unread when the page opened). */
  unread: boolean;
  onDismiss: (notification: Notification) => void;
}

export function NotificationCard({ notification, unread, onDismiss }: NotificationCardProps) {
  const t = useT("notifications");
  const longDate = useLongDate();
  const title = t(titleKey(notification.id));
  const [expanded, setExpanded] = useState(false);
  const [offset, setOffset] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const drag = useRef<{ x: number; y: number; pointer: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest("a, .notification-card__dismiss")) return;
    drag.current = { x: e.clientX, y: e.clientY, pointer: e.pointerId, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    const dx = e.clientX - d.x;
    if (!d.moved) {
      if (Math.abs(dx) < TAP_SLOP_PX || Math.abs(dx) < Math.abs(e.clientY - d.y)) return;
      d.moved = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    setOffset(Math.min(0, dx));
  };
  const onPointerEnd = (e: PointerEvent<HTMLLIElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    drag.current = null;
    if (!d.moved) return;
    suppressClick.current = true;
    if (e.type === "pointerup" && e.clientX - d.x < -DISMISS_DRAG_PX) {
      setLeaving(true);
      onDismiss(notification);
    } else setOffset(0);
  };

  const target = appTarget(notification.link);
  const snippet = notification.text.length > 60 ? `${notification.text.slice(0, 57)}…` : notification.text;
  const classes = ["notification-card", unread && "is-unread", expanded && "is-expanded", offset !== 0 && "is-dragging", leaving && "is-leaving"].filter(Boolean).join(" ");

  return (
    <li
      className={classes}
      data-notification-id={notification.id}
      style={offset || leaving ? { transform: `translateX(${leaving ? "-110%" : `${offset}px`})`, opacity: leaving ? 0 : Math.max(0.35, 1 + offset / 300) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <button
        type="button"
        className="notification-card__body"
        aria-expanded={expanded}
        onClick={() => {
          if (suppressClick.current) {
            suppressClick.current = false;
            return;
          }
          setExpanded((v) => !v);
        }}
      >
        <span className="notification-card__head">
          {unread && <span className="notification-card__dot" aria-hidden="true" />}
          <Text as="span" weight="bold" size="3" className="notification-card__title">
            {title}
          </Text>
          {unread && <VisuallyHidden>{t("card.unread")}</VisuallyHidden>}
        </span>
        <Text as="span" size="2" className="notification-card__text" dir="auto" data-i18n="content">
          {notification.text}
        </Text>
        <Text as="span" size="1" color="gray" className="notification-card__date">
          <time dateTime={notification.insertedAt}>{longDate(notification.insertedAt)}</time>
        </Text>
      </button>
      {target && (
        <AppLink to={target.to} search={target.search} className="notification-card__open">
          {t("card.open")}
          <ArrowUpRight size={14} aria-hidden="true" className="flip-rtl" />
        </AppLink>
      )}
      <button type="button" className="notification-card__dismiss" aria-label={t("card.dismiss", { title: `${title} ${snippet}` })} onClick={() => onDismiss(notification)}>
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
