import PrivacyPage from "../pages/privacy";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(PrivacyPage);
