import { STORAGE_KEYS, writeStorage } from "../lib/storage";
import { setAuthed } from "./auth";

/** Ends the session in this browser: tells the server (when signed in) and clears local flags. */
export async function signOutLocally() {
  await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  for (const key of [STORAGE_KEYS.subscriptionStatus, STORAGE_KEYS.intercomHash]) writeStorage(key, null);
  setAuthed(false);
}
