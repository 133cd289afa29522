/**
 * The contact form's checks without zod, for the browser bundle. The worker validates the same
 * rules with `contactMessageSchema` (contact.ts), which reuses these limits and messages.
 */
import { simpleEmailPattern } from "./patterns";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** The first problem with a contact form, in the spec's order, or null when it is valid. */
export function firstContactError(input: { name: string; email: string; message: string }): string | null {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name) return "Name is required";
  if (!email) return "Email is required";
  if (!simpleEmailPattern.test(email)) return "Email is invalid";
  if (!message) return "Message is required";
  if (name.length > CONTACT_LIMITS.name) return `Name must be at most ${CONTACT_LIMITS.name} characters`;
  if (email.length > CONTACT_LIMITS.email) return `Email must be at most ${CONTACT_LIMITS.email} characters`;
  if (message.length > CONTACT_LIMITS.message) return `Message must be at most ${CONTACT_LIMITS.message} characters`;
  return null;
}
