import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../../features/marketing/marketing.css";
import "../../features/marketing/about.css";

startIslands(layoutIslands, layoutGlobals);
