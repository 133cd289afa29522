/**
 * The D1 schema (drizzle). Migrations in /migrations are generated from this file with
 * `npm run db:generate`; every user-owned table added later carries `user_id`.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** Subscription plans shown on /pricing. Prices are stored in EGP; USD is derived. */
export const plans = sqliteTable("plans", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  forWho: text("for_who").notNull(),
  description: text("description").notNull(),
  /** Price for one month, in EGP, before the plan's discount. */
  priceMonthly: integer("price_monthly").notNull(),
  /** Price for three months, in EGP, before the plan's discount. */
  priceQuarterly: integer("price_quarterly").notNull(),
  /** Percent off both prices (0 when there is no discount). */
  discount: integer("discount").notNull().default(0),
  features: text("features", { mode: "json" }).$type<string[]>().notNull(),
  popular: integer("popular", { mode: "boolean" }).notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** Exchange rates used to show prices in other currencies (1 base = rate quote). */
export const exchangeRates = sqliteTable(
  "exchange_rates",
  {
    base: text("base").notNull(),
    quote: text("quote").notNull(),
    rate: real("rate").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("exchange_rates_pair").on(t.base, t.quote)],
);

/** Blog articles; the article body is a PDF in R2 under `pdfKey`. */
export const blogPosts = sqliteTable("blog_posts", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  /** ISO date (YYYY-MM-DD) the article was published. */
  date: text("date").notNull(),
  alt: text("alt").notNull(),
  summary: text("summary").notNull(),
  pdfKey: text("pdf_key").notNull(),
});

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  source: text("source").notNull().default("public"),
  ip: text("ip"),
  /** The signed-in sender's account (the portal's form); null from the public page. */
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name").notNull().default("newsLetter"),
    status: text("status", { enum: ["subscribed", "unsubscribed"] }).notNull().default("subscribed"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [uniqueIndex("newsletter_email").on(t.email)],
);

/** Every e-mail the app sends. The outbox provider stops here; others also deliver it. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_address").notNull(),
    from: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    /** Extra headers sent with the message (JSON object), e.g. List-Unsubscribe. */
    headers: text("headers"),
    provider: text("provider").notNull(),
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created").on(t.createdAt)],
);

// ——— Accounts. Every user-owned table carries `user_id` and every query filters on it.

/** An account. `email` is stored trimmed and lower-cased, so the unique index is case-insensitive. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** `pbkdf2$…` (worker/lib/crypto.ts); null for an account created through OAuth that never set one. */
    passwordHash: text("password_hash"),
    fullname: text("fullname").notNull(),
    phoneNumber: text("phone_number").notNull().default(""),
    title: text("title").notNull().default(""),
    country: text("country").notNull().default(""),
    city: text("city").notNull().default(""),
    linkedin: text("linkedin").notNull().default(""),
    /** One of LEVELS (core/schemas/auth-rules.ts), or "" until an OAuth-created account fills it in. */
    level: text("level").notNull().default(""),
    institute: text("institute").notNull().default(""),
    salary: integer("salary").notNull().default(0),
    bio: text("bio").notNull().default(""),
    /** R2 key of the profile picture (`users/<id>/image/<imageId>.<ext>`). */
    imageKey: text("image_key"),
    /** The interface language (core/i18n/locales.ts): the app's screens and the e-mails Amal sends. */
    locale: text("locale", { enum: ["en", "ar"] }).notNull().default("en"),
    /** Digits in Arabic text: Western (latn) or Arabic-Indic (arab). */
    digits: text("digits", { enum: ["latn", "arab"] }).notNull().default("latn"),
    /**
     * The versions of the career lists saved as a whole (jobs, skills, resumes): a random token
     * renewed by every save, so a save made from an older read is refused instead of overwriting.
     */
    jobsVersion: text("jobs_version").notNull().default(""),
    skillsVersion: text("skills_version").notNull().default(""),
    resumesVersion: text("resumes_version").notNull().default(""),
    /** The newest notification id this account has seen (the bell's dot shows for newer ones). */
    notificationsSeenId: integer("notifications_seen_id").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [uniqueIndex("users_email").on(t.email)],
);

