import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts } from "../../db/schema";
import type { BlogPostSummary } from "../../../core/content/blog-index";

function toSummary(row: typeof blogPosts.$inferSelect): BlogPostSummary {
  return { id: row.id, blog_title: row.title, blog_date: row.date, alt: row.alt, summary: row.summary };
}

export async function listPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.date), desc(blogPosts.id));
  return rows.map(toSummary);
}

export async function findPost(db: Db, id: number) {
  const row = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  return row ? { ...toSummary(row), pdfKey: row.pdfKey } : null;
}
