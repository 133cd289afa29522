import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readVars } from "../../env";
import { mailProvider, outboxMail, resendMail, type OutgoingMail } from "./index";

interface OutboxRow {
  id: number;
  to_address: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  provider: string;
  status: string;
  error: string | null;
}

const FROM = "Amal <hello@amal.careers>";
const outboxRow = (id: number) => env.DB.prepare("SELECT * FROM outbox WHERE id = ?").bind(id).first<OutboxRow>();
const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "mona@example.com",
  subject: `Welcome to Amal ${crypto.randomUUID().slice(0, 6)}`,
  text: "Your coaching journey starts today.",
  ...overrides,
});

/** A stand-in for `fetch` that records each call and answers with `answer`. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { calls, fetcher };
}

describe("outbox provider", () => {
  it("should store the message as a row and report it stored", async () => {
    const message = mail({ replyTo: "karim@example.org", html: "<p>Your coaching journey starts today.</p>" });
    const result = await outboxMail(env.DB, FROM).send(message);
    expect(result).toEqual({ id: expect.any(Number), status: "stored" });
    expect(await outboxRow(result.id)).toMatchObject({
      to_address: message.to,
      from_address: FROM,
      reply_to: "karim@example.org",
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      provider: "outbox",
      status: "stored",
      error: null,
    });
  });

  it("should be the provider chosen by default", () => {
    expect(mailProvider(env, readVars({ ...env })).name).toBe("outbox");
  });
});

describe("resend provider", () => {
  it("should POST the documented request to {base}/emails with the bearer key", async () => {
    const { calls, fetcher } = fakeFetch(() => Response.json({ id: "re_123" }));
    const message = mail({ replyTo: "karim@example.org" });
    await resendMail(env.DB, FROM, "re_test_key", "https://resend.test/", fetcher).send(message);

    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(url).toBe("https://resend.test/emails");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      from: FROM,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      reply_to: "karim@example.org",
    });
  });

  it("should send the HTML part and the extra headers, and keep both in the outbox row", async () => {
    const { calls, fetcher } = fakeFetch(() => Response.json({ id: "re_124" }));
    const headers = { "List-Unsubscribe": "<https://amal.test/unsubscribe?t=abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    const message = mail({ html: '<p dir="rtl">رحلتك تبدأ اليوم</p>', headers });
    const result = await resendMail(env.DB, FROM, "re_test_key", "https://resend.test", fetcher).send(message);
    const body = JSON.parse(String(calls[0]!.init.body)) as Record<string, unknown>;
    expect(body.html).toBe('<p dir="rtl">رحلتك تبدأ اليوم</p>');
    expect(body.text).toBe(message.text);
    expect(body.headers).toEqual(headers);
    const row = await env.DB.prepare("SELECT html_body, headers FROM outbox WHERE id = ?").bind(result.id).first<{ html_body: string; headers: string }>();
    expect(row!.html_body).toBe(message.html);
    expect(JSON.parse(row!.headers)).toEqual(headers);
  });

  it("should mark the row sent when Resend accepts the message", async () => {
    const { fetcher } = fakeFetch(() => Response.json({ id: "re_123" }));
    const result = await resendMail(env.DB, FROM, "re_test_key", "https://resend.test", fetcher).send(mail());
    expect(result).toEqual({ id: expect.any(Number), status: "sent", error: undefined });
    expect(await outboxRow(result.id)).toMatchObject({ provider: "resend", status: "sent", error: null });
  });

  it("should mark the row failed with Resend's answer when it returns 500", async () => {
    const { fetcher } = fakeFetch(() => new Response('{"message":"internal server error"}', { status: 500 }));
    const result = await resendMail(env.DB, FROM, "re_test_key", "https://resend.test", fetcher).send(mail());
    const error = 'Resend answered 500: {"message":"internal server error"}';
    expect(result).toEqual({ id: expect.any(Number), status: "failed", error });
    expect(await outboxRow(result.id)).toMatchObject({ provider: "resend", status: "failed", error });
  });

  it("should mark the row failed when Resend cannot be reached", async () => {
    const { fetcher } = fakeFetch(() => {
      throw new TypeError("Network connection lost.");
    });
    const result = await resendMail(env.DB, FROM, "re_test_key", "https://resend.test", fetcher).send(mail());
    expect(result.status).toBe("failed");
    expect(result.error).toBe("Resend unreachable: TypeError: Network connection lost.");
    expect(await outboxRow(result.id)).toMatchObject({ status: "failed", error: result.error });
  });

  it("should keep at most 300 characters of a long error answer", async () => {
    const { fetcher } = fakeFetch(() => new Response("e".repeat(2000), { status: 422 }));
    const result = await resendMail(env.DB, FROM, "re_test_key", "https://resend.test", fetcher).send(mail());
    expect(result.error).toBe(`Resend answered 422: ${"e".repeat(300)}`);
  });

  it("should be chosen by MAIL_PROVIDER=resend and use RESEND_API_URL", async () => {
    const { calls, fetcher } = fakeFetch(() => Response.json({ id: "re_1" }));
    const vars = readVars({ ...env, MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_live", RESEND_API_URL: "https://mail.example.net/v1" });
    const provider = mailProvider(env, vars, fetcher);
    expect(provider.name).toBe("resend");
    await provider.send(mail());
    expect(calls[0]!.url).toBe("https://mail.example.net/v1/emails");
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe("Bearer re_live");
  });

  it("should refuse to start in production with the outbox, which delivers nothing, naming the variables to set", () => {
    expect(() => readVars({ ...env, DEV_TOOLS: "0", APP_ENV: "production", MAIL_PROVIDER: "outbox" })).toThrow(/MAIL_PROVIDER=outbox.*APP_ENV=production.*MAIL_PROVIDER=resend and RESEND_API_KEY/);
    expect(() => readVars({ ...env, DEV_TOOLS: "0", APP_ENV: "production", MAIL_PROVIDER: undefined })).toThrow(/MAIL_PROVIDER=outbox/);
    expect(readVars({ ...env, DEV_TOOLS: "0", APP_ENV: "production", MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_live" }).MAIL_PROVIDER).toBe("resend");
    expect(readVars({ ...env, APP_ENV: "test", MAIL_PROVIDER: "outbox" }).MAIL_PROVIDER).toBe("outbox");
  });

  it("should refuse MAIL_PROVIDER=resend without a key, naming the secret", () => {
    expect(() => readVars({ ...env, MAIL_PROVIDER: "resend" })).toThrow(/RESEND_API_KEY/);
  });
});
