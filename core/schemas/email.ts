/**
 * The job e-mail tracker (docs/api/emails.md): the six groups, a tracked e-mail as the list and
 * the viewer show it, saved filters, the inbox (forwarding address and mailbox connection), and
 * the sentences a person reads. Shared by the worker and the portal.
 */
import { z } from "zod";
import { textId } from "./ids";

/** Spec section 3, "Email groups", in the cards' order. */
export const EMAIL_GROUPS = ["APPLIED", "INTERVIEW", "OFFER", "ACCEPTED", "NOT CHOSEN", "EVENT"] as const;
export type EmailGroup = (typeof EMAIL_GROUPS)[number];
export const emailGroupSchema = z.enum(EMAIL_GROUPS);

/** Where a tracked e-mail came from. */
export const EMAIL_SOURCES = ["forward", "gmail"] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];

export const EMAIL_LIMITS = {
  /** The list's page size (the page asks for more as it scrolls). */
  page: { default: 50, max: 100 },
  search: { max: 200 },
  filter: { companyName: 200, jobTitle: 200, companyEmail: 254 },
  /** Saved filters a user may keep. */
  filters: { max: 50 },
  /** The largest message the inbound handler reads; larger ones keep their headers only. */
  rawMessageBytes: 25 * 1024 * 1024,
  /** Stored text and HTML of one message (the rest is cut, and the viewer says so). */
  storedText: 200_000,
  storedHtml: 500_000,
} as const;

/**
 * One tracked e-mail in the list (spec: Classified email). `email_classification` is null for a
 * message that is not about a job application: such messages are kept out of the cards and the
 * list unless asked for (`classification=none`).
 */
export const emailListItemSchema = z.object({
  id: z.number(),
  email_subject: z.string(),
  email_from: z.string(),
  /** The sender's address alone, for filters by company e-mail. */
  from_address: z.string(),
  email_classification: emailGroupSchema.nullable(),
  company: z.string().nullable(),
  job_title: z.string().nullable(),
  /** ISO time the message was sent (its Date header), or received when it has none. */
  received_at: z.string(),
  /** The first ~200 characters of its text, whitespace collapsed. */
  snippet: z.string(),
  source: z.enum(EMAIL_SOURCES),
  /** "rtl" when the text is mostly Arabic. */
  direction: z.enum(["ltr", "rtl"]),
});
export type EmailListItem = z.infer<typeof emailListItemSchema>;

