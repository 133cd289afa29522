import { useSyncExternalStore } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";

/**
 * Whether this browser is signed in (the spec's isAuthed flag, mirrored in local storage).
 * A tiny external store rather than a jotai atom: the public site's header reads it, and the
 * landing page's JavaScript budget has no room for a state library. Other tabs are followed
 * through the `storage` event.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
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

/** Signed in? False while prerendering and hydrating, so server and client HTML agree. */
export function useIsAuthed(): boolean {
  return useSyncExternalStore(subscribe, isAuthedNow, () => false);
}

export function setAuthed(value: boolean) {
  writeStorage(STORAGE_KEYS.isAuthenticated, value ? "true" : null);
  for (const l of listeners) l();
}
