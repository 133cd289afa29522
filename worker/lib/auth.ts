/**
 * Sessions and the sign-in guard.
 *
 * A session is an opaque random token in the `amal_session` cookie (HttpOnly, Secure,
 * SameSite=Lax); D1 keeps only its SHA-256, so a leaked database holds no usable cookie. Sessions
 * last 30 days and slide: a request made when less than 15 days remain extends it to 30 again.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { database, type Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { AppEnv } from "../env";
import { randomToken, sha256Hex } from "./crypto";
import { AppError } from "./errors";

export const SESSION_COOKIE = "amal_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend a session once less than this remains. */
export const SESSION_REFRESH_BELOW_MS = 15 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export const unauthenticated = () => new AppError(401, "unauthenticated", "Your session has expired. Please log in again.");

const cookieOptions = (expires: Date) =>
  ({ httpOnly: true, secure: true, sameSite: "Lax", path: "/", expires }) as const;

/** Stores a new session for `userId` and returns its token (the cookie value). */
export async function createSession(db: Db, userId: string, userAgent: string | undefined, now = new Date()) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    userId,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, cookieOptions(expiresAt));
}

/** Signs `userId` in on this response: a new session row and its cookie. */
export async function issueSession(c: Context<AppEnv>, userId: string) {
  const { token, expiresAt } = await createSession(database(c.env.DB), userId, c.req.header("user-agent"));
  setSessionCookie(c, token, expiresAt);
  c.set("session", { userId, tokenHash: await sha256Hex(token) });
}

/**
 * Replaces the caller's session with a fresh token (after a password change), so a token that
 * was copied before the change stops working while this browser stays signed in.
 */
export async function rotateSession(c: Context<AppEnv>, userId: string, oldTokenHash: string) {
  await database(c.env.DB)
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, oldTokenHash), eq(sessions.userId, userId)));
  await issueSession(c, userId);
}

/** Tells the browser to forget its session cookie. */
export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
}

/** Deletes the caller's session row (if any) and clears the cookie. */
export async function endSession(c: Context<AppEnv>) {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await database(c.env.DB).delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
  clearSessionCookie(c);
}

/** The unexpired session and its user for a cookie token, in one query. */
async function findSession(db: Db, token: string, now: Date) {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now.toISOString())))
    .get();
  return row ? { ...row, tokenHash } : null;
}

/**
 * The guard for signed-in routes: returns the caller's user or throws 401 `unauthenticated`.
 * Slides the session's expiry when less than 15 days remain (re-setting the cookie).
 */
export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) throw unauthenticated();
  const db = database(c.env.DB);
  const now = new Date();
  const found = await findSession(db, token, now);
  if (!found) {
    clearSessionCookie(c);
    throw unauthenticated();
  }
  if (Date.parse(found.expiresAt) - now.getTime() < SESSION_REFRESH_BELOW_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ expiresAt: expiresAt.toISOString(), lastSeenAt: now.toISOString() })
      .where(eq(sessions.tokenHash, found.tokenHash));
    setSessionCookie(c, token, expiresAt);
  }
  c.set("session", { userId: found.user.id, tokenHash: found.tokenHash });
  c.set("user", found.user);
  return found.user;
}

/** Middleware form of `requireUser`: the handler then reads `c.get("user")!`. */
export const signedIn: MiddlewareHandler<AppEnv> = async function signedIn(c, next) {
  await requireUser(c);
  await next();
};

/**
 * Who is calling, from the request's session cookie, or null. Used by the worker entry for the
 * realtime rooms, outside the Hono app (so it takes the raw request and bindings).
 */
export async function currentUserId(request: Request, env: { DB: D1Database }): Promise<string | null> {
  const token = parse(request.headers.get("cookie") ?? "", SESSION_COOKIE)[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const found = await findSession(database(env.DB), token, new Date());
  return found?.user.id ?? null;
}
