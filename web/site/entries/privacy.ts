import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/privacy.css";

startIslands(layoutIslands, layoutGlobals);
