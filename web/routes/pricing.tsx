import { createFileRoute } from "@tanstack/react-router";
import { PricingPage } from "../features/pricing/PricingPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/pricing")({
  head: () => pageHead(sitePageMeta("/pricing")),
  component: () => (
    <SiteLayout>
      <PricingPage />
    </SiteLayout>
  ),
});
