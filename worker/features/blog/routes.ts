import { Hono } from "hono";
import { z } from "zod";
import { textId } from "../../../core/schemas/ids";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { findPost, listPosts } from "./service";

const idParam = z.object({ id: textId("The article id must be a positive number") });

export const blogRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ posts: await listPosts(c.var.db) });
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const post = await findPost(c.var.db, id);
    if (!post) throw notFound("We could not find that article.");
    const { pdfKey: _key, ...rest } = post;
    return c.json({ post: { ...rest, blog_pdf_url: `/api/blog/${id}/pdf` } });
  })
  .get("/:id/pdf", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const post = await findPost(c.var.db, id);
    if (!post) throw notFound("We could not find that article.");
    const object = await c.env.FILES.get(post.pdfKey);
    if (!object) throw notFound("This article's PDF is not available right now.");
    return new Response(object.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(object.size),
        "Content-Disposition": `inline; filename="amal-article-${id}.pdf"`,
        "Cache-Control": "public, max-age=3600",
        ETag: object.httpEtag,
      },
    });
  });
