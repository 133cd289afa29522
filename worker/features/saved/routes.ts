/**
 * /api/saved-items — what a user keeps from the portal's generators (docs/api/saved-items.md).
 * Every item belongs to its user: another user's id answers 404, as if it did not exist.
 */
import { Hono } from "hono";
import { createSavedItemSchema, SAVED_MESSAGES as M, savedIdParamSchema, savedListQuerySchema } from "../../../core/schemas/saved";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { createSavedItem, deleteSavedItem, listSavedItems, replaceSavedItem } from "./service";

/** A saved roadmap of ROADMAP_LIMITS.maxNodes nodes, with its view, is about 700 KB. */
const JSON_LIMIT = 1024 * 1024;

const savedId = (value: string) => {
  const parsed = savedIdParamSchema.shape.id.safeParse(value);
  if (!parsed.success) throw notFound(M.notFound);
  return parsed.data;
};

export const savedRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/", validate("query", savedListQuerySchema), async (c) => c.json({ items: await listSavedItems(c.var.db, c.var.user.id, c.req.valid("query").type) }, 200))
  // 201 with the new item; 200 with the one already saved when an identical item exists.
  .post("/", limitBody(JSON_LIMIT), jsonOnly, validate("json", createSavedItemSchema), async (c) => {
    const { item, created } = await createSavedItem(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ item }, created ? 201 : 200);
  })
  // Replaces the saved object (a roadmap's saved view); its identity must stay the same.
  .put("/:id", limitBody(JSON_LIMIT), jsonOnly, validate("json", createSavedItemSchema), async (c) => {
    const item = await replaceSavedItem(c.var.db, c.var.user.id, savedId(c.req.param("id")), c.req.valid("json"));
    return c.json({ item }, 200);
  })
  .delete("/:id", async (c) => {
    await deleteSavedItem(c.var.db, c.var.user.id, savedId(c.req.param("id")));
    return c.json({ ok: true as const }, 200);
  });
