import { createFileRoute } from "@tanstack/react-router";
import { BlogIndexPage } from "../../features/blog/BlogIndexPage";
import { SiteLayout } from "../../features/site/SiteLayout";
import { pageHead } from "../../lib/seo";
import { sitePageMeta } from "../../site/registry";

export const Route = createFileRoute("/blog/")({
  head: () => pageHead(sitePageMeta("/blog")),
  component: () => (
    <SiteLayout>
      <BlogIndexPage />
    </SiteLayout>
  ),
});