/** Auth sessions: signed-in browsers. The cookie holds a random token; only its SHA-256 is kept. */
export const authSessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO timestamp; sliding (refreshed when less than half of the 30 days remain). */
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Password-reset links: the token's SHA-256, valid one hour, single use. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user").on(t.userId)],
);

/** A LinkedIn or Google identity linked to an account. */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["linkedin", "google"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user").on(t.userId)],
);

export const userSkills = sqliteTable(
  "user_skills",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillName: text("skill_name").notNull(),
    skillType: text("skill_type", { enum: ["hard", "soft"] }).notNull(),
  },
  (t) => [index("user_skills_user").on(t.userId)],
);

/** Uploaded resume PDFs (the file is in R2 at `r2Key`), with the text read from them. */
/** Career info: the user's jobs, in the order the user keeps them. */
export const userJobs = sqliteTable(
  "user_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobTitle: text("job_title").notNull(),
    companyName: text("company_name").notNull(),
    isCurrent: integer("is_current").notNull().default(0),
    jobDescription: text("job_description").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("user_jobs_user").on(t.userId, t.position)],
);

/** Career info: certificates and courses, matched to the course catalogue when they can be. */
export const userCertificates = sqliteTable(
  "user_certificates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certName: text("cert_name").notNull(),
    certOrgName: text("cert_org_name").notNull().default(""),
    certIssueDate: text("cert_issue_date").notNull().default(""),
    isComplete: integer("is_complete").notNull().default(1),
    /** What the user typed; kept so a later catalogue can match it again. */
    inputText: text("input_text").notNull().default(""),
    /** The catalogue course's id and page when the text matched one. */
    courseId: text("course_id"),
    courseUrl: text("course_url"),
    createdAt: createdAt(),
  },
  (t) => [index("user_certificates_user").on(t.userId)],
);

/** Career info: degrees and schools. */
export const userEducation = sqliteTable(
  "user_education",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    degree: text("degree").notNull(),
    schoolName: text("school_name").notNull(),
    /** Long-form date as text ("June 2020"). */
    issueDate: text("issue_date").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("user_education_user").on(t.userId)],
);

export const resumes = sqliteTable(
  "resumes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    r2Key: text("r2_key").notNull(),
    dateUploaded: text("date_uploaded")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    /** Plain text of the PDF ("" when it has no text layer). */
    text: text("text").notNull().default(""),
    /** Why the text could not be read (e.g. a scanned PDF), shown on the portal home. */
    extractionNote: text("extraction_note"),
  },
  (t) => [index("resumes_user").on(t.userId, t.dateUploaded)],
);

/**
 * Crafted resumes and cover letters (the resume library). The content lives in R2 under the
 * user's prefix (`json_key`: the document as ProseMirror JSON; `docx_key`: its latest DOCX) and,
 * while it is edited, in its DocRoom (Yjs); `version` goes up with every saved edit.
 */
export const craftedDocuments = sqliteTable(
  "crafted_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["resume", "cover_letter"] }).notNull(),
    title: text("title").notNull(),
    language: text("language", { enum: ["en", "ar"] }).notNull().default("en"),
    version: integer("version").notNull().default(1),
    jobTitle: text("job_title").notNull().default(""),
    company: text("company").notNull().default(""),
    jobUrl: text("job_url"),
    preview: text("preview").notNull().default(""),
    jsonKey: text("json_key").notNull(),
    docxKey: text("docx_key").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("crafted_documents_user").on(t.userId, t.kind, t.createdAt)],
);

/**
 * Failed sign-ins per e-mail and network (`ip`), for the limit over a longer window than the
 * rate-limiting bindings offer (they count per minute). A successful sign-in clears its
 * network's rows; a password reset clears the account's.
 */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_email").on(t.email, t.createdAt), index("login_failures_source").on(t.email, t.ip, t.createdAt)],
);

