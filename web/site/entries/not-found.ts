import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";

startIslands(layoutIslands, layoutGlobals);
