/**
 * Where a browser goes once the server has signed it in (password, e-mailed sign-in link): the
 * portal, or only the subscription pages when the subscription's renewal failed (spec §4: the
 * server answers 403 `subscription_failed` but has opened the session all the same).
 */
import type { useNavigate } from "@tanstack/react-router";
import { STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { setAuthed } from "../../state/auth";
import { signInLocally, type SignInResult } from "../../state/session";
import { ApiError } from "./api";

type Navigate = ReturnType<typeof useNavigate>;

/** Records the sign-in in this browser and opens the portal. */
export async function openPortal(navigate: Navigate, result: SignInResult) {
  signInLocally(result);
  await navigate({ href: "/portal", replace: true });
}

/**
 * For a refused sign-in: when it is the failed-renewal 403 (signed in, subscription pages only),
 * records the sign-in, opens the subscription manager and returns true; otherwise false.
 */
export async function openSubscriptionManagerIfRenewalFailed(navigate: Navigate, err: unknown): Promise<boolean> {
  if (!(err instanceof ApiError && err.status === 403 && err.code === "subscription_failed")) return false;
  const body = err.body as Partial<SignInResult> | undefined;
  if (body?.user) signInLocally(body as SignInResult);
  else setAuthed(true);
  writeStorage(STORAGE_KEYS.subscriptionStatus, "failed");
  await navigate({ href: "/portal/subscription-manager", replace: true });
  return true;
}
