/**
 * Career e-mails (spec section 2, Notifications' Email Notifications and the public unsubscribe
 * page; section 4, Subscribe state): the weekly e-mail a user subscribes to from the portal and
 * leaves with one click from any of them. docs/api/career-emails.md.
 */
import { z } from "zod";

/** GET /api/career-emails: the account's address and whether it receives the weekly e-mail. */
export const careerEmailStatusSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
});
export type CareerEmailStatus = z.infer<typeof careerEmailStatusSchema>;

/** POST /api/career-emails/subscribe: the browser's time zone times the weekly e-mail. */
export const careerEmailSubscribeSchema = z.object({
  timeZone: z.string().max(64).optional(),
});

export const SUBSCRIBE_OUTCOMES = ["subscribed", "already_subscribed"] as const;
export const UNSUBSCRIBE_OUTCOMES = ["unsubscribed", "already_unsubscribed"] as const;
export type SubscribeOutcome = (typeof SUBSCRIBE_OUTCOMES)[number];
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number];

/**
 * The public unsubscribe link's query (/unsubscripe-from-email): the spec's `user_email`, valid
 * only with the signed, expiring `token` the e-mail carried.
 */
export const unsubscribeLinkSchema = z.object({
  user_email: z.email({ error: "The unsubscribe link is missing its e-mail address." }),
  token: z.string({ error: "The unsubscribe link is incomplete." }).min(8, { error: "The unsubscribe link is incomplete." }).max(512),
});

/** The public unsubscribe endpoints' answers: what happened, never who has an account. */
export const LINK_OUTCOMES = ["unsubscribed", "already_unsubscribed"] as const;

/** The sentences the career e-mail endpoints refuse with (the errors catalogue lists each). */
export const CAREER_EMAIL_MESSAGES = {
  userNotFound: "We could not find your account. Please log in again.",
  linkInvalid: "This unsubscribe link is not valid. Use the link in your latest e-mail from Amal, or turn career e-mails off under Notifications in your portal.",
  linkExpired: "This unsubscribe link has expired. Use the link in your latest e-mail from Amal, or turn career e-mails off under Notifications in your portal.",
} as const;
