import PricingPage from "../pages/pricing";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(PricingPage);
