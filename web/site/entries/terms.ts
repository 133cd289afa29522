import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../../features/marketing/marketing.css";
import "../../features/marketing/legal.css";

startIslands(layoutIslands, layoutGlobals);
