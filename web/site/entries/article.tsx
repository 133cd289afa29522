import { article, moreArticles } from "../islands/article";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/article.css";

startIslands({ ...layoutIslands, article, "more-articles": moreArticles }, layoutGlobals);
