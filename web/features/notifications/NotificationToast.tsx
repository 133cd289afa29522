/**
 * The toast "New notification! Check your updates." (spec section 2, Notifications): a polite
 * live message at the bottom of the screen for a few seconds, with a link to the list and a
 * close button. The live region is always in the page so screen readers announce each arrival.
 */
import { useAtom } from "jotai";
import { Bell, X } from "lucide-react";
import { useEffect } from "react";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { notificationToastAtom } from "./state";
import "./notifications.css";

/** How long the toast stays. */
export const TOAST_MS = 6000;

export function NotificationToast() {
  const t = useT("notifications");
  const [toast, setToast] = useAtom(notificationToastAtom);
  useEffect(() => {
    if (toast === null) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, setToast]);

  return (
    <div className="notification-toast-region" aria-live="polite" aria-atomic="true">
      {toast !== null && (
        <div className="notification-toast" data-testid="notification-toast">
          <Bell size={18} aria-hidden="true" className="notification-toast__icon" />
          <AppLink to="/portal/notifications" className="notification-toast__text" onClick={() => setToast(null)}>
            {t("toast.new")}
          </AppLink>
          <button type="button" className="notification-toast__close" aria-label={t("toast.close")} onClick={() => setToast(null)}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
