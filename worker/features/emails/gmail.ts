/**
 * Gmail: connecting a mailbox with OAuth (read-only scope, offline access, the state bound to
 * the user in D1 for ten minutes), the encrypted refresh token, background syncs and
 * disconnecting. The first sync reads the last GMAIL_SYNC_DAYS days of job-related messages
 * (messages.list with a search); later ones read what was added since the stored history id
 * (history.list). Each message is fetched `format=raw` and goes through the same pipeline as
 * forwarded mail; only job e-mails are kept. Progress is published on the UserHub's
 * `email_sync` topic. Endpoints follow Google's documented REST API; their base URLs come from
 * the environment so tests can point them at a fake.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { EMAIL_MESSAGES as M } from "../../../core/schemas/email";
import type { Db } from "../../db/client";
import { mailboxConnections, mailboxOauthStates } from "../../db/schema";
import type { Vars } from "../../env";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import type { IngestResult } from "./ingest";
import { decryptToken, encryptToken, tokenKey } from "./token-crypto";

export const GMAIL_SCOPE = "https://www.googleapis.com/auth/gmail.readonly";
const STATE_TTL_MS = 10 * 60 * 1000;
/** A sync that has not finished after this long is taken to have died (the next one may start). */
const STALE_SYNC_MS = 15 * 60 * 1000;
/** Messages fetched at once. */
const BATCH = 10;
/** What the first sync asks Gmail for (any language the classifier reads). */
const JOB_QUERY =
  '(application OR applied OR interview OR offer OR position OR role OR candidate OR candidacy OR recruiter OR recruiting OR hiring OR "next steps" OR career OR job OR وظيفة OR مقابلة OR طلبك OR التوظيف OR عرض) -in:chats';

export interface GmailConfig {
  clientId: string;
  clientSecret: string;
  key: CryptoKey;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiUrl: string;
  maxMessages: number;
  days: number;
}

/** Gmail's settings, or null when the server has no Google client or no token key (the page then explains forwarding). */
export async function gmailConfig(vars: Vars): Promise<GmailConfig | null> {
  if (!vars.GOOGLE_CLIENT_ID || !vars.GOOGLE_CLIENT_SECRET) return null;
  const key = await tokenKey(vars.EMAIL_TOKEN_KEY);
  if (!key) return null;
  return {
    clientId: vars.GOOGLE_CLIENT_ID,
    clientSecret: vars.GOOGLE_CLIENT_SECRET,
    key,
    redirectUri: new URL("/api/emails/gmail/callback", vars.APP_URL).toString(),
    authorizeUrl: vars.GOOGLE_OAUTH_AUTHORIZE_URL,
    tokenUrl: vars.GOOGLE_OAUTH_TOKEN_URL,
    revokeUrl: vars.GOOGLE_OAUTH_REVOKE_URL,
    apiUrl: vars.GMAIL_API_URL.replace(/\/+$/, ""),
    maxMessages: vars.GMAIL_SYNC_MAX,
    days: vars.GMAIL_SYNC_DAYS,
  };
}

export const notConfigured = () => new AppError(503, "gmail_not_configured", M.gmailNotConfigured);
export const notConnected = () => new AppError(409, "gmail_not_connected", M.gmailNotConnected);
export const syncRunning = () => new AppError(409, "gmail_sync_running", M.gmailSyncRunning);

/** Google refused the refresh token: access was revoked or expired. */
export class GmailRevokedError extends Error {}

// ——— Google's endpoints

export interface GmailApi {
  exchangeCode(code: string): Promise<{ refreshToken: string; accessToken: string }>;
  refresh(refreshToken: string): Promise<string>;
  revoke(token: string): Promise<void>;
  profile(access: string): Promise<{ emailAddress: string; historyId: string }>;
  /** Message ids matching `q`, newest first, up to `max`. */
  search(access: string, q: string, max: number): Promise<string[]>;
  /** Ids of messages added since `startHistoryId`, and the newest history id; null when that id is too old (a full sync is needed). */
  history(access: string, startHistoryId: string, max: number): Promise<{ ids: string[]; historyId: string } | null>;
  raw(access: string, id: string): Promise<Uint8Array | null>;
}

