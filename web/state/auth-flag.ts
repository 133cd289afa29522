import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";

/**
 * Whether this browser is signed in (the spec's isAuthed flag, mirrored in local storage), without
 * React: the public site's islands read it too. Listeners hear this tab's changes; other tabs are
 * followed through the `storage` event.
 */
const listeners = new Set<() => void>();

export function subscribeAuthed(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.isAuthenticated && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Signed in right now, read from local storage (route guards and event handlers; not for render). */
export function isAuthedNow(): boolean {
  return readStorage(STORAGE_KEYS.isAuthenticated) === "true";
}

export function setAuthed(value: boolean) {
  writeStorage(STORAGE_KEYS.isAuthenticated, value ? "true" : null);
  for (const l of listeners) l();
}
