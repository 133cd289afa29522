/**
 * Resend's bounce and complaint webhooks, signed the Svix way with a secret of our own, sent to
 * the app as Resend would send them.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { database } from "../../db/client";
import { quickUser } from "../../test/accounts";
import { isSuppressed } from "./suppressions";
import { verifySvixSignature } from "./webhooks";

const keyBytes = crypto.getRandomValues(new Uint8Array(24));
const SECRET = `whsec_${btoa(String.fromCharCode(...keyBytes))}`;
const OTHER_SECRET = `whsec_${btoa("another secret entirely!")}`;
const app = createApp();
const db = database(env.DB);

async function sign(secret: string, id: string, timestamp: string, body: string) {
  const key = await crypto.subtle.importKey("raw", Uint8Array.from(atob(secret.slice(6)), (c) => c.charCodeAt(0)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}

interface Delivery {
  body: string;
  secret?: string;
  signWith?: string;
  at?: number;
  headers?: Record<string, string> | null;
  tamper?: (body: string) => string;
}

async function deliver({ body, secret = SECRET, signWith = secret, at = Date.now(), headers, tamper }: Delivery) {
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = String(Math.floor(at / 1000));
  const signature = await sign(signWith, id, timestamp, body);
  const svix = headers === null ? {} : (headers ?? { "svix-id": id, "svix-timestamp": timestamp, "svix-signature": `v1,bm90IGl0 ${signature}` });
  const req = new Request("https://amal.test/api/mail/webhooks/resend", { method: "POST", headers: { "Content-Type": "application/json", ...svix }, body: tamper ? tamper(body) : body });
  return app.fetch(req, { ...env, RESEND_WEBHOOK_SECRET: secret }, createExecutionContext());
}

const event = (type: string, to: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type, created_at: new Date().toISOString(), data: { email_id: "4ef9a417", from: "Amal <hello@amal.careers>", to, subject: "Your weekly plan", ...extra } });

async function subscribedAccount() {
  const user = await quickUser();
  await env.DB.prepare("INSERT INTO career_email_subscriptions (user_id, status, source) VALUES (?, 'subscribed', 'portal')").bind(user.id).run();
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status) VALUES (?, 'subscribed')").bind(user.email).run();
  return user;
}

const careerRow = (userId: string) => env.DB.prepare("SELECT status, source FROM career_email_subscriptions WHERE user_id = ?").bind(userId).first<{ status: string; source: string }>();
const newsletterStatus = async (email: string) => (await env.DB.prepare("SELECT status FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ status: string }>())?.status;

describe("POST /api/mail/webhooks/resend", () => {
  it("should suppress a hard-bounced address and unsubscribe its career e-mail and newsletter", async () => {
    const user = await subscribedAccount();
    const res = await deliver({ body: event("email.bounced", [user.email.toUpperCase()], { bounce: { type: "Permanent", subType: "General", message: "550 no such user" } }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, suppressed: 1 });
    expect(await isSuppressed(db, user.email)).toBe(true);
    expect(await careerRow(user.id)).toEqual({ status: "unsubscribed", source: "bounce" });
    expect(await newsletterStatus(user.email)).toBe("unsubscribed");
    const row = await env.DB.prepare("SELECT reason, provider, detail FROM mail_suppressions WHERE email = ?").bind(user.email).first();
    expect(row).toEqual({ reason: "bounce", provider: "resend", detail: "Permanent: General: 550 no such user" });
  });

  it("should record a complaint, creating the career e-mail row as unsubscribed when there was none", async () => {
    const user = await quickUser();
    const res = await deliver({ body: event("email.complained", [`Reader <${user.email}>`]) });
    expect(res.status).toBe(200);
    expect(await isSuppressed(db, user.email)).toBe(true);
    expect(await careerRow(user.id)).toEqual({ status: "unsubscribed", source: "complaint" });
  });

  it("should ignore a transient bounce and unknown event types with 200", async () => {
    const user = await subscribedAccount();
    const soft = await deliver({ body: event("email.bounced", [user.email], { bounce: { type: "Transient", subType: "MailboxFull" } }) });
    expect(soft.status).toBe(200);
    const delivered = await deliver({ body: event("email.delivered", [user.email]) });
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, ignored: "email.delivered" });
    expect(await isSuppressed(db, user.email)).toBe(false);
    expect(await careerRow(user.id)).toEqual({ status: "subscribed", source: "portal" });
    expect(await newsletterStatus(user.email)).toBe("subscribed");
  });

  it.each<[string, Partial<Delivery>, RegExp]>([
    ["a tampered body", { tamper: (b) => b.replace("email.bounced", "email.complained") }, /signature does not match/],
    ["a signature made with another secret", { signWith: OTHER_SECRET }, /signature does not match/],
    ["a timestamp six minutes old", { at: Date.now() - 6 * 60_000 }, /five minutes/],
    ["a timestamp six minutes ahead", { at: Date.now() + 6 * 60_000 }, /five minutes/],
    ["no svix headers", { headers: null }, /svix-id/],
  ])("should refuse %s with 401 JSON and suppress nothing", async (_label, delivery, message) => {
    const user = await subscribedAccount();
    const res = await deliver({ body: event("email.bounced", [user.email]), ...delivery });
    expect(res.status).toBe(401);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("invalid_signature");
    expect(body.error.message).toMatch(message);
    expect(await isSuppressed(db, user.email)).toBe(false);
    expect(await careerRow(user.id)).toEqual({ status: "subscribed", source: "portal" });
  });

  it.each([
    ["not JSON", "{not json"],
    ["no type", JSON.stringify({ data: { to: ["a@example.com"] } })],
    ["a bounce without recipients", JSON.stringify({ type: "email.bounced", data: {} })],
  ])("should answer a signed but malformed body (%s) with 400", async (_label, body) => {
    const res = await deliver({ body });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("bad_request");
  });

  it("should answer 404 with a readable reason when no signing secret is set", async () => {
    const res = await app.fetch(new Request("https://amal.test/api/mail/webhooks/resend", { method: "POST", body: "{}" }), { ...env, RESEND_WEBHOOK_SECRET: undefined }, createExecutionContext());
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { message: string } }>()).error.message).toMatch(/RESEND_WEBHOOK_SECRET/);
  });
});

describe("verifySvixSignature", () => {
  it("should accept Svix's own published example", async () => {
    // The example in Svix's documentation on verifying payloads by hand.
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const headers = { id: "msg_p5jXN8AQM9LWM0D4loKWxJek", timestamp: "1614265330", signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=" };
    expect(await verifySvixSignature(secret, headers, '{"test": 2432232314}', 1614265330_000)).toBe("ok");
    expect(await verifySvixSignature(secret, headers, '{"test": 2432232315}', 1614265330_000)).toBe("mismatch");
  });
});
