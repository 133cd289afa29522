/**
 * Contact form and newsletter rules, shared by the browser form and the worker so both give
 * the same messages in the spec's order: name, e-mail present, e-mail shape, message.
 */
import { z } from "zod";

import { CONTACT_LIMITS, firstContactError } from "./contact-rules";
import { simpleEmailPattern } from "./patterns";

export { simpleEmailPattern };

export { CONTACT_LIMITS, firstContactError };

export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .regex(simpleEmailPattern, "Email is invalid"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const newsletterSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .regex(simpleEmailPattern, "Please enter a valid email address"),
  /** Fixed by the spec's newsletter request; accepted and ignored beyond these values. */
  name: z.string().max(100).optional(),
  message: z.string().max(200).optional(),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
