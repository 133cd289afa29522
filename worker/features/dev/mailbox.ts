/**
 * /dev/mailbox — the outbox provider's inbox for local development, only when DEV_TOOLS=1.
 * A signed-in user sees only the mail addressed to them; every e-mail needs the local dev token
 * (`DEV_TOOLS_TOKEN` from .dev.vars, as `?token=` or `Authorization: Bearer`), which links
 * inside the pages carry on. Anyone else gets a 401. Server-rendered HTML so it works without
 * the app bundle. One e-mail's page shows its extra headers (List-Unsubscribe…), the links it
 * contains (real anchors a browser test can follow), the HTML part in a sandboxed frame (no
 * scripts, no access to this page) and the plain-text part.
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
a{color:#0b6bcb}iframe{width:100%;height:640px;border:1px solid #e3e5e8;border-radius:8px;background:#fff}
h2{font-size:16px;margin:24px 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}dt{color:#60646c}dd{margin:0;word-break:break-all}
ul.links{padding-inline-start:20px;word-break:break-all}pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #e3e5e8;border-radius:8px}.muted{color:#60646c}</style></head>
<body><main>${body}</main></body></html>`;

/** The extra headers stored with the message (JSON), as a definition list. */
function headerList(stored: string | null) {
  if (!stored) return raw("");
  let headers: Record<string, string>;
  try {
    headers = JSON.parse(stored) as Record<string, string>;
  } catch {
    return raw("");
  }
  const rows = Object.entries(headers).map(([name, value]) => html`<dt>${name}</dt><dd>${String(value)}</dd>`);
  return rows.length ? html`<h2>Headers</h2><dl data-testid="mail-headers">${rows}</dl>` : raw("");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The http(s) links of the HTML part, each once, as anchors on this page. */
function linkList(markup: string | null) {
  if (!markup) return raw("");
  const hrefs = new Set<string>();
  for (const [, href] of markup.matchAll(/\shref="([^"]*)"/g)) {
    const url = href!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
    if (/^https?:\/\//i.test(url)) hrefs.add(url);
  }
  if (!hrefs.size) return raw("");
  return html`<h2>Links</h2><ul class="links" data-testid="mail-links">${[...hrefs].map((href) => html`<li><a href="${href}">${href}</a></li>`)}</ul>`;
}

/** The HTML part for the frame: its links open in this tab (the frame runs no script either way). */
const framed = (markup: string) => (/<head[^>]*>/i.test(markup) ? markup.replace(/<head[^>]*>/i, (head) => `${head}<base target="_top">`) : `<base target="_top">${markup}`);

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
        ${headerList(m.headers)}
        ${linkList(m.html)}
        ${m.html ? html`<h2>HTML</h2><iframe title="HTML part" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${framed(m.html)}"></iframe>` : raw("")}
        <h2>Text</h2>
        <pre data-testid="mail-text">${m.text}</pre>`,
      ),
    );
  });
