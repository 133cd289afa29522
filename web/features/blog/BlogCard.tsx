import { useId } from "react";
import type { BlogPostSummary } from "../../../core/content/blog-index";
import { formatLongDateIn } from "../../../core/format/dates";
import { intlLocale } from "../../../core/i18n/locales";
import { useLocale, useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { BlogIllustration } from "./BlogIllustration";
import { postText } from "./posts";
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
 * The articles are in English: in another language the card shows its translated title and
 * summary, says the article is in English, and links to it with `hreflang="en"`.
 */
export function BlogCard({ post, currentId, headingLevel = "h2" }: BlogCardProps) {
  const t = useT("blog");
  const { locale, digits } = useLocale();
  const languageId = useId();
  const Heading = headingLevel;
  const isCurrent = currentId === post.id;
  const text = postText(post, t);
  const translated = locale !== "en";
  // Untranslated words keep their own language and direction inside a right-to-left page.
  // The article's own words (in English, or not yet translated) are content, not interface.
  const content = { "data-i18n": locale === "en" || text.lang ? "content" : undefined };
  const own = text.lang ? ({ lang: text.lang, dir: "ltr", ...content } as const) : content;
  return (
    <article className={isCurrent ? "blog-card blog-card--current" : "blog-card"} aria-current={isCurrent ? "page" : undefined} data-post-id={post.id}>
      <div className="blog-card__art" {...content}>
        <BlogIllustration id={post.id} alt={text.alt} />
      </div>
      <div className="blog-card__body">
        <div className="blog-card__meta">
          <time className="blog-card__date" dateTime={post.blog_date}>
            {formatLongDateIn(post.blog_date, intlLocale(locale, digits))}
          </time>
          {translated && (
            <span className="blog-card__lang" id={languageId}>
              {t("card.inEnglish")}
            </span>
          )}
        </div>
        <Heading className="blog-card__title" {...own}>
          {isCurrent ? (
            text.title
          ) : (
            <AppLink
              to={`/blog/article/${post.id}`}
              className="blog-card__link"
              hrefLang={translated ? "en" : undefined}
              aria-describedby={translated ? languageId : undefined}
            >
              {text.title}
            </AppLink>
          )}
        </Heading>
        <p className="blog-card__summary" {...own}>
          {text.summary}
        </p>
        <span className="blog-card__more" aria-hidden="true">
          {isCurrent ? t("card.reading") : t("card.read")}
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
