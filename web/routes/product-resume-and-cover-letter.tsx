import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/products.css";

export const Route = createFileRoute("/product-resume-and-cover-letter")({
  head: () =>
    pageHead({
      title: "Resume & Cover Letter Builder with ATS Analysis",
      description:
        "Build a resume and cover letter tailored to any job link or description, analyse your resume for ATS, edit in an online word editor and download Word documents.",
      path: "/product-resume-and-cover-letter",
    }),
  component: () => <ProductPage product={products["resume-and-cover-letter"]} />,
});
