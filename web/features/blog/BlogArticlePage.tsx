import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { formatLongDateIn } from "../../../core/format/dates";
import { intlLocale } from "../../../core/i18n/locales";
import { useLocale, useT } from "../../i18n/I18n";
import { BlogCard } from "./BlogCard";
import { BlogGrid } from "./BlogGrid";
import { useBlogPost } from "./article-data";
import { useBlogPosts, type BlogPostSummary } from "./data";
import { AppLink } from "../../lib/nav";
import { SITE_NAME } from "../../lib/seo";
import { PdfViewer } from "./PdfViewer";
import { morePosts } from "./posts";
import "./blog.css";

function MoreArticles({ posts, currentId, title }: { posts: BlogPostSummary[]; currentId: number | null; title: string }) {
  const more = morePosts(posts, currentId, 3);
  if (!more.length) return null;
  return (
    <section className="blog-more" aria-labelledby="more-articles">
      <Heading as="h2" size="6" id="more-articles" className="blog-more__title">
        {title}
      </Heading>
      <BlogGrid island="more-articles">
        {more.map((post) => (
          <BlogCard key={post.id} post={post} currentId={currentId ?? undefined} headingLevel="h3" />
        ))}
      </BlogGrid>
    </section>
  );
}

function Breadcrumb({ current }: { current: string }) {
  const t = useT("blog");
  return (
    <nav aria-label={t("article.breadcrumb")} className="blog-breadcrumb">
      <ol>
        <li>
          <AppLink to="/blog">{t("article.blog")}</AppLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** /blog/article/:id — the article's title, date and summary, its PDF, and three more articles. */
export function BlogArticlePage({ idParam }: { idParam: string }) {
  const t = useT("blog");
  const { locale, digits } = useLocale();
  const { state, retry } = useBlogPost(idParam);
  const posts = useBlogPosts();

  // The route's head() knows only the bundled posts; name newer and missing ones once known.
  const pageTitle = state.status === "ready" ? state.post.blog_title : state.status === "missing" ? t("article.notFound") : null;
  useEffect(() => {
    if (pageTitle) document.title = `${pageTitle} | ${SITE_NAME}`;
  }, [pageTitle]);

  if (state.status === "ready") {
    const { post } = state;
    return (
      // On the prerendered page its script is web/site/islands/article.ts.
      <div className="container blog-article" data-island="article" data-article-id={post.id}>
        <Breadcrumb current={post.blog_title} />
        <header className="blog-article__header">
          <time className="blog-article__date" dateTime={post.blog_date}>
            {formatLongDateIn(post.blog_date, intlLocale(locale, digits))}
          </time>
          <Heading as="h1" size={{ initial: "7", sm: "8" }} className="blog-article__title">
            {post.blog_title}
          </Heading>
          <Text as="p" size="4" className="blog-article__summary">
            {post.summary}
          </Text>
        </header>
        <div className="pdf-viewer-mount" data-url={post.blog_pdf_url} data-title={post.blog_title} data-file-name={`amal-article-${post.id}.pdf`}>
          <PdfViewer url={post.blog_pdf_url} title={post.blog_title} fileName={`amal-article-${post.id}.pdf`} />
        </div>
        <MoreArticles posts={posts} currentId={post.id} title={t("article.more")} />
      </div>
    );
  }

  if (state.status === "loading") {
    return (
      <div className="container blog-article">
        <Breadcrumb current={t("article.article")} />
        <div className="blog-status" role="status">
          <Spinner size="3" />
          <Text as="p" size="3">{t("article.loading")}</Text>
        </div>
      </div>
    );
  }

  if (state.status === "error") {
    return (
      <div className="container blog-article">
        <Breadcrumb current={t("article.article")} />
        <div className="blog-status" role="alert">
          <Heading as="h1" size="7">{t("article.loadFailed")}</Heading>
          <Text as="p" size="3" color="gray">
            {state.message}
          </Text>
          <div className="blog-status__actions">
            <Button size="3" className="blog-solid-button" onClick={retry}>
              {t("article.retry")}
            </Button>
            <Button size="3" variant="soft" asChild>
              <AppLink to="/blog">{t("article.back")}</AppLink>
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="container blog-article">
      <Breadcrumb current={t("article.notFound")} />
      <div className="blog-status blog-status--missing" data-article-missing="">
        <svg className="blog-status__icon" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
          <rect x="14" y="8" width="40" height="52" rx="6" fill="var(--accent-3)" stroke="var(--accent-9)" strokeWidth="3" />
          <path d="M23 22h22M23 31h22M23 40h12" stroke="var(--accent-8)" strokeWidth="3" strokeLinecap="round" />
          <circle cx="48" cy="48" r="11" fill="var(--color-background)" stroke="var(--accent-11)" strokeWidth="4" />
          <path d="M56 56l8 8" stroke="var(--accent-11)" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <Heading as="h1" size="7">{t("article.notFoundTitle")}</Heading>
        <Text as="p" size="3" color="gray" className="blog-status__text">
          {t("article.notFoundText")}
        </Text>
        <div className="blog-status__actions">
          <Button size="3" className="blog-solid-button" asChild>
            <AppLink to="/blog">{t("article.back")}</AppLink>
          </Button>
        </div>
      </div>
      <MoreArticles posts={posts} currentId={null} title={t("article.latest")} />
    </div>
  );
}
