import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../features/marketing/LegalPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/terms-of-service")({
  head: () => pageHead(sitePageMeta("/terms-of-service")),
  component: () => (
    <SiteLayout>
      <LegalPage document="terms" />
    </SiteLayout>
  ),
});
