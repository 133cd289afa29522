/**
 * A whole list edited on the page and saved in one request (jobs, skills, resumes): the rows on
 * screen, the list as the server last gave it, and the version it was read at. Rows are added,
 * changed and removed locally; the list is unsaved while the rows differ from the saved ones;
 * Cancel goes back to the saved list; a save that succeeds becomes the new saved list.
 *
 * Plain functions over immutable values, so the rules are tested without a browser; the hook at
 * the end holds one draft in React state.
 */
import { useCallback, useState } from "react";

/** One row on screen: a stable key for React and for editing, and its value. */
export interface Row<T> {
  /** `saved:<id>` for a row read from the server, `new:<n>` for one added on the page. */
  key: string;
  value: T;
}

export interface ListDraft<T> {
  /** The list as last saved (or read), in order. */
  saved: readonly Row<T>[];
  /** What the page shows. */
  rows: readonly Row<T>[];
  /** The version `saved` was read at, sent back with a save. */
  version: string;
  /**
   * A newer list the server gave while the user had unsaved changes (another part of the page
   * added to it). The user's rows stay; Cancel goes to this list, and a save made with the old
   * version is refused as stale rather than overwriting it.
   */
  newer: { items: readonly T[]; version: string } | null;
  /** The number the next added row's key takes. */
  next: number;
}

type WithId = { id?: number };

const keyOf = (item: WithId, fallback: number) => (item.id === undefined ? `new:${fallback}` : `saved:${item.id}`);

/** A draft with nothing unsaved: the rows are the list as read. */
export function draftOf<T extends WithId>(items: readonly T[], version: string): ListDraft<T> {
  const rows = items.map((value, i) => ({ key: keyOf(value, i), value }));
  return { saved: rows, rows, version, newer: null, next: items.length };
}

/** Adds a row at the end. */
export function addRow<T>(draft: ListDraft<T>, value: T): ListDraft<T> {
  return { ...draft, rows: [...draft.rows, { key: `new:${draft.next}`, value }], next: draft.next + 1 };
}

/** Replaces the value of the row with `key`. */
export function updateRow<T>(draft: ListDraft<T>, key: string, value: T): ListDraft<T> {
  return { ...draft, rows: draft.rows.map((row) => (row.key === key ? { key, value } : row)) };
}

/** Takes the row with `key` off the list. */
export function removeRow<T>(draft: ListDraft<T>, key: string): ListDraft<T> {
  return { ...draft, rows: draft.rows.filter((row) => row.key !== key) };
}

/** Cancel: the saved list again (or the newer one the server gave meanwhile). */
export function revert<T extends WithId>(draft: ListDraft<T>): ListDraft<T> {
  if (draft.newer) return draftOf(draft.newer.items, draft.newer.version);
  return { ...draft, rows: draft.saved };
}

/** Two values hold the same fields with the same values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/** True when the rows on screen differ from the saved list: added, removed, changed or reordered. */
export function isDirty<T>(draft: ListDraft<T>): boolean {
  if (draft.rows === draft.saved) return false;
  if (draft.rows.length !== draft.saved.length) return true;
  return draft.rows.some((row, i) => row.key !== draft.saved[i]!.key || !sameValue(row.value, draft.saved[i]!.value));
}

/** Whether one row is new or changed since the last save (for its "not saved" mark). */
export function rowState<T>(draft: ListDraft<T>, key: string): "saved" | "new" | "changed" {
  const row = draft.rows.find((r) => r.key === key);
  const saved = draft.saved.find((r) => r.key === key);
  if (!saved) return "new";
  return row && !sameValue(row.value, saved.value) ? "changed" : "saved";
}

/**
 * The server gave a newer list (after Get Info, or a reload). Without unsaved changes the page
 * shows it; with some, the user's rows stay on screen and the newer list waits for Cancel.
 */
export function rebase<T extends WithId>(draft: ListDraft<T>, items: readonly T[], version: string): ListDraft<T> {
  if (!isDirty(draft)) return draftOf(items, version);
  return { ...draft, newer: { items, version } };
}

/**
 * A row the server saved on its own (an uploaded resume): first on both the saved list and the
 * page, with the list's new version; the changes still unsaved stay unsaved.
 */
export function prependSaved<T extends WithId>(draft: ListDraft<T>, item: T, version: string): ListDraft<T> {
  const row = { key: keyOf(item, draft.next), value: item };
  return { ...draft, saved: [row, ...draft.saved], rows: [row, ...draft.rows], version };
}

/** What a save sends: the values on screen, in order. */
export function valuesOf<T>(draft: ListDraft<T>): T[] {
  return draft.rows.map((row) => row.value);
}

export interface ListDraftApi<T> {
  draft: ListDraft<T>;
  dirty: boolean;
  add(value: T): void;
  update(key: string, value: T): void;
  remove(key: string): void;
  revert(): void;
  /** A row the server already saved, first on the list. */
  prependSaved(item: T, version: string): void;
  /** The list as the server now holds it (after a save or a reload): nothing unsaved. */
  reset(items: readonly T[], version: string): void;
}

/**
 * One list's draft in React state. When `items` (the page's data) is replaced — Get Info
 * refreshed the page — the draft follows by `rebase`.
 */
export function useListDraft<T extends WithId>(items: readonly T[], version: string): ListDraftApi<T> {
  const [state, setState] = useState(() => ({ source: items, draft: draftOf(items, version) }));
  let draft = state.draft;
  if (state.source !== items) {
    // Adjusting state while rendering, as React recommends for state derived from a prop.
    draft = rebase(state.draft, items, version);
    setState({ source: items, draft });
  }
  const change = useCallback((step: (d: ListDraft<T>) => ListDraft<T>) => setState((s) => ({ ...s, draft: step(s.draft) })), []);
  return {
    draft,
    dirty: isDirty(draft),
    add: useCallback((value: T) => change((d) => addRow(d, value)), [change]),
    update: useCallback((key: string, value: T) => change((d) => updateRow(d, key, value)), [change]),
    remove: useCallback((key: string) => change((d) => removeRow(d, key)), [change]),
    revert: useCallback(() => change(revert), [change]),
    prependSaved: useCallback((item: T, nextVersion: string) => change((d) => prependSaved(d, item, nextVersion)), [change]),
    reset: useCallback((next: readonly T[], nextVersion: string) => change(() => draftOf(next, nextVersion)), [change]),
  };
}
