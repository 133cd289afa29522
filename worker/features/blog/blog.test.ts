import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { blogIndex, type BlogPostSummary } from "../../../core/content/blog-index";
import { blogPdfKey } from "../../db/seed";
import { call, type ErrorJson } from "../../test/http";

/** A few bytes that look like a PDF; the route streams whatever R2 holds. */
function fakePdf(label: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

describe("GET /api/blog", () => {
  it("should list the seeded posts newest first", async () => {
    const res = await call("/api/blog");
    expect(res.status).toBe(200);
    const { posts } = await res.json<{ posts: BlogPostSummary[] }>();
    const expected = [...blogIndex].sort((a, b) => b.blog_date.localeCompare(a.blog_date));
    expect(posts).toEqual(expected);
    const dates = posts.map((p) => p.blog_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("should put a newer post first and break same-day ties by id", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO blog_posts (id, title, date, alt, summary, pdf_key) VALUES (?, ?, ?, ?, ?, ?)").bind(101, "Older same day", "2026-12-01", "a", "s", "blog/x.pdf"),
      env.DB.prepare("INSERT INTO blog_posts (id, title, date, alt, summary, pdf_key) VALUES (?, ?, ?, ?, ?, ?)").bind(102, "Newer same day", "2026-12-01", "a", "s", "blog/y.pdf"),
    ]);
    try {
      const { posts } = await (await call("/api/blog")).json<{ posts: BlogPostSummary[] }>();
      expect(posts.slice(0, 3).map((p) => p.id)).toEqual([102, 101, blogIndex[0]!.id]);
    } finally {
      await env.DB.prepare("DELETE FROM blog_posts WHERE id IN (101, 102)").run();
    }
  });
});

describe("GET /api/blog/:id", () => {
  it("should return the post with its blog_pdf_url", async () => {
    const res = await call("/api/blog/1");
    expect(res.status).toBe(200);
    const { post } = await res.json<{ post: BlogPostSummary & { blog_pdf_url: string } }>();
    expect(post).toEqual({ ...blogIndex.find((b) => b.id === 1), blog_pdf_url: "/api/blog/1/pdf" });
    expect(post).not.toHaveProperty("pdfKey");
  });

  it.each(["999"])("should answer an unknown id (%s) with a 404 in the error shape", async (id) => {
    const res = await call(`/api/blog/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "not_found", message: "We could not find that article." } });
  });

  it.each(["abc", "0", "-1", "1.5", "%20", "1e3"])("should answer a malformed id (%j) with a 400 JSON error", async (id) => {
    const res = await call(`/api/blog/${id}`);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorJson>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields?.id).toMatch(/article id/);
    expect(body.error.message).toContain("id: ");
  });
});

describe("GET /api/blog/:id/pdf", () => {
  it("should stream the article's PDF from R2", async () => {
    const bytes = fakePdf("article 2");
    await env.FILES.put(blogPdfKey(2), bytes, { httpMetadata: { contentType: "application/pdf" } });
    const res = await call("/api/blog/2/pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(res.headers.get("Content-Disposition")).toBe('inline; filename="amal-article-2.pdf"');
    expect(res.headers.get("ETag")).toMatch(/^".+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("should answer 404 JSON when the article exists but its PDF is missing", async () => {
    await env.FILES.delete(blogPdfKey(3));
    const res = await call("/api/blog/3/pdf");
    expect(res.status).toBe(404);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "not_found", message: "This article's PDF is not available right now." } });
  });

  it("should answer 404 JSON for an unknown article even if an object exists under a guessed key", async () => {
    await env.FILES.put(blogPdfKey(999), fakePdf("orphan"));
    const res = await call("/api/blog/999/pdf");
    expect(res.status).toBe(404);
    expect((await res.json<ErrorJson>()).error.code).toBe("not_found");
  });

  it("should answer 400 JSON for a malformed id", async () => {
    const res = await call("/api/blog/abc/pdf");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.code).toBe("validation_failed");
  });
});
