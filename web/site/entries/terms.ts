import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/terms.css";

startIslands(layoutIslands, layoutGlobals);