/** One tracked e-mail in the viewer: the list fields plus its text and its HTML (as received; the page sanitises it). */
export const emailDetailSchema = emailListItemSchema.extend({
  email_body: z.string(),
  email_html: z.string().nullable(),
  to_address: z.string(),
  /** Attachments are never kept: their names and sizes only. */
  attachments: z.array(z.object({ filename: z.string(), mime_type: z.string(), size: z.number() })),
  /** True when the text or HTML was longer than the stored limit. */
  truncated: z.boolean(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** Card counts over every classified e-mail of the user (not narrowed by search or filters). */
export const emailCountsSchema = z.record(emailGroupSchema, z.number());
export type EmailCounts = z.infer<typeof emailCountsSchema>;

export const EMAIL_MESSAGES = {
  notFound: "This e-mail does not exist or was deleted.",
  filterNotFound: "This filter does not exist or was deleted.",
  filterEmpty: "Fill in at least one of company name, job title or company e-mail.",
  filterCompanyLong: `The company name is too long (at most ${EMAIL_LIMITS.filter.companyName} characters)`,
  filterTitleLong: `The job title is too long (at most ${EMAIL_LIMITS.filter.jobTitle} characters)`,
  filterEmailInvalid: "Enter the company's e-mail address or its domain, like jobs@company.com or company.com",
  tooManyFilters: `You have ${EMAIL_LIMITS.filters.max} saved filters, the most the tracker keeps. Delete some to make room.`,
  searchLong: `The search is too long (at most ${EMAIL_LIMITS.search.max} characters)`,
  filterIdsInvalid: "filters must be a comma-separated list of filter ids",
  classificationInvalid: `classification must be one of ${EMAIL_GROUPS.join(", ")}, or none`,
  cursorInvalid: "That page of e-mails could not be read. Reload the list.",
  gmailNotConfigured:
    "Connecting Gmail is not set up on this server. Forward your job e-mails to your tracker address instead.",
  gmailNotConnected: "Gmail is not connected. Connect it first, or forward your e-mails to your tracker address.",
  gmailSyncRunning: "Your e-mails are already being synced. The list updates as they arrive.",
  gmailConnectFailed: "Gmail could not be connected. Nothing was saved — try again.",
  gmailSyncFailed: "The sync stopped before it finished. Try again in a few minutes.",
  gmailAccessRevoked: "Gmail no longer allows Amal to read your mailbox. Connect it again to keep syncing.",
  prepareNotApplicable: "Amal prepares you from interview, offer and not-chosen e-mails only.",
  unknownRecipient: "No Amal tracker uses this address.",
} as const;

// ——— requests

/** GET /api/emails query. `filters`: active filter ids, comma-separated; `before`: the cursor from the last page. */
export const emailListQuerySchema = z.object({
  q: z.string().max(EMAIL_LIMITS.search.max, { error: EMAIL_MESSAGES.searchLong }).optional(),
  classification: z.union([emailGroupSchema, z.literal("none")], { error: EMAIL_MESSAGES.classificationInvalid }).optional(),
  filters: z
    .string()
    .regex(/^([1-9]\d{0,14})(,[1-9]\d{0,14}){0,49}$/, { error: EMAIL_MESSAGES.filterIdsInvalid })
    .transform((s) => s.split(",").map(Number))
    .optional(),
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(EMAIL_LIMITS.page.max).optional(),
});
export type EmailListQuery = z.input<typeof emailListQuerySchema>;

export const emailListResponseSchema = z.object({
  emails: z.array(emailListItemSchema),
  counts: emailCountsSchema,
  /** Pass as `before` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type EmailListResponse = z.infer<typeof emailListResponseSchema>;

export const emailIdParamSchema = z.object({ id: textId("The e-mail id must be a whole number") });
export const filterIdParamSchema = z.object({ id: textId("The filter id must be a whole number") });

/** Spec: Email filter (id, company_name, job_title, company_email); `isNew` is the page's own flag. */
export const emailFilterSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  job_title: z.string(),
  company_email: z.string(),
  created_at: z.string(),
});
export type EmailFilter = z.infer<typeof emailFilterSchema>;

/** An address (jobs@acme.com) or a domain (acme.com): matched against the sender. */
const COMPANY_EMAIL = /^([^\s@]+@)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

export const createEmailFilterSchema = z
  .object({
    company_name: z.string().trim().max(EMAIL_LIMITS.filter.companyName, { error: EMAIL_MESSAGES.filterCompanyLong }).default(""),
    job_title: z.string().trim().max(EMAIL_LIMITS.filter.jobTitle, { error: EMAIL_MESSAGES.filterTitleLong }).default(""),
    company_email: z
      .string()
      .trim()
      .max(EMAIL_LIMITS.filter.companyEmail, { error: EMAIL_MESSAGES.filterEmailInvalid })
      .refine((v) => v === "" || COMPANY_EMAIL.test(v), { error: EMAIL_MESSAGES.filterEmailInvalid })
      .default(""),
  })
  .refine((f) => f.company_name !== "" || f.job_title !== "" || f.company_email !== "", {
    error: EMAIL_MESSAGES.filterEmpty,
    path: ["company_name"],
  });
export type CreateEmailFilter = z.input<typeof createEmailFilterSchema>;

/** GET /api/emails/inbox: how e-mails get in. */
export const inboxSchema = z.object({
  /** The user's private forwarding address (stable; shown with a copy button). */
  forward_address: z.string(),
  gmail: z.object({
    /** False when the server has no Google client for Gmail (the page explains forwarding). */
    configured: z.boolean(),
    connected: z.boolean(),
    /** The connected mailbox's address. */
    account: z.string().nullable(),
    last_sync_at: z.string().nullable(),
    /** A sync is running now (progress arrives through the UserHub). */
    syncing: z.boolean(),
    /** Set when the last sync failed (for example access was revoked). */
    error: z.string().nullable(),
  }),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** POST /api/emails/:id/prepare answers the coaching session it opened. */
export const prepareResponseSchema = z.object({ session_id: z.string(), session_name: z.string() });
export type PrepareResponse = z.infer<typeof prepareResponseSchema>;
