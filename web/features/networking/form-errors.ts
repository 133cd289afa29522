/**
 * The generator form's per-field messages: checked in the browser with the schema the server
 * uses, and read from the server's refusal (`fields`, ADR 003) when it still says no. Both speak
 * the schema's English sentences (NETWORKING_MESSAGES); the page shows each from the
 * `networking` catalogue by its key, so an Arabic screen shows it in Arabic.
 */
import { NETWORKING_MESSAGES, networkingRequestSchema } from "../../../core/schemas/networking";
import { ApiError } from "../../api-errors";
import { FORM_FIELDS, toRequest, type FormField, type FormValues } from "./networking-state";

export type FieldErrors = Partial<Record<FormField, string>>;
export type NetworkingMessageKey = keyof typeof NETWORKING_MESSAGES;

const KEY_OF_MESSAGE = new Map<string, NetworkingMessageKey>(Object.entries(NETWORKING_MESSAGES).map(([key, message]) => [message, key as NetworkingMessageKey]));

/** The catalogue key (`error.<key>`) of one of the schema's sentences, or null for another message. */
export function networkingMessageKey(message: string): NetworkingMessageKey | null {
  return KEY_OF_MESSAGE.get(message.trim()) ?? null;
}

/** The form field a schema path or a server `fields` key ("industry.0.Code") is about. */
function fieldOf(path: string): FormField | null {
  const head = path.split(".")[0] as FormField;
  return FORM_FIELDS.includes(head) ? head : null;
}

/** Each field's first problem, as the server would answer it; empty when the form can be sent. */
export function validateForm(form: FormValues): FieldErrors {
  const parsed = networkingRequestSchema.safeParse(toRequest(form));
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.map(String).join("."));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The fields a refusal was about (a 400 `validation_failed`), keyed by form field. */
export function serverFieldErrors(err: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(err instanceof ApiError) || !err.fields) return errors;
  for (const [path, message] of Object.entries(err.fields)) {
    const field = fieldOf(path);
    if (field) errors[field] ??= message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
