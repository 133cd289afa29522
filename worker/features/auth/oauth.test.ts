/**
 * OAuth sign-in against a fake OpenID provider (worker/test/fake-oidc.ts) installed as a fetch
 * spy. The app is driven through `createApp().fetch` with the provider's variables added to the
 * environment, as `wrangler secret put` would in production.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LoginResponse } from "../../../core/schemas/account";
import { createApp } from "../../app";
import { insertUser, logInAs, PASSWORD, authCookie } from "../../test/accounts";
import { FakeOidcProvider, installFakeProviders, type FakeProfile } from "../../test/fake-oidc";
import { rows, uniqueIp, type ErrorJson } from "../../test/http";

const LINKEDIN = { LINKEDIN_CLIENT_ID: "amal-linkedin-client", LINKEDIN_CLIENT_SECRET: "linkedin-secret", LINKEDIN_OIDC_ISSUER: "https://linkedin.oidc.test/oauth" };
const GOOGLE = { GOOGLE_CLIENT_ID: "amal-google-client", GOOGLE_CLIENT_SECRET: "google-secret", GOOGLE_OIDC_ISSUER: "https://google.oidc.test" };

const app = createApp();
function callWith(vars: Record<string, string>, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", uniqueIp());
  return app.fetch(new Request(new URL(path, "https://amal.test"), { ...init, headers }), { ...env, ...vars }, createExecutionContext());
}

const linkedin = new FakeOidcProvider(LINKEDIN.LINKEDIN_OIDC_ISSUER, LINKEDIN.LINKEDIN_CLIENT_ID, LINKEDIN.LINKEDIN_CLIENT_SECRET);
const google = new FakeOidcProvider(GOOGLE.GOOGLE_OIDC_ISSUER, GOOGLE.GOOGLE_CLIENT_ID, GOOGLE.GOOGLE_CLIENT_SECRET);
let restore: () => void;
beforeEach(() => {
  restore = installFakeProviders(linkedin, google);
  linkedin.audience = linkedin.clientId;
});
afterEach(() => restore());

const profile = (overrides: Partial<FakeProfile> = {}): FakeProfile => ({
  sub: `li-${crypto.randomUUID()}`,
  email: `salma.${crypto.randomUUID().slice(0, 6)}@example.com`,
  email_verified: true,
  name: "Salma Nabil",
  ...overrides,
});

/** start → the provider's consent → the SPA posting code and state to the callback. */
async function signInWith(provider: FakeOidcProvider, vars: Record<string, string>, who: FakeProfile, name: "linkedin" | "google" = "linkedin") {
  const start = await callWith(vars, `/api/auth/oauth/${name}/start`);
  expect(start.status).toBe(302);
  const stateCookie = start.headers.getSetCookie().find((c) => c.startsWith(`amal_oauth_${name}=`))!;
  const { code, state } = await provider.authorize(start.headers.get("location")!, who);
  return callWith(vars, "/api/auth/oauth/callback", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: stateCookie.split(";")[0]! },
    body: JSON.stringify({ code, state }),
  });
}

const usersByEmail = (email: string) => rows<{ id: string; fullname: string; password_hash: string | null }>("SELECT id, fullname, password_hash FROM users WHERE email = ?", email);
const linksOf = (userId: string) => rows<{ provider: string; provider_user_id: string; email: string }>("SELECT provider, provider_user_id, email FROM oauth_accounts WHERE user_id = ?", userId);

