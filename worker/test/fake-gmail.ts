/**
 * A fake of Google's OAuth endpoints and the Gmail REST API (users.getProfile, messages.list,
 * messages.get format=raw, history.list) for the tracker's sync tests, installed as a `fetch`
 * spy like ./fake-oidc.ts. It checks the client credentials and the bearer token, keeps a mailbox
 * whose messages are added with increasing history ids, and can revoke its grant.
 */
import { vi } from "vitest";

export const FAKE_GOOGLE = {
  GOOGLE_CLIENT_ID: "amal-gmail-client",
  GOOGLE_CLIENT_SECRET: "gmail-secret",
  GOOGLE_OAUTH_AUTHORIZE_URL: "https://accounts.google.test/o/oauth2/v2/auth",
  GOOGLE_OAUTH_TOKEN_URL: "https://oauth2.google.test/token",
  GOOGLE_OAUTH_REVOKE_URL: "https://oauth2.google.test/revoke",
  GMAIL_API_URL: "https://gmail.google.test",
  // 32 bytes of base64 (a test key).
  EMAIL_TOKEN_KEY: btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i + 1))),
};

const b64url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export class FakeGmail {
  readonly account = "salma.nabil@gmail.test";
  readonly codes = new Map<string, string>();
  refreshToken = `refresh-${crypto.randomUUID()}`;
  accessToken = `access-${crypto.randomUUID()}`;
  revoked = false;
  historyId = 1000;
  readonly messages: { id: string; raw: string; historyId: number }[] = [];
  readonly requests: string[] = [];

  add(raw: string) {
    this.historyId += 1;
    this.messages.push({ id: `m${this.messages.length + 1}`, raw, historyId: this.historyId });
  }

  /** The user consents on the screen the worker redirected to. */
  consent(url: string) {
    const params = new URL(url).searchParams;
    if (params.get("client_id") !== FAKE_GOOGLE.GOOGLE_CLIENT_ID) throw new Error("unknown client");
    if (params.get("scope") !== "https://www.googleapis.com/auth/gmail.readonly") throw new Error(`unexpected scope ${params.get("scope")}`);
    if (params.get("access_type") !== "offline") throw new Error("offline access was not asked");
    const code = `code-${crypto.randomUUID()}`;
    this.codes.set(code, params.get("redirect_uri")!);
    return { code, state: params.get("state")! };
  }

  async handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    const at = `${url.origin}${url.pathname}`;
    if (at === FAKE_GOOGLE.GOOGLE_OAUTH_TOKEN_URL) {
      const form = new URLSearchParams(await request.text());
      this.requests.push(`token ${form.get("grant_type")}`);
      if (form.get("client_id") !== FAKE_GOOGLE.GOOGLE_CLIENT_ID || form.get("client_secret") !== FAKE_GOOGLE.GOOGLE_CLIENT_SECRET) return json({ error: "invalid_client" }, 401);
      if (form.get("grant_type") === "authorization_code") {
        const redirect = this.codes.get(form.get("code") ?? "");
        this.codes.delete(form.get("code") ?? "");
        if (!redirect || redirect !== form.get("redirect_uri")) return json({ error: "invalid_grant" }, 400);
        return json({ access_token: this.accessToken, refresh_token: this.refreshToken, expires_in: 3599, token_type: "Bearer" });
      }
      if (this.revoked || form.get("refresh_token") !== this.refreshToken) return json({ error: "invalid_grant", error_description: "Token has been expired or revoked." }, 400);
      return json({ access_token: this.accessToken, expires_in: 3599, token_type: "Bearer" });
    }
    if (at === FAKE_GOOGLE.GOOGLE_OAUTH_REVOKE_URL) {
      this.requests.push("revoke");
      this.revoked = true;
      return new Response(null, { status: 200 });
    }
    if (!request.url.startsWith(FAKE_GOOGLE.GMAIL_API_URL)) return null;
    if (request.headers.get("authorization") !== `Bearer ${this.accessToken}` || this.revoked) return json({ error: { code: 401 } }, 401);
    const path = url.pathname.replace("/gmail/v1/users/me/", "");
    this.requests.push(`gmail ${path}`);
    if (path === "profile") return json({ emailAddress: this.account, historyId: String(this.historyId) });
    if (path === "messages") return json({ messages: [...this.messages].reverse().map((m) => ({ id: m.id, threadId: m.id })), resultSizeEstimate: this.messages.length });
    if (path === "history") {
      const since = Number(url.searchParams.get("startHistoryId"));
      const added = this.messages.filter((m) => m.historyId > since);
      return json({ history: added.map((m) => ({ id: String(m.historyId), messagesAdded: [{ message: { id: m.id, labelIds: ["INBOX"] } }] })), historyId: String(this.historyId) });
    }
    const id = /^messages\/([^/]+)$/.exec(path)?.[1];
    const message = this.messages.find((m) => m.id === id);
    if (message && url.searchParams.get("format") === "raw") return json({ id: message.id, raw: b64url(message.raw) });
    return json({ error: { code: 404 } }, 404);
  }

  install(): () => void {
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await this.handle(new Request(input, init));
      return answer ?? realFetch(input, init);
    });
    return () => spy.mockRestore();
  }
}
