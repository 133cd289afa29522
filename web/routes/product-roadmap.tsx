import { createFileRoute } from "@tanstack/react-router";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/product-roadmap")({
  head: () => pageHead(sitePageMeta("/product-roadmap")),
  component: () => (
    <SiteLayout>
      <ProductPage product={products.roadmap} />
    </SiteLayout>
  ),
});
