import { createFileRoute } from "@tanstack/react-router";
import { PricingPage } from "../features/pricing/PricingPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/pricing")({
  head: () =>
    pageHead({
      title: "Pricing",
      description: "Amal plans for students, job seekers and senior professionals — monthly or every 3 months, in EGP or USD, with unlimited AI career coaching.",
      path: "/pricing",
    }),
  component: () => (
    <SiteLayout>
      <PricingPage />
    </SiteLayout>
  ),
});
