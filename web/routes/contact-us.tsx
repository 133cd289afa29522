import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/ContactPage";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/contact-us")({
  head: () =>
    pageHead({ title: "Contact us", description: "Reach the Amal team by e-mail, WhatsApp or the contact form — we answer within one business day.", path: "/contact-us" }),
  component: () => (
    <SiteLayout>
      <ContactPage />
    </SiteLayout>
  ),
});
