/**
 * /api/roadmaps — Craft Roadmap (docs/api/roadmap.md): generate a learning roadmap for a topic,
 * expand one of its leaves, and the user's last roadmap. Generating and expanding cost engine
 * (and model) time, so they need a subscription like the coach; the last roadmap needs sign-in.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  expandRoadmapSchema,
  generateRoadmapSchema,
  lastRoadmapSchema,
  ROADMAP_MESSAGES as M,
  type Roadmap,
  roadmapSchema,
  type RoadmapState,
  roadmapStateSchema,
} from "../../../core/schemas/roadmap";
import { d1Catalogue } from "../../db/course-catalogue";
import { type AppEnv, readVars } from "../../env";
import { signedIn } from "../../lib/auth";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { createAiProvider } from "../../providers/ai";
import { requireActiveSubscription } from "../billing/access";
import { expandUserRoadmap, generateRoadmap, lastRoadmap, type RoadmapDeps, storeLastRoadmap } from "./service";

const TOPIC_LIMIT = 8 * 1024;
/** A roadmap of ROADMAP_LIMITS.maxNodes nodes with full descriptions, courses and books is about 600 KB. */
export const ROADMAP_BODY_LIMIT = 1024 * 1024;

/** A field that reads as `schema` or answers one readable message for the whole field (not one per nested path). */
function whole<T>(schema: z.ZodType<T>, message: string) {
  return z.unknown().transform((value, ctx): T => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

const roadmapField = whole<Roadmap>(roadmapSchema, M.roadmapInvalid);
const expandBody = expandRoadmapSchema.extend({ roadmap: roadmapField });
const lastBody = lastRoadmapSchema.extend({ roadmap: roadmapField, state: whole<RoadmapState | null>(roadmapStateSchema.nullable(), M.stateInvalid) });

export const roadmapRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .post("/", requireActiveSubscription, limitBody(TOPIC_LIMIT), jsonOnly, validate("json", generateRoadmapSchema), async (c) => {
    return c.json(await generateRoadmap(deps(c), c.var.user, c.req.valid("json")), 200);
  })
  .post("/expand", requireActiveSubscription, limitBody(ROADMAP_BODY_LIMIT), jsonOnly, validate("json", expandBody), async (c) => {
    return c.json(await expandUserRoadmap(deps(c), c.var.user, c.req.valid("json")), 200);
  })
  .get("/last", async (c) => c.json(await lastRoadmap(c.var.db, c.var.user.id), 200))
  .put("/last", limitBody(ROADMAP_BODY_LIMIT), jsonOnly, validate("json", lastBody), async (c) => {
    await storeLastRoadmap(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });

function deps(c: { env: AppEnv["Bindings"]; var: { db: RoadmapDeps["db"] } }): RoadmapDeps {
  const catalogue = d1Catalogue(c.env.DB);
  return {
    db: c.var.db,
    catalogue,
    ai: createAiProvider(readVars(c.env), { ai: c.env.AI, courses: catalogue }),
    now: () => new Date().toISOString(),
  };
}
