import { article, moreArticles } from "../islands/article";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../../theme.css";
import "../../styles.css";
import "../../features/blog/blog.css";

startIslands({ ...layoutIslands, article, "more-articles": moreArticles }, layoutGlobals);
