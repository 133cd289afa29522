import { api, read } from "../api";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";
import { setAuthed } from "./auth-flag";

/** The signed-in user's id as this browser recorded it at sign-in (null when signed out). */
export function signedInUserId(): string | null {
  return readStorage(STORAGE_KEYS.userId);
}

/** What the sign-in endpoints answer (login, signup, OAuth callback): only what this browser keeps. */
export interface SignInResult {
  user: { id: string };
  intercom_hash: string | null;
}

/**
 * Records a successful sign-in in this browser (spec: "Login success: authenticated flag and
 * intercom hash stored locally"). The session itself is the HttpOnly cookie the server set.
 */
export function signInLocally(result: SignInResult) {
  writeStorage(STORAGE_KEYS.intercomHash, result.intercom_hash);
  writeStorage(STORAGE_KEYS.userId, result.user.id);
  setAuthed(true);
}

/** Forgets the session in this browser only (the server already refused it, or was told). */
export function clearLocalSession() {
  for (const key of [STORAGE_KEYS.subscriptionStatus, STORAGE_KEYS.intercomHash, STORAGE_KEYS.userId]) writeStorage(key, null);
  setAuthed(false);
}

/** Ends the session in this browser: tells the server (when signed in) and clears local flags. */
export async function signOutLocally() {
  // Signed out here whatever the server says (it may be unreachable, or the session already gone).
  await read(api.auth.logout.$post()).catch(() => undefined);
  clearLocalSession();
}

/** Where an expired session lands: the login page, which then says why. */
export const SESSION_EXPIRED_URL = "/login?expired=1";
