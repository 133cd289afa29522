/** SSR build of web/prerender.tsx, used only at build time to write the static public pages. */
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: false, routesDirectory: "./web/routes", generatedRouteTree: "./web/routeTree.gen.ts", quoteStyle: "double" }),
    react(),
  ],
  build: {
    ssr: "web/prerender.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "prerender.mjs" } },
  },
  ssr: { noExternal: ["@radix-ui/themes"] },
});
