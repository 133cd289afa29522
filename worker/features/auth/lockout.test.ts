/**
 * Failed sign-ins are counted per account *and* network, so nobody can lock an owner out by
 * knowing their e-mail: a network over the limit is slowed down (429 for wrong passwords), and
 * the right password from there — or from anywhere once many networks have failed — gets a
 * one-time sign-in link by e-mail instead of a session. The owner hears about it once per window.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LoginResponse } from "../../../core/schemas/account";
import { getAs, insertUser, PASSWORD, authCookie, uniqueEmail } from "../../test/accounts";
import { postJson, rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";
import { ACCOUNT_MAX_LOGIN_FAILURES, LOCKOUT_WINDOW_MS, MAX_LOGIN_FAILURES, SIGN_IN_LINK_MESSAGE } from "./lockout";

const WRONG = "Wr0ng!pass";
const PAUSED = "Too many failed sign-in attempts for this account. Please try again in 15 minutes or reset your password.";
const ALERT_SUBJECT = "Someone tried to log in to your Amal account";
const LINK_SUBJECT = "Your Amal sign-in link";
const INVALID_LINK = "This sign-in link is invalid or has expired. Please log in again to get a new one.";

const login = (email: string, password: string, ip: string) => postJson("/api/auth/login", { email, password }, { ip });
const useLink = (token: unknown, ip = uniqueIp()) => postJson("/api/auth/sign-in-link", { token }, { ip });

interface OutboxRow {
  subject: string;
  text_body: string;
}
const mailsTo = (email: string) => rows<OutboxRow>("SELECT subject, text_body FROM outbox WHERE to_address = ? ORDER BY id", email);
const sessionsOf = (userId: string) => rows<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE user_id = ?", userId);
const hasSessionCookie = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith("amal_session="));

/** Records `count` failed sign-ins for `email` from `ip`, `minutesAgo` minutes ago (spaced a second apart). */
async function seedFailures(email: string, ip: string, count: number, minutesAgo = 1) {
  const start = Date.now() - minutesAgo * 60 * 1000;
  for (let i = 0; i < count; i++) {
    const at = new Date(start + i * 1000).toISOString();
    await env.DB.prepare("INSERT INTO login_failures (email, ip, created_at) VALUES (?, ?, ?)").bind(email, ip, at).run();
  }
}

