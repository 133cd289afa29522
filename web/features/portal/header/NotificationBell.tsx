import { useAtomValue } from "jotai";
import { Bell } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { notificationDotAtom } from "../../notifications/state";

/**
 * The header's bell, linking the notifications page; a red dot marks a notification newer than
 * the account's seen id (the portal shell's NotificationWatcher decides, live, and the dot stays
 * until the notifications page is opened).
 */
export function NotificationBell() {
  const t = useT("portal");
  const fresh = useAtomValue(notificationDotAtom);
  return (
    <AppLink to="/portal/notifications" className="portal-header__icon-button" aria-label={fresh ? t("header.notificationsNew") : t("header.notifications")}>
      <Bell size={20} strokeWidth={1.9} aria-hidden="true" />
      {fresh && <span className="portal-header__dot" data-testid="notification-dot" aria-hidden="true" />}
    </AppLink>
  );
}
