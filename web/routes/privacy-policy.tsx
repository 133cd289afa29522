import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../features/marketing/LegalPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/privacy-policy")({
  head: () => pageHead(sitePageMeta("/privacy-policy")),
  component: () => (
    <SiteLayout>
      <LegalPage document="privacy" />
    </SiteLayout>
  ),
});
