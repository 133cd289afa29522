/**
 * /api/jobs — job search over the postings imported from the connected job boards
 * (docs/api/jobs.md). Reading needs sign-in (postings are public to every signed-in user);
 * an import on demand and "Prepare with Amal" (a coaching session) need a subscription.
 */
import { Hono } from "hono";
import { JOB_MESSAGES as M, jobIdParamSchema, jobPrepareSchema, jobSearchQuerySchema } from "../../../core/schemas/jobs";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { requireActiveSubscription } from "../billing/access";
import { openSessionDeps } from "../coach/open-session";
import { jobById, jobStatus, prepareForJob, searchJobs, syncNow } from "./service";

const JSON_LIMIT = 1024;

/** A job id from the path; anything else is a posting that does not exist. */
const jobId = (value: string) => {
  const parsed = jobIdParamSchema.shape.id.safeParse(value);
  if (!parsed.success) throw notFound(M.notFound);
  return parsed.data;
};

export const jobRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .get("/status", async (c) => c.json(await jobStatus(c.var.vars, c.env.DB, c.var.db), 200))
  .get("/search", validate("query", jobSearchQuerySchema), async (c) => c.json(await searchJobs(c.var.vars, c.env.DB, c.var.db, c.var.user, c.req.valid("query")), 200))
  .post("/sync", requireActiveSubscription, async (c) =>
    c.json(await syncNow(c.var.vars, { d1: c.env.DB, db: c.var.db, fetch: (request) => fetch(request) }, { rateLimited: true }), 200),
  )
  .get("/:id", async (c) => c.json({ job: await jobById(c.env.DB, c.var.db, c.var.user, jobId(c.req.param("id"))) }, 200))
  .post("/:id/prepare", requireActiveSubscription, limitBody(JSON_LIMIT), jsonOnly, validate("json", jobPrepareSchema), async (c) =>
    c.json(await prepareForJob(c.env.DB, openSessionDeps(c), c.var.user, jobId(c.req.param("id")), c.req.valid("json")), 201),
  );
