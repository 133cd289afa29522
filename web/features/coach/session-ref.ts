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

/** Formats a date in the interface's language (a translator's `t.date`). */
type DateFormat = { date(value: Date, options: Intl.DateTimeFormatOptions): string };
const ENGLISH: DateFormat = { date: (value, options) => new Intl.DateTimeFormat("en-US", options).format(value) };

/**
 * Today's date as the spec names new sessions: "November 22, 2026" (the browser's own day), in the
 * interface's language ("22 نوفمبر 2026" in Arabic).
 */
export function todaysSessionName(now = new Date(), format: DateFormat = ENGLISH): string {
  return format.date(now, { month: "long", day: "numeric", year: "numeric" });
}

/** A fresh session: id from the current timestamp, name from today's date. */
export function newSessionRef(now = new Date(), format: DateFormat = ENGLISH): SessionRef {
  return { id: String(now.getTime()), name: todaysSessionName(now, format) };
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
