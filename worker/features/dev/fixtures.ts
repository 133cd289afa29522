/**
 * /dev/fixtures — accounts for the browser tests, made and removed in one request each, only
 * when DEV_TOOLS=1 and never when APP_ENV=production.
 *
 * - `POST /dev/fixtures/users` (JSON) creates an account exactly as signup does (the same checks,
 *   the resume read into bio and skills, the picture and resume stored in R2), optionally with a
 *   subscription paid through the sandbox provider (the same order, callbacks, saved card and
 *   welcome notification as a checkout) and with coaching sessions. It answers 201 with the user
 *   and the login session's token (the `amal_session` cookie value).
 * - `GET /dev/fixtures/users?email=…` finds an account made through the screens by its e-mail.
 * - `POST /dev/fixtures/documents` (JSON) gives an account a crafted document (its row in D1, its
 *   JSON and DOCX in R2 under the account's folder), for the word editor's tests and benchmarks.
 * - `DELETE /dev/fixtures/users/:id` removes the account, every row that names it (by user id,
 *   e-mail or order id) and every file it owns in R2.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { toDocx } from "../../../core/documents/docx";
import { sanitizeDoc } from "../../../core/documents/sanitize";
import { documentPreview } from "../../../core/documents/text";
import { signupSchema } from "../../../core/schemas/auth";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import { jsonId, sessionId } from "../../../core/schemas/ids";
import type { Db } from "../../db/client";
import { coachSessions, craftedDocuments, resumes, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { createAuthSession } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { devToolsOnly, jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { cardBrand, decodeIntention, sandboxTokenCallback, sandboxTransactionCallback, SANDBOX_CHECKOUT_PATH } from "../../providers/payments/sandbox";
import { signUp, userInfo } from "../auth/service";
import { receiveCallback } from "../billing/callbacks";
import { startCheckout } from "../billing/checkout";
import { billingDeps } from "../billing/deps";

const upload = z.object({
  name: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  /** The file's bytes, base64-encoded. */
  base64: z.string().max(8 * 1024 * 1024),
});

/** Cards that pay at once (the sandbox's success card, or the one whose renewals are declined). */
const payingCards = [SANDBOX_CARDS.success.number, SANDBOX_CARDS.renewalDeclined.number] as const;

export const fixtureUserSchema = z.object({
  email: z.string(),
  password: z.string(),
  fullname: z.string(),
  phone_number: z.string(),
  title: z.string(),
  country: z.string(),
  city: z.string(),
  level: z.string(),
  institute: z.string(),
  salary: z.string(),
  linkedin: z.string(),
  image: upload,
  resume: upload,
  subscription: z
    .object({
      plan_id: jsonId("plan_id must be a positive whole number").default(2),
      period: z.enum(["monthly", "quarterly"]).default("monthly"),
      card: z.enum(payingCards).default(SANDBOX_CARDS.success.number),
    })
    .nullish(),
  coach_sessions: z
    .array(z.object({ session_id: sessionId(), session_name: z.string().trim().min(1).max(80) }))
    .max(50)
    .default([]),
});
export type FixtureUserInput = z.input<typeof fixtureUserSchema>;

export const fixtureDocumentSchema = z.object({
  user_id: z.string().min(1),
  kind: z.enum(["resume", "cover_letter"]).default("resume"),
  title: z.string().trim().min(1).max(200),
  language: z.enum(["en", "ar"]).default("en"),
  /** ProseMirror JSON; sanitized to the editor's schema. */
  content: z.unknown(),
});

const emailQuery = z.object({ email: z.email().transform((v) => v.trim().toLowerCase()) });

function fileOf(u: z.infer<typeof upload>): File {
  const bytes = Uint8Array.from(atob(u.base64), (ch) => ch.charCodeAt(0));
  return new File([bytes], u.name, { type: u.type });
}

/** Pays for `plan_id` the way the sandbox checkout page does, in process: order, callbacks, saved card. */
async function subscribe(c: Parameters<typeof billingDeps>[0], user: Awaited<ReturnType<typeof signUp>>, plan: { plan_id: number; period: "monthly" | "quarterly"; card: string }) {
  const vars = c.var.vars;
  if (vars.PAYMENT_PROVIDER !== "sandbox") throw new AppError(409, "sandbox_only", "Fixture subscriptions are paid through the sandbox provider (PAYMENT_PROVIDER=sandbox).");
  const deps = billingDeps(c);
  const checkout = await startCheckout(deps, user, { plan_id: plan.plan_id, period: plan.period, coupon_id: null }, "subscribe");
  const token = new URL(checkout.redirect_url, "http://local").pathname.slice(SANDBOX_CHECKOUT_PATH.length + 1);
  const intention = await decodeIntention(vars.SANDBOX_HMAC_SECRET, token);
  if (!intention) throw new Error("The sandbox checkout gave an intention it cannot read back.");
  const digits = plan.card.replace(/\s/g, "");
  const payment = { success: true, message: "Approved", last4: digits.slice(-4), brand: cardBrand(digits), threeDSecure: false };
  for (const callback of [await sandboxTransactionCallback(vars.SANDBOX_HMAC_SECRET, intention, payment), await sandboxTokenCallback(vars.SANDBOX_HMAC_SECRET, intention, payment)]) {
    const result = await receiveCallback(deps, JSON.stringify(callback.payload), callback.hmac);
    if (result.status !== 200) throw new Error(`The sandbox callback was refused: ${result.outcome}`);
  }
  return checkout.order_id;
}

