import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readVars } from "../../env";
import { quickUser } from "../../test/accounts";
import { call, postJson, rows } from "../../test/http";
import { isDue } from "./digest";
import { careerMailDeps, dueSubscribers, sendDueWeeklyEmails, sendWeeklyEmail } from "./scheduled";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./tokens";

const SECRET = readVars(env).UNSUBSCRIBE_SECRET!;
const ORIGIN_HEADERS = { Origin: "https://amal.test" };

async function status(cookie: string) {
  return (await call("/api/career-emails", { headers: { Cookie: cookie } })).json<{ email: string; subscribed: boolean }>();
}
const subscribe = async (cookie: string, timeZone = "Africa/Cairo") => postJson("/api/career-emails/subscribe", { timeZone }, { headers: { Cookie: cookie, ...ORIGIN_HEADERS } });
const unsubscribe = (cookie: string) => call("/api/career-emails/unsubscribe", { method: "POST", headers: { Cookie: cookie, ...ORIGIN_HEADERS } });
const linkUnsubscribe = (user_email: string, token: string) => postJson("/api/career-emails/unsubscribe-link", { user_email, token });
const oneClick = (path: string, body = "List-Unsubscribe=One-Click") =>
  call(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
const subscriptionOf = async (userId: string) =>
  (await rows<{ status: string; source: string; time_zone: string; last_sent_at: string | null }>("SELECT * FROM career_email_subscriptions WHERE user_id = ?", userId))[0];

async function subscribedAccount() {
  const user = await quickUser();
  const cookie = await user.cookie();
  expect(await (await subscribe(cookie)).json()).toEqual({ outcome: "subscribed" });
  return { ...user, cookie: cookie };
}

describe("unsubscribe tokens", () => {
  const now = new Date("2026-11-23T09:00:00Z");

  it("should accept the token signed for this account and address, whatever the address's case", async () => {
    const token = await signUnsubscribeToken(SECRET, "user-1", "Mona@Example.com", now);
    expect(await verifyUnsubscribeToken(SECRET, "user-1", "mona@example.com", token, now)).toBe("valid");
  });

  it("should call a token past its 60 days expired", async () => {
    const token = await signUnsubscribeToken(SECRET, "user-1", "mona@example.com", now);
    expect(await verifyUnsubscribeToken(SECRET, "user-1", "mona@example.com", token, new Date(now.getTime() + 59 * 86_400_000))).toBe("valid");
    expect(await verifyUnsubscribeToken(SECRET, "user-1", "mona@example.com", token, new Date(now.getTime() + 61 * 86_400_000))).toBe("expired");
  });

  it.each([
    ["a later expiry written into it", (t: string) => t.replace(/^\d+/, (exp) => String(Number(exp) + 86_400))],
    ["one character of the signature changed", (t: string) => t.slice(0, -1) + (t.endsWith("A") ? "B" : "A")],
    ["no signature", (t: string) => t.split(".")[0]!],
    ["nothing but garbage", () => "not-a-token"],
  ])("should refuse a token with %s", async (_case, tamper) => {
    const token = await signUnsubscribeToken(SECRET, "user-1", "mona@example.com", now);
    expect(await verifyUnsubscribeToken(SECRET, "user-1", "mona@example.com", tamper(token), now)).toBe("invalid");
  });

  it("should refuse another account's token, and a token under another secret", async () => {
    const token = await signUnsubscribeToken(SECRET, "user-1", "mona@example.com", now);
    expect(await verifyUnsubscribeToken(SECRET, "user-2", "mona@example.com", token, now)).toBe("invalid");
    expect(await verifyUnsubscribeToken(SECRET, "user-1", "karim@example.com", token, now)).toBe("invalid");
    expect(await verifyUnsubscribeToken(`${SECRET}x`, "user-1", "mona@example.com", token, now)).toBe("invalid");
  });

  it("should be required in production", () => {
    // Production otherwise configured as it must be (a real mail provider).
    const production = { ...env, APP_ENV: "production", DEV_TOOLS: "0", MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test_key" };
    expect(() => readVars({ ...production, UNSUBSCRIBE_SECRET: undefined })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(readVars({ ...production, UNSUBSCRIBE_SECRET: "p".repeat(40) }).UNSUBSCRIBE_SECRET).toBe("p".repeat(40));
  });
});

describe("the portal panel: /api/career-emails", () => {
  it("should show a new account its address, not subscribed", async () => {
    const user = await quickUser();
    expect(await status(await user.cookie())).toEqual({ email: user.email, subscribed: false });
  });

  it("should subscribe, then say already_subscribed, then unsubscribe, then say already_unsubscribed", async () => {
    const user = await quickUser();
    const cookie = await user.cookie();
    expect(await (await unsubscribe(cookie)).json()).toEqual({ outcome: "already_unsubscribed" });
    expect(await (await subscribe(cookie, "Asia/Riyadh")).json()).toEqual({ outcome: "subscribed" });
    expect(await subscriptionOf(user.id)).toMatchObject({ status: "subscribed", time_zone: "Asia/Riyadh", source: "portal" });
    expect(await (await subscribe(cookie)).json()).toEqual({ outcome: "already_subscribed" });
    expect(await status(cookie)).toEqual({ email: user.email, subscribed: true });
    expect(await (await unsubscribe(cookie)).json()).toEqual({ outcome: "unsubscribed" });
    expect(await (await unsubscribe(cookie)).json()).toEqual({ outcome: "already_unsubscribed" });
    expect(await status(cookie)).toEqual({ email: user.email, subscribed: false });
  });

  it("should keep UTC for a time zone the runtime does not know", async () => {
    const user = await quickUser();
    await subscribe(await user.cookie(), "Mars/Olympus_Mons");
    expect((await subscriptionOf(user.id))!.time_zone).toBe("UTC");
  });

  it("should answer user_not_found once the account is gone", async () => {
    const user = await quickUser();
    const cookie = await user.cookie();
    // The session outlives the account only in a race; drop the account's row without its sessions.
    await env.DB.batch([env.DB.prepare("PRAGMA foreign_keys = OFF"), env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id)]);
    const res = await subscribe(cookie);
    if (res.status === 401) return; // sessions went with the account: the user must log in again, as user_not_found says
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "user_not_found", message: expect.stringMatching(/could not find your account/) } });
  });
});

