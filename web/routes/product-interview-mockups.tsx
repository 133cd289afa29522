import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/products.css";

export const Route = createFileRoute("/product-interview-mockups")({
  head: () =>
    pageHead({
      title: "Interview Mock-ups (Coming Soon)",
      description:
        "Mock interviews with Amal are coming soon: role-specific questions by voice and feedback on every answer. Prepare for interviews with Amal’s coach chat and voice sessions today.",
      path: "/product-interview-mockups",
    }),
  component: () => <ProductPage product={products["interview-mockups"]} />,
});
