import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./web/routes",
      generatedRouteTree: "./web/routeTree.gen.ts",
      quoteStyle: "double",
    }),
    react(),
    cloudflare({ configPath: "./wrangler.toml", remoteBindings: false }),
  ],
  build: { sourcemap: false },
});