describe("OAuth configuration", () => {
  it("should report both providers unconfigured by default in /api/config", async () => {
    const body = await (await callWith({}, "/api/config")).json<Record<string, unknown>>();
    expect(body).toMatchObject({ linkedinConfigured: false, googleConfigured: false });
  });

  it("should report a provider configured once its id and secret are set", async () => {
    const body = await (await callWith({ ...LINKEDIN, ...GOOGLE }, "/api/config")).json<Record<string, unknown>>();
    expect(body).toMatchObject({ linkedinConfigured: true, googleConfigured: true });
  });

  it.each([
    ["linkedin", "Sign-in with LinkedIn is not configured."],
    ["google", "Sign-in with Google is not configured."],
  ])("should answer /%s/start with 503 not_configured when unconfigured", async (provider, message) => {
    const res = await callWith({}, `/api/auth/oauth/${provider}/start`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: "not_configured", message } });
  });

  it("should answer an unknown provider with 404", async () => {
    expect((await callWith(LINKEDIN, "/api/auth/oauth/facebook/start")).status).toBe(404);
  });
});

describe("GET /api/auth/oauth/:provider/start", () => {
  it("should redirect to the provider with state, an S256 PKCE challenge and our callback, and set a short-lived signed cookie", async () => {
    const res = await callWith(LINKEDIN, "/api/auth/oauth/linkedin/start");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${LINKEDIN.LINKEDIN_OIDC_ISSUER}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: "code",
      client_id: LINKEDIN.LINKEDIN_CLIENT_ID,
      redirect_uri: `${env.APP_URL}/oauth2callback`,
      scope: "openid profile email",
      code_challenge_method: "S256",
    });
    expect(location.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("amal_oauth_linkedin="))!;
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oauth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    // The verifier never leaves in the URL.
    expect(location.search).not.toContain(decodeURIComponent(cookie).match(/"codeVerifier":"([^"]+)"/)![1]!);
  });
});

