import { Bell } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { readStorage, STORAGE_KEYS } from "../../../lib/storage";

/**
 * The spec's notification dot: shown when the newest notification's id is higher than the
 * last one this browser has seen (`notifications_last_id` in local storage). No id yet — no
 * notifications, or none loaded — means no dot.
 */
export function hasNewNotification(latestId: number | null | undefined, lastSeenId: string | null): boolean {
  if (latestId == null || !Number.isFinite(latestId)) return false;
  const seen = Number(lastSeenId);
  return !lastSeenId || !Number.isFinite(seen) ? latestId > 0 : latestId > seen;
}

/** The header's bell, linking the notifications page; a red dot marks something new. */
export function NotificationBell({ latestId }: { latestId?: number | null }) {
  const t = useT("portal");
  const fresh = hasNewNotification(latestId, readStorage(STORAGE_KEYS.notificationsLastId));
  return (
    <AppLink to="/portal/notifications" className="portal-header__icon-button" aria-label={fresh ? t("header.notificationsNew") : t("header.notifications")}>
      <Bell size={20} strokeWidth={1.9} aria-hidden="true" />
      {fresh && <span className="portal-header__dot" data-testid="notification-dot" aria-hidden="true" />}
    </AppLink>
  );
}
