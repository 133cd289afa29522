import { useSyncExternalStore } from "react";
import { isAuthedNow, subscribeAuthed } from "./auth-flag";

export { isAuthedNow, setAuthed } from "./auth-flag";

/**
 * Signed in? False while prerendering and hydrating, so server and client HTML agree. A tiny
 * external store (./auth-flag.ts) rather than a state library.
 */
export function useIsAuthed(): boolean {
  return useSyncExternalStore(subscribeAuthed, isAuthedNow, () => false);
}
