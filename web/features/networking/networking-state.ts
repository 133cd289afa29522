/**
 * The Career Networking page's rules (spec section 4, Generated message), as one pure reducer:
 * the generator form as typed, the message shown, the saved list and which saved card is
 * selected. A message is Saved while a saved item has the identical message text, else Favorite;
 * selecting a saved card loads its message and form, and selecting it again clears both.
 */
import type { Industry } from "../../../core/coach/knowledge/industries";
import type { GeneratedMessage, NetworkingLanguage, NetworkingReport, NetworkingRequest, NetworkingType } from "../../../core/schemas/networking";
import type { SavedNetworkingItem } from "../../../core/schemas/saved";

/** The form as typed: free text, and the industry as picked from the list (or none yet). */
export interface FormValues {
  type: NetworkingType;
  job_title: string;
  company_name: string;
  addressee_name: string;
  industry: Industry | null;
  target_message: string;
  language: NetworkingLanguage;
}

export type FormField = keyof FormValues;
export const FORM_FIELDS: readonly FormField[] = ["type", "job_title", "company_name", "addressee_name", "industry", "target_message", "language"];

/** The message on the card and the request that wrote it (what Favorite saves). */
export interface ShownMessage {
  report: NetworkingReport;
  formData: NetworkingRequest;
  /** The server's word on whether it is saved, used until the saved list has been read. */
  savedId: number | null;
}

export interface NetworkingState {
  form: FormValues;
  message: ShownMessage | null;
  /** The saved messages, newest first; null when they have not been read. */
  saved: SavedNetworkingItem[] | null;
  /** The saved card whose message and form are loaded. */
  selectedId: number | null;
  /** The message language a cleared form starts with: the interface's. */
  defaultLanguage: NetworkingLanguage;
}

export function emptyForm(language: NetworkingLanguage): FormValues {
  return { type: "linkedin", job_title: "", company_name: "", addressee_name: "", industry: null, target_message: "", language };
}

export function initialState(language: NetworkingLanguage, saved: SavedNetworkingItem[] | null): NetworkingState {
  return { form: emptyForm(language), message: null, saved, selectedId: null, defaultLanguage: language };
}

/** The request the form sends: the industry as the spec's list of one entry. */
export function toRequest(form: FormValues): NetworkingRequest {
  return {
    type: form.type,
    job_title: form.job_title,
    company_name: form.company_name,
    addressee_name: form.addressee_name,
    industry: form.industry ? [{ Description: form.industry.description, Code: form.industry.code }] : [],
    target_message: form.target_message,
    language: form.language,
  };
}

/** The form that wrote a message, as typed again (a saved item keeps it). */
export function fromRequest(request: NetworkingRequest, fallbackLanguage: NetworkingLanguage): FormValues {
  const entry = request.industry[0];
  return {
    type: request.type,
    job_title: request.job_title,
    company_name: request.company_name,
    addressee_name: request.addressee_name,
    industry: entry ? { code: entry.Code, description: entry.Description } : null,
    target_message: request.target_message,
    language: request.language ?? fallbackLanguage,
  };
}

/**
 * The saved item holding this message's exact text, if any. Before the saved list has been read
 * (or while it cannot be), the server's own answer (`my_saved_obj`) decides.
 */
export function savedIdOf(state: Pick<NetworkingState, "message" | "saved">): number | null {
  const { message, saved } = state;
  if (!message) return null;
  if (saved === null) return message.savedId;
  return saved.find((item) => item.saved_obj.report.message === message.report.message)?.id ?? null;
}

export type NetworkingAction =
  | { type: "edit"; field: FormField; value: FormValues[FormField] }
  | { type: "generated"; result: GeneratedMessage }
  | { type: "select"; item: SavedNetworkingItem }
  | { type: "savedList"; items: SavedNetworkingItem[] }
  | { type: "savedAdded"; item: SavedNetworkingItem }
  | { type: "savedRemoved"; id: number };

export function networkingReducer(state: NetworkingState, action: NetworkingAction): NetworkingState {
  switch (action.type) {
    case "edit":
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case "generated": {
      const { report, formData, my_saved_obj } = action.result;
      // A new message is no saved card's until the list says it is.
      return { ...state, message: { report, formData, savedId: my_saved_obj?.id ?? null }, selectedId: null };
    }
    case "select": {
      const { item } = action;
      if (state.selectedId === item.id) return { ...state, form: emptyForm(state.defaultLanguage), message: null, selectedId: null };
      const { report, formData } = item.saved_obj;
      return { ...state, form: fromRequest(formData, report.language), message: { report, formData, savedId: item.id }, selectedId: item.id };
    }
    case "savedList":
      return keepSelection({ ...state, saved: action.items });
    case "savedAdded": {
      const rest = (state.saved ?? []).filter((item) => item.id !== action.item.id);
      const message = state.message && state.message.report.message === action.item.saved_obj.report.message ? { ...state.message, savedId: action.item.id } : state.message;
      return { ...state, message, saved: [action.item, ...rest] };
    }
    case "savedRemoved": {
      const message = state.message?.savedId === action.id ? { ...state.message, savedId: null } : state.message;
      return keepSelection({ ...state, message, saved: state.saved?.filter((item) => item.id !== action.id) ?? null });
    }
  }
}

/** A selected card that left the list is no longer selected; its message stays on the card. */
function keepSelection(state: NetworkingState): NetworkingState {
  if (state.selectedId === null || state.saved?.some((item) => item.id === state.selectedId)) return state;
  return { ...state, selectedId: null };
}

/** Words in a message, as a cold e-mail's length is judged. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}

/** Characters as LinkedIn counts them in a note (an emoji or an Arabic letter is one). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** What Copy puts on the clipboard: an e-mail's subject line, then its body. */
export function clipboardText(report: Pick<NetworkingReport, "subject" | "message" | "type">, subjectLabel: string): string {
  return report.type === "email" && report.subject ? `${subjectLabel}: ${report.subject}\n\n${report.message}` : report.message;
}
