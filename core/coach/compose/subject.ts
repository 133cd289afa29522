/**
 * The subject of a request as the user wrote it. Intent detection works on folded text
 * (Arabic spelling merged, lower case); answers quote the user's own words instead.
 */
import { fold } from "../text.ts";

/** The words of `original` whose folded form is in `foldedSubject`, in order; `foldedSubject` itself when none map back. */
export function displaySubject(original: string, foldedSubject: string): string {
  const wanted = new Set(foldedSubject.split(" ").filter(Boolean));
  if (wanted.size === 0) return "";
  const picked: string[] = [];
  for (const raw of original.split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}\p{N}#+.]+|[^\p{L}\p{N}#+]+$/gu, "");
    if (!token) continue;
    const folded = fold(token).trim();
    if (folded.split(" ").some((part) => wanted.has(part))) picked.push(token);
  }
  return picked.length > 0 ? picked.join(" ") : foldedSubject;
}
