import { chatDemo, landingSections } from "../islands/landing";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../../features/blog/blog.css";
import "../../features/landing/landing.css";

startIslands({ ...layoutIslands, "chat-demo": chatDemo }, [...layoutGlobals, landingSections]);
