import ProductPage from "../pages/product";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(ProductPage);
