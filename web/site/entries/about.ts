import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/about.css";

startIslands(layoutIslands, layoutGlobals);
