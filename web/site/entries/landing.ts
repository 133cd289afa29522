import { latestPosts } from "../islands/blog";
import { chatDemo, landingSections } from "../islands/landing";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/landing.css";

startIslands({ ...layoutIslands, "chat-demo": chatDemo, "latest-posts": latestPosts }, [...layoutGlobals, landingSections]);
