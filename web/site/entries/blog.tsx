import { blogList } from "../islands/blog";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/blog.css";

startIslands({ ...layoutIslands, "blog-list": blogList }, layoutGlobals);
