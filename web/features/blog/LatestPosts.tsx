import { useT } from "../../i18n/I18n";
import { BlogCard } from "./BlogCard";
import { BlogGrid } from "./BlogGrid";
import { useBlogPosts } from "./data";

/** The newest articles (landing "Blog insights"): the bundled index first, then the API's list. */
export function LatestPosts({ limit = 3, label }: { limit?: number; label?: string }) {
  const t = useT("blog");
  const posts = useBlogPosts();
  return (
    <BlogGrid label={label ?? t("article.latest")} island="latest-posts">
      {posts.slice(0, limit).map((post) => (
        <BlogCard key={post.id} post={post} headingLevel="h3" />
      ))}
    </BlogGrid>
  );
}
