/**
 * Every 429 says when to come back: a `Retry-After` header in seconds and the same figure as
 * `retryAfter` in the JSON error, for each rate limiter and for the paused account.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertUser, postSignup, signedInUser, signupForm, uniqueEmail } from "../test/accounts";
import { PRO, asUser } from "../test/billing";
import { postJson, uniqueIp, type ErrorJson } from "../test/http";
import { LOCKOUT_WINDOW_MS, MAX_LOGIN_FAILURES } from "../features/auth/lockout";

/** The window of every Workers rate-limit binding in wrangler.toml (`period = 60`). */
const LIMITER_PERIOD_S = 60;

/** Sends until the first 429 (at most `max` requests) and returns it. */
async function firstRefusal(send: (i: number) => Promise<Response>, max: number): Promise<Response> {
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    if (res.status === 429) return res;
  }
  throw new Error(`no 429 after ${max} requests`);
}

async function expectRetryAfter(res: Response, seconds: number) {
  expect(res.status).toBe(429);
  expect(res.headers.get("Retry-After")).toBe(String(seconds));
  const body = await res.json<ErrorJson>();
  expect(body.error.code).toBe("rate_limited");
  expect(body.error.retryAfter).toBe(seconds);
}

const wrong = "Wr0ng!pass";

describe("Retry-After on every 429", () => {
  it("should say when on the contact form's limit", async () => {
    const ip = uniqueIp();
    const body = { name: "Mona Adel", email: "mona@example.com", message: "Do you offer a student discount?" };
    await expectRetryAfter(await firstRefusal(() => postJson("/api/contact", body, { ip }), 15), LIMITER_PERIOD_S);
  });

  it("should say when on the newsletter's limit", async () => {
    const ip = uniqueIp();
    const send = () => postJson("/api/newsletter", { email: uniqueEmail("reader"), name: "n", message: "m" }, { ip });
    await expectRetryAfter(await firstRefusal(send, 30), LIMITER_PERIOD_S);
  });

  it("should say when on the sign-in limit per network", async () => {
    const ip = uniqueIp();
    const send = () => postJson("/api/auth/login", { email: uniqueEmail("spray"), password: wrong }, { ip });
    await expectRetryAfter(await firstRefusal(send, 60), LIMITER_PERIOD_S);
  }, 90_000);

  it("should say when on the sign-in limit per account and network", async () => {
    const user = await insertUser();
    const ip = uniqueIp();
    const send = () => postJson("/api/auth/login", { email: user.email, password: wrong }, { ip });
    await expectRetryAfter(await firstRefusal(send, 15), LIMITER_PERIOD_S);
  }, 90_000);

  it("should say when on the signup limit", async () => {
    const ip = uniqueIp();
    const send = async () => postSignup(await signupForm({ email: "" }), ip);
    await expectRetryAfter(await firstRefusal(send, 15), LIMITER_PERIOD_S);
  }, 90_000);

  it("should say when on the password-reset limits, per e-mail and per network", async () => {
    const user = await insertUser();
    await expectRetryAfter(await firstRefusal(() => postJson("/api/auth/forgot-password", { email: user.email }, { ip: uniqueIp() }), 15), LIMITER_PERIOD_S);
    const ip = uniqueIp();
    await expectRetryAfter(await firstRefusal(() => postJson("/api/auth/forgot-password", { email: uniqueEmail() }, { ip }), 15), LIMITER_PERIOD_S);
  });

  it("should say when on the password-change limit", async () => {
    const user = await signedInUser();
    const send = () =>
      postJson(
        "/api/auth/change-password",
        { currentPassword: wrong, newPassword: "N3w!passw0rd", confirmPassword: "N3w!passw0rd" },
        { ip: uniqueIp(), headers: { Cookie: user.cookie } },
      );
    await expectRetryAfter(await firstRefusal(send, 15), LIMITER_PERIOD_S);
  }, 90_000);

  it("should say when on the coupon limit", async () => {
    const user = await signedInUser();
    const send = (i: number) => asUser(user.cookie, "/api/billing/coupons/apply", { code: `GUESS${i}`, plan_id: PRO });
    await expectRetryAfter(await firstRefusal(send, 30), LIMITER_PERIOD_S);
  });

  it("should say how long a paused network stays paused: until its oldest counted failure leaves the window", async () => {
    const user = await insertUser();
    const ip = uniqueIp();
    const oldest = Date.now() - LOCKOUT_WINDOW_MS + 5 * 60 * 1000; // leaves the window in 5 minutes
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const at = new Date(oldest + i * 1000).toISOString();
      await env.DB.prepare("INSERT INTO login_failures (email, ip, created_at) VALUES (?, ?, ?)").bind(user.email, ip, at).run();
    }
    const res = await postJson("/api/auth/login", { email: user.email, password: wrong }, { ip });
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(5 * 60 - 10);
    expect(seconds).toBeLessThanOrEqual(5 * 60);
    await expectRetryAfter(res, seconds);
  });
});
