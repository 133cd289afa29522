/**
 * The tracker's list rules (spec section 4, Email filters), as pure functions: the active
 * filters (applied once each, removable, cleared), a category card that filters and restores,
 * an empty re-fetch that keeps the list shown before, and a live re-read merged into what is
 * already loaded.
 */
import type { EmailGroup, EmailListItem } from "../../../core/schemas/email";
import type { EmailQuery } from "./api";

/** Applying a saved filter adds it to the active set; an already active filter is not added twice. */
export function applyFilter(query: EmailQuery, id: number): EmailQuery {
  return query.filters.includes(id) ? query : { ...query, filters: [...query.filters, id] };
}

export function removeFilter(query: EmailQuery, id: number): EmailQuery {
  return { ...query, filters: query.filters.filter((f) => f !== id) };
}

export function clearFilters(query: EmailQuery): EmailQuery {
  return { ...query, filters: [] };
}

/** Selecting a card filters by its group; selecting it again restores the list. */
export function toggleGroup(query: EmailQuery, group: EmailGroup): EmailQuery {
  return { ...query, classification: query.classification === group ? null : group };
}

/** What the list shows: its e-mails, the query they answered, and where the next page starts. */
export interface Shown {
  query: EmailQuery;
  emails: EmailListItem[];
  nextCursor: string | null;
}

/**
 * The list after a re-fetch for a new filter or card. An empty answer keeps the e-mails shown
 * before (`fellBack`), unless nothing was shown either; a search's empty answer is shown as it is.
 */
export function afterRefetch(prior: Shown, next: Shown, kind: "filters" | "search"): { shown: Shown; fellBack: boolean } {
  if (kind === "filters" && next.emails.length === 0 && prior.emails.length > 0) return { shown: prior, fellBack: true };
  return { shown: next, fellBack: false };
}

/**
 * A live re-read of the first page merged with what was loaded: the fresh first page, then the
 * older e-mails already loaded below it (so "Load more" pages stay), keeping the older cursor.
 */
export function mergeFirstPage(loaded: Shown, fresh: Shown): Shown {
  if (fresh.nextCursor === null || loaded.emails.length <= fresh.emails.length) return fresh;
  const last = fresh.emails.at(-1);
  if (!last) return fresh;
  const seen = new Set(fresh.emails.map((e) => e.id));
  const older = loaded.emails.filter((e) => !seen.has(e.id) && isOlder(e, last));
  return { query: fresh.query, emails: [...fresh.emails, ...older], nextCursor: older.length ? loaded.nextCursor : fresh.nextCursor };
}

/** Newest first: by time, then by id. */
function isOlder(a: EmailListItem, than: EmailListItem): boolean {
  if (a.received_at !== than.received_at) return a.received_at < than.received_at;
  return a.id < than.id;
}

export function sameQuery(a: EmailQuery, b: EmailQuery): boolean {
  return a.q.trim() === b.q.trim() && a.classification === b.classification && a.filters.join(",") === b.filters.join(",");
}
