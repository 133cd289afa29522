/**
 * Sign-in with LinkedIn or Google: OpenID Connect authorization code flow with PKCE (S256) and
 * state, through arctic's OAuth2Client. The endpoints come from each issuer's discovery
 * document (`<issuer>/.well-known/openid-configuration`), so pointing LINKEDIN_OIDC_ISSUER /
 * GOOGLE_OIDC_ISSUER at another issuer (a test fake, a staging IdP) needs no code change.
 *
 * The identity is read from the userinfo endpoint with the access token (both providers return
 * `sub`, `name`, `email`, `email_verified` there); the ID token, when present, must name our
 * client id as its audience and the same subject.
 */
import type { Language } from "../../lib/language";
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { OAuthProvider } from "../../../core/schemas/auth";
import type { Db } from "../../db/client";
import { oauthAccounts, users } from "../../db/schema";
import type { Vars } from "../../env";
import type { UserRow } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { findUserByEmail, findUserById, isUniqueViolation } from "./service";

export const PROVIDER_NAMES: Record<OAuthProvider, string> = { linkedin: "LinkedIn", google: "Google" };
const SCOPES = ["openid", "profile", "email"];
/** How long a started sign-in may take before its state cookie expires. */
export const OAUTH_STATE_TTL_S = 10 * 60;

export interface OAuthClientConfig {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
}

/** The provider's configuration, or null when its client id or secret is not set. */
export function oauthConfig(vars: Vars, provider: OAuthProvider): OAuthClientConfig | null {
  const [clientId, clientSecret, issuer] =
    provider === "linkedin"
      ? [vars.LINKEDIN_CLIENT_ID, vars.LINKEDIN_CLIENT_SECRET, vars.LINKEDIN_OIDC_ISSUER]
      : [vars.GOOGLE_CLIENT_ID, vars.GOOGLE_CLIENT_SECRET, vars.GOOGLE_OIDC_ISSUER];
  if (!clientId || !clientSecret) return null;
  return { provider, clientId, clientSecret, issuer, redirectUri: new URL("/oauth2callback", vars.APP_URL).toString() };
}

export const notConfigured = (provider: OAuthProvider) =>
  new AppError(503, "not_configured", `Sign-in with ${PROVIDER_NAMES[provider]} is not configured.`);

export const oauthFailed = (message: string) => new AppError(400, "oauth_failed", message);

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const discoveryCache = new Map<string, { doc: Discovery; at: number }>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** The issuer's endpoints, cached per isolate for an hour. */
async function discover(config: OAuthClientConfig, fetcher: typeof fetch): Promise<Discovery> {
  const hit = discoveryCache.get(config.issuer);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.doc;
  const name = PROVIDER_NAMES[config.provider];
  let res: Response;
  try {
    res = await fetcher(`${config.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError(502, "oauth_unavailable", `We couldn't reach ${name}. Please try again in a moment.`);
  }
  const parsed = discoverySchema.safeParse(res.ok ? await res.json().catch(() => null) : null);
  if (!parsed.success) throw new AppError(502, "oauth_unavailable", `${name} sign-in is unavailable right now. Please try again later.`);
  discoveryCache.set(config.issuer, { doc: parsed.data, at: Date.now() });
  return parsed.data;
}

/** What the start step keeps (in a signed, short-lived cookie) for the callback to check. */
export interface OAuthPending {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  expiresAt: number;
}

/** The provider's authorization URL (state + S256 code challenge) and what to remember. */
export async function startOAuth(config: OAuthClientConfig, fetcher: typeof fetch, now = Date.now()) {
  const { authorization_endpoint } = await discover(config, fetcher);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const client = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
  const url = client.createAuthorizationURLWithPKCE(authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, SCOPES);
  const pending: OAuthPending = { provider: config.provider, state, codeVerifier, expiresAt: now + OAUTH_STATE_TTL_S * 1000 };
  return { url, pending };
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  name: z.string().max(200).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
});
export type OAuthClaims = z.infer<typeof claimsSchema>;

