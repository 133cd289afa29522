import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { outboxMail } from "../../providers/mail";
import { call, type ErrorJson } from "../../test/http";

const FROM = "Amal <hello@amal.careers>";
/** The local dev token (`DEV_TOOLS_TOKEN`), which shows every e-mail. */
const asDeveloper = { headers: { Authorization: `Bearer ${(env as unknown as { DEV_TOOLS_TOKEN: string }).DEV_TOOLS_TOKEN}` } };
const send = (subject: string, text = "Hello from the outbox.", replyTo?: string) =>
  outboxMail(env.DB, FROM).send({ to: "staff@amal.careers", subject, text, replyTo });

describe("/dev/mailbox (DEV_TOOLS=1)", () => {
  it("should list outbox subjects newest first as HTML", async () => {
    const older = await send(`Older ${crypto.randomUUID()}`);
    const newer = await send(`Newer ${crypto.randomUUID()}`);
    const res = await call("/dev/mailbox", asDeveloper);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain(`<a href="/dev/mailbox/${newer.id}">Newer `);
    expect(page.indexOf(`/dev/mailbox/${newer.id}"`)).toBeLessThan(page.indexOf(`/dev/mailbox/${older.id}"`));
  });

  it("should HTML-escape subjects in the list", async () => {
    const { id } = await send(`<script>alert("x")</script> & welcome`);
    const page = await (await call("/dev/mailbox", asDeveloper)).text();
    expect(page).toContain(`<a href="/dev/mailbox/${id}">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome</a>`);
    expect(page).not.toContain("<script>");
  });

  it("should show one e-mail's text, escaped, with its addresses", async () => {
    const { id } = await send("Reset your password", 'Click <a href="https://evil.test">here</a>\nThanks', "mona@example.com");
    const res = await call(`/dev/mailbox/${id}`, asDeveloper);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("<h1>Reset your password</h1>");
    expect(page).toContain('<pre data-testid="mail-text">Click &lt;a href=&quot;https://evil.test&quot;&gt;here&lt;/a&gt;\nThanks</pre>');
    expect(page).toContain("to <b>staff@amal.careers</b>, reply to mona@example.com");
    expect(page).not.toContain('<a href="https://evil.test">');
  });

  it("should escape a script in the subject on the e-mail's own page", async () => {
    const { id } = await send("<script>steal()</script>");
    const page = await (await call(`/dev/mailbox/${id}`, asDeveloper)).text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;steal()&lt;/script&gt;");
  });

  it("should show the HTML part in a sandboxed frame without scripts, its links, the text part and the extra headers", async () => {
    const { id } = await outboxMail(env.DB, FROM).send({
      to: "staff@amal.careers",
      subject: "Weekly summary",
      text: "Open https://amal.test/portal?a=1&b=2",
      html: '<html><head></head><body><p>Hi "Mona"</p><a href="https://amal.test/portal?a=1&amp;b=2">Open</a><a href="javascript:alert(1)">x</a><script>steal()</script></body></html>',
      headers: { "List-Unsubscribe": "<https://amal.test/unsubscribe?t=1>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const page = await (await call(`/dev/mailbox/${id}`, asDeveloper)).text();
    const frame = /<iframe[^>]*>/.exec(page)![0];
    expect(frame).toContain('sandbox="allow-popups allow-top-navigation-by-user-activation"');
    expect(frame).not.toContain("allow-scripts");
    expect(frame).not.toContain("allow-same-origin");
    // The HTML travels escaped inside srcdoc: nothing of it runs in the mailbox page itself.
    expect(frame).toContain("srcdoc=\"&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_top&quot;&gt;&lt;/head&gt;&lt;body&gt;&lt;p&gt;Hi &quot;Mona&quot;");
    expect(page).not.toContain("<script>steal()");
    expect(page).toContain('<li><a href="https://amal.test/portal?a=1&amp;b=2">https://amal.test/portal?a=1&amp;b=2</a></li>');
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain("<dt>List-Unsubscribe</dt><dd>&lt;https://amal.test/unsubscribe?t=1&gt;</dd>");
    expect(page).toContain("<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>");
    expect(page).toContain('<pre data-testid="mail-text">Open https://amal.test/portal?a=1&amp;b=2</pre>');
  });

  it("should show no frame, links or headers for a text-only e-mail", async () => {
    const { id } = await send("Plain only");
    const page = await (await call(`/dev/mailbox/${id}`, asDeveloper)).text();
    expect(page).not.toContain("<iframe");
    expect(page).not.toContain('data-testid="mail-links"');
    expect(page).not.toContain('data-testid="mail-headers"');
    expect(page).toContain('<pre data-testid="mail-text">Hello from the outbox.</pre>');
  });

  it("should answer 404 JSON for an e-mail that does not exist", async () => {
    const res = await call("/dev/mailbox/987654", asDeveloper);
    expect(res.status).toBe(404);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "not_found", message: "No such e-mail in the outbox." } });
  });
});

describe("/dev/mailbox (DEV_TOOLS=0)", () => {
  const production = createApp();
  const withoutDevTools = { ...env, DEV_TOOLS: "0" };

  it.each(["/dev/mailbox", "/dev/mailbox/1"])("should answer %s with 404 and reveal nothing", async (path) => {
    await send("Secret subject that must not leak");
    const res = await production.fetch(new Request(`https://amal.test${path}`), withoutDevTools);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { code: "not_found", message: "Not found" } });
    expect(body).not.toContain("Secret subject");
  });
});
