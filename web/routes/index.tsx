import { createFileRoute } from "@tanstack/react-router";
import { Landing } from "../features/landing/Landing";
import { landingHead, validateLandingSearch } from "../features/landing/search";
import { SiteLayout } from "../features/site/SiteLayout";

export const Route = createFileRoute("/")({
  validateSearch: validateLandingSearch,
  head: () => landingHead("/"),
  component: function LandingRoute() {
    const { section } = Route.useSearch();
    return (
      <SiteLayout>
        <Landing section={section} />
      </SiteLayout>
    );
  },
});
