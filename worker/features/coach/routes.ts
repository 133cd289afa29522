/**
 * /api/coach — the signed-in user's coaching sessions (the D1 list, each session's transcript
 * from its room, renames pushed live) and the chat screen's book recommendations.
 * The conversation itself runs over the session's WebSocket (party/CoachRoom.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { notFound } from "../../lib/errors";
import { createSessionSchema, renameSessionSchema, sessionIdSchema } from "./schema";
import { booksFor } from "./library";
import { announceRename, coachSessionTranscript, createCoachSession, listCoachSessions, publishSessionUpdate, renameCoachSession, requireCoachSession } from "./service";

/** A session id that cannot exist (not digits) is simply not found. */
function sessionIdParam(value: string): string {
  if (!sessionIdSchema.safeParse(value).success) throw notFound("This coaching session does not exist.");
  return value;
}

export const coachRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/sessions", async (c) => {
    return c.json({ sessions: await listCoachSessions(c.var.db, c.var.user.id) }, 200);
  })
  .post("/sessions", limitBody(4 * 1024), jsonOnly, validate("json", createSessionSchema), async (c) => {
    const userId = c.var.user.id;
    const { session, created } = await createCoachSession(c.var.db, userId, c.req.valid("json"));
    if (created) c.executionCtx.waitUntil(publishSessionUpdate(c.env, userId, session).catch(() => {}));
    return c.json({ session }, created ? 201 : 200);
  })
  .get("/sessions/:sessionId", async (c) => {
    const userId = c.var.user.id;
    const sessionId = sessionIdParam(c.req.param("sessionId"));
    const session = await requireCoachSession(c.var.db, userId, sessionId);
    return c.json({ session, messages: await coachSessionTranscript(c.env, userId, sessionId) }, 200);
  })
  .patch("/sessions/:sessionId", limitBody(4 * 1024), jsonOnly, validate("json", renameSessionSchema), async (c) => {
    const userId = c.var.user.id;
    const sessionId = sessionIdParam(c.req.param("sessionId"));
    const session = await renameCoachSession(c.var.db, userId, sessionId, c.req.valid("json").session_name);
    // The rename is saved; telling open tabs is best effort (they also see it on their next load).
    await announceRename(c.env, userId, session).catch((error) =>
      console.error(JSON.stringify({ level: "error", msg: "coach rename not announced", sessionId, error: String(error) })),
    );
    return c.json({ session }, 200);
  })
  .get("/library", async (c) => {
    return c.json({ books: await booksFor(c.var.db, c.var.user.id) }, 200);
  });
