/**
 * The portal's calls to the accounts API, through the typed client (`web/api.ts`), so a changed
 * route or body fails the type check. Each throws `ApiError` with the server's message and
 * fields; `isSessionExpired` tells a lapsed session (401) from the rest.
 */
import { api, ApiError, read } from "../../api";
import { clearLocalSession, SESSION_EXPIRED_URL, signOutLocally } from "../../state/session";
import type { ChangePasswordBody, MeResponse, PortalHome } from "./types";

/** The signed-in user (GET /api/auth/me). */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return read(api.auth.me.$get(undefined, { init: { signal } }));
}

/** Everything the portal home shows, in one request (GET /api/portal/home). */
export function fetchPortalHome(signal?: AbortSignal): Promise<PortalHome> {
  return read(api.portal.home.$get(undefined, { init: { signal } }));
}

/** POST /api/auth/change-password; the server renews this session and ends the others. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await read(api.auth["change-password"].$post({ json: body }));
}

/** True when the server no longer knows this browser's session. */
export function isSessionExpired(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/**
 * The session lapsed (spec: "Session expiry returns to login"): forget it in this browser and
 * return where to go — the login page, which says why. The portal guard's fetch watcher does the
 * same for any 401; this covers the portal's own requests explicitly.
 */
export function forgetExpiredSession(): string {
  clearLocalSession();
  return SESSION_EXPIRED_URL;
}

/** Logout: the server deletes the session and clears the cookie; this browser clears its flags. */
export function logout(): Promise<void> {
  return signOutLocally();
}
