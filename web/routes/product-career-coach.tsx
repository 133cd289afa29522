import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
// The page's stylesheets are also imported here, outside the lazily loaded component, so they
// ship in the entry CSS that the prerendered HTML links: the page is styled before any JS runs.
import "../features/marketing/marketing.css";
import "../features/marketing/products.css";

export const Route = createFileRoute("/product-career-coach")({
  head: () =>
    pageHead({
      title: "AI Career Coach — chat and voice, in English and Arabic",
      description:
        "Amal is an AI career coach that knows your experience and skills. Chat or talk by voice in English or Arabic, get concrete next steps, and keep every session with a recap.",
      path: "/product-career-coach",
    }),
  component: () => <ProductPage product={products["career-coach"]} />,
});
