/**
 * Where a browser goes once the server has signed it in (password, e-mailed sign-in link): the
 * portal, or only the subscription pages when the subscription's renewal failed (spec §4: the
 * server answers 403 `subscription_failed` but has opened the session all the same).
 */
import type { useNavigate } from "@tanstack/react-router";
import type { DigitStyle, Locale } from "../../../core/i18n/locales";
import { adoptAccountLanguage } from "../../i18n/account-language";
import { STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { setAuthed } from "../../state/auth";
import { signInLocally, type SignInResult } from "../../state/session";
import { ApiError } from "./api";

type Navigate = ReturnType<typeof useNavigate>;

type SignedIn = SignInResult & { user: { locale?: Locale; digits?: DigitStyle } };

/**
 * Records the sign-in in this browser and opens `href` (the portal): in the account's language,
 * reloading into it when the screen was in another, unless the user chose this one just now.
 */
export async function openPortal(navigate: Navigate, result: SignedIn, onScreen: Locale, href = "/portal") {
  signInLocally(result);
  if (await adoptAccountLanguage(result.user, onScreen, (to) => window.location.replace(to), href)) return;
  await navigate({ href, replace: true });
}

/**
 * For a refused sign-in: when it is the failed-renewal 403 (signed in, subscription pages only),
 * records the sign-in, opens the subscription manager and returns true; otherwise false.
 */
export async function openSubscriptionManagerIfRenewalFailed(navigate: Navigate, err: unknown, onScreen: Locale): Promise<boolean> {
  if (!(err instanceof ApiError && err.status === 403 && err.code === "subscription_failed")) return false;
  const body = err.body as Partial<SignedIn> | undefined;
  writeStorage(STORAGE_KEYS.subscriptionStatus, "failed");
  const href = "/portal/subscription-manager";
  if (body?.user) return openPortal(navigate, body as SignedIn, onScreen, href).then(() => true);
  setAuthed(true);
  await navigate({ href, replace: true });
  return true;
}
