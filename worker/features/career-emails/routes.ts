/**
 * Career e-mails over HTTP (docs/api/career-emails.md).
 *
 * /api/career-emails — the portal's panel (signed in, no subscription needed) and the public
 * unsubscribe page's JSON call:
 * - `GET /` → `{ email, subscribed }`
 * - `POST /subscribe` `{ timeZone? }` → `{ outcome: subscribed | already_subscribed }`
 * - `POST /unsubscribe` → `{ outcome: unsubscribed | already_unsubscribed }`
 * - `POST /unsubscribe-link` `{ user_email, token }` (public) → `{ outcome }`, or 400
 *   `unsubscribe_link_invalid` / `unsubscribe_link_expired`
 *
 * /unsubscribe-from-email and /unsubscripe-from-email (the spec's spelling) — the page itself:
 * - `GET` the app shell, plus a <noscript> form for browsers without JavaScript;
 * - `POST` with the form body `List-Unsubscribe=One-Click` (RFC 8058: what mail clients send to
 *   the List-Unsubscribe URL, and what the <noscript> form sends) → 200 and a status card.
 */
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { careerEmailSubscribeSchema, unsubscribeLinkSchema } from "../../../core/schemas/career-emails";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { requestLanguage } from "../../lib/language";
import { validate } from "../../lib/validate";
import { spaShell } from "../site/routes";
import { mailText, noscriptForm, statusCard, statusCardPage } from "./pages";
import { accountForLink, careerEmailStatus, linkInvalid, subscribeAccount, unsubscribeAccount, unsubscribeByLink } from "./service";

const noStore = async (c: Context, next: () => Promise<void>) => {
  await next();
  c.header("Cache-Control", "no-store");
};

export const careerEmailRoutes = new Hono<AppEnv>()
  .use(noStore)
  // Public: the link's signed token is the authority, not a session.
  .post("/unsubscribe-link", limitBody(4 * 1024), jsonOnly, validate("json", unsubscribeLinkSchema), async (c) => {
    const { user_email, token } = c.req.valid("json");
    const { outcome } = await unsubscribeByLink(c.var.db, c.var.vars.UNSUBSCRIBE_SECRET!, user_email, token);
    return c.json({ outcome }, 200);
  })
  .use(signedIn)
  .use(sameOriginOnly)
  .get("/", async (c) => c.json(await careerEmailStatus(c.var.db, c.var.user.id), 200))
  .post("/subscribe", limitBody(4 * 1024), jsonOnly, validate("json", careerEmailSubscribeSchema), async (c) => {
    const outcome = await subscribeAccount(c.var.db, c.var.user.id, c.req.valid("json").timeZone);
    return c.json({ outcome }, 200);
  })
  .post("/unsubscribe", async (c) => c.json({ outcome: await unsubscribeAccount(c.var.db, c.var.user.id, "portal") }, 200));

/** The link's `user_email` and `token` from the query (null when either is missing or malformed). */
function linkQuery(c: Context<AppEnv>) {
  const parsed = unsubscribeLinkSchema.safeParse({ user_email: c.req.query("user_email"), token: c.req.query("token") });
  return parsed.success ? parsed.data : null;
}

/** The shell the browser app renders the page in, with the no-JavaScript form (or error card) in <noscript>. */
async function unsubscribePage(c: Context<AppEnv>) {
  const shell = await spaShell(c, 200);
  const link = linkQuery(c);
  let language: { locale?: string; digits?: string } = requestLanguage(c);
  if (link) {
    try {
      language = await accountForLink(c.var.db, c.var.vars.UNSUBSCRIBE_SECRET!, link.user_email, link.token);
    } catch {
      // A bad link still gets the form: its POST answers with the reason, in this request's language.
    }
  }
  const t = mailText(language);
  const url = new URL(c.req.url);
  const extra = link
    ? await noscriptForm(t, `${url.pathname}${url.search}`, link.user_email)
    : await html`<noscript>${statusCard(t, "error", c.var.vars.APP_URL, linkInvalid().message)}</noscript>`;
  const page = (await shell.text()).replace(/<\/body>/i, `${extra}</body>`);
  return c.html(page, 200, { "Cache-Control": "no-store" });
}

/** RFC 8058 one-click unsubscribe (and the <noscript> form): 200 and a status card in the account's language. */
async function oneClickUnsubscribe(c: Context<AppEnv>) {
  const appUrl = c.var.vars.APP_URL;
  const headers = { "Cache-Control": "no-store" };
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const link = linkQuery(c);
  if (!link || body["List-Unsubscribe"] !== "One-Click") {
    return c.html(statusCardPage(mailText(requestLanguage(c)), "error", appUrl, linkInvalid().message), 400, headers);
  }
  try {
    const { account, outcome } = await unsubscribeByLink(c.var.db, c.var.vars.UNSUBSCRIBE_SECRET!, link.user_email, link.token);
    return c.html(statusCardPage(mailText(account), outcome === "unsubscribed" ? "success" : "already", appUrl), 200, headers);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return c.html(statusCardPage(mailText(requestLanguage(c)), "error", appUrl, error.message), error.status === 404 ? 404 : 400, headers);
  }
}

export const unsubscribePageRoutes = new Hono<AppEnv>()
  .get("/unsubscribe-from-email", unsubscribePage)
  .get("/unsubscripe-from-email", unsubscribePage)
  .post("/unsubscribe-from-email", limitBody(4 * 1024), oneClickUnsubscribe)
  .post("/unsubscripe-from-email", limitBody(4 * 1024), oneClickUnsubscribe);
