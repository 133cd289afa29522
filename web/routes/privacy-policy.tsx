import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { LegalPage } from "../features/marketing/LegalPage";
import { privacyPolicy } from "../features/marketing/legal";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/legal.css";

export const Route = createFileRoute("/privacy-policy")({
  head: () =>
    pageHead({
      title: "Privacy Policy",
      description:
        "How Amal Career Coaching LLC collects, uses, shares and protects your personal data — resumes, coaching sessions, voice, e-mails and payments — and the rights you have.",
      path: "/privacy-policy",
    }),
  component: () => <LegalPage doc={privacyPolicy} />,
});