const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export function googleGmailApi(config: GmailConfig, fetcher: typeof fetch = fetch): GmailApi {
  async function token(params: Record<string, string>) {
    const res = await fetcher(config.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; error?: string };
    if (!res.ok || !body.access_token) {
      if (body.error === "invalid_grant") throw new GmailRevokedError("invalid_grant");
      throw new Error(`Google token endpoint answered ${res.status} ${body.error ?? ""}`);
    }
    return body;
  }
  async function api<T>(access: string, path: string, allow404 = false): Promise<T | null> {
    const res = await fetcher(`${config.apiUrl}/gmail/v1/users/me/${path}`, { headers: { Authorization: `Bearer ${access}`, Accept: "application/json" } });
    if (res.status === 404 && allow404) return null;
    if (res.status === 401 || res.status === 403) throw new GmailRevokedError(`Gmail API answered ${res.status}`);
    if (!res.ok) throw new Error(`Gmail API answered ${res.status} for ${path.split("?")[0]}`);
    return (await res.json()) as T;
  }
  return {
    async exchangeCode(code) {
      const body = await token({ grant_type: "authorization_code", code, redirect_uri: config.redirectUri });
      if (!body.refresh_token) throw new Error("Google sent no refresh token");
      return { refreshToken: body.refresh_token, accessToken: body.access_token! };
    },
    async refresh(refreshToken) {
      return (await token({ grant_type: "refresh_token", refresh_token: refreshToken })).access_token!;
    },
    async revoke(value) {
      await fetcher(config.revokeUrl, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token: value }) });
    },
    async profile(access) {
      return (await api<{ emailAddress: string; historyId: string }>(access, "profile"))!;
    },
    async search(access, q, max) {
      const ids: string[] = [];
      let pageToken = "";
      do {
        const params = new URLSearchParams({ q, maxResults: String(Math.min(100, max - ids.length)), ...(pageToken ? { pageToken } : {}) });
        const page = (await api<{ messages?: { id: string }[]; nextPageToken?: string }>(access, `messages?${params}`))!;
        ids.push(...(page.messages ?? []).map((m) => m.id));
        pageToken = page.nextPageToken ?? "";
      } while (pageToken && ids.length < max);
      return ids.slice(0, max);
    },
    async history(access, startHistoryId, max) {
      const ids: string[] = [];
      let historyId = startHistoryId;
      let pageToken = "";
      do {
        const params = new URLSearchParams({ startHistoryId, historyTypes: "messageAdded", maxResults: "500", ...(pageToken ? { pageToken } : {}) });
        const page = await api<{ history?: { messagesAdded?: { message: { id: string; labelIds?: string[] } }[] }[]; historyId?: string; nextPageToken?: string }>(
          access,
          `history?${params}`,
          true,
        );
        if (!page) return null;
        for (const entry of page.history ?? [])
          for (const added of entry.messagesAdded ?? []) if (!added.message.labelIds?.some((l) => l === "DRAFT" || l === "SENT" || l === "CHAT")) ids.push(added.message.id);
        historyId = page.historyId ?? historyId;
        pageToken = page.nextPageToken ?? "";
      } while (pageToken && ids.length < max);
      return { ids: [...new Set(ids)].slice(0, max), historyId };
    },
    async raw(access, id) {
      const message = await api<{ raw?: string }>(access, `messages/${encodeURIComponent(id)}?format=raw`, true);
      return message?.raw ? fromB64url(message.raw) : null;
    },
  };
}

// ——— connecting

/** Google's consent screen for this user; the state is stored hashed, bound to the user, for ten minutes. */
export async function connectUrl(db: Db, config: GmailConfig, userId: string, now = new Date()): Promise<string> {
  const state = randomToken(24);
  await db.delete(mailboxOauthStates).where(or(eq(mailboxOauthStates.userId, userId), lt(mailboxOauthStates.expiresAt, now.toISOString())));
  await db.insert(mailboxOauthStates).values({ stateHash: await sha256Hex(state), userId, expiresAt: new Date(now.getTime() + STATE_TTL_MS).toISOString() });
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: "code",
    scope: GMAIL_SCOPE,
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
  }).toString();
  return url.toString();
}

/** The callback: checks the state belongs to this user and is fresh, exchanges the code, stores the encrypted refresh token. */
export async function completeConnect(db: Db, config: GmailConfig, api: GmailApi, userId: string, query: { code?: string; state?: string; error?: string }, now = new Date()) {
  if (!query.state) return false;
  const [pending] = await db.delete(mailboxOauthStates).where(eq(mailboxOauthStates.stateHash, await sha256Hex(query.state))).returning();
  if (!pending || pending.userId !== userId || pending.expiresAt < now.toISOString() || query.error || !query.code) return false;
  try {
    const { refreshToken, accessToken } = await api.exchangeCode(query.code);
    const profile = await api.profile(accessToken);
    const sealed = await encryptToken(config.key, refreshToken, userId);
    await db
      .insert(mailboxConnections)
      .values({ userId, provider: "gmail", account: profile.emailAddress, refreshToken: sealed })
      .onConflictDoUpdate({
        target: [mailboxConnections.userId, mailboxConnections.provider],
        set: { account: profile.emailAddress, refreshToken: sealed, lastError: null, historyId: null, syncStartedAt: null },
      });
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "gmail connect failed", userId, error: String(error) }));
    return false;
  }
}

