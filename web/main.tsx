import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";
import "./theme.css";
import "./styles.css";

const router = createAppRouter();
const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Prerendered pages arrive with their HTML: load the matched route's code first, then hydrate.
if (container.firstElementChild) {
  router.load().then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
