/**
 * /api/portal — the signed-in portal's reads; /api/files — the user's own uploads from R2.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { ownFile, portalHome } from "./service";

export const portalRoutes = new Hono<AppEnv>().get("/home", signedIn, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await portalHome(c.var.db, c.var.user), 200);
});

const fileParams = z.object({ kind: z.enum(["resume", "image"]), id: z.string().min(1).max(100) });

/** `filename*` for Content-Disposition: the name percent-encoded, so any character is safe. */
const dispositionName = (name: string) => `inline; filename*=UTF-8''${encodeURIComponent(name.replace(/[\r\n"]/g, ""))}`;

export const fileRoutes = new Hono<AppEnv>().get(
  "/:kind/:id",
  signedIn,
  zValidator("param", fileParams, (result) => {
    if (!result.success) throw notFound("No such file.");
  }),
  async (c) => {
    const { kind, id } = c.req.valid("param");
    const file = await ownFile(c.var.db, c.var.user, kind, id);
    const object = await c.env.FILES.get(file.key);
    if (!object) throw notFound("No such file.");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("Content-Type", object.httpMetadata?.contentType ?? "application/octet-stream");
    headers.set("Content-Length", String(object.size));
    headers.set("ETag", object.httpEtag);
    headers.set("Content-Disposition", dispositionName(file.name));
    headers.set("Cache-Control", "private, no-cache");
    return c.body(object.body, 200, Object.fromEntries(headers));
  },
);
