import { createFileRoute } from "@tanstack/react-router";
import { Landing } from "../features/landing/Landing";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";
import { validateLandingSearch } from "../features/landing/search";

export const Route = createFileRoute("/home")({
  validateSearch: validateLandingSearch,
  head: () => pageHead(sitePageMeta("/")),
  component: function HomeRoute() {
    const { section } = Route.useSearch();
    return (
      <SiteLayout>
        <Landing section={section} />
      </SiteLayout>
    );
  },
});
