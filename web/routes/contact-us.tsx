import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/ContactPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/contact-us")({
  head: () => pageHead(sitePageMeta("/contact-us")),
  component: () => (
    <SiteLayout>
      <ContactPage />
    </SiteLayout>
  ),
});
