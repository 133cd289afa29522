import LandingPage from "../pages/landing";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(LandingPage);
