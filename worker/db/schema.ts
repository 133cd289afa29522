/**
 * The D1 schema (drizzle). Migrations in /migrations are generated from this file with
 * `npm run db:generate`; every user-owned table added later carries `user_id`.
 */
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    provider: text("provider").notNull(),
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created").on(t.createdAt)],
);