/**
 * One-time sign-in links, e-mailed when the right password comes from where too many wrong
 * ones came from: the token's SHA-256, valid 15 minutes, single use.
 */
export const signInLinks = sqliteTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_links_user").on(t.userId)],
);

/** When the owner was last told about failed sign-ins on their account (one alert per window). */
export const loginAlerts = sqliteTable("login_alerts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sentAt: text("sent_at").notNull(),
});

// ——— Coaching sessions. The transcript lives in the session's CoachRoom; D1 keeps the list.

/** One coaching session (spec: session_id from the creation timestamp, session_name from the date). */
export const coachSessions = sqliteTable(
  "coach_sessions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    sessionName: text("session_name").notNull(),
    dateCreated: createdAt(),
    lastActivityAt: text("last_activity_at"),
    messageCount: integer("message_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] }), index("coach_sessions_recent").on(t.userId, t.lastActivityAt)],
);

/** In-app notifications (the portal bell); pushed live through the user's UserHub. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("notification_text").notNull(),
    /** What it is about (NOTIFICATION_KINDS, core/schemas/notifications.ts). */
    kind: text("kind").notNull().default("general"),
    /** Where it leads in the app (a path such as /portal/subscription-manager), or null. */
    link: text("link"),
    insertedAt: createdAt(),
    readAt: text("read_at"),
    /** Dismissed by the user (hidden on every device; undone by clearing it). */
    dismissedAt: text("dismissed_at"),
  },
  (t) => [index("notifications_user").on(t.userId, t.insertedAt)],
);

/**
 * Career e-mails (the weekly e-mail): one row per account that ever subscribed or
 * unsubscribed; no row means never subscribed.
 */
export const careerEmailSubscriptions = sqliteTable("career_email_subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["subscribed", "unsubscribed"] }).notNull(),
  /** IANA time zone the weekly e-mail is timed in (from the browser at subscribe time). */
  timeZone: text("time_zone").notNull().default("UTC"),
  /** How the last change came: the portal panel, an e-mail's unsubscribe link, or a bounce or complaint. */
  source: text("source", { enum: ["portal", "link", "bounce", "complaint"] }).notNull().default("portal"),
  lastSentAt: text("last_sent_at"),
  createdAt: createdAt(),
  updatedAt: text("updated_at"),
});

/** Addresses that bounced or complained: no more career e-mails or newsletters go to them. */
export const mailSuppressions = sqliteTable("mail_suppressions", {
  email: text("email").primaryKey(),
  reason: text("reason", { enum: ["bounce", "complaint"] }).notNull(),
  provider: text("provider").notNull(),
  detail: text("detail"),
  createdAt: createdAt(),
});

// ——— Billing. Amounts are integers in the smallest unit (piasters / cents).