/** The token of the newest sign-in link e-mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => m.subject === LINK_SUBJECT).at(-1);
  if (!mail) throw new Error(`No sign-in link was e-mailed to ${email}`);
  const link = new URL(/https?:\/\/\S+\/sign-in-link\?token=\S+/.exec(mail.text_body)![0]);
  expect(link.origin).toBe(new URL(env.APP_URL).origin);
  return link.searchParams.get("token")!;
}

describe("failed sign-ins are counted per account and network", () => {
  it(`should keep another network signing in normally after ${MAX_LOGIN_FAILURES} failures from one network`, async () => {
    const user = await insertUser();
    const attacker = uniqueIp();
    await seedFailures(user.email, attacker, MAX_LOGIN_FAILURES);

    const owner = uniqueIp();
    const wrong = await login(user.email, WRONG, owner);
    expect(wrong.status).toBe(401);
    const res = await login(user.email, PASSWORD, owner);
    expect(res.status).toBe(200);
    expect(hasSessionCookie(res)).toBe(true);

    // The attacking network stays slowed down: its next wrong guess is a readable 429.
    const paused = await login(user.email, WRONG, attacker);
    expect(paused.status).toBe(429);
    expect((await paused.json<ErrorJson>()).error.message).toBe(PAUSED);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("should not let a burst of wrong passwords from one network in a minute refuse another network", async () => {
    await startOfFreshWindow(60, 10_000);
    const user = await insertUser();
    const attacker = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(user.email, WRONG, attacker)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);

    const res = await login(user.email, PASSWORD, uniqueIp());
    expect(res.status).toBe(200);
    expect(hasSessionCookie(res)).toBe(true);
  }, 90_000);

  it("should answer an unknown e-mail over the limit like a known one, and send nothing", async () => {
    const email = uniqueEmail("ghost");
    const ip = uniqueIp();
    await seedFailures(email, ip, MAX_LOGIN_FAILURES);
    const res = await login(email, PASSWORD, ip);
    expect(res.status).toBe(429);
    expect((await res.json<ErrorJson>()).error.message).toBe(PAUSED);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe("the right password from a network over the limit", () => {
  it("should e-mail a one-time sign-in link instead of signing in (202, no session)", async () => {
    const user = await insertUser({ fullname: "Karim Hassan" });
    const ip = uniqueIp();
    await seedFailures(user.email, ip, MAX_LOGIN_FAILURES);

    const res = await login(user.email, PASSWORD, ip);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ isAuthenticated: false, signInLinkSent: true, message: SIGN_IN_LINK_MESSAGE });
    expect(hasSessionCookie(res)).toBe(false);
    expect(await sessionsOf(user.id)).toEqual([]);

    const mail = (await mailsTo(user.email)).at(-1)!;
    expect(mail.subject).toBe(LINK_SUBJECT);
    expect(mail.text_body).toContain("Hi Karim Hassan,");
    expect(mail.text_body).toMatch(/15 minutes/);
    const token = await linkTokenFor(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only the token's hash is stored.
    const stored = await rows<{ token_hash: string }>("SELECT token_hash FROM sign_in_links WHERE user_id = ?", user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("should sign in through the link once: a session like login's, then the link is spent", async () => {
    const user = await insertUser();
    const ip = uniqueIp();
    await seedFailures(user.email, ip, MAX_LOGIN_FAILURES);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(202);
    const token = await linkTokenFor(user.email);

    const res = await useLink(token);
    expect(res.status).toBe(200);
    const body = await res.json<LoginResponse>();
    expect(body).toEqual({ isAuthenticated: true, isSubscribed: false, intercom_hash: null, user: expect.objectContaining({ id: user.id, email: user.email }) });
    expect((await getAs(authCookie(res), "/api/auth/me")).status).toBe(200);

    const again = await useLink(token);
    expect(again.status).toBe(400);
    expect(await again.json<ErrorJson>()).toEqual({ error: { code: "invalid_token", message: INVALID_LINK } });
    expect(hasSessionCookie(again)).toBe(false);
  });

  it("should say whether the account is subscribed, as login does", async () => {
    const user = await insertUser();
    const periodEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, order_id, plan_id, period, status, amount, currency, provider, period_start, period_end) VALUES (?, ?, 2, 'monthly', 'approved', 38300, 'EGP', 'sandbox', ?, ?)",
    )
      .bind(user.id, `test-${crypto.randomUUID()}`, new Date().toISOString(), periodEnd)
      .run();
    const ip = uniqueIp();
    await seedFailures(user.email, ip, MAX_LOGIN_FAILURES);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(202);
    const res = await useLink(await linkTokenFor(user.email));
    expect(res.status).toBe(200);
    expect((await res.json<LoginResponse>()).isSubscribed).toBe(true);
  });

  it.each([
    ["an expired link", async (userId: string, _email: string) => {
      await env.DB.prepare("UPDATE sign_in_links SET expires_at = ? WHERE user_id = ?").bind(new Date(Date.now() - 1000).toISOString(), userId).run();
    }],
    ["a link whose password was reset since", async (_userId: string, email: string) => {
      expect((await postJson("/api/auth/forgot-password", { email }, { ip: uniqueIp() })).status).toBe(200);
      const mail = (await mailsTo(email)).filter((m) => m.subject === "Reset your Amal password").at(-1)!;
      const token = new URL(/http\S+reset-password\S+/.exec(mail.text_body)![0]).searchParams.get("token")!;
      const body = { token, password: "N3w!passw0rd", confirmPassword: "N3w!passw0rd" };
      expect((await postJson("/api/auth/reset-password", body, { ip: uniqueIp() })).status).toBe(200);
    }],
  ])("should refuse %s with the readable invalid-link error", async (_case, spoil) => {
    const user = await insertUser();
    const ip = uniqueIp();
    await seedFailures(user.email, ip, MAX_LOGIN_FAILURES);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(202);
    const token = await linkTokenFor(user.email);
    await spoil(user.id, user.email);
    const res = await useLink(token);
    expect(res.status).toBe(400);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "invalid_token", message: INVALID_LINK } });
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it.each([["a made-up token", "x".repeat(43)], ["a malformed token", "<script>"], ["no token", undefined]])(
    "should refuse %s with the same invalid-link error",
    async (_case, token) => {
      const res = await useLink(token);
      expect(res.status).toBe(400);
      expect((await res.json<ErrorJson>()).error).toEqual({ code: "invalid_token", message: INVALID_LINK });
    },
  );

  it("should still answer a wrong password from that network with the paused 429", async () => {
    const user = await insertUser();
    const ip = uniqueIp();
    await seedFailures(user.email, ip, MAX_LOGIN_FAILURES);
    const res = await login(user.email, WRONG, ip);
    expect(res.status).toBe(429);
    expect((await res.json<ErrorJson>()).error.message).toBe(PAUSED);
    expect((await mailsTo(user.email)).filter((m) => m.subject === LINK_SUBJECT)).toEqual([]);
  });
});

describe("many networks failing on one account", () => {
  it(`should ask for the e-mailed link from any network once ${ACCOUNT_MAX_LOGIN_FAILURES} failures came from several`, async () => {
    const user = await insertUser();
    const sources = Math.ceil(ACCOUNT_MAX_LOGIN_FAILURES / MAX_LOGIN_FAILURES);
    for (let i = 0; i < sources; i++) await seedFailures(user.email, uniqueIp(), MAX_LOGIN_FAILURES);

    const fresh = uniqueIp();
    // A wrong password from a network that has not failed yet is the plain 401, not a pause.
    expect((await login(user.email, WRONG, fresh)).status).toBe(401);
    const res = await login(user.email, PASSWORD, fresh);
    expect(res.status).toBe(202);
    expect(hasSessionCookie(res)).toBe(false);
    expect((await useLink(await linkTokenFor(user.email))).status).toBe(200);
  });

  it("should not count one network's failures beyond its own limit towards the account's", async () => {
    const user = await insertUser();
    await seedFailures(user.email, uniqueIp(), ACCOUNT_MAX_LOGIN_FAILURES + 5);
    const res = await login(user.email, PASSWORD, uniqueIp());
    expect(res.status).toBe(200);
  });
});

describe("telling the owner", () => {
  it("should e-mail the owner once when a network reaches the limit, with the time and how to reset", async () => {
    const user = await insertUser({ fullname: "Karim Hassan" });
    const attacker = uniqueIp();
    await seedFailures(user.email, attacker, MAX_LOGIN_FAILURES - 1);
    expect(await mailsTo(user.email)).toEqual([]);

    const before = Date.now();
    expect((await login(user.email, WRONG, attacker)).status).toBe(401);
    const alerts = (await mailsTo(user.email)).filter((m) => m.subject === ALERT_SUBJECT);
    expect(alerts).toHaveLength(1);
    const text = alerts[0]!.text_body;
    expect(text).toContain("Hi Karim Hassan,");
    expect(text).toContain(new Date(before).toISOString().slice(0, 10));
    expect(text).toMatch(/reset your password/i);
    expect(text).toContain(`${new URL(env.APP_URL).origin}/forgot-password`);

    // More failures, from this network and from others reaching their limit too: no second alert.
    expect((await login(user.email, WRONG, attacker)).status).toBe(429);
    const other = uniqueIp();
    await seedFailures(user.email, other, MAX_LOGIN_FAILURES - 1);
    expect((await login(user.email, WRONG, other)).status).toBe(401);
    expect((await mailsTo(user.email)).filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(1);
  });

  it("should alert again in a later window", async () => {
    const user = await insertUser();
    const first = uniqueIp();
    await seedFailures(user.email, first, MAX_LOGIN_FAILURES - 1);
    expect((await login(user.email, WRONG, first)).status).toBe(401);
    // The window passes: the alert and the failures are older than it.
    const past = new Date(Date.now() - LOCKOUT_WINDOW_MS - 60_000).toISOString();
    await env.DB.prepare("UPDATE login_failures SET created_at = ? WHERE email = ?").bind(past, user.email).run();
    await env.DB.prepare("UPDATE login_alerts SET sent_at = ? WHERE user_id = ?").bind(past, user.id).run();

    const second = uniqueIp();
    await seedFailures(user.email, second, MAX_LOGIN_FAILURES - 1);
    expect((await login(user.email, WRONG, second)).status).toBe(401);
    expect((await mailsTo(user.email)).filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(2);
  });

  it("should not alert for failures below the limit", async () => {
    const user = await insertUser();
    await seedFailures(user.email, uniqueIp(), MAX_LOGIN_FAILURES - 2);
    expect((await login(user.email, WRONG, uniqueIp())).status).toBe(401);
    expect(await mailsTo(user.email)).toEqual([]);
  });
});
