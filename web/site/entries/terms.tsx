import TermsPage from "../pages/terms";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(TermsPage);
