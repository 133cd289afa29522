import { PricingPage } from "../../features/pricing/PricingPage";

export default PricingPage;
