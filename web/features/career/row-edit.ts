/**
 * One row in edit at a time (jobs, certificates, education, a skill): which row's form is open,
 * what is typed in it, each field's message and whether it is being saved. Opening a second
 * row while one is open is refused, so nothing typed is lost silently; the add form is the row
 * `NEW_ROW`. A refusal keeps what was typed and marks the fields it was about.
 */
import { useReducer } from "react";

export const NEW_ROW = "new";

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type RowEdit<V> =
  | { open: null }
  | {
      /** The key of the row being edited, or `NEW_ROW` for the add form. */
      open: string;
      values: V;
      errors: FieldErrors<V>;
      /** A message about the whole row (a refusal without fields). */
      problem: string | null;
      saving: boolean;
    };

export type RowEditAction<V> =
  | { type: "start"; key: string; values: V }
  | { type: "change"; field: keyof V & string; value: V[keyof V] }
  | { type: "saving" }
  | { type: "fail"; errors?: FieldErrors<V>; problem?: string | null }
  | { type: "close" };

export const CLOSED = { open: null } as const;

export function rowEditReducer<V>(state: RowEdit<V>, action: RowEditAction<V>): RowEdit<V> {
  switch (action.type) {
    case "start":
      // Another row is open: it stays open with what was typed.
      if (state.open !== null) return state;
      return { open: action.key, values: action.values, errors: {}, problem: null, saving: false };
    case "change": {
      if (state.open === null || state.saving) return state;
      // A field's message goes once the field it is about changes.
      const errors: FieldErrors<V> = { ...state.errors };
      delete errors[action.field];
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case "saving":
      return state.open === null ? state : { ...state, saving: true, problem: null };
    case "fail":
      return state.open === null ? state : { ...state, saving: false, errors: action.errors ?? {}, problem: action.problem ?? null };
    case "close":
      return CLOSED;
  }
}

/** Whether the row with `key` may open its form now (no other row is open). */
export function canStart<V>(state: RowEdit<V>, key: string): boolean {
  return state.open === null || state.open === key;
}

/** Each field's first problem by `check`; an empty object when all pass. */
export function fieldErrors<V extends Record<string, unknown>>(values: V, check: (field: keyof V & string, value: unknown) => string | null, fields: readonly (keyof V & string)[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of fields) {
    const problem = check(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export function useRowEdit<V>() {
  return useReducer(rowEditReducer<V>, CLOSED as RowEdit<V>);
}