describe("POST /api/auth/oauth/callback", () => {
  it("should create an account for a new LinkedIn user and sign them in", async () => {
    const who = profile({ email: "Salma.New@Example.com" });
    const res = await signInWith(linkedin, LINKEDIN, who);
    expect(res.status).toBe(200);
    const body = await res.json<LoginResponse>();
    expect(body).toMatchObject({ isAuthenticated: true, isSubscribed: false, user: { fullname: "Salma Nabil", email: "salma.new@example.com", level: "", salary: 0, image_url: null } });

    const [user] = await usersByEmail("salma.new@example.com");
    expect(user).toMatchObject({ fullname: "Salma Nabil", password_hash: null });
    expect(await linksOf(user!.id)).toEqual([{ provider: "linkedin", provider_user_id: who.sub, email: "salma.new@example.com" }]);

    const me = await callWith(LINKEDIN, "/api/auth/me", { headers: { Cookie: authCookie(res) } });
    expect(me.status).toBe(200);

    // The token request authenticated the client and carried the PKCE verifier.
    const tokenCall = linkedin.requests.findLast((r) => r.path === "/token")!;
    expect(tokenCall.body!.get("client_secret")).toBe(LINKEDIN.LINKEDIN_CLIENT_SECRET);
    expect(tokenCall.body!.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("should sign the same LinkedIn user into the same account next time", async () => {
    const who = profile();
    const first = await (await signInWith(linkedin, LINKEDIN, who)).json<LoginResponse>();
    const second = await signInWith(linkedin, LINKEDIN, { ...who, email: "changed.later@example.com" });
    expect(second.status).toBe(200);
    expect((await second.json<LoginResponse>()).user.id).toBe(first.user.id);
    expect(await usersByEmail(who.email!)).toHaveLength(1);
  });

  it("should link an existing account with the same verified e-mail instead of creating another", async () => {
    const existing = await insertUser({ email: `karim.${crypto.randomUUID().slice(0, 6)}@example.com`, fullname: "Karim Hassan" });
    const who = profile({ email: existing.email.toUpperCase(), name: "K. Hassan" });
    const res = await signInWith(linkedin, LINKEDIN, who);
    expect(res.status).toBe(200);
    const body = await res.json<LoginResponse>();
    expect(body.user).toMatchObject({ id: existing.id, fullname: "Karim Hassan", level: "Junior" });
    expect(await usersByEmail(existing.email)).toHaveLength(1);
    expect(await linksOf(existing.id)).toEqual([{ provider: "linkedin", provider_user_id: who.sub, email: existing.email }]);
    // The password still works alongside LinkedIn.
    expect(await logInAs(existing.email, PASSWORD)).toBeTruthy();
  });

  it("should neither link nor create an account for an unverified e-mail", async () => {
    const existing = await insertUser();
    const res = await signInWith(linkedin, LINKEDIN, profile({ email: existing.email, email_verified: false }));
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error.code).toBe("oauth_failed");
    expect(error.message).toBe("Your LinkedIn e-mail address is not verified. Verify it with LinkedIn, or sign in with your e-mail and password.");
    expect(await linksOf(existing.id)).toEqual([]);
  });

  it("should refuse a callback whose state does not match this browser's", async () => {
    const start = await callWith(LINKEDIN, "/api/auth/oauth/linkedin/start");
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith("amal_oauth_linkedin="))!.split(";")[0]!;
    const { code } = await linkedin.authorize(start.headers.get("location")!, profile());
    for (const [state, headers] of [
      ["someone-elses-state-value", { Cookie: cookie }],
      [new URL(start.headers.get("location")!).searchParams.get("state")!, {}],
    ] as const) {
      const res = await callWith(LINKEDIN, "/api/auth/oauth/callback", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ code, state }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "oauth_failed", message: "This sign-in expired or was started in another browser. Please try again." } });
    }
  });

  it("should refuse a tampered state cookie", async () => {
    const start = await callWith(LINKEDIN, "/api/auth/oauth/linkedin/start");
    const { code, state } = await linkedin.authorize(start.headers.get("location")!, profile());
    const forged = `amal_oauth_linkedin=${encodeURIComponent(JSON.stringify({ provider: "linkedin", state, codeVerifier: "x".repeat(43), expiresAt: Date.now() + 60_000 }))}.bad-signature`;
    const res = await callWith(LINKEDIN, "/api/auth/oauth/callback", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: forged },
      body: JSON.stringify({ code, state }),
    });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.code).toBe("oauth_failed");
  });

  it("should refuse a code the provider does not accept (e.g. used twice)", async () => {
    const start = await callWith(LINKEDIN, "/api/auth/oauth/linkedin/start");
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith("amal_oauth_linkedin="))!.split(";")[0]!;
    const { state } = await linkedin.authorize(start.headers.get("location")!, profile());
    const res = await callWith(LINKEDIN, "/api/auth/oauth/callback", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ code: "a-code-nobody-issued", state }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "oauth_failed", message: "LinkedIn did not accept this sign-in (it may have expired). Please try again." } });
  });

  it("should refuse an ID token issued to another client", async () => {
    linkedin.audience = "someone-elses-client";
    const res = await signInWith(linkedin, LINKEDIN, profile());
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.message).toBe("LinkedIn sent a sign-in token meant for another app. Please try again.");
  });

  it("should validate the body", async () => {
    const res = await callWith(LINKEDIN, "/api/auth/oauth/callback", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ code: "The sign-in code is missing.", state: "The sign-in state is missing." });
  });

  it("should sign in with Google the same way", async () => {
    const who = profile({ sub: "google-1234567890", name: "Omar Farouk" });
    const res = await signInWith(google, { ...LINKEDIN, ...GOOGLE }, who, "google");
    expect(res.status).toBe(200);
    const body = await res.json<LoginResponse>();
    expect(body.user.fullname).toBe("Omar Farouk");
    expect(await linksOf(body.user.id)).toEqual([{ provider: "google", provider_user_id: "google-1234567890", email: who.email }]);
    // Google's secret went to Google, not LinkedIn's.
    expect(google.requests.findLast((r) => r.path === "/token")!.body!.get("client_secret")).toBe(GOOGLE.GOOGLE_CLIENT_SECRET);
  });
});
