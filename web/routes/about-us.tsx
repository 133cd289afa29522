import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { AboutPage } from "../features/marketing/AboutPage";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/about.css";

export const Route = createFileRoute("/about-us")({
  head: () =>
    pageHead({
      title: "About Us",
      description:
        "Amal Career Coaching LLC makes quality career coaching affordable for job seekers in Egypt and the US, in English and Arabic. Our story, strengths, vision and offices.",
      path: "/about-us",
    }),
  component: AboutPage,
});
