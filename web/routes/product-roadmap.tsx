import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/products.css";

export const Route = createFileRoute("/product-roadmap")({
  head: () =>
    pageHead({
      title: "Learning Roadmap Visualizer",
      description:
        "Turn a career goal into an interactive learning roadmap: every skill in order, with courses from 300,000+ courses and recommended books. Save your favourite roadmaps.",
      path: "/product-roadmap",
    }),
  component: () => <ProductPage product={products.roadmap} />,
});
