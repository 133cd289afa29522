import BlogPage from "../pages/blog";
import { hydrateSitePage } from "../hydrate";

hydrateSitePage(BlogPage);