/**
 * Exchanges the code for tokens and reads who signed in. The client authenticates with
 * `client_secret_post` (LinkedIn accepts nothing else; Google accepts it too) and sends the
 * PKCE verifier.
 */
export async function fetchIdentity(config: OAuthClientConfig, code: string, codeVerifier: string, fetcher: typeof fetch): Promise<OAuthClaims> {
  const name = PROVIDER_NAMES[config.provider];
  const endpoints = await discover(config, fetcher);
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: config.redirectUri,
    code_verifier: codeVerifier,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  let tokens: OAuth2Tokens;
  try {
    const res = await fetcher(endpoints.token_endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await res.json().catch(() => null)) as object | null;
    if (!res.ok || !data) throw new Error(`token endpoint answered ${res.status}`);
    tokens = new OAuth2Tokens(data);
    tokens.accessToken();
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "oauth token exchange failed", provider: config.provider, error: String(error) }));
    throw oauthFailed(`${name} did not accept this sign-in (it may have expired). Please try again.`);
  }

  let claims: OAuthClaims;
  try {
    const res = await fetcher(endpoints.userinfo_endpoint, {
      headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    claims = claimsSchema.parse(await res.json());
    if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "oauth userinfo failed", provider: config.provider, error: String(error) }));
    throw oauthFailed(`We couldn't read your ${name} profile. Please try again.`);
  }

  const idToken = "id_token" in tokens.data ? tokens.idToken() : null;
  if (idToken) {
    let payload: { aud?: unknown; sub?: unknown };
    try {
      payload = decodeIdToken(idToken) as typeof payload;
    } catch {
      throw oauthFailed(`${name} sent an unreadable sign-in token. Please try again.`);
    }
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audience.includes(config.clientId) || payload.sub !== claims.sub) {
      throw oauthFailed(`${name} sent a sign-in token meant for another app. Please try again.`);
    }
  }
  return claims;
}

function displayName(claims: OAuthClaims, email: string): string {
  const name = claims.name?.trim() || [claims.given_name, claims.family_name].filter(Boolean).join(" ").trim();
  return (name || email.split("@")[0]!).slice(0, 50);
}

/**
 * The account for a provider identity: the one already linked to it; else the account with the
 * same verified e-mail, now linked; else a new account (profile fields empty until the user
 * fills in Career Info). An unverified e-mail neither links nor creates anything.
 */
/** The account of an OAuth identity; a new one is created in `language` (the sign-in screen's). */
export async function accountForIdentity(db: Db, provider: OAuthProvider, claims: OAuthClaims, language?: Language): Promise<UserRow> {
  const name = PROVIDER_NAMES[provider];
  const existing = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, claims.sub)))
    .get();
  if (existing) return existing.user;

  const email = claims.email?.trim().toLowerCase();
  if (!email?.includes("@")) throw oauthFailed(`Your ${name} account did not share an e-mail address. Please sign up with your e-mail instead.`);
  if (claims.email_verified !== true) {
    throw oauthFailed(`Your ${name} e-mail address is not verified. Verify it with ${name}, or sign in with your e-mail and password.`);
  }

  const link = (userId: string) => db.insert(oauthAccounts).values({ provider, providerUserId: claims.sub, userId, email }).onConflictDoNothing();

  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    await link(byEmail.id);
    return byEmail;
  }
  const userId = crypto.randomUUID();
  try {
    await db.batch([db.insert(users).values({ id: userId, email, passwordHash: null, fullname: displayName(claims, email), ...language }), link(userId)]);
  } catch (error) {
    // Someone signed up with this e-mail a moment ago: link to that account instead.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findUserByEmail(db, email);
    if (!raced) throw error;
    await link(raced.id);
    return raced;
  }
  return (await findUserById(db, userId))!;
}
