import { parseIsoDate } from "../../../../core/format/dates";
import { useT } from "../../../i18n/I18n";

/**
 * Calendar dates as the portal shows them, in the interface language and digit style ("March 5,
 * 2024", "٥ مارس ٢٠٢٤"). Read from the date's parts in UTC, never through the local time zone, so
 * a date reads the same in every browser; a value that is not a date shows as it is.
 */
export function useLongDate(): (iso: string) => string {
  const t = useT("portal");
  return (iso) => {
    const parts = parseIsoDate(iso);
    if (!parts) return iso;
    return t.date(Date.UTC(parts.year, parts.month - 1, parts.day), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  };
}
