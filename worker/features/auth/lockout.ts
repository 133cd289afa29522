/**
 * Failed sign-ins and what they lead to, built so that knowing someone's e-mail is never enough
 * to lock them out of their account:
 *
 * - Failures are counted per account *and* network (the client IP). A network with
 *   MAX_LOGIN_FAILURES within LOCKOUT_WINDOW_MS is paused: its wrong passwords get a 429 that
 *   says when to come back, and they are not counted further.
 * - The right password is never refused outright. From a paused network, or from anywhere once
 *   the account has seen ACCOUNT_MAX_LOGIN_FAILURES from several networks, it does not sign in
 *   directly: a one-time sign-in link goes to the account's e-mail address instead, so only
 *   someone who also reads that mailbox gets in.
 * - The owner is told by e-mail when a limit is reached, at most once per window.
 */
import { loginAlertMail, signInLinkMail } from "./mails";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../../core/schemas/auth";
import type { Db } from "../../db/client";
import { loginAlerts, loginFailures, signInLinks, users } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { AppError, tooManyRequests } from "../../lib/errors";
import type { MailProvider } from "../../providers/mail";

/** Failed sign-ins per account and network tolerated within LOCKOUT_WINDOW_MS before that network is paused. */
export const MAX_LOGIN_FAILURES = 10;
/**
 * Failed sign-ins on one account, from all networks together (each counted up to its own
 * limit, so it takes at least three), after which every sign-in needs the e-mailed link.
 */
export const ACCOUNT_MAX_LOGIN_FAILURES = 3 * MAX_LOGIN_FAILURES;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

export const SIGN_IN_LINK_MESSAGE = AUTH_MESSAGES.signInLinkSent;

export const invalidSignInLink = () => new AppError(400, "invalid_token", AUTH_MESSAGES.invalidSignInLink);

const paused = (retryAfterSeconds: number) =>
  tooManyRequests("Too many failed sign-in attempts for this account. Please try again in 15 minutes or reset your password.", retryAfterSeconds);

export interface LockoutDeps {
  db: Db;
  mail: MailProvider;
  appUrl: string;
}

/** What the window's failures say about a sign-in to `email` from `ip`. */
export interface FailureCount {
  /** This network's failures in the window (at most MAX_LOGIN_FAILURES are looked at). */
  fromSource: number;
  /** When this network's pause ends (epoch ms), or null when it is not paused. */
  pausedUntil: number | null;
  /** The account's failures in the window, each network counted up to MAX_LOGIN_FAILURES. */
  onAccount: number;
}

/** Counts the failures in the window before `now` for `email`, from `ip` and from everywhere. */
export async function countFailures(db: Db, email: string, ip: string, now: Date): Promise<FailureCount> {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
  const inWindow = and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since));
  const [latest, bySource] = await Promise.all([
    db
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(inWindow, eq(loginFailures.ip, ip)))
      .orderBy(desc(loginFailures.createdAt))
      .limit(MAX_LOGIN_FAILURES)
      .all(),
    db
      .select({ failures: sql<number>`min(count(*), ${MAX_LOGIN_FAILURES})` })
      .from(loginFailures)
      .where(inWindow)
      .groupBy(loginFailures.ip)
      .all(),
  ]);
  // The pause ends when the oldest of the network's latest MAX_LOGIN_FAILURES leaves the window.
  const pausedUntil = latest.length >= MAX_LOGIN_FAILURES ? Date.parse(latest[MAX_LOGIN_FAILURES - 1]!.at) + LOCKOUT_WINDOW_MS : null;
  return { fromSource: latest.length, pausedUntil, onAccount: bySource.reduce((sum, row) => sum + Number(row.failures), 0) };
}

/** True when the right password must be confirmed through an e-mailed link rather than sign in directly. */
export function needsSignInLink(count: FailureCount): boolean {
  return count.pausedUntil !== null || count.onAccount >= ACCOUNT_MAX_LOGIN_FAILURES;
}

/**
 * Deals with a wrong password (or an unknown account): a paused network gets the 429 and the
 * attempt is not counted; otherwise it is counted, and reaching a limit alerts the owner. Always
 * throws `invalid` (or the 429).
 */
