/**
 * /api/notifications — the portal's bell and notification list (docs/api/notifications.md).
 * Signed in only, never behind the subscription: a user whose renewal failed must be able to
 * read why. Every notification belongs to its user: another user's id answers 404.
 */
import { Hono } from "hono";
import { markReadSchema, markSeenSchema, NOTIFICATION_MESSAGES as M, notificationIdSchema } from "../../../core/schemas/notifications";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { dismissNotification, listNotifications, markRead, markSeen, restoreNotification } from "./service";

const JSON_LIMIT = 16 * 1024;

/** The `:id` of a path; anything but a whole number is 404, like an id that does not exist. */
const notificationId = (value: string) => {
  const parsed = notificationIdSchema.safeParse(value);
  if (!parsed.success) throw notFound(M.notFound);
  return parsed.data;
};

export const notificationRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/", async (c) => c.json(await listNotifications(c.var.db, c.var.user.id), 200))
  .post("/seen", limitBody(JSON_LIMIT), jsonOnly, validate("json", markSeenSchema), async (c) =>
    c.json({ seenId: await markSeen(c.var.db, c.var.user.id, c.req.valid("json").lastId) }, 200),
  )
  .post("/read", limitBody(JSON_LIMIT), jsonOnly, validate("json", markReadSchema), async (c) =>
    c.json({ read: await markRead(c.var.db, c.var.user.id, c.req.valid("json").ids) }, 200),
  )
  .delete("/:id", async (c) => {
    await dismissNotification(c.var.db, c.var.user.id, notificationId(c.req.param("id")));
    return c.json({ ok: true as const }, 200);
  })
  .post("/:id/restore", async (c) =>
    c.json({ notification: await restoreNotification(c.var.db, c.var.user.id, notificationId(c.req.param("id"))) }, 200),
  );
