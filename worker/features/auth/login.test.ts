import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../core/schemas/auth";
import type { LoginResponse, MeResponse } from "../../../core/schemas/account";
import { getAs, insertUser, logInAs, PASSWORD, authCookie, signedInUser, uniqueEmail } from "../../test/accounts";
import { call, postJson, rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";
import { MAX_LOGIN_FAILURES } from "./lockout";

const login = (body: unknown, ip = uniqueIp(), headers: Record<string, string> = {}) => postJson("/api/auth/login", body, { ip, headers });
const sessionsOf = (userId: string) => rows<{ token_hash: string; expires_at: string }>("SELECT token_hash, expires_at FROM sessions WHERE user_id = ?", userId);

describe("POST /api/auth/login", () => {
  it("should sign in with the right password: 200, the user, and an HttpOnly Secure Lax session cookie", async () => {
    const user = await insertUser({ fullname: "Karim Hassan" });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json<LoginResponse>();
    expect(body).toEqual({
      isAuthenticated: true,
      isSubscribed: false,
      intercom_hash: null,
      user: expect.objectContaining({ id: user.id, email: user.email, fullname: "Karim Hassan", image_url: null, level: "Junior", salary: 15000 }),
    });
    expect(JSON.stringify(body)).not.toContain("pbkdf2");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("amal_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // Only the token's hash is stored.
    const token = authCookie(res).split("=")[1]!;
    const stored = await sessionsOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("should accept the e-mail in any case and with spaces around it", async () => {
    const user = await insertUser();
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it.each([
    ["a wrong password", (email: string) => ({ email, password: "Wr0ng!pass" })],
    ["the password in another case", (email: string) => ({ email, password: PASSWORD.toUpperCase() })],
    ["an unknown e-mail", () => ({ email: uniqueEmail("nobody"), password: PASSWORD })],
  ])("should answer %s with the same generic 401", async (_case, body) => {
    const user = await insertUser();
    const res = await login(body(user.email));
    expect(res.status).toBe(401);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "invalid_credentials", message: "Incorrect email or password." } });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("amal_session="))).toBe(false);
  });

  it("should refuse an OAuth-only account (no password) with the generic 401", async () => {
    const user = await insertUser({ password: null });
    const res = await login({ email: user.email, password: `${PASSWORD}` });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, { email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired }],
    [{ email: "", password: "" }, { email: "Email is required", password: "Password is required" }],
    [{ email: "mona@example.com" }, { password: "Password is required" }],
    [{ password: "x" }, { email: "Email is required" }],
  ])("should require both fields (spec §5): %j", async (body, fields) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join("\n"));
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["an opaque Origin", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("should refuse a sign-in posted from %s with 403 (login CSRF)", async (_case, headers) => {
    const user = await insertUser();
    const res = await login({ email: user.email, password: PASSWORD }, uniqueIp(), headers);
    expect(res.status).toBe(403);
    expect((await res.json<ErrorJson>()).error.code).toBe("cross_site_request");
  });

  it.each([
    ["the site's own Origin", { Origin: "https://amal.test", "Sec-Fetch-Site": "same-origin" }],
    ["APP_URL's origin (the dev server in front of the worker)", { Origin: env.APP_URL }],
  ])("should accept a sign-in posted from %s", async (_case, headers) => {
    const user = await insertUser();
    expect((await login({ email: user.email, password: PASSWORD }, uniqueIp(), headers)).status).toBe(200);
  });

  it("should refuse a non-JSON body with 415", async () => {
    const res = await call("/api/auth/login", { method: "POST", body: "email=a&password=b", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
  });
});

describe("sign-in rate limits", () => {
  it("should answer 429 with a readable message after 20 attempts from one IP in a minute", async () => {
    await startOfFreshWindow(60, 10_000);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login({ email: uniqueEmail("spray"), password: "Wr0ng!pass" }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const res = await login({ email: uniqueEmail("spray"), password: "Wr0ng!pass" }, ip);
    expect(res.status).toBe(429);
    expect(await res.json<ErrorJson>()).toEqual({
      error: { code: "rate_limited", message: "Too many sign-in attempts from your network. Please wait a minute and try again.", retryAfter: 60 },
    });
  }, 90_000);

  it("should answer 429 after 5 attempts on one account from one network in a minute, and not to another network", async () => {
    await startOfFreshWindow(60, 10_000);
    const user = await insertUser();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await login({ email: user.email, password: "Wr0ng!pass" }, ip)).status).toBe(401);
    const res = await login({ email: user.email, password: PASSWORD }, ip);
    expect(res.status).toBe(429);
    expect((await res.json<ErrorJson>()).error.message).toBe("Too many sign-in attempts for this account. Please wait a minute and try again.");
    expect((await login({ email: user.email, password: PASSWORD })).status).toBe(200);
  }, 90_000);

  it(`should pause a network after ${MAX_LOGIN_FAILURES} failures on an account in 15 minutes, and a success clears the count`, async () => {
    const user = await insertUser();
    const ip = uniqueIp();
    const old = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    const recent = new Date(Date.now() - 60 * 1000).toISOString();
    // Failures older than the window do not count.
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      await env.DB.prepare("INSERT INTO login_failures (email, ip, created_at) VALUES (?, ?, ?)").bind(user.email, ip, old).run();
    }
    expect((await login({ email: user.email, password: PASSWORD }, ip)).status).toBe(200);
    expect(await rows("SELECT * FROM login_failures WHERE email = ?", user.email)).toEqual([]);

    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      await env.DB.prepare("INSERT INTO login_failures (email, ip, created_at) VALUES (?, ?, ?)").bind(user.email, ip, recent).run();
    }
    const res = await login({ email: user.email, password: "Wr0ng!pass" }, ip);
    expect(res.status).toBe(429);
    expect((await res.json<ErrorJson>()).error.message).toMatch(/try again in 15 minutes or reset your password/);
  });
});

