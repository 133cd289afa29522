import { createFileRoute } from "@tanstack/react-router";
import { blogIndex } from "../../../core/content/blog-index";
import { BlogArticlePage } from "../../features/blog/BlogArticlePage";
import { SiteLayout } from "../../features/site/SiteLayout";
import { pageHead } from "../../lib/seo";

export const Route = createFileRoute("/blog/article/$id")({
  head: ({ params }) => {
    const post = blogIndex.find((p) => String(p.id) === params.id);
    return pageHead(
      post
        ? { title: post.blog_title, description: post.summary, path: `/blog/article/${post.id}` }
        : { title: "Article", description: "An article from the Amal career blog.", path: `/blog/article/${encodeURIComponent(params.id)}` },
    );
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { id } = Route.useParams();
  return (
    <SiteLayout>
      <BlogArticlePage key={id} idParam={id} />
    </SiteLayout>
  );
}
