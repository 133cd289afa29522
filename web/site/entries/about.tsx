import AboutPage from "../pages/about";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(AboutPage);
