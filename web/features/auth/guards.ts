/**
 * Route guards (spec §4, "Route guard"). Signed-in means the local flag (`isAuthenticated`); the
 * portal confirms it with GET /api/auth/me, and any 401 after that drops the browser back to
 * /login (see `watchSessionExpiry`).
 *
 *   export const Route = createFileRoute("/login")({ beforeLoad: guestOnly, ... })
 *   export const Route = createFileRoute("/portal")({ beforeLoad: requireAuthed, ... })
 */
import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { readStorage, STORAGE_KEYS } from "../../lib/storage";
import { isAuthedNow } from "../../state/auth";
import { watchSessionExpiry } from "./session-expiry";
import { signedInMayStayOnSignup } from "./signup/progress";

/** The portal's start page. A plain path: the portal routes are declared elsewhere. */
const PORTAL = "/portal";
const SUBSCRIPTION_MANAGER = "/portal/subscription-manager";
/** Pages a user with a failed payment may still open. */
const SUBSCRIPTION_PATHS = /\/(subscription-manager|renew-subscription)(\/|$)/;

/**
 * For /login, /signup, /forgot-password, /reset-password and /oauth2callback: a signed-in user is
 * sent to the portal. The one exception is the end of the signup wizard: the account exists (and
 * is signed in) from step 4 on, so its coupon and payment steps stay reachable.
 */
export function guestOnly({ location }: { location: ParsedLocation }) {
  if (!isAuthedNow()) return;
  if (location.pathname === "/signup" && signedInMayStayOnSignup((location.search as { step?: unknown }).step)) return;
  throw redirect({ href: PORTAL, replace: true });
}

/**
 * For the portal's layout route: a visitor who is not signed in goes to /login; a user whose
 * subscription payment failed may only open the subscription pages. It also starts watching for
 * an expired session, so any later 401 from the API sends the user to /login.
 */
export function requireAuthed({ location }: { location: ParsedLocation }) {
  if (!isAuthedNow()) throw redirect({ to: "/login", replace: true });
  watchSessionExpiry();
  if (readStorage(STORAGE_KEYS.subscriptionStatus) === "failed" && !SUBSCRIPTION_PATHS.test(location.pathname)) {
    throw redirect({ href: SUBSCRIPTION_MANAGER, replace: true });
  }
}
