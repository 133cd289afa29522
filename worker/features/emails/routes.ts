/**
 * /api/emails — the job e-mail tracker (docs/api/emails.md). Everything needs sign-in; "Prepare
 * with Amal" opens a coaching session, which costs model time, so it needs a subscription like
 * the coach. Gmail routes answer 503 gmail_not_configured without a Google client and token key.
 */
import { Hono, type Context } from "hono";
import {
  createEmailFilterSchema,
  EMAIL_MESSAGES as M,
  emailIdParamSchema,
  emailListQuerySchema,
  filterIdParamSchema,
  type PrepareResponse,
} from "../../../core/schemas/email";
import { readVars, type SignedInEnv, type AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { requireActiveSubscription } from "../billing/access";
import { openSessionDeps } from "../coach/open-session";
import { ingestDeps, publishSync } from "./deps";
import { claimSync, completeConnect, connectUrl, disconnect, gmailConfig, googleGmailApi, notConfigured, runSync } from "./gmail";
import { ingestMessage } from "./ingest";
import { prepareFromEmail } from "./prepare";
import { createFilter, deleteEmail, deleteFilter, emailDetail, inbox, listEmails, listFilters } from "./service";

const JSON_LIMIT = 8 * 1024;

const emailId = (value: string) => {
  const parsed = emailIdParamSchema.shape.id.safeParse(value);
  if (!parsed.success) throw notFound(M.notFound);
  return parsed.data;
};
const filterId = (value: string) => {
  const parsed = filterIdParamSchema.shape.id.safeParse(value);
  if (!parsed.success) throw notFound(M.filterNotFound);
  return parsed.data;
};

async function requireGmail(c: Context<SignedInEnv>) {
  const config = await gmailConfig(readVars(c.env));
  if (!config) throw notConfigured();
  return config;
}

export const emailRoutes = new Hono<AppEnv>()
  // A server without Gmail says so to everyone (503 gmail_not_configured) before asking who calls:
  // connecting, its callback and syncing exist only where Gmail is set up. Disconnecting always works.
  .use("/gmail/*", async function gmailConfigured(c, next) {
    if (c.req.method !== "DELETE" && !(await gmailConfig(readVars(c.env)))) throw notConfigured();
    await next();
  })
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/", validate("query", emailListQuerySchema), async (c) => c.json(await listEmails(c.var.db, c.var.user.id, c.req.valid("query")), 200))
  .get("/inbox", async (c) => {
    const vars = readVars(c.env);
    return c.json(await inbox(c.var.db, c.var.user.id, { domain: vars.INBOUND_EMAIL_DOMAIN, gmailConfigured: Boolean(await gmailConfig(vars)) }), 200);
  })
  .get("/filters", async (c) => c.json({ filters: await listFilters(c.var.db, c.var.user.id) }, 200))
  .post("/filters", limitBody(JSON_LIMIT), jsonOnly, validate("json", createEmailFilterSchema), async (c) =>
    c.json({ filter: await createFilter(c.var.db, c.var.user.id, c.req.valid("json")) }, 201),
  )
  .delete("/filters/:id", async (c) => {
    await deleteFilter(c.var.db, c.var.user.id, filterId(c.req.param("id")));
    return c.json({ ok: true as const }, 200);
  })
  // ——— Gmail
  .post("/gmail/connect", async (c) => {
    const config = await requireGmail(c);
    return c.json({ url: await connectUrl(c.var.db, config, c.var.user.id) }, 200);
  })
  .get("/gmail/callback", async (c) => {
    const config = await requireGmail(c);
    const ok = await completeConnect(c.var.db, config, googleGmailApi(config), c.var.user.id, {
      code: c.req.query("code"),
      state: c.req.query("state"),
      error: c.req.query("error"),
    });
    return c.redirect(`/portal/ai-email-tracker?gmail=${ok ? "connected" : "failed"}`, 302);
  })
  .post("/gmail/sync", async (c) => {
    const config = await requireGmail(c);
    const connection = await claimSync(c.var.db, c.var.user.id);
    const deps = ingestDeps(c.env, c.var.db);
    c.executionCtx.waitUntil(
      runSync(
        {
          db: c.var.db,
          config,
          api: googleGmailApi(config),
          ingest: (userId, raw) => ingestMessage(deps, userId, { source: "gmail", raw, jobRelatedOnly: true }),
          progress: publishSync(c.env),
        },
        connection,
      ),
    );
    return c.json({ state: "running" as const }, 202);
  })
  .delete("/gmail", async (c) => {
    const config = await gmailConfig(readVars(c.env));
    await disconnect(c.var.db, config, config ? googleGmailApi(config) : null, c.var.user.id);
    return c.json({ ok: true as const }, 200);
  })
  // ——— one e-mail
  .get("/:id", async (c) => c.json({ email: await emailDetail(c.var.db, c.var.user.id, emailId(c.req.param("id"))) }, 200))
  .delete("/:id", async (c) => {
    await deleteEmail(c.var.db, c.var.user.id, emailId(c.req.param("id")));
    return c.json({ ok: true as const }, 200);
  })
  .post("/:id/prepare", requireActiveSubscription, async (c) => {
    const id = emailId(c.req.param("id"));
    const result: PrepareResponse = await prepareFromEmail(openSessionDeps(c), c.var.user.id, id);
    return c.json(result, 201);
  });
