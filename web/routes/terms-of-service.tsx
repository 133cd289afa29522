import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { LegalPage } from "../features/marketing/LegalPage";
import { termsOfService } from "../features/marketing/legal";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/legal.css";

export const Route = createFileRoute("/terms-of-service")({
  head: () =>
    pageHead({
      title: "Terms of Service",
      description:
        "The terms of the Amal AI career-coaching subscription: accounts, acceptable use, monthly and 3-month plans billed in EGP, auto-renewal, cancellation and refunds.",
      path: "/terms-of-service",
    }),
  component: () => <LegalPage doc={termsOfService} />,
});
