/**
 * /dev/fixtures/career-emails — the weekly career e-mail on demand, only when DEV_TOOLS=1 and
 * never when APP_ENV=production (docs/api/career-emails.md).
 *
 * - `POST /dev/fixtures/career-emails/send` `{ email }` subscribes the account when it never was
 *   (an account that unsubscribed stays unsubscribed) and sends its weekly e-mail now, whatever
 *   the day, to the outbox (/dev/mailbox). Answers `{ status, outbox_id? }`; a suppressed address
 *   gets `{ status: "suppressed" }` and no e-mail.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { careerEmailSubscriptions, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { devToolsOnly, jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { careerMailDeps, sendWeeklyEmail } from "../career-emails/scheduled";

export const devCareerEmailRoutes = new Hono<AppEnv>()
  .use(devToolsOnly)
  .post("/career-emails/send", limitBody(4 * 1024), jsonOnly, validate("json", z.object({ email: z.string().min(3).max(320) })), async (c) => {
    const email = c.req.valid("json").email.trim().toLowerCase();
    const user = await c.var.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
    if (!user) throw notFound("There is no account with this e-mail.");
    await c.var.db.insert(careerEmailSubscriptions).values({ userId: user.id, status: "subscribed", source: "portal" }).onConflictDoNothing();
    const result = await sendWeeklyEmail(careerMailDeps(c.env, c.var.vars), user.id);
    return c.json(result.status === "sent" ? { status: result.status, outbox_id: result.outboxId } : { status: result.status }, 200);
  });
