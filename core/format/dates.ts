/**
 * Calendar dates as the product shows them ("March 5, 2024"). Dates are stored as ISO
 * `YYYY-MM-DD` strings; they are formatted from their parts, never through the local time
 * zone, so a date reads the same on the server, in the prerendered HTML and in any browser.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * The parts of an ISO calendar date (`2024-03-05`, or the date part of `2024-03-05T10:00:00Z`
 * as written), or null when it is not a real date (`2024-02-30`, `March 5`).
 */
export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(iso.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // Date.UTC rolls impossible days over (Feb 30 → Mar 2); a real date survives the round trip.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Formats an ISO date as a long en-US date: `formatLongDate("2024-03-05") === "March 5, 2024"`.
 * Time-zone independent. Input that is not a valid date is returned unchanged, so a bad value
 * from the server shows as it is instead of breaking the page.
 */
export function formatLongDate(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return iso;
  return `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/**
 * Formats an ISO date as a long date in an `Intl` locale (`intlLocale()` of core/i18n):
 * `formatLongDateIn("2024-03-05", "ar-EG-u-nu-latn") === "5 مارس 2024"`. US English is
 * formatLongDate's. Time-zone independent (the date's own day, read in UTC); input that is not a
 * valid date is returned unchanged.
 */
export function formatLongDateIn(iso: string, intlTag: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return iso;
  if (intlTag === "en-US") return formatLongDate(iso);
  const format = new Intl.DateTimeFormat(intlTag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return format.format(Date.UTC(parts.year, parts.month - 1, parts.day));
}