describe("GET /api/auth/me and sessions", () => {
  it("should return the signed-in user", async () => {
    const user = await signedInUser();
    const res = await getAs(user.cookie, "/api/auth/me");
    expect(res.status).toBe(200);
    expect(await res.json<MeResponse>()).toEqual({ isAuthenticated: true, isSubscribed: false, user: expect.objectContaining({ id: user.id, email: user.email }) });
  });

  it.each([
    ["no cookie", null],
    ["a made-up token", "amal_session=forged-token"],
    ["an empty token", "amal_session="],
  ])("should answer 401 unauthenticated with %s", async (_case, cookie) => {
    const res = await getAs(cookie, "/api/auth/me");
    expect(res.status).toBe(401);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "unauthenticated", message: "Your session has expired. Please log in again." } });
  });

  it("should answer 401 once the session has expired", async () => {
    const user = await signedInUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(new Date(Date.now() - 1000).toISOString(), user.id).run();
    expect((await getAs(user.cookie, "/api/auth/me")).status).toBe(401);
  });

  it("should slide a session with less than 15 days left back to 30 days, re-setting the cookie", async () => {
    const user = await signedInUser();
    const tenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(tenDays, user.id).run();
    const res = await getAs(user.cookie, "/api/auth/me");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${user.cookie};`))).toBe(true);
    const [session] = await sessionsOf(user.id);
    expect(Date.parse(session!.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("should not touch a session with more than 15 days left", async () => {
    const user = await signedInUser();
    const [before] = await sessionsOf(user.id);
    const res = await getAs(user.cookie, "/api/auth/me");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await sessionsOf(user.id))[0]!.expires_at).toBe(before!.expires_at);
  });

  it("should keep separate sessions for separate sign-ins", async () => {
    const user = await signedInUser();
    const second = await logInAs(user.email);
    expect(second).not.toBe(user.cookie);
    expect(await sessionsOf(user.id)).toHaveLength(2);
  });
});

describe("POST /api/auth/logout", () => {
  it("should delete the session row and clear the cookie, so the old cookie gets 401", async () => {
    const user = await signedInUser();
    const other = await logInAs(user.email);
    const res = await call("/api/auth/logout", { method: "POST", headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("amal_session="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await getAs(user.cookie, "/api/auth/me")).status).toBe(401);
    // Only this browser is signed out.
    expect((await getAs(other, "/api/auth/me")).status).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it("should answer 200 without a session too", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("intercom_hash", () => {
  it("should be HMAC-SHA256(user id) in hex when INTERCOM_IDENTITY_SECRET is set", async () => {
    const { createApp } = await import("../../app");
    const { createExecutionContext } = await import("cloudflare:test");
    const user = await insertUser();
    const secret = "intercom-test-secret";
    const res = await createApp().fetch(
      new Request("https://amal.test/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "cf-connecting-ip": uniqueIp() },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      }),
      { ...env, INTERCOM_IDENTITY_SECRET: secret },
      createExecutionContext(),
    );
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const expected = [...new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(user.id)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect((await res.json<LoginResponse>()).intercom_hash).toBe(expected);
  });
});
