/**
 * Route guards (spec §4, "Route guard"). Signed-in means the local flag (`isAuthenticated`); the
 * portal confirms it with GET /api/auth/me, and any 401 after that drops the browser back to
 * /login (see `watchSessionExpiry`).
 *
 *   export const Route = createFileRoute("/login")({ beforeLoad: guestOnly, ... })
 *   export const Route = createFileRoute("/portal")({ beforeLoad: requireAuthed, ... })
 */
import { redirect, type ParsedLocation } from "@tanstack/react-router";
import type { AccessState } from "../billing/types";
import { ApiError } from "../../api-errors";
import { isAuthedNow } from "../../state/auth";
import { clearLocalSession, SESSION_EXPIRED_URL } from "../../state/session";
import { billingStatus, paymentFailedFlag } from "../billing/storage";
import { watchSessionExpiry } from "./session-expiry";
import { signedInMayStayOnSignup } from "./signup/progress";

/** The portal's start page. A plain path: the portal routes are declared elsewhere. */
const PORTAL = "/portal";
const SUBSCRIPTION_MANAGER = "/portal/subscription-manager";
/** Pages a user without a working subscription may still open. */
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
 * For the portal's layout route: a visitor who is not signed in goes to /login. The portal is
 * for subscribers: a user whose payment failed (the `subscriptionStatus` flag a 403 at login
 * stores, or the server's answer) or who has never paid may only open the subscription pages,
 * and is sent to the subscription manager from any other. The server's answer
 * (GET /api/billing/status) is asked once per page session and after each payment. It also
 * starts watching for an expired session, so any later 401 from the API sends the user to /login.
 */
export async function requireAuthed({ location }: { location: ParsedLocation }) {
  if (!isAuthedNow()) throw redirect({ to: "/login", replace: true });
  watchSessionExpiry();
  if (SUBSCRIPTION_PATHS.test(location.pathname)) return;
  let access: AccessState;
  try {
    access = (await billingStatus()).access;
  } catch (err) {
    // A lapsed session: the fetch watcher is already on its way to /login.
    if (err instanceof ApiError && err.status === 401) {
      clearLocalSession();
      throw redirect({ href: SESSION_EXPIRED_URL, replace: true });
    }
    // The API could not answer (offline, a hiccup): the stored flag decides; without it the page
    // loads and reports its own errors rather than lock a paying user out (the server checks
    // every paid request again).
    if (paymentFailedFlag()) throw redirect({ href: SUBSCRIPTION_MANAGER, replace: true });
    return;
  }
  // The answer also refreshed the stored flag: a payment fixed on another device clears it here.
  if (access !== "active") throw redirect({ href: SUBSCRIPTION_MANAGER, replace: true });
}
