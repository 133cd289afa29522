import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { readStorage, STORAGE_KEYS } from "../lib/storage";

/**
 * Whether this browser is signed in (the spec's isAuthed flag, mirrored from local storage).
 * Starts false so prerendered HTML and the first client render agree, then reads storage.
 */
export const isAuthedAtom = atom(false);

export function useIsAuthed() {
  const [isAuthed, setAuthed] = useAtom(isAuthedAtom);
  useEffect(() => {
    setAuthed(readStorage(STORAGE_KEYS.isAuthenticated) === "true");
  }, [setAuthed]);
  return isAuthed;
}
