import { createFileRoute } from "@tanstack/react-router";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/product-interview-mockups")({
  head: () => pageHead(sitePageMeta("/product-interview-mockups")),
  component: () => (
    <SiteLayout>
      <ProductPage product={products["interview-mockups"]} />
    </SiteLayout>
  ),
});
