import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/products.css";

export const Route = createFileRoute("/product-job-board-search")({
  head: () =>
    pageHead({
      title: "AI Job Board Search (Coming Soon)",
      description:
        "AI job search is coming to Amal: describe the job you want in your own words and filter the results. Tailor resumes to any job link and track applications today.",
      path: "/product-job-board-search",
    }),
  component: () => <ProductPage product={products["job-board-search"]} />,
});
