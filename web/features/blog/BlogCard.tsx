import type { BlogPostSummary } from "../../../core/content/blog-index";
import { formatLongDate } from "../../../core/format/dates";
import { AppLink } from "../../lib/nav";
import { BlogIllustration } from "./BlogIllustration";
import "./blog.css";

export interface BlogCardProps {
  post: BlogPostSummary;
  /** The article open on this page, if any: its card does not link to itself. */
  currentId?: number;
  /** The card title's heading level, to follow the page's outline (h2 on /blog, h3 in a section). */
  headingLevel?: "h2" | "h3";
}

/**
 * A blog post card: illustration, date, title and summary. The whole card is clickable through
 * the title link stretched over it, so screen readers hear one link named after the article.
 */
export function BlogCard({ post, currentId, headingLevel = "h2" }: BlogCardProps) {
  const Heading = headingLevel;
  const isCurrent = currentId === post.id;
  return (
    <article className={isCurrent ? "blog-card blog-card--current" : "blog-card"} aria-current={isCurrent ? "page" : undefined}>
      <div className="blog-card__art">
        <BlogIllustration id={post.id} alt={post.alt} />
      </div>
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={post.blog_date}>
          {formatLongDate(post.blog_date)}
        </time>
        <Heading className="blog-card__title">
          {isCurrent ? (
            post.blog_title
          ) : (
            <AppLink to={`/blog/article/${post.id}`} className="blog-card__link">
              {post.blog_title}
            </AppLink>
          )}
        </Heading>
        <p className="blog-card__summary">{post.summary}</p>
        <span className="blog-card__more" aria-hidden="true">
          {isCurrent ? "You are reading this article" : "Read article"}
          {!isCurrent && (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 8h10m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </span>
      </div>
    </article>
  );
}
