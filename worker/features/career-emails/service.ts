/**
 * Who receives the weekly career e-mail: one row per account in career_email_subscriptions (no
 * row: never subscribed; new accounts are not). The portal's panel subscribes and unsubscribes
 * the signed-in account; an e-mail's signed link unsubscribes the account it was sent to.
 */
import { eq, sql } from "drizzle-orm";
import { CAREER_EMAIL_MESSAGES, type SubscribeOutcome, type UnsubscribeOutcome } from "../../../core/schemas/career-emails";
import type { Db } from "../../db/client";
import { careerEmailSubscriptions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { verifyUnsubscribeToken } from "./tokens";

type Source = (typeof careerEmailSubscriptions.$inferInsert)["source"];

const NOW_SQL = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const userNotFound = () => new AppError(404, "user_not_found", CAREER_EMAIL_MESSAGES.userNotFound);
export const linkInvalid = () => new AppError(400, "unsubscribe_link_invalid", CAREER_EMAIL_MESSAGES.linkInvalid);
export const linkExpired = () => new AppError(400, "unsubscribe_link_expired", CAREER_EMAIL_MESSAGES.linkExpired);

/** A time zone the runtime knows (the browser's `Intl` name); anything else falls back to UTC. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return "UTC";
  try {
    return new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

async function accountOf(db: Db, userId: string) {
  const user = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw userNotFound();
  return user;
}

/** The account's address and whether it receives the weekly e-mail. */
export async function careerEmailStatus(db: Db, userId: string) {
  const user = await accountOf(db, userId);
  const row = await db.select({ status: careerEmailSubscriptions.status }).from(careerEmailSubscriptions).where(eq(careerEmailSubscriptions.userId, userId)).get();
  return { email: user.email, subscribed: row?.status === "subscribed" };
}

/** Subscribes the account (timed in `timeZone`); `already_subscribed` when it already was. */
export async function subscribeAccount(db: Db, userId: string, timeZone?: string): Promise<SubscribeOutcome> {
  await accountOf(db, userId);
  const zone = knownTimeZone(timeZone);
  const existing = await db.select().from(careerEmailSubscriptions).where(eq(careerEmailSubscriptions.userId, userId)).get();
  if (existing?.status === "subscribed") {
    if (timeZone && existing.timeZone !== zone) await db.update(careerEmailSubscriptions).set({ timeZone: zone, updatedAt: NOW_SQL }).where(eq(careerEmailSubscriptions.userId, userId));
    return "already_subscribed";
  }
  await db
    .insert(careerEmailSubscriptions)
    .values({ userId, status: "subscribed", timeZone: zone, source: "portal" })
    .onConflictDoUpdate({ target: careerEmailSubscriptions.userId, set: { status: "subscribed", timeZone: zone, source: "portal", updatedAt: NOW_SQL } });
  return "subscribed";
}

/** Stops the weekly e-mail; `already_unsubscribed` when the account was not receiving it. */
export async function unsubscribeAccount(db: Db, userId: string, source: Source = "portal"): Promise<UnsubscribeOutcome> {
  await accountOf(db, userId);
  const changed = await db
    .update(careerEmailSubscriptions)
    .set({ status: "unsubscribed", source, updatedAt: NOW_SQL })
    .where(sql`${careerEmailSubscriptions.userId} = ${userId} AND ${careerEmailSubscriptions.status} = 'subscribed'`)
    .returning({ userId: careerEmailSubscriptions.userId });
  return changed.length ? "unsubscribed" : "already_unsubscribed";
}

export interface LinkAccount {
  id: string;
  email: string;
  locale: "en" | "ar";
  digits: "latn" | "arab";
}

/**
 * The account an unsubscribe link is for, once its token checks out for that account's id and
 * address; an address without an account is the same invalid link (the page never tells who
 * has one). Throws `unsubscribe_link_invalid` or `unsubscribe_link_expired`.
 */
export async function accountForLink(db: Db, secret: string, email: string, token: string, now = new Date()): Promise<LinkAccount> {
  const user = await db
    .select({ id: users.id, email: users.email, locale: users.locale, digits: users.digits })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  // The check runs either way, so an unknown address takes as long as a known one.
  const check = await verifyUnsubscribeToken(secret, user?.id ?? "no-account", email, token, now);
  if (!user || check === "invalid") throw linkInvalid();
  if (check === "expired") throw linkExpired();
  return user;
}

/** Unsubscribes the account an e-mail's signed link names (source `link`). */
export async function unsubscribeByLink(db: Db, secret: string, email: string, token: string, now = new Date()) {
  const account = await accountForLink(db, secret, email, token, now);
  return { account, outcome: await unsubscribeAccount(db, account.id, "link") };
}
