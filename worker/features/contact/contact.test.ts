import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { quickUser } from "../../test/accounts";
import { call, postJson, rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";

interface ContactRow {
  id: number;
  name: string;
  email: string;
  message: string;
  source: string;
  ip: string | null;
}
interface OutboxRow {
  to_address: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  provider: string;
  status: string;
}

const valid = { name: "Mona Adel", email: "mona@example.com", message: "Do you offer a student discount?" };
const byIp = (ip: string) => rows<ContactRow>("SELECT * FROM contact_messages WHERE ip = ?", ip);

describe("POST /api/contact", () => {
  it("should accept a valid message with 200 and a thank-you", async () => {
    const res = await postJson("/api/contact", valid, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Thank you for reaching out! We will get back to you soon." });
  });

  it("should store the message, trimmed, with the sender's IP", async () => {
    const ip = uniqueIp();
    await postJson("/api/contact", { name: "  Mona Adel ", email: " mona@example.com ", message: "\n Hello there \n" }, { ip });
    expect(await byIp(ip)).toEqual([
      expect.objectContaining({ name: "Mona Adel", email: "mona@example.com", message: "Hello there", source: "public", ip }),
    ]);
  });

  it("should forward the message to SUPPORT_EMAIL with reply-to the sender", async () => {
    const marker = `Marker ${crypto.randomUUID()}`;
    await postJson("/api/contact", { ...valid, name: "Karim", email: "karim@example.org", message: marker }, { ip: uniqueIp() });
    const mails = await rows<OutboxRow>("SELECT * FROM outbox WHERE text_body LIKE ?", `%${marker}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: env.SUPPORT_EMAIL,
      from_address: env.MAIL_FROM,
      reply_to: "karim@example.org",
      subject: "Contact form: Karim",
      provider: "outbox",
      status: "stored",
    });
    expect(mails[0]!.text_body).toContain("From: Karim <karim@example.org>");
  });

  it.each([
    ["an empty object", {}, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["blank fields", { name: " ", email: "", message: "\n" }, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["a missing name", { ...valid, name: "" }, { name: "Name is required" }],
    ["a missing e-mail", { ...valid, email: "   " }, { email: "Email is required" }],
    ["a malformed e-mail", { ...valid, email: "mona@example" }, { email: "Email is invalid" }],
    ["a missing message", { ...valid, message: "" }, { message: "Message is required" }],
    ["a bad e-mail and no message", { ...valid, email: "mona", message: "" }, { email: "Email is invalid", message: "Message is required" }],
    ["fields of the wrong type", { name: 7, email: false, message: { text: "hi" } }, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["an over-long name", { ...valid, name: "n".repeat(101) }, { name: "Name must be at most 100 characters" }],
  ])("should reject %s with 400 and the spec's messages per field", async (_case, body, fields) => {
    const ip = uniqueIp();
    const res = await postJson("/api/contact", body, { ip });
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual(fields);
    // The message lists "field: message" lines in the spec's order (name, email, message).
    expect(error.message).toBe(Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join("\n"));
    expect(await byIp(ip)).toEqual([]);
  });

  it.each([
    ["an array", "[]"],
    ["a bare string", '"hello"'],
    ["null", "null"],
  ])("should reject a JSON body that is %s with 400", async (_case, body) => {
    const res = await postJson("/api/contact", body, { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.code).toBe("validation_failed");
  });

  it("should answer malformed JSON with 400 and a readable message", async () => {
    const res = await postJson("/api/contact", '{"name": "Mona", "email": ', { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "bad_request", message: "The request body is not valid JSON." } });
  });

  it("should refuse a body over 16 KB with 413", async () => {
    const ip = uniqueIp();
    const res = await postJson("/api/contact", { ...valid, message: "x".repeat(17 * 1024) }, { ip });
    expect(res.status).toBe(413);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "payload_too_large", message: "The request is too large (limit 16 KB)." } });
    expect(await byIp(ip)).toEqual([]);
  });

  it.each([
    ["a form encoding", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])(
    "should read a JSON body sent as %s as the no-JavaScript form (no fields: 400 page) and store nothing",
    async (_case, type) => {
      const ip = uniqueIp();
      const res = await call("/api/contact", {
        method: "POST",
        headers: { "Content-Type": type, "cf-connecting-ip": ip },
        body: new TextEncoder().encode(JSON.stringify(valid)),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain("Name is required");
      expect(await byIp(ip)).toEqual([]);
    },
  );

  it("should answer the no-JavaScript form with a thank-you page in the form's language", async () => {
    const ip = uniqueIp();
    const form = new URLSearchParams({ lang: "ar", name: "منى عادل", email: "mona.nojs@example.com", message: "هل يمكنني الدفع بالدولار؟" });
    const res = await call("/api/contact", { method: "POST", headers: { "cf-connecting-ip": ip }, body: form });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('lang="ar" dir="rtl"');
    expect(page).toContain("شكرًا على رسالتك!");
    expect(await byIp(ip)).toHaveLength(1);
  });

  it("should refuse the no-JavaScript form posted from another website", async () => {
    const ip = uniqueIp();
    const form = new URLSearchParams({ name: "Mona", email: "mona.cross@example.com", message: "Hello" });
    const res = await call("/api/contact", { method: "POST", headers: { "cf-connecting-ip": ip, origin: "https://evil.example" }, body: form });
    expect(res.status).toBe(403);
    expect(await byIp(ip)).toEqual([]);
  });

  it.each([
    ["text/plain", "text/plain"],
    ["no content type", undefined],
  ])(
    "should refuse a JSON body sent as %s with 415 and store nothing",
    async (_case, type) => {
      const ip = uniqueIp();
      const res = await call("/api/contact", {
        method: "POST",
        headers: { ...(type ? { "Content-Type": type } : {}), "cf-connecting-ip": ip },
        body: new TextEncoder().encode(JSON.stringify(valid)),
      });
      expect(res.status).toBe(415);
      expect(await res.json<ErrorJson>()).toEqual({
        error: { code: "unsupported_media_type", message: "Send the request as JSON (Content-Type: application/json)." },
      });
      expect(await byIp(ip)).toEqual([]);
    },
  );

  it("should answer 404 JSON to other methods", async () => {
    const res = await call("/api/contact");
    expect(res.status).toBe(404);
    expect((await res.json<ErrorJson>()).error.code).toBe("not_found");
  });
});

describe("contact rate limit (CONTACT_LIMITER: 5 per 60 s per IP)", () => {
  it("should answer the sixth message within a minute with 429 and a readable message", async () => {
    await startOfFreshWindow(60);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postJson("/api/contact", { ...valid, message: `Message ${i}` }, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const limited = await postJson("/api/contact", valid, { ip });
    expect(limited.status).toBe(429);
    expect(await limited.json<ErrorJson>()).toEqual({
      error: { code: "rate_limited", message: "You have sent several messages in a short time. Please wait a minute before sending another.", retryAfter: 60 },
    });
    expect(await byIp(ip)).toHaveLength(5);
  });

  it("should count each IP separately", async () => {
    await startOfFreshWindow(60);
    const busy = uniqueIp();
    for (let i = 0; i < 6; i++) await postJson("/api/contact", valid, { ip: busy });
    expect((await postJson("/api/contact", valid, { ip: busy })).status).toBe(429);
    expect((await postJson("/api/contact", valid, { ip: uniqueIp() })).status).toBe(200);
  });

  it("should not let a client pick its bucket with X-Real-IP or X-Forwarded-For", async () => {
    await startOfFreshWindow(60);
    // Without the edge's address every request shares one bucket, whatever else it claims.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await postJson("/api/contact", valid, { headers: { "X-Real-IP": uniqueIp(), "X-Forwarded-For": uniqueIp() } })).status);
    }
    expect(statuses).toContain(429);
  });
});

describe("POST /api/contact/portal", () => {
  const portalPost = async (cookie: string | undefined, body: unknown) =>
    postJson("/api/contact/portal", body, { ip: uniqueIp(), headers: cookie ? { Cookie: cookie } : {} });

  it("should forward a signed-in user's message to support with their account id, stored under their account", async () => {
    const user = await quickUser();
    const marker = `Portal ${crypto.randomUUID()}`;
    const res = await portalPost(await user.cookie(), { name: "Mona Adel", email: "mona.other@example.org", message: `Line one\n\n${marker}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Thank you for reaching out! We will get back to you soon." });

    const [mail] = await rows<OutboxRow & { html_body: string | null }>("SELECT * FROM outbox WHERE text_body LIKE ?", `%${marker}%`);
    expect(mail).toMatchObject({ to_address: env.SUPPORT_EMAIL, reply_to: "mona.other@example.org", subject: "Contact form: Mona Adel" });
    expect(mail!.text_body).toContain("Via: portal contact form");
    expect(mail!.text_body).toContain(`Account: ${user.id} (${user.email})`);
    expect(mail!.html_body).toContain(user.id);
    expect(await rows("SELECT source, user_id FROM contact_messages WHERE message LIKE ?", `%${marker}%`)).toEqual([{ source: "portal", user_id: user.id }]);
  });

  it("should refuse a visitor who is not signed in, and keep nothing", async () => {
    const marker = `Anonymous ${crypto.randomUUID()}`;
    const res = await portalPost(undefined, { ...valid, message: marker });
    expect(res.status).toBe(401);
    expect(await rows("SELECT id FROM contact_messages WHERE message = ?", marker)).toEqual([]);
  });

  it("should check the fields with the spec's messages", async () => {
    const user = await quickUser();
    const res = await portalPost(await user.cookie(), { name: " ", email: "mona@", message: "" });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ name: "Name is required", email: "Email is invalid", message: "Message is required" });
  });
});
