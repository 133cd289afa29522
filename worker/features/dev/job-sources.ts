/**
 * /dev/fixtures/job-sources — the job boards the browser tests connect, only when DEV_TOOLS=1 and
 * never when APP_ENV=production (docs/api/jobs.md). Boards listed here take the place of
 * JOB_SOURCES, each with the base URL of a local fake of its API (worker/test/job-board-fakes.ts).
 *
 * - `PUT /dev/fixtures/job-sources` `{ sources: [{ kind, board, base_url }] }` replaces them all
 *   (`[]` clears them: the app is back to JOB_SOURCES, and the page to Coming Soon by default).
 * - `POST /dev/fixtures/job-sources/sync` imports every connected board now, without the
 *   on-demand limit, and answers what each import did.
 */
import { Hono } from "hono";
import { z } from "zod";
import { JOB_SOURCE_KINDS } from "../../../core/schemas/jobs";
import { devJobSources } from "../../db/schema";
import type { AppEnv } from "../../env";
import { devToolsOnly, jsonOnly, limitBody } from "../../lib/http";
import { validate } from "../../lib/validate";
import { syncNow } from "../jobs/service";

export const devJobSourcesSchema = z.object({
  sources: z
    .array(
      z.object({
        kind: z.enum(JOB_SOURCE_KINDS),
        board: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/),
        base_url: z.url({ protocol: /^https?$/ }),
      }),
    )
    .max(20),
});

export const devJobSourceRoutes = new Hono<AppEnv>()
  .use(devToolsOnly)
  .put("/job-sources", limitBody(16 * 1024), jsonOnly, validate("json", devJobSourcesSchema), async (c) => {
    const { sources } = c.req.valid("json");
    await c.var.db.delete(devJobSources);
    const unique = [...new Map(sources.map((s) => [`${s.kind}:${s.board}`, s])).values()];
    if (unique.length) await c.var.db.insert(devJobSources).values(unique.map((s) => ({ source: s.kind, board: s.board, baseUrl: s.base_url })));
    return c.json({ sources: unique }, 200);
  })
  .post("/job-sources/sync", async (c) =>
    c.json(await syncNow(c.var.vars, { d1: c.env.DB, db: c.var.db, fetch: (request) => fetch(request) }, { rateLimited: false }), 200),
  );
