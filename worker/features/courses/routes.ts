/**
 * /api/courses — course search over the catalogue in D1 (docs/api/courses.md). Searching needs
 * sign-in; "Ask Amal about this course" opens a coaching session, which costs model time, so it
 * needs a subscription like the coach.
 */
import { Hono } from "hono";
import { askAboutCourseSchema, COURSE_MESSAGES as M, courseIdParamSchema, courseSearchQuerySchema } from "../../../core/schemas/courses";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { requireActiveSubscription } from "../billing/access";
import { openSessionDeps } from "../coach/open-session";
import { askAboutCourse, courseById, searchCatalogue } from "./service";

const JSON_LIMIT = 1024;

const courseId = (value: string) => {
  const parsed = courseIdParamSchema.shape.id.safeParse(value);
  if (!parsed.success) throw notFound(M.notFound);
  return parsed.data;
};

export const courseRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .get("/search", validate("query", courseSearchQuerySchema), async (c) =>
    c.json(await searchCatalogue(c.env, c.var.db, c.var.user, c.req.valid("query")), 200),
  )
  .get("/:id", async (c) => c.json({ course: await courseById(c.env, c.var.db, courseId(c.req.param("id"))) }, 200))
  .post("/:id/ask", requireActiveSubscription, limitBody(JSON_LIMIT), jsonOnly, validate("json", askAboutCourseSchema), async (c) =>
    c.json(await askAboutCourse(c.env, openSessionDeps(c), c.var.user, courseId(c.req.param("id")), c.req.valid("json")), 201),
  );
