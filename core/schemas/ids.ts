/**
 * The one way to read an id from a request. A row id in a JSON body is a JSON number that is a
 * positive whole number; where the id can only arrive as text (a URL parameter or query, a
 * multipart field) it is a string of digits. Nothing is coerced: `true`, `[]`, `{}`, `"1e3"`,
 * `"-1"`, `""` and `1.5` are refused, so a malformed request never selects row 1 by accident.
 */
import { z } from "zod";

/** The largest id we accept: D1 rows stay far below it, and every digit string up to it is exact. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A row id in a JSON body: a positive whole JSON number. `message` is the one sentence the user sees. */
export const jsonId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

/** A row id that arrives as text (URL parameter, query, form field): 1 to 15 digits, no leading zero. */
export const textId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,14}$/, { error: message })
    .transform(Number);

/**
 * The coaching session id: the session's creation timestamp in milliseconds, as 1 to 20 digits.
 * It stays a string (the rooms are named by it), in a JSON body and in the URL alike.
 */
export const sessionId = () => {
  const format = "session_id must be 1 to 20 digits (the session's creation timestamp)";
  return z
    .string({ error: (issue) => (issue.input === undefined ? "session_id is required" : format) })
    .regex(/^\d{1,20}$/, { error: format });
};
