import { createFileRoute } from "@tanstack/react-router";
import { PortalContactPage } from "../../features/contact/PortalContactPage";

export const Route = createFileRoute("/portal/contact-us")({
  head: () => ({ meta: [{ title: "Contact Us | Amal" }] }),
  component: PortalContactPage,
});
