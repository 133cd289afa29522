import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/product.css";

startIslands(layoutIslands, layoutGlobals);
