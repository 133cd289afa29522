import { Heading, Text } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { BlogCard } from "./BlogCard";
import { BlogGrid } from "./BlogGrid";
import { useBlogPosts } from "./data";
import "./blog.css";

/** /blog: every article, newest first. */
export function BlogIndexPage() {
  const t = useT("blog");
  const posts = useBlogPosts();
  return (
    <>
      <section className="page-hero blog-hero" aria-labelledby="blog-title">
        <div className="container">
          <p className="page-hero__eyebrow">{t("index.eyebrow")}</p>
          <Heading as="h1" size={{ initial: "8", sm: "9" }} id="blog-title" className="blog-hero__title">
            {t("index.title")}
          </Heading>
          <Text as="p" size="4" className="blog-hero__intro">
            {t("index.intro")}
          </Text>
        </div>
      </section>
      <section className="container blog-list" aria-label={t("index.articles")}>
        {posts.length ? (
          <BlogGrid label={t("index.articles")} island="blog-list">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </BlogGrid>
        ) : (
          <Text as="p" size="3" color="gray">
            {t("index.empty")}
          </Text>
        )}
      </section>
    </>
  );
}
