import { blogList } from "../islands/blog";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../../theme.css";
import "../../styles.css";
import "../../features/blog/blog.css";

startIslands({ ...layoutIslands, "blog-list": blogList }, layoutGlobals);
