import LegalPage from "../pages/legal";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(LegalPage);
