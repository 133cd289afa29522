import NotFoundPage from "../pages/not-found";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(NotFoundPage);