describe("the unsubscribe link", () => {
  it("should unsubscribe through the JSON endpoint once, then say already_unsubscribed", async () => {
    const user = await subscribedAccount();
    const token = await signUnsubscribeToken(SECRET, user.id, user.email);
    expect(await (await linkUnsubscribe(user.email, token)).json()).toEqual({ outcome: "unsubscribed" });
    expect(await subscriptionOf(user.id)).toMatchObject({ status: "unsubscribed", source: "link" });
    expect(await (await linkUnsubscribe(user.email.toUpperCase(), token)).json()).toEqual({ outcome: "already_unsubscribed" });
  });

  it.each([
    ["a bare address", async () => "", "validation_failed"],
    ["an expired token", async (id: string, email: string) => signUnsubscribeToken(SECRET, id, email, new Date(Date.now() - 61 * 86_400_000)), "unsubscribe_link_expired"],
    ["a tampered token", async (id: string, email: string) => (await signUnsubscribeToken(SECRET, id, email)).replace(/^\d+/, (exp) => String(Number(exp) + 1)), "unsubscribe_link_invalid"],
    ["another account's token", async (_id: string, _email: string, other: { id: string; email: string }) => signUnsubscribeToken(SECRET, other.id, other.email), "unsubscribe_link_invalid"],
  ])("should unsubscribe nobody with %s", async (_case, tokenFor, code) => {
    const [user, other] = [await subscribedAccount(), await subscribedAccount()];
    const res = await linkUnsubscribe(user.email, await tokenFor(user.id, user.email, other));
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(20);
    expect((await subscriptionOf(user.id))!.status).toBe("subscribed");
    expect((await subscriptionOf(other.id))!.status).toBe("subscribed");
  });

  it("should say the same for an address without an account as for a forged token", async () => {
    const res = await linkUnsubscribe("nobody-here@example.com", await signUnsubscribeToken(SECRET, "x", "nobody-here@example.com"));
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("unsubscribe_link_invalid");
  });

  it("should unsubscribe on the RFC 8058 one-click POST to the link, with a status card in the account's language", async () => {
    const user = await subscribedAccount();
    await env.DB.prepare("UPDATE users SET locale = 'ar' WHERE id = ?").bind(user.id).run();
    const token = await signUnsubscribeToken(SECRET, user.id, user.email);
    const path = `/unsubscribe-from-email?user_email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    const res = await oneClick(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain("تم إلغاء اشتراكك");
    expect((await subscriptionOf(user.id))!.status).toBe("unsubscribed");
    const again = await oneClick(path.replace("unsubscribe-from", "unsubscripe-from"));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("الاشتراك ملغى من قبل");
  });

  it("should refuse a one-click POST without the one-click body or with a forged token", async () => {
    const user = await subscribedAccount();
    const token = await signUnsubscribeToken(SECRET, user.id, user.email);
    const path = `/unsubscribe-from-email?user_email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    expect((await oneClick(path, "List-Unsubscribe=Maybe")).status).toBe(400);
    const forged = await oneClick(`/unsubscribe-from-email?user_email=${encodeURIComponent(user.email)}&token=${token.replace(/.$/, "A") === token ? token.replace(/.$/, "B") : token.replace(/.$/, "A")}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link did not work");
    expect((await subscriptionOf(user.id))!.status).toBe("subscribed");
  });
});

describe("the weekly e-mail", () => {
  it.each([
    ["Cairo, Monday 09:30 local (07:30 UTC)", "Africa/Cairo", "2026-11-23T07:30:00Z", null, true],
    ["Cairo, Monday 08:30 local", "Africa/Cairo", "2026-11-23T06:30:00Z", null, false],
    ["Riyadh, Monday 09:00 local (06:00 UTC)", "Asia/Riyadh", "2026-11-23T06:00:00Z", null, true],
    ["Los Angeles, still Sunday evening when it is Monday morning in UTC", "America/Los_Angeles", "2026-11-23T09:00:00Z", null, false],
    ["Los Angeles, Monday 09:00 local (17:00 UTC)", "America/Los_Angeles", "2026-11-23T17:00:00Z", null, true],
    ["Auckland, Monday 10:00 local is Sunday in UTC", "Pacific/Auckland", "2026-11-22T21:00:00Z", null, true],
    ["Cairo, Tuesday", "Africa/Cairo", "2026-11-24T08:00:00Z", null, false],
    ["Cairo, last sent an hour ago this Monday", "Africa/Cairo", "2026-11-23T09:00:00Z", "2026-11-23T08:00:00Z", false],
    ["Cairo, last sent last Monday", "Africa/Cairo", "2026-11-23T08:00:00Z", "2026-11-16T07:30:00Z", true],
    ["an unknown zone counts as UTC", "Nowhere/Else", "2026-11-23T09:00:00Z", null, true],
  ])("should decide due: %s", (_case, timeZone, now, lastSentAt, due) => {
    expect(isDue({ timeZone, lastSentAt }, new Date(now))).toBe(due);
  });

  it("should send a two-part e-mail in the account's language with the unsubscribe headers and a link that works", async () => {
    const user = await subscribedAccount();
    const result = await sendWeeklyEmail(careerMailDeps(env), user.id);
    expect(result.status).toBe("sent");
    const [mail] = await rows<{ to_address: string; subject: string; text_body: string; html_body: string; headers: string }>("SELECT * FROM outbox WHERE id = ?", (result as { outboxId: number }).outboxId);
    expect(mail!.to_address).toBe(user.email);
    expect(mail!.subject).toBe("Your week with Amal");
    expect(mail!.html_body).toContain("Tip of the week");
    expect(mail!.text_body).toContain("Tip of the week");
    expect(mail!.text_body).toContain("/portal/home");
    const headers = JSON.parse(mail!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(.+)>$/.exec(headers["List-Unsubscribe"]!)![1]!;
    expect(mail!.html_body).toContain(url.replace(/&/g, "&amp;"));
    // The link a mail client would POST to unsubscribes this account.
    const res = await oneClick(new URL(url).pathname + new URL(url).search);
    expect(res.status).toBe(200);
    expect((await subscriptionOf(user.id))!.status).toBe("unsubscribed");
    // Sent: the time is kept and the portal says so.
    const notes = await rows<{ kind: string; link: string }>("SELECT kind, link FROM notifications WHERE user_id = ?", user.id);
    expect(notes).toEqual([{ kind: "weekly_summary", link: "/portal/home" }]);
  });

  it("should count the job e-mails sorted since the last one", async () => {
    const user = await subscribedAccount();
    for (const [i, group] of ["INTERVIEW", "INTERVIEW", "OFFER", null].entries()) {
      await env.DB.prepare("INSERT INTO tracked_emails (user_id, source, message_key, classification, received_at) VALUES (?, 'forward', ?, ?, ?)")
        .bind(user.id, `k-${i}`, group, new Date().toISOString())
        .run();
    }
    const result = await sendWeeklyEmail(careerMailDeps(env), user.id);
    const [mail] = await rows<{ text_body: string }>("SELECT text_body FROM outbox WHERE id = ?", (result as { outboxId: number }).outboxId);
    expect(mail!.text_body).toContain("Amal sorted 3 new job e-mails since your last summary:");
    expect(mail!.text_body).toMatch(/INTERVIEW: 2/);
    expect(mail!.text_body).toMatch(/OFFER: 1/);
  });

  it("should send nothing to a suppressed address", async () => {
    const user = await subscribedAccount();
    await env.DB.prepare("INSERT INTO mail_suppressions (email, reason, provider) VALUES (?, 'bounce', 'resend')").bind(user.email).run();
    const before = await rows("SELECT id FROM outbox WHERE to_address = ?", user.email);
    expect(await sendWeeklyEmail(careerMailDeps(env), user.id)).toEqual({ status: "suppressed" });
    expect(await rows("SELECT id FROM outbox WHERE to_address = ?", user.email)).toEqual(before);
  });

  it("should send the due subscribers once a week, and nobody who unsubscribed", async () => {
    const [due, unsubscribed] = [await subscribedAccount(), await subscribedAccount()];
    await unsubscribe(unsubscribed.cookie);
    const monday = new Date("2026-11-23T08:00:00Z"); // 10:00 in Cairo
    expect(await dueSubscribers(careerMailDeps(env).db, monday, 10_000)).toContain(due.id);
    expect(await dueSubscribers(careerMailDeps(env).db, monday, 10_000)).not.toContain(unsubscribed.id);
    await sendDueWeeklyEmails(careerMailDeps(env), monday, 10_000);
    expect((await subscriptionOf(due.id))!.last_sent_at).toBe(monday.toISOString());
    const later = new Date("2026-11-23T09:00:00Z");
    expect(await dueSubscribers(careerMailDeps(env).db, later, 10_000)).not.toContain(due.id);
    expect(await dueSubscribers(careerMailDeps(env).db, new Date("2026-11-30T08:00:00Z"), 10_000)).toContain(due.id);
  });
});

describe("the unsubscribe page without JavaScript", () => {
  it("should add a form that posts the one-click body to the link itself", async () => {
    const user = await subscribedAccount();
    const token = await signUnsubscribeToken(SECRET, user.id, user.email);
    const search = `?user_email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    const res = await call(`/unsubscripe-from-email${search}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("<noscript>");
    expect(page).toContain(`action="/unsubscripe-from-email${search.replace(/&/g, "&amp;")}"`);
    expect(page).toContain('name="List-Unsubscribe" value="One-Click"');
    // Showing the page changes nothing.
    expect((await subscriptionOf(user.id))!.status).toBe("subscribed");
  });

  it("should show the error at once when the link names no address", async () => {
    const page = await (await call("/unsubscribe-from-email")).text();
    expect(page).toContain("This link did not work");
    expect(page).not.toContain("List-Unsubscribe");
  });
});
