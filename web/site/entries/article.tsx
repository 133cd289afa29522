import ArticlePage from "../pages/article";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(ArticlePage);