/** Every user table holding `user_id`, found in the schema itself, so a new table is covered too. */
async function tablesWithUserId(d1: D1Database): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p
       WHERE m.type = 'table' AND p.name = 'user_id' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%'`,
    )
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Removes the user, the rows naming them and their files; returns what was removed. */
export async function deleteFixtureUser(db: Db, d1: D1Database, files: R2Bucket, userId: string) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return null;

  // Files: everything under the user's folder, and any key a row points at.
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await files.list({ prefix: `users/${userId}/`, cursor });
    for (const o of page.objects) keys.add(o.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  for (const r of await db.select({ key: resumes.r2Key }).from(resumes).where(eq(resumes.userId, userId))) keys.add(r.key);
  if (user.imageKey) keys.add(user.imageKey);
  if (keys.size) await files.delete([...keys]);

  const userTables = (await tablesWithUserId(d1)).filter((t) => t !== "users");
  const statements = [
    // Payment events name an order (a checkout, a card setup or a renewal), not a user: before the orders go.
    d1
      .prepare(
        `DELETE FROM payment_events WHERE order_id IN (SELECT order_id FROM subscriptions WHERE user_id = ?1 UNION SELECT order_id FROM card_setups WHERE user_id = ?1)
           OR EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ?1 AND payment_events.order_id LIKE 'amal-ren-' || s.id || '-%')`,
      )
      .bind(userId),
    ...userTables.map((table) => d1.prepare(`DELETE FROM "${table}" WHERE user_id = ?`).bind(userId)),
    // Rows that name the account by its e-mail address.
    d1.prepare("DELETE FROM login_failures WHERE email = ?").bind(user.email),
    d1.prepare('DELETE FROM outbox WHERE to_address = ?').bind(user.email),
    d1.prepare("DELETE FROM newsletter_subscribers WHERE email = ?").bind(user.email),
    d1.prepare("DELETE FROM users WHERE id = ?").bind(userId),
  ];
  const results = await d1.batch(statements);
  return { rows: results.reduce((n, r) => n + (r.meta.changes ?? 0), 0), files: keys.size };
}

export const fixtureRoutes = new Hono<AppEnv>()
  .use(devToolsOnly)
  .post("/users", limitBody(24 * 1024 * 1024), jsonOnly, validate("json", fixtureUserSchema), async (c) => {
    const { image, resume, subscription, coach_sessions, ...profile } = c.req.valid("json");
    const input = signupSchema.safeParse({ ...profile, image: fileOf(image), resume: fileOf(resume) });
    if (!input.success) throw new AppError(400, "bad_request", `The account does not pass signup's rules: ${input.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    const db = c.var.db;
    const user = await signUp({ db, files: c.env.FILES }, input.data);
    try {
      const orderId = subscription ? await subscribe(c, user, subscription) : null;
      if (coach_sessions.length) {
        await db.insert(coachSessions).values(coach_sessions.map((s) => ({ userId: user.id, sessionId: s.session_id, sessionName: s.session_name })));
      }
      const { token } = await createAuthSession(db, user.id, c.req.header("user-agent"));
      return c.json({ user: userInfo(user), session: token, order_id: orderId }, 201);
    } catch (error) {
      await deleteFixtureUser(db, c.env.DB, c.env.FILES, user.id);
      throw error;
    }
  })
  .post("/documents", limitBody(2 * 1024 * 1024), jsonOnly, validate("json", fixtureDocumentSchema), async (c) => {
    const { user_id: userId, kind, title, language, content: raw } = c.req.valid("json");
    const db = c.var.db;
    if (!(await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get())) throw notFound("No such account.");
    const content = sanitizeDoc(raw);
    const key = `users/${userId}/documents/${crypto.randomUUID()}`;
    const file = { title, language, content };
    await c.env.FILES.put(`${key}.json`, JSON.stringify(file), { httpMetadata: { contentType: "application/json" } });
    await c.env.FILES.put(`${key}.docx`, await toDocx(file));
    const [row] = await db
      .insert(craftedDocuments)
      .values({ userId, kind, title, language, preview: documentPreview(content), jsonKey: `${key}.json`, docxKey: `${key}.docx` })
      .returning({ id: craftedDocuments.id, version: craftedDocuments.version });
    return c.json({ document: row }, 201);
  })
  .get("/users", validate("query", emailQuery), async (c) => {
    const user = await c.var.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, c.req.valid("query").email)).get();
    if (!user) throw notFound("No account has this e-mail.");
    return c.json({ user }, 200);
  })
  .delete("/users/:id", async (c) => {
    const removed = await deleteFixtureUser(c.var.db, c.env.DB, c.env.FILES, c.req.param("id"));
    if (!removed) throw notFound("No such account.");
    return c.json({ removed }, 200);
  });
