import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

export type SubscribeOutcome = "subscribed" | "already_subscribed";

/**
 * Subscribes an address to the newsletter. Idempotent: the address is stored once (lower-cased),
 * a second subscribe reports `already_subscribed`, and a previously unsubscribed address is
 * subscribed again.
 */
export async function subscribe(db: Db, rawEmail: string): Promise<SubscribeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length) return "subscribed";
  const resubscribed = await db
    .update(newsletterSubscribers)
    .set({ status: "subscribed", updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
    .where(sql`${newsletterSubscribers.email} = ${email} AND ${newsletterSubscribers.status} = 'unsubscribed'`)
    .returning({ id: newsletterSubscribers.id });
  return resubscribed.length ? "subscribed" : "already_subscribed";
}

export async function isSubscribed(db: Db, email: string) {
  const row = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.trim().toLowerCase())).get();
  return row?.status === "subscribed";
}