/** Disconnects: revokes the token at Google (best effort) and deletes it. */
export async function disconnect(db: Db, config: GmailConfig | null, api: GmailApi | null, userId: string) {
  const [row] = await db
    .delete(mailboxConnections)
    .where(and(eq(mailboxConnections.userId, userId), eq(mailboxConnections.provider, "gmail")))
    .returning();
  if (!row) throw notConnected();
  if (config && api) {
    try {
      await api.revoke(await decryptToken(config.key, row.refreshToken, userId));
    } catch (error) {
      console.error(JSON.stringify({ level: "warn", msg: "gmail token not revoked", userId, error: String(error) }));
    }
  }
}

// ——— syncing

/** Marks a sync as started; 409 while one runs (a sync older than 15 minutes is taken to have died). */
export async function claimSync(db: Db, userId: string, now = new Date()) {
  const stale = new Date(now.getTime() - STALE_SYNC_MS).toISOString();
  const [claimed] = await db
    .update(mailboxConnections)
    .set({ syncStartedAt: now.toISOString() })
    .where(
      and(
        eq(mailboxConnections.userId, userId),
        eq(mailboxConnections.provider, "gmail"),
        or(isNull(mailboxConnections.syncStartedAt), lt(mailboxConnections.syncStartedAt, stale)),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const exists = await db
    .select({ userId: mailboxConnections.userId })
    .from(mailboxConnections)
    .where(and(eq(mailboxConnections.userId, userId), eq(mailboxConnections.provider, "gmail")))
    .get();
  throw exists ? syncRunning() : notConnected();
}

export interface SyncProgress {
  state: "running" | "done" | "failed";
  fetched: number;
  added: number;
  error: string | null;
}

export interface SyncDeps {
  db: Db;
  config: GmailConfig;
  api: GmailApi;
  ingest: (userId: string, raw: Uint8Array) => Promise<IngestResult>;
  progress: (userId: string, progress: SyncProgress) => Promise<void>;
  now?: () => Date;
}

/** Runs one claimed sync to its end; never throws (the outcome is stored and published). */
export async function runSync(deps: SyncDeps, connection: typeof mailboxConnections.$inferSelect): Promise<SyncProgress> {
  const { userId } = connection;
  const progress: SyncProgress = { state: "running", fetched: 0, added: 0, error: null };
  const where = and(eq(mailboxConnections.userId, userId), eq(mailboxConnections.provider, "gmail"));
  await deps.progress(userId, { ...progress }).catch(() => {});
  try {
    const access = await deps.api.refresh(await decryptToken(deps.config.key, connection.refreshToken, userId));
    let ids: string[];
    let historyId: string;
    const since = connection.historyId ? await deps.api.history(access, connection.historyId, deps.config.maxMessages) : null;
    if (since) {
      ({ ids, historyId } = since);
    } else {
      // The first sync, or a history id Gmail no longer keeps: the recent job-related messages.
      historyId = (await deps.api.profile(access)).historyId;
      ids = await deps.api.search(access, `newer_than:${deps.config.days}d ${JOB_QUERY}`, deps.config.maxMessages);
    }
    for (let at = 0; at < ids.length; at += BATCH) {
      const raws = await Promise.all(ids.slice(at, at + BATCH).map((id) => deps.api.raw(access, id)));
      for (const raw of raws) {
        if (!raw) continue;
        progress.fetched++;
        if ((await deps.ingest(userId, raw)).created) progress.added++;
      }
      await deps.progress(userId, { ...progress }).catch(() => {});
    }
    const finished = (deps.now?.() ?? new Date()).toISOString();
    await deps.db.update(mailboxConnections).set({ historyId, lastSyncAt: finished, syncStartedAt: null, lastError: null }).where(where);
    progress.state = "done";
  } catch (error) {
    const revoked = error instanceof GmailRevokedError;
    if (!revoked) console.error(JSON.stringify({ level: "error", msg: "gmail sync failed", userId, error: String(error) }));
    progress.state = "failed";
    progress.error = revoked ? M.gmailAccessRevoked : M.gmailSyncFailed;
    await deps.db
      .update(mailboxConnections)
      .set({ syncStartedAt: null, lastError: progress.error })
      .where(where)
      .catch(() => {});
  }
  await deps.progress(userId, { ...progress }).catch(() => {});
  return progress;
}

