/**
 * Notifications (spec section 3, Notification; section 4, Notification dot and card): what the
 * portal's bell and /portal/notifications show. docs/api/notifications.md.
 */
import { z } from "zod";
import { textId } from "./ids.ts";

/** What a notification is about; each kind links to the page it concerns. */
export const NOTIFICATION_KINDS = [
  "general",
  "payment_failed",
  "payment_renewed",
  "subscription_started",
  "job_email",
  "document_ready",
  "weekly_summary",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  /** Notifications one page of the list holds. */
  page: 50,
  /** Ids one "mark as read" call may name. */
  readBatch: 200,
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: "This notification does not exist or was already removed.",
  idInvalid: "The notification id must be a whole number",
  lastIdInvalid: "lastId must be a whole number of 0 or more",
  idsInvalid: `ids must list from 1 to ${NOTIFICATION_LIMITS.readBatch} notification ids`,
} as const;

/** The `:id` in /api/notifications/:id and /:id/restore. */
export const notificationIdSchema = textId(NOTIFICATION_MESSAGES.idInvalid);

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** An in-app path ("/portal/subscription-manager") or null. */
  link: z.string().nullable(),
  insertedAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, dismissed ones left out. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Every notification not dismissed (the header's count). */
  count: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  /** The newest notification id (dismissed ones included), or null when there is none. */
  latestId: z.number().int().positive().nullable(),
  /** The newest id this account has seen: the bell's dot shows while latestId is higher. */
  seenId: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/seen: the newest id the bell has shown (never moves backwards). */
export const markSeenSchema = z.object({
  lastId: z.number({ error: NOTIFICATION_MESSAGES.lastIdInvalid }).int({ error: NOTIFICATION_MESSAGES.lastIdInvalid }).nonnegative({ error: NOTIFICATION_MESSAGES.lastIdInvalid }).max(Number.MAX_SAFE_INTEGER, { error: NOTIFICATION_MESSAGES.lastIdInvalid }),
});
/** What POST /seen answers: the seen id now stored (it may be higher than the one sent, never lower). */
export type MarkSeenResult = { seenId: number };

/** POST /api/notifications/read: the notifications the page showed. */
export const markReadSchema = z.object({
  ids: z
    .array(z.number({ error: NOTIFICATION_MESSAGES.idInvalid }).int({ error: NOTIFICATION_MESSAGES.idInvalid }).positive({ error: NOTIFICATION_MESSAGES.idInvalid }).max(Number.MAX_SAFE_INTEGER, { error: NOTIFICATION_MESSAGES.idInvalid }), { error: NOTIFICATION_MESSAGES.idsInvalid })
    .min(1, { error: NOTIFICATION_MESSAGES.idsInvalid })
    .max(NOTIFICATION_LIMITS.readBatch, { error: NOTIFICATION_MESSAGES.idsInvalid }),
});
