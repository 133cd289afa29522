/**
 * Which coaching session the chat screen shows, and how a new one is named (spec: "Local session:
 * sessionId (timestamp string), sessionName (today's date as long month, day, year), both in
 * local storage"; stored only after the server has created it).
 */
import { readStorage, STORAGE_KEYS, writeStorage } from "../../lib/storage";

export interface SessionRef {
  id: string;
  name: string;
}

/** A session id is the creation timestamp in milliseconds (what `Date.now()` gives). */
export const SESSION_ID_PATTERN = /^\d{1,20}$/;

/** Today's date as the spec names new sessions: "November 22, 2026" (the browser's own day). */
export function todaysSessionName(now = new Date()): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(now);
}

/** A fresh session: id from the current timestamp, name from today's date. */
export function newSessionRef(now = new Date()): SessionRef {
  return { id: String(now.getTime()), name: todaysSessionName(now) };
}

export function storedSession(): SessionRef | null {
  const id = readStorage(STORAGE_KEYS.sessionId);
  const name = readStorage(STORAGE_KEYS.sessionName);
  return id && SESSION_ID_PATTERN.test(id) ? { id, name: name ?? "" } : null;
}

export function storeSession(ref: SessionRef | null) {
  writeStorage(STORAGE_KEYS.sessionId, ref?.id ?? null);
  writeStorage(STORAGE_KEYS.sessionName, ref?.name ?? null);
}

/** The session a URL names: both `session_id` and `session_name` present (spec), or the nested route's params. */
export function sessionFromUrl(id: string | undefined, name: string | undefined): SessionRef | null {
  return id && name !== undefined && SESSION_ID_PATTERN.test(id) ? { id, name } : null;
}