export const coupons = sqliteTable(
  "coupons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text("code").notNull(),
    percentOff: integer("percent_off").notNull(),
    /** Null: valid for every plan. */
    planId: integer("plan_id").references(() => plans.id),
    maxUses: integer("max_uses").notNull(),
    /** Counted atomically when a payment that used the coupon succeeds. */
    usedCount: integer("used_count").notNull().default(0),
    expiresAt: text("expires_at"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("coupons_code").on(t.code)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Our merchant order id (also sent to the provider as the special reference). */
    orderId: text("order_id").notNull(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    period: text("period", { enum: ["monthly", "quarterly"] }).notNull(),
    status: text("status", { enum: ["pending", "approved", "failed", "cancelled", "expired"] }).notNull().default("pending"),
    couponId: integer("coupon_id").references(() => coupons.id),
    /** What was (or will be) charged for one period, computed on the server. */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: ["EGP", "USD"] }).notNull().default("EGP"),
    provider: text("provider", { enum: ["sandbox", "paymob"] }).notNull(),
    /** SHA-256 of the verify_token handed to the browser for /verify-subscription. */
    verifyTokenHash: text("verify_token_hash"),
    providerIntentionId: text("provider_intention_id"),
    providerOrderId: text("provider_order_id"),
    providerTransactionId: text("provider_transaction_id"),
    providerSubscriptionId: text("paymob_subscription_id"),
    failureReason: text("failure_reason"),
    periodStart: text("period_start"),
    periodEnd: text("period_end"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** A renewal run holds the subscription until then, so overlapping runs never charge twice. */
    renewalLockedUntil: text("renewal_locked_until"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("subscriptions_order").on(t.orderId),
    index("subscriptions_user").on(t.userId, t.createdAt),
    index("subscriptions_due").on(t.status, t.periodEnd),
    index("subscriptions_provider_order").on(t.provider, t.providerOrderId),
  ],
);

/**
 * A card-saving checkout (Add card / Update Payment Method). The provider's card-token callback
 * names only its own order id; this row ties that order to the user who started it.
 */
export const cardSetups = sqliteTable(
  "card_setups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: text("order_id").notNull(),
    provider: text("provider", { enum: ["sandbox", "paymob"] }).notNull(),
    providerIntentionId: text("provider_intention_id"),
    providerOrderId: text("provider_order_id"),
    makePrimary: integer("make_primary", { mode: "boolean" }).notNull().default(true),
    status: text("status", { enum: ["pending", "saved", "failed"] }).notNull().default("pending"),
    failureReason: text("failure_reason"),
    paymentMethodId: integer("payment_method_id"),
    createdAt: createdAt(),
    completedAt: text("completed_at"),
  },
  (t) => [uniqueIndex("card_setups_order").on(t.orderId), index("card_setups_provider_order").on(t.provider, t.providerOrderId), index("card_setups_user").on(t.userId)],
);

/** Saved cards: the provider's token (never card numbers), for renewals. */
export const paymentMethods = sqliteTable(
  "payment_methods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["sandbox", "paymob"] }).notNull(),
    token: text("token").notNull(),
    last4: text("last4").notNull(),
    brand: text("brand").notNull(),
    isPrimary: integer("is_primary", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("payment_methods_user").on(t.userId), uniqueIndex("payment_methods_token").on(t.provider, t.token)],
);

/** Every provider callback as received, with whether its signature checked out. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider", { enum: ["sandbox", "paymob"] }).notNull(),
    kind: text("kind").notNull(),
    /** Provider transaction id; with `verified` it makes callbacks idempotent. */
    transactionId: text("transaction_id"),
    orderId: text("order_id"),
    success: integer("success", { mode: "boolean" }),
    verified: integer("verified", { mode: "boolean" }).notNull(),
    raw: text("raw").notNull(),
    outcome: text("outcome"),
    receivedAt: createdAt(),
  },
  (t) => [index("payment_events_txn").on(t.provider, t.transactionId), index("payment_events_order").on(t.orderId)],
);

// ——— The job e-mail tracker (docs/api/emails.md, ADR 016).

/**
 * A tracked e-mail: forwarded to the user's inbound address or synced from their mailbox.
 * `message_key` is unique per user, so a re-forward or a re-sync never doubles a message: the
 * Message-ID, or for a forwarded copy (and a message without one) a hash of its sender, date,
 * subject and the start of its text. The big columns come last (SQLite reads them only when asked).
 * Searched through the FTS5 table `tracked_emails_fts` (migration 0009), kept in step by triggers.
 */
