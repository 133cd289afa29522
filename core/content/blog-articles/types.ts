/**
 * The body of a blog article. Articles are published as PDFs (scripts/blog-pdf.mjs renders
 * them); their metadata (title, date, summary) lives in core/content/blog-index.ts under the
 * same id.
 */
export interface BlogArticleSection {
  heading: string;
  paragraphs: string[];
  /** An optional list shown after the paragraphs. */
  bullets?: string[];
}

export interface BlogArticle {
  id: number;
  sections: BlogArticleSection[];
}
