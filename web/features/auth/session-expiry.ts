/**
 * Session expiry anywhere (spec §4: "Session expiry returns to login"). Lives with the sign-in
 * feature rather than in web/state, so the public pages' shared chunk does not carry it.
 */
import { isAuthedNow } from "../../state/auth";
import { clearLocalSession, SESSION_EXPIRED_URL } from "../../state/session";

/** Requests whose 401 means "wrong credentials", not "your session ended". */
const CREDENTIAL_ENDPOINTS = ["/api/auth/login", "/api/auth/signup", "/api/auth/oauth/callback", "/api/auth/logout"];

function apiPath(input: RequestInfo | URL): string | null {
  try {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith("/api/") ? url.pathname : null;
  } catch {
    return null;
  }
}

let watching = false;

/**
 * Once installed, any API answer of 401 while this browser believes it is signed in clears the
 * local flags and goes to the login page. It wraps `window.fetch`, so the typed client and plain
 * fetches alike are covered; installing twice is a no-op. The portal's route guard
 * (`requireAuthed`) installs it.
 */
export function watchSessionExpiry(onExpired: () => void = () => window.location.assign(SESSION_EXPIRED_URL)) {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async function fetchWatchingSession(input: RequestInfo | URL, init?: RequestInit) {
    const res = await originalFetch(input, init);
    if (res.status === 401 && isAuthedNow()) {
      const path = apiPath(input);
      if (path && !CREDENTIAL_ENDPOINTS.includes(path)) {
        clearLocalSession();
        onExpired();
      }
    }
    return res;
  };
}