export const trackedEmails = sqliteTable(
  "tracked_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["forward", "gmail"] }).notNull(),
    messageKey: text("message_key").notNull(),
    /** The From header as received (the original sender for a forwarded copy). */
    emailFrom: text("email_from").notNull().default(""),
    fromAddress: text("from_address").notNull().default(""),
    toAddress: text("to_address").notNull().default(""),
    subject: text("subject").notNull().default(""),
    /** One of EMAIL_GROUPS, or null when the message is not about a job application. */
    classification: text("classification"),
    confidence: real("confidence").notNull().default(0),
    company: text("company"),
    jobTitle: text("job_title"),
    direction: text("direction", { enum: ["ltr", "rtl"] }).notNull().default("ltr"),
    snippet: text("snippet").notNull().default(""),
    /** Names, types and sizes of the attachments (never their contents). */
    attachments: text("attachments", { mode: "json" }).$type<{ filename: string; mime_type: string; size: number }[]>().notNull().default(sql`'[]'`),
    truncated: integer("truncated", { mode: "boolean" }).notNull().default(false),
    receivedAt: text("received_at").notNull(),
    createdAt: createdAt(),
    text: text("text").notNull().default(""),
    html: text("html"),
  },
  (t) => [
    uniqueIndex("tracked_emails_key").on(t.userId, t.messageKey),
    index("tracked_emails_recent").on(t.userId, t.receivedAt, t.id),
    index("tracked_emails_group").on(t.userId, t.classification),
  ],
);

/** Saved filters of the tracker (spec: Email filter). */
export const emailFilters = sqliteTable(
  "email_filters",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull().default(""),
    jobTitle: text("job_title").notNull().default(""),
    companyEmail: text("company_email").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("email_filters_user").on(t.userId)],
);

/** Each user's private forwarding address: `<local_part>@INBOUND_EMAIL_DOMAIN`, made on first use and never changed. */
export const inboundAddresses = sqliteTable(
  "inbound_addresses",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    localPart: text("local_part").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("inbound_addresses_local").on(t.localPart)],
);