export async function refuseFailedSignIn(
  deps: LockoutDeps,
  attempt: { email: string; ip: string; user: UserRow | undefined; count: FailureCount },
  invalid: AppError,
  now: Date,
): Promise<never> {
  const { email, ip, user, count } = attempt;
  if (count.pausedUntil !== null) throw paused((count.pausedUntil - now.getTime()) / 1000);
  await deps.db.insert(loginFailures).values({ email, ip, createdAt: now.toISOString() });
  const fromSource = count.fromSource + 1;
  const onAccount = count.onAccount + 1;
  if (user && (fromSource >= MAX_LOGIN_FAILURES || onAccount >= ACCOUNT_MAX_LOGIN_FAILURES)) {
    await alertOwner(deps, user, { ip, failures: Math.max(fromSource, onAccount) }, now);
  }
  throw invalid;
}

/**
 * After a sign-in with the right password: this network's failures are forgiven, and rows that
 * have left the window are tidied away (other networks keep their count).
 */
export async function forgiveFailures(db: Db, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), or(eq(loginFailures.ip, ip), lte(loginFailures.createdAt, since))));
}

/** The sign-in link for a token, on the site's own origin. */
export function signInLink(appUrl: string, token: string): string {
  const url = new URL("/sign-in-link", appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

const forgotPasswordUrl = (appUrl: string) => new URL("/forgot-password", appUrl).toString();

/**
 * E-mails `user` a one-time sign-in link: 32 random bytes, only the SHA-256 stored, valid for
 * SIGN_IN_LINK_TTL_MS, spent on first use.
 */
export async function sendSignInLink(deps: LockoutDeps, user: UserRow, now: Date) {
  const token = randomToken(32);
  await deps.db.insert(signInLinks).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  await deps.mail.send({
    to: user.email,
    ...signInLinkMail({ reader: user, link: signInLink(deps.appUrl, token), resetUrl: forgotPasswordUrl(deps.appUrl), at: now, appUrl: deps.appUrl }),
  });
}

/**
 * Tells the owner that sign-ins to their account keep failing, unless they were told within
 * the last LOCKOUT_WINDOW_MS. The claim is one atomic upsert, so racing failures send one e-mail.
 */
async function alertOwner(deps: LockoutDeps, user: UserRow, seen: { ip: string; failures: number }, now: Date) {
  const stamp = now.toISOString();
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
  const claimed = await deps.db
    .insert(loginAlerts)
    .values({ userId: user.id, sentAt: stamp })
    .onConflictDoUpdate({ target: loginAlerts.userId, set: { sentAt: stamp }, setWhere: lte(loginAlerts.sentAt, since) })
    .returning({ userId: loginAlerts.userId });
  if (!claimed.length) return;
  await deps.mail.send({
    to: user.email,
    ...loginAlertMail({ reader: user, failures: seen.failures, ip: seen.ip, at: now, resetUrl: forgotPasswordUrl(deps.appUrl), appUrl: deps.appUrl }),
  });
}

/**
 * Signs in with an e-mailed link: spends the token atomically (a second use, or two racing uses,
 * find it spent), spends the account's other outstanding links, and returns the account. An
 * unknown, used or expired token is a 400 `invalid_token`.
 */
export async function redeemSignInLink(db: Db, token: string, now = new Date()): Promise<UserRow> {
  const stamp = now.toISOString();
  const [consumed] = await db
    .update(signInLinks)
    .set({ usedAt: stamp })
    .where(and(eq(signInLinks.tokenHash, await sha256Hex(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, stamp)))
    .returning({ userId: signInLinks.userId });
  if (!consumed) throw invalidSignInLink();
  const [, user] = await db.batch([
    db
      .update(signInLinks)
      .set({ usedAt: stamp })
      .where(and(eq(signInLinks.userId, consumed.userId), isNull(signInLinks.usedAt))),
    db.select().from(users).where(eq(users.id, consumed.userId)),
  ]);
  if (!user[0]) throw invalidSignInLink();
  return user[0];
}

/** Spends every outstanding sign-in link of an account (its password changed or was reset). */
export function spendSignInLinks(db: Db, userId: string, now = new Date()) {
  return db
    .update(signInLinks)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
}
