import { layoutGlobals, layoutIslands } from "../islands/layout";
import { pricing } from "../islands/pricing";
import { startIslands } from "../islands/runtime";
import "../styles/pricing.css";

startIslands({ ...layoutIslands, pricing }, layoutGlobals);
