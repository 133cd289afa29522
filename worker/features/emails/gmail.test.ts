/**
 * Gmail sync against a fake of Google's OAuth and the Gmail API (worker/test/fake-gmail.ts):
 * connect → callback → first sync → incremental sync → revoked access → disconnect. The app runs
 * with the Google variables added to its environment, as `wrangler secret put` does in production.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, type EmailListResponse, type Inbox } from "../../../core/schemas/email";
import { createApp } from "../../app";
import { quickUser, type QuickUser } from "../../test/accounts";
import { FAKE_GOOGLE, FakeGmail } from "../../test/fake-gmail";
import { rows, type ErrorJson } from "../../test/http";
import english from "../../test/eml/english.eml?raw";
import htmlOnly from "../../test/eml/html-only.eml?raw";
import multipartQp from "../../test/eml/multipart-qp.eml?raw";

const app = createApp();
async function callAs(user: QuickUser | null, method: string, path: string, vars: Record<string, string> = FAKE_GOOGLE) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = user ? { Cookie: await user.cookie() } : {};
  const res = await app.fetch(new Request(new URL(path, "https://amal.test"), { method, headers }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const NEWSLETTER = english.replace("interview-1", "news-1").replace(/Subject: .*/, "Subject: Weekly product news").replace(/We would like[\s\S]*Wednesday\./, "Our product news this week.");

let gmail: FakeGmail;
let restore: () => void;
beforeEach(() => {
  gmail = new FakeGmail();
  restore = gmail.install();
});
afterEach(() => restore());

async function connect(user: QuickUser) {
  const start = await callAs(user, "POST", "/api/emails/gmail/connect");
  expect(start.status).toBe(200);
  const { url } = await start.json<{ url: string }>();
  expect(url.startsWith(FAKE_GOOGLE.GOOGLE_OAUTH_AUTHORIZE_URL)).toBe(true);
  const { code, state } = gmail.consent(url);
  return callAs(user, "GET", `/api/emails/gmail/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
}

const inbox = async (user: QuickUser) => (await (await callAs(user, "GET", "/api/emails/inbox")).json<Inbox>()).gmail;
const emails = async (user: QuickUser) => (await (await callAs(user, "GET", "/api/emails")).json<EmailListResponse>()).emails;

describe("Gmail", () => {
  it("should explain forwarding when the server has no Google client", async () => {
    const user = await quickUser();
    expect((await (await callAs(user, "GET", "/api/emails/inbox", {})).json<Inbox>()).gmail).toMatchObject({ configured: false, connected: false });
    const res = await callAs(user, "POST", "/api/emails/gmail/connect", {});
    expect(res.status).toBe(503);
    expect((await res.json<ErrorJson>()).error.message).toBe(EMAIL_MESSAGES.gmailNotConfigured);
  });

  it("should connect, sync job e-mails, sync what is new by history id, and disconnect", async () => {
    const user = await quickUser();
    gmail.add(english);
    gmail.add(NEWSLETTER);
    const callback = await connect(user);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/portal/ai-email-tracker?gmail=connected");

    // The refresh token is stored encrypted, never as itself.
    const [stored] = await rows<{ refresh_token: string; account: string }>("SELECT refresh_token, account FROM mailbox_connections WHERE user_id = ?", user.id);
    expect(stored!.account).toBe(gmail.account);
    expect(stored!.refresh_token).not.toContain(gmail.refreshToken);
    expect(stored!.refresh_token).toMatch(/^v1\./);
    expect(await inbox(user)).toMatchObject({ configured: true, connected: true, account: gmail.account, syncing: false, last_sync_at: null });

    expect((await callAs(user, "POST", "/api/emails/gmail/sync")).status).toBe(202);
    // The newsletter is not a job e-mail: a mailbox sync keeps job e-mails only.
    expect((await emails(user)).map((e) => [e.email_subject, e.source])).toEqual([["Interview invitation for the Data Analyst position", "gmail"]]);
    expect(gmail.requests).toContain("gmail messages");
    const afterFirst = await inbox(user);
    expect(afterFirst.last_sync_at).not.toBeNull();

    gmail.add(htmlOnly);
    gmail.add(multipartQp);
    gmail.requests.length = 0;
    expect((await callAs(user, "POST", "/api/emails/gmail/sync")).status).toBe(202);
    expect(gmail.requests).toContain("gmail history");
    expect(gmail.requests).not.toContain("gmail messages");
    expect((await emails(user)).map((e) => e.email_subject).sort()).toEqual(["Application received", "Interview invitation for the Data Analyst position", "Your application to Delta"]);

    // A re-sync of the same messages never doubles them.
    await env.DB.prepare("UPDATE mailbox_connections SET history_id = NULL WHERE user_id = ?").bind(user.id).run();
    expect((await callAs(user, "POST", "/api/emails/gmail/sync")).status).toBe(202);
    expect(await emails(user)).toHaveLength(3);

    expect((await callAs(user, "DELETE", "/api/emails/gmail")).status).toBe(200);
    expect(gmail.requests).toContain("revoke");
    expect(await rows("SELECT 1 FROM mailbox_connections WHERE user_id = ?", user.id)).toEqual([]);
    expect(await inbox(user)).toMatchObject({ connected: false });
    expect((await callAs(user, "POST", "/api/emails/gmail/sync")).status).toBe(409);
  });

  it("should refuse a second sync while one runs, and store revoked access as the sync's error", async () => {
    const user = await quickUser();
    await connect(user);
    await env.DB.prepare("UPDATE mailbox_connections SET sync_started_at = ? WHERE user_id = ?").bind(new Date().toISOString(), user.id).run();
    const running = await callAs(user, "POST", "/api/emails/gmail/sync");
    expect(running.status).toBe(409);
    expect((await running.json<ErrorJson>()).error.message).toBe(EMAIL_MESSAGES.gmailSyncRunning);
    await env.DB.prepare("UPDATE mailbox_connections SET sync_started_at = NULL WHERE user_id = ?").bind(user.id).run();

    gmail.revoked = true;
    expect((await callAs(user, "POST", "/api/emails/gmail/sync")).status).toBe(202);
    expect(await inbox(user)).toMatchObject({ connected: true, syncing: false, error: EMAIL_MESSAGES.gmailAccessRevoked });
  });

  it("should refuse a callback whose state was started by another user", async () => {
    const [owner, other] = [await quickUser(), await quickUser()];
    const { url } = await (await callAs(owner, "POST", "/api/emails/gmail/connect")).json<{ url: string }>();
    const { code, state } = gmail.consent(url);
    const res = await callAs(other, "GET", `/api/emails/gmail/callback?code=${code}&state=${state}`);
    expect(res.headers.get("location")).toBe("/portal/ai-email-tracker?gmail=failed");
    expect(await rows("SELECT 1 FROM mailbox_connections WHERE user_id IN (?, ?)", owner.id, other.id)).toEqual([]);
  });
});
