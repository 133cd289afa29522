import { createFileRoute } from "@tanstack/react-router";
import { Landing } from "../features/landing/Landing";
import { validateLandingSearch } from "../features/landing/search";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/")({
  validateSearch: validateLandingSearch,
  head: () => pageHead(sitePageMeta("/")),
  component: function LandingRoute() {
    const { section } = Route.useSearch();
    return (
      <SiteLayout>
        <Landing section={section} />
      </SiteLayout>
    );
  },
});
