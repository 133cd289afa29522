import { createFileRoute } from "@tanstack/react-router";
import { BlogIndexPage } from "../../features/blog/BlogIndexPage";
import { SiteLayout } from "../../features/site/SiteLayout";
import { pageHead } from "../../lib/seo";

export const Route = createFileRoute("/blog/")({
  head: () =>
    pageHead({
      title: "Career Blog",
      description: "Practical career advice from Amal: ATS-friendly resumes, STAR interview answers, salary negotiation, networking messages and changing careers.",
      path: "/blog",
    }),
  component: () => (
    <SiteLayout>
      <BlogIndexPage />
    </SiteLayout>
  ),
});
