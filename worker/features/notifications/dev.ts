/**
 * /dev/notifications — a notification for the signed-in user, for local testing and the e2e
 * tests, only when DEV_TOOLS=1 (404 otherwise, and from any other machine). It goes through
 * `notifyUser` like every real one: stored, then pushed live to the user's open tabs.
 */
import { Hono } from "hono";
import { z } from "zod";
import { NOTIFICATION_KINDS } from "../../../core/schemas/notifications";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { devToolsOnly, jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { notifyUser } from "./notify";

const devNotificationSchema = z.object({
  text: z.string().trim().min(1).max(2000),
  kind: z.enum(NOTIFICATION_KINDS).default("general"),
  link: z.string().regex(/^\/(?!\/)/).max(500).nullable().default(null),
});

export const devNotificationRoutes = new Hono<AppEnv>().use(devToolsOnly).post("/", signedIn, limitBody(16 * 1024), jsonOnly, validate("json", devNotificationSchema), async (c) => {
  const row = await notifyUser({ db: c.var.db, hub: c.env.UserHub }, c.var.user.id, c.req.valid("json"));
  return c.json({ id: row.id }, 201);
});
