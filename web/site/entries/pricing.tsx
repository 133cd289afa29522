import { layoutGlobals, layoutIslands } from "../islands/layout";
import { pricing } from "../islands/pricing";
import { startIslands } from "../islands/runtime";
import "../../theme.css";
import "../../styles.css";
import "../../features/pricing/pricing.css";

startIslands({ ...layoutIslands, pricing }, layoutGlobals);
