import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/products.css";

export const Route = createFileRoute("/product-career-network")({
  head: () =>
    pageHead({
      title: "Career Networking Message Generator",
      description:
        "Write tailored LinkedIn connection notes and cold e-mails for the person, company, role and industry you target. Save the messages that work and track replies with Amal.",
      path: "/product-career-network",
    }),
  component: () => <ProductPage product={products["career-network"]} />,
});
