import { BlogArticlePage } from "../../features/blog/BlogArticlePage";

export default function ArticleSitePage({ path }: { path: string }) {
  const id = decodeURIComponent(path.replace(/\/+$/, "").split("/").pop() ?? "");
  return <BlogArticlePage key={id} idParam={id} />;
}
