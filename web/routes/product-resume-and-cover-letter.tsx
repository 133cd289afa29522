import { createFileRoute } from "@tanstack/react-router";
import { ProductPage } from "../features/marketing/ProductPage";
import { products } from "../features/marketing/products";
import { SiteLayout } from "../features/site/SiteLayout";
import { pageHead } from "../lib/seo";
import { sitePageMeta } from "../site/registry";

export const Route = createFileRoute("/product-resume-and-cover-letter")({
  head: () => pageHead(sitePageMeta("/product-resume-and-cover-letter")),
  component: () => (
    <SiteLayout>
      <ProductPage product={products["resume-and-cover-letter"]} />
    </SiteLayout>
  ),
});
