/**
 * The dev tools stay local: the worker refuses DEV_TOOLS=1 in production, renew-now works only
 * for the signed-in owner, and the mailbox shows only the signed-in user's mail unless the
 * request carries the local dev token.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readVars } from "../../env";
import { outboxMail } from "../../providers/mail";
import { signedInUser, subscribedUser } from "../../test/accounts";
import { asUser, subscriptionsOf } from "../../test/billing";
import { call, postJson, type ErrorJson } from "../../test/http";

const TOKEN = (env as unknown as { DEV_TOOLS_TOKEN: string }).DEV_TOOLS_TOKEN;
const mailTo = (to: string, subject = `Hello ${crypto.randomUUID()}`) => outboxMail(env.DB, "Amal <hello@amal.careers>").send({ to, subject, text: "Your link" });

describe("DEV_TOOLS in production", () => {
  it("should refuse to start with DEV_TOOLS=1 and APP_ENV=production, naming both", () => {
    const mail = { MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test_key" };
    expect(() => readVars({ ...env, ...mail, APP_ENV: "production", DEV_TOOLS: "1" })).toThrow(/DEV_TOOLS=1.*APP_ENV=production/);
    expect(readVars({ ...env, ...mail, APP_ENV: "production", DEV_TOOLS: "0" }).DEV_TOOLS).toBe(false);
  });
});

describe("the dev tools answer only this machine", () => {
  const tools = [
    { path: `/dev/mailbox?token=${TOKEN}`, init: {} },
    { path: "/dev/fixtures/users?email=nobody%40example.com", init: {} },
    { path: "/dev/billing/renew", init: { method: "POST" } },
  ];

  it("should answer 404 to a caller from another address, as if they were off", async () => {
    for (const { path, init } of tools) {
      for (const address of ["203.0.113.9", "10.0.0.1", "2001:db8::1", "127.0.0.1.example"]) {
        const res = await call(path, { ...init, headers: { "cf-connecting-ip": address } });
        expect(res.status, `${path} from ${address}`).toBe(404);
      }
    }
  });

  it("should answer loopback callers", async () => {
    for (const address of ["127.0.0.1", "127.31.4.1", "::1"]) {
      expect((await call(`/dev/mailbox?token=${TOKEN}`, { headers: { "cf-connecting-ip": address } })).status, address).toBe(200);
    }
    // A loopback address behind X-Forwarded-For or X-Real-IP proves nothing.
    const res = await call(`/dev/mailbox?token=${TOKEN}`, { headers: { "cf-connecting-ip": "203.0.113.9", "X-Real-IP": "127.0.0.1", "X-Forwarded-For": "127.0.0.1" } });
    expect(res.status).toBe(404);
  });
});

describe("POST /dev/billing/renew", () => {
  it("should answer 401 when signed out and renew nobody", async () => {
    const victim = await subscribedUser();
    const before = await subscriptionsOf(victim.id);
    const res = await postJson("/dev/billing/renew", { email: victim.email });
    expect(res.status).toBe(401);
    expect(await subscriptionsOf(victim.id)).toEqual(before);
  });

  it("should renew only the signed-in owner, whatever e-mail the body names", async () => {
    const [owner, victim] = [await subscribedUser(), await subscribedUser()];
    const victimBefore = await subscriptionsOf(victim.id);
    const res = await asUser(owner.cookie, "/dev/billing/renew", { email: victim.email });
    expect(res.status).toBe(200);
    expect((await res.json<{ due: number }>()).due).toBe(1);
    expect(await subscriptionsOf(victim.id)).toEqual(victimBefore);
  });
});

describe("/dev/mailbox", () => {
  it("should show a signed-in user only their own mail, list and message", async () => {
    const [me, other] = [await signedInUser(), await signedInUser()];
    const mine = await mailTo(me.email, "Mine");
    const theirs = await mailTo(other.email, "Reset your password");
    const list = await (await call("/dev/mailbox", { headers: { Cookie: me.cookie } })).text();
    expect(list).toContain(`/dev/mailbox/${mine.id}"`);
    expect(list).not.toContain(`/dev/mailbox/${theirs.id}"`);
    expect(list).not.toContain(other.email);
    expect((await call(`/dev/mailbox/${theirs.id}`, { headers: { Cookie: me.cookie } })).status).toBe(404);
    expect((await call(`/dev/mailbox/${mine.id}`, { headers: { Cookie: me.cookie } })).status).toBe(200);
  });

  it("should answer 401 without a session or the dev token", async () => {
    const { id } = await mailTo("someone@example.com");
    for (const path of ["/dev/mailbox", `/dev/mailbox/${id}`, "/dev/mailbox?token=wrong"]) {
      const res = await call(path);
      expect(res.status, path).toBe(401);
      expect((await res.json<ErrorJson>()).error.code).toMatch(/^unauth/);
    }
  });

  it("should show every e-mail with the dev token, as ?token= or a Bearer header", async () => {
    const { id } = await mailTo("staff@amal.careers");
    expect(await (await call(`/dev/mailbox?token=${TOKEN}`)).text()).toContain(`/dev/mailbox/${id}?token=${TOKEN}"`);
    expect((await call(`/dev/mailbox/${id}`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await call(`/dev/mailbox/${id}?token=${TOKEN}`)).status).toBe(200);
  });
});
