import ContactPage from "../pages/contact";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(ContactPage);
