import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/not-found.css";

startIslands(layoutIslands, layoutGlobals);
