/**
 * Addresses Amal no longer writes to in bulk: a hard bounce or a spam complaint reported by the
 * mail provider (./webhooks.ts). Recording one also turns off the account's weekly career e-mail
 * and the newsletter for that address. Senders of optional mail call `isSuppressed` first;
 * account mail (password resets, sign-in links) still goes out, since the reader asked for it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { careerEmailSubscriptions, mailSuppressions, newsletterSubscribers, users } from "../../db/schema";

export type SuppressionReason = "bounce" | "complaint";

/** How addresses are compared: trimmed and lower-case. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/** True when `email` bounced hard or complained: optional mail (career e-mails, newsletters) must not go to it. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const row = await db.select({ email: mailSuppressions.email }).from(mailSuppressions).where(eq(mailSuppressions.email, normalizeAddress(email))).get();
  return row !== undefined;
}

/**
 * Records that `email` bounced or complained (a later complaint replaces a bounce's reason), sets
 * the career e-mail of the account with that address to unsubscribed (created if missing) and
 * unsubscribes the address from the newsletter.
 */
export async function suppress(db: Db, input: { email: string; reason: SuppressionReason; provider: string; detail?: string | null }, now = new Date()) {
  const email = normalizeAddress(input.email);
  const stamp = now.toISOString();
  const detail = input.detail?.slice(0, 500) ?? null;
  await db
    .insert(mailSuppressions)
    .values({ email, reason: input.reason, provider: input.provider, detail, createdAt: stamp })
    .onConflictDoUpdate({ target: mailSuppressions.email, set: { reason: input.reason, provider: input.provider, detail } });
  const account = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).get();
  if (account) {
    await db
      .insert(careerEmailSubscriptions)
      .values({ userId: account.id, status: "unsubscribed", source: input.reason, createdAt: stamp, updatedAt: stamp })
      .onConflictDoUpdate({ target: careerEmailSubscriptions.userId, set: { status: "unsubscribed", source: input.reason, updatedAt: stamp } });
  }
  await db.update(newsletterSubscribers).set({ status: "unsubscribed", updatedAt: stamp }).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
}