/** A connected mailbox (Gmail). The refresh token is stored AES-GCM encrypted under EMAIL_TOKEN_KEY. */
export const mailboxConnections = sqliteTable(
  "mailbox_connections",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["gmail"] }).notNull(),
    account: text("account").notNull().default(""),
    /** `v1.<iv>.<ciphertext>` (base64url), never the token itself. */
    refreshToken: text("refresh_token").notNull(),
    /** Gmail's history id after the last sync: the next sync asks for what came after it. */
    historyId: text("history_id"),
    lastSyncAt: text("last_sync_at"),
    /** When the running sync started (null when none runs); a stale one is taken over after a while. */
    syncStartedAt: text("sync_started_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** A started Gmail connection: the OAuth state (hashed) bound to the user who started it, for a few minutes. */
export const mailboxOauthStates = sqliteTable(
  "mailbox_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("mailbox_oauth_states_user").on(t.userId)],
);

/**
 * What a user keeps from the portal's generators (spec: Saved item), one list per kind: the
 * object as JSON, and a key of its identifying content (a networking message's text) so the
 * same thing is saved once and "is this saved?" is one lookup.
 */
export const savedItems = sqliteTable(
  "saved_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    savedObj: text("saved_obj").notNull(),
    contentKey: text("content_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("saved_items_user_type_created").on(t.userId, t.type, t.createdAt), uniqueIndex("saved_items_user_type_key").on(t.userId, t.type, t.contentKey)],
);

/**
 * The course catalogue (docs/api/courses.md): the bundled courses (seeded) and those a deployer
 * imports (`npm run catalog:import`). `id` is the course's stable public id; `row_number` is the
 * integer key the FTS5 index `courses_fts` (migration 0011, over the `search_*` columns) refers
 * to, since an implicit rowid may change on VACUUM. The `search_*` columns hold the folded text
 * of core/courses/normalise.ts (Arabic variants, article, stems), written by the importer.
 */
export const courses = sqliteTable(
  "courses",
  {
    rowNumber: integer("row_number").primaryKey({ autoIncrement: true }),
    id: text("id").notNull(),
    title: text("title").notNull(),
    provider: text("provider").notNull(),
    url: text("url").notNull(),
    /** JSON array of canonical skill names. */
    skills: text("skills").notNull(),
    level: text("level", { enum: ["Beginner", "Intermediate", "Advanced"] }).notNull(),
    language: text("language").notNull(),
    durationHours: real("duration_hours").notNull(),
    free: integer("free", { mode: "boolean" }).notNull(),
    certificate: integer("certificate", { mode: "boolean" }).notNull(),
    description: text("description").notNull(),
    searchTitle: text("search_title").notNull(),
    searchSkills: text("search_skills").notNull(),
    searchDescription: text("search_description").notNull(),
    searchProvider: text("search_provider").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("courses_id").on(t.id),
    uniqueIndex("courses_provider_url").on(t.provider, t.url),
    index("courses_filters").on(t.language, t.free, t.level, t.durationHours),
  ],
);

/**
 * userLastRoadmap (spec section 3): the roadmap the user last had open on Craft Roadmap and its
 * view, one row per user, so the page opens where they left it on any device.
 */
export const userLastRoadmap = sqliteTable("user_last_roadmap", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The roadmap as JSON (core/schemas/roadmap.ts roadmapSchema). */
  roadmap: text("roadmap").notNull(),
  /** The saved view as JSON (roadmapStateSchema), or null. */
  state: text("state"),
  updatedAt: text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/**
 * Job postings imported from public job boards (docs/api/jobs.md): one row per posting per board,
 * refreshed on every import (`seen_at`); a posting the board no longer lists is deleted.
 * `row_number` is the integer key of the FTS5 index `job_postings_fts` (migration 0012) over the
 * `search_*` columns, which hold the folded text of core/courses/normalise.ts.
 */
export const jobPostings = sqliteTable(
  "job_postings",
  {
    rowNumber: integer("row_number").primaryKey({ autoIncrement: true }),
    source: text("source", { enum: ["greenhouse", "lever"] }).notNull(),
    board: text("board").notNull(),
    externalId: text("external_id").notNull(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    workplace: text("workplace", { enum: ["remote", "hybrid", "onsite"] }),
    jobType: text("job_type", { enum: ["full_time", "part_time", "contract", "internship", "temporary"] }),
    department: text("department"),
    /** Plain text, tags removed. */
    description: text("description").notNull(),
    url: text("url").notNull(),
    /** JSON array of canonical skill names the posting asks for. */
    skills: text("skills").notNull(),
    postedAt: text("posted_at"),
    /** The board's own last-updated time, to skip unchanged postings. */
    sourceUpdatedAt: text("source_updated_at"),
    /** The last import that found this posting on its board. */
    seenAt: text("seen_at").notNull(),
    searchTitle: text("search_title").notNull(),
    searchText: text("search_text").notNull(),
    searchLocation: text("search_location").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_postings_source_id").on(t.source, t.board, t.externalId), index("job_postings_board_seen").on(t.source, t.board, t.seenAt)],
);

/** The last import of each configured job board: when, whether it worked, how many postings. */
export const jobSources = sqliteTable(
  "job_sources",
  {
    source: text("source", { enum: ["greenhouse", "lever"] }).notNull(),
    board: text("board").notNull(),
    lastSyncedAt: text("last_synced_at"),
    ok: integer("ok", { mode: "boolean" }),
    postings: integer("postings").notNull().default(0),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.source, t.board] })],
);

/**
 * Job boards the browser tests connect (DEV_TOOLS=1 only, never in production): they take the
 * place of JOB_SOURCES, with the address of a local fake of the board's API.
 */
export const devJobSources = sqliteTable(
  "dev_job_sources",
  {
    source: text("source", { enum: ["greenhouse", "lever"] }).notNull(),
    board: text("board").notNull(),
    baseUrl: text("base_url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.board] })],
);

/**
 * Model-backed coach replies per user and UTC day (AI_DAILY_BUDGET, worker/lib/ai-budget.ts):
 * counted in both coaching rooms, chat and voice, before the model is called. The offline local
 * engine is never counted.
 */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    calls: integer("calls").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
