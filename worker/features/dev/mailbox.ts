/**
 * /dev/mailbox — the outbox provider's inbox for local development, only when DEV_TOOLS=1.
 * A signed-in user sees only the mail addressed to them; every e-mail needs the local dev token
 * (`DEV_TOOLS_TOKEN` from .dev.vars, as `?token=` or `Authorization: Bearer`), which links
 * inside the pages carry on. Anyone else gets a 401. Server-rendered HTML so it works without
 * the app bundle.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../../env";
import { outbox } from "../../db/schema";
import { authenticate } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { devToolsOnly } from "../../lib/http";

/**
 * Which mail the caller may read: all with the dev token (links keep a `?token=` the page came
 * with), else only their own (401 when signed out).
 */
async function readerOf(c: Context<AppEnv>): Promise<{ only: SQL | undefined; suffix: string }> {
  const expected = c.var.vars.DEV_TOOLS_TOKEN;
  const inQuery = c.req.query("token");
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (expected && inQuery === expected) return { only: undefined, suffix: `?token=${encodeURIComponent(inQuery)}` };
  if (expected && bearer === expected) return { only: undefined, suffix: "" };
  const { user } = await authenticate(c);
  return { only: eq(outbox.to, user.email), suffix: "" };
}

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1c2024}main{max-width:900px;margin:0 auto;padding:24px}
table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:8px 10px;border-bottom:1px solid #e3e5e8;text-align:left;vertical-align:top}
a{color:#0b6bcb}pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #e3e5e8;border-radius:8px}.muted{color:#60646c}</style></head>
<body><main>${body}</main></body></html>`;

export const mailboxRoutes = new Hono<AppEnv>()
  .use(devToolsOnly)
  .get("/", async (c) => {
    const { only, suffix } = await readerOf(c);
    const rows = await c.var.db.select().from(outbox).where(only).orderBy(desc(outbox.id)).limit(200);
    const items = rows.map(
      (m) => html`<tr><td class="muted">#${m.id}</td><td>${m.to}</td><td><a href="/dev/mailbox/${m.id}${suffix}">${m.subject}</a></td><td class="muted">${m.status}</td><td class="muted">${m.createdAt}</td></tr>`,
    );
    return c.html(
      page(
        "Dev mailbox — Amal",
        html`<h1>Dev mailbox</h1><p class="muted">Every e-mail the app sent through the <b>outbox</b> provider, newest first.</p>
        ${rows.length ? html`<table><thead><tr><th></th><th>To</th><th>Subject</th><th>Status</th><th>When</th></tr></thead><tbody>${items}</tbody></table>` : html`<p>No e-mails yet.</p>`}`,
      ),
    );
  })
  .get("/:id{[0-9]+}", async (c) => {
    const { only, suffix } = await readerOf(c);
    const m = await c.var.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, Number(c.req.param("id"))), only))
      .get();
    if (!m) throw notFound("No such e-mail in the outbox.");
    return c.html(
      page(
        `${m.subject} — Dev mailbox`,
        html`<p><a href="/dev/mailbox${suffix}">← All e-mails</a></p><h1>${m.subject}</h1>
        <p class="muted">From ${m.from} to <b>${m.to}</b>${m.replyTo ? html`, reply to ${m.replyTo}` : raw("")} · ${m.createdAt}</p>
        <pre data-testid="mail-text">${m.text}</pre>`,
      ),
    );
  });
