/**
 * The contact form's checks without zod, for the browser bundle. The worker validates the same
 * rules with `contactMessageSchema` (contact.ts), which reuses these limits and messages.
 */
import { simpleEmailPattern } from "./patterns";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Which rule a contact form breaks first: the field, the rule, and the limit for "too long". */
export type ContactProblem =
  | { rule: "nameRequired" | "emailRequired" | "emailInvalid" | "messageRequired" }
  | { rule: "nameTooLong" | "emailTooLong" | "messageTooLong"; limit: number };

/** The first rule a contact form breaks, in the spec's order, or null when it is valid. */
export function firstContactProblem(input: { name: string; email: string; message: string }): ContactProblem | null {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name) return { rule: "nameRequired" };
  if (!email) return { rule: "emailRequired" };
  if (!simpleEmailPattern.test(email)) return { rule: "emailInvalid" };
  if (!message) return { rule: "messageRequired" };
  if (name.length > CONTACT_LIMITS.name) return { rule: "nameTooLong", limit: CONTACT_LIMITS.name };
  if (email.length > CONTACT_LIMITS.email) return { rule: "emailTooLong", limit: CONTACT_LIMITS.email };
  if (message.length > CONTACT_LIMITS.message) return { rule: "messageTooLong", limit: CONTACT_LIMITS.message };
  return null;
}

/** The spec's English message for each rule (the server answers with these). */
const MESSAGES: Record<ContactProblem["rule"], (limit: number) => string> = {
  nameRequired: () => "Name is required",
  emailRequired: () => "Email is required",
  emailInvalid: () => "Email is invalid",
  messageRequired: () => "Message is required",
  nameTooLong: (n) => `Name must be at most ${n} characters`,
  emailTooLong: (n) => `Email must be at most ${n} characters`,
  messageTooLong: (n) => `Message must be at most ${n} characters`,
};

/** The first problem with a contact form, in the spec's order and English words, or null when it is valid. */
export function firstContactError(input: { name: string; email: string; message: string }): string | null {
  const problem = firstContactProblem(input);
  return problem ? MESSAGES[problem.rule]("limit" in problem ? problem.limit : 0) : null;
}
