import { readStorage, STORAGE_KEYS } from "../../lib/storage";
import { fetchPublicConfig } from "./api";

declare global {
  interface Window {
    Intercom?: ((...args: unknown[]) => void) & { q?: unknown[] };
    intercomSettings?: Record<string, unknown>;
  }
}

/**
 * The customer chat widget (Intercom), on every page when the deployment sets INTERCOM_APP_ID.
 * Signed-in users are identified with the server-computed identity hash from the login response.
 * With no app id nothing is loaded. Returns a function that cancels a start still under way.
 */
export function startCustomerChat(): () => void {
  let cancelled = false;
  fetchPublicConfig()
    .then((config) => {
      if (cancelled || !config.intercomAppId || window.Intercom) return;
      const settings: Record<string, unknown> = { app_id: config.intercomAppId };
      const hash = readStorage(STORAGE_KEYS.intercomHash);
      const userId = readStorage(STORAGE_KEYS.userId);
      if (hash && userId) Object.assign(settings, { user_id: userId, user_hash: hash });
      window.intercomSettings = settings;
      const queue: unknown[] = [];
      const stub = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
      window.Intercom = stub;
      const script = document.createElement("script");
      script.async = true;
      script.src = `https://widget.intercom.io/widget/${encodeURIComponent(config.intercomAppId)}`;
      script.onload = () => window.Intercom?.("boot", settings);
      document.body.appendChild(script);
    })
    .catch(() => {
      /* the widget is optional; the site works without it */
    });
  return () => {
    cancelled = true;
  };
}
