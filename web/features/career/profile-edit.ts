/**
 * The profile's view and edit modes (spec: view, edit with Save disabled while saving, success
 * back to view; failure or Cancel restores the old values and clears the messages). A refusal
 * that names fields keeps the form open with what was typed and the fields' messages; any other
 * failure returns to the saved values and keeps what was typed for Try again.
 */
import { profileFieldError } from "../../../core/schemas/career-rules";
import type { ProfileValues } from "./api";

export const PROFILE_FIELDS = ["fullname", "title", "bio"] as const satisfies readonly (keyof ProfileValues)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export interface ProfileState {
  mode: "view" | "edit";
  /** As stored on the server. */
  saved: ProfileValues;
  /** What the form shows. */
  values: ProfileValues;
  errors: ProfileErrors;
  saving: boolean;
  /** A failed save: why, and what was typed, for Try again. */
  failure: { message: string; typed: ProfileValues } | null;
}

export type ProfileAction =
  | { type: "edit" }
  | { type: "change"; field: ProfileField; value: string }
  | { type: "saving" }
  | { type: "saved"; values: ProfileValues }
  | { type: "invalid"; errors: ProfileErrors }
  | { type: "failed"; message: string }
  | { type: "cancel" }
  | { type: "retry" }
  | { type: "useBio"; bio: string }
  /** The server's profile changed elsewhere on the page (Get Info). */
  | { type: "refreshed"; values: ProfileValues };

export function profileState(saved: ProfileValues): ProfileState {
  return { mode: "view", saved, values: saved, errors: {}, saving: false, failure: null };
}

export function profileReducer(state: ProfileState, action: ProfileAction): ProfileState {
  switch (action.type) {
    case "edit":
      return state.mode === "edit" ? state : { ...state, mode: "edit", values: state.saved, errors: {}, failure: null };
    case "change": {
      if (state.saving) return state;
      const { [action.field]: _gone, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case "saving":
      return { ...state, saving: true, failure: null };
    case "saved":
      return profileState(action.values);
    case "invalid":
      return { ...state, mode: "edit", saving: false, errors: action.errors };
    case "failed":
      return { ...profileState(state.saved), failure: { message: action.message, typed: state.values } };
    case "cancel":
      return profileState(state.saved);
    case "retry":
      return state.failure ? { ...state, mode: "edit", values: state.failure.typed, errors: {}, failure: null } : state;
    case "useBio": {
      const values = state.mode === "edit" ? state.values : state.saved;
      return { ...state, mode: "edit", values: { ...values, bio: action.bio }, errors: {}, failure: null };
    }
    case "refreshed":
      return state.mode === "edit" ? { ...state, saved: action.values } : profileState(action.values);
  }
}

/** Each field's first problem by the shared rules (the server's words). */
export function profileErrors(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const problem = profileFieldError(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The server's `fields` narrowed to the profile's fields (anything else is not a field's). */
export function profileFieldsOf(fields: Record<string, string> | undefined): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) if (fields?.[field]) errors[field] = fields[field];
  return errors;
}
