import { ProductPage } from "../../features/marketing/ProductPage";
import { products, type ProductSlug } from "../../features/marketing/products";

export default function ProductSitePage({ path }: { path: string }) {
  const slug = path.replace(/\/+$/, "").replace(/^\/product-/, "") as ProductSlug;
  return <ProductPage product={products[slug]} />;
}
