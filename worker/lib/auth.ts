/**
 * Auth sessions (who is signed in) and the sign-in guard.
 *
 * An auth session is an opaque random token in the `amal_session` cookie (HttpOnly, Secure,
 * SameSite=Lax); D1 keeps only its SHA-256, so a leaked database holds no usable cookie. Auth
 * sessions last 30 days and slide: a request made when less than 15 days remain extends it to 30 again.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { parse } from "hono/utils/cookie";
import { database, type Db } from "../db/client";
import { authSessions, users } from "../db/schema";
import type { AppEnv, AuthSession, SignedInEnv, UserRow } from "../env";
import { randomToken, sha256Hex } from "./crypto";
import { AppError } from "./errors";

export const AUTH_COOKIE = "amal_session";
export const AUTH_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend an auth session once less than this remains. */
export const AUTH_SESSION_REFRESH_BELOW_MS = 15 * 24 * 60 * 60 * 1000;

export type { UserRow };

export const unauthenticated = () => new AppError(401, "unauthenticated", "Your session has expired. Please log in again.");

const cookieOptions = (expires: Date) =>
  ({ httpOnly: true, secure: true, sameSite: "Lax", path: "/", expires }) as const;

/** Stores a new auth session for `userId` and returns its token (the cookie value) and the token's hash. */
export async function createAuthSession(db: Db, userId: string, userAgent: string | undefined, now = new Date()) {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const expiresAt = new Date(now.getTime() + AUTH_SESSION_TTL_MS);
  await db.insert(authSessions).values({
    tokenHash,
    userId,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, tokenHash, expiresAt };
}

function setAuthCookie<E extends AppEnv>(c: Context<E>, token: string, expiresAt: Date) {
  setCookie(c, AUTH_COOKIE, token, cookieOptions(expiresAt));
}

/** Signs `userId` in on this response: a new auth session row and its cookie. Returns the session's token hash. */
export async function issueAuthSession<E extends AppEnv>(c: Context<E>, userId: string): Promise<string> {
  const { token, tokenHash, expiresAt } = await createAuthSession(c.var.db, userId, c.req.header("user-agent"));
  setAuthCookie(c, token, expiresAt);
  return tokenHash;
}

/**
 * Replaces the caller's auth session with a fresh token (after a password change), so a token
 * that was copied before the change stops working while this browser stays signed in. Returns
 * the new session's token hash.
 */
export async function rotateAuthSession<E extends AppEnv>(c: Context<E>, userId: string, oldTokenHash: string): Promise<string> {
  await c.var.db.delete(authSessions).where(and(eq(authSessions.tokenHash, oldTokenHash), eq(authSessions.userId, userId)));
  return issueAuthSession(c, userId);
}

/** Tells the browser to forget its auth cookie. */
export function clearAuthCookie<E extends AppEnv>(c: Context<E>) {
  deleteCookie(c, AUTH_COOKIE, { httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
}

/**
 * Deletes the caller's auth session row (if any) and clears the cookie. Returns the session that
 * ended (its user and token hash), or null when the cookie named none.
 */
export async function endAuthSession<E extends AppEnv>(c: Context<E>): Promise<AuthSession | null> {
  const token = getCookie(c, AUTH_COOKIE);
  clearAuthCookie(c);
  if (!token || token.length > 200) return null;
  const tokenHash = await sha256Hex(token);
  const [ended] = await c.var.db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash)).returning({ userId: authSessions.userId });
  return ended ? { userId: ended.userId, tokenHash } : null;
}

/** The unexpired auth session and its user for a cookie token, in one query. */
async function findAuthSession(db: Db, token: string, now: Date) {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ user: users, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, tokenHash), gt(authSessions.expiresAt, now.toISOString())))
    .get();
  return row ? { ...row, tokenHash } : null;
}

/**
 * The caller's user and auth session, or a 401 `unauthenticated`. Slides the auth session's
 * expiry when less than 15 days remain (re-setting the cookie).
 */
export async function authenticate<E extends AppEnv>(c: Context<E>): Promise<{ user: UserRow; authSession: AuthSession }> {
  const token = getCookie(c, AUTH_COOKIE);
  if (!token || token.length > 200) throw unauthenticated();
  const db = c.var.db;
  const now = new Date();
  const found = await findAuthSession(db, token, now);
  if (!found) {
    clearAuthCookie(c);
    throw unauthenticated();
  }
  if (Date.parse(found.expiresAt) - now.getTime() < AUTH_SESSION_REFRESH_BELOW_MS) {
    const expiresAt = new Date(now.getTime() + AUTH_SESSION_TTL_MS);
    await db
      .update(authSessions)
      .set({ expiresAt: expiresAt.toISOString(), lastSeenAt: now.toISOString() })
      .where(eq(authSessions.tokenHash, found.tokenHash));
    setAuthCookie(c, token, expiresAt);
  }
  return { user: found.user, authSession: { userId: found.user.id, tokenHash: found.tokenHash } };
}

/** The guard for a signed-in route that reads the user itself: the caller's user, or 401. */
export async function requireUser<E extends AppEnv>(c: Context<E>): Promise<UserRow> {
  return (await authenticate(c)).user;
}

/**
 * Authenticates the caller and records them on the context as `c.var.user` and
 * `c.var.authSession` (what `signedIn` does, for guards that build on it).
 */
export async function signIn(c: Context<SignedInEnv>): Promise<UserRow> {
  // A guard earlier in the chain (`requireActiveSubscription` before a `signedIn` sub-app) may
  // have signed the caller in already: one auth-session lookup per request.
  const known = c.get("user") as UserRow | undefined;
  if (known) return known;
  const { user, authSession } = await authenticate(c);
  c.set("user", user);
  c.set("authSession", authSession);
  return user;
}

/**
 * The sign-in guard as middleware (401 `unauthenticated` otherwise): routes behind it are typed
 * `SignedInEnv`, so handlers read `c.var.user` and `c.var.authSession` as present.
 */
export const signedIn = createMiddleware<SignedInEnv>(async function signedIn(c, next) {
  await signIn(c);
  await next();
});

/**
 * Who is calling and under which auth session, from the request's auth cookie, or null. Used by
 * the worker entry for the realtime rooms, outside the Hono app (so it takes the raw request and
 * bindings).
 */
export async function currentAuthSession(request: Request, env: { DB: D1Database }): Promise<AuthSession | null> {
  const token = parse(request.headers.get("cookie") ?? "", AUTH_COOKIE)[AUTH_COOKIE];
  if (!token || token.length > 200) return null;
  const found = await findAuthSession(database(env.DB), token, new Date());
  return found ? { userId: found.user.id, tokenHash: found.tokenHash } : null;
}

/**
 * Which of `tokenHashes` are still unexpired auth sessions of `userId` (one query). The realtime
 * rooms ask this about their open sockets, which were admitted under those sessions.
 */
export async function liveAuthSessions(db: Db, userId: string, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  if (!tokenHashes.length) return new Set();
  const rows = await db
    .select({ tokenHash: authSessions.tokenHash })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), inArray(authSessions.tokenHash, tokenHashes), gt(authSessions.expiresAt, now.toISOString())));
  return new Set(rows.map((row) => row.tokenHash));
}
