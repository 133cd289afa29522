/**
 * Search-parameter readers for the sign-in routes. The router parses `?x=123` as a number, so a
 * token or code that happens to look numeric is read from the raw URL instead, unchanged.
 */

/** A string parameter exactly as it is in the address bar (undefined when absent or empty). */
export function rawSearchParam(search: Record<string, unknown>, name: string): string | undefined {
  const value = search[name];
  if (typeof value === "string") return value || undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof window === "undefined") return String(value);
  return new URLSearchParams(window.location.search).get(name) || undefined;
}

/** A positive whole number parameter such as `plan_id`. */
export function idSearchParam(search: Record<string, unknown>, name: string): number | undefined {
  const n = Number(search[name]);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
