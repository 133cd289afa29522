import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../features/marketing/AboutPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/about-us")({
  head: () => pageHead(sitePageMeta("/about-us")),
  component: () => (
    <SiteLayout>
      <AboutPage />
    </SiteLayout>
  ),
});
