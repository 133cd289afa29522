import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { readdirSync } from "node:fs";
import { defineConfig } from "vite";
import { localServer } from "./scripts/local-server.ts";

/** One browser entry per kind of prerendered public page (ADR 004, ADR 025), e.g. `site-landing`. */
const siteEntries = Object.fromEntries(
  readdirSync("web/site/entries").map((f) => [`site-${f.replace(/\.tsx?$/, "")}`, `web/site/entries/${f}`]),
);

export default defineConfig({
  plugins: [
    // The edge's part locally: client addresses from the socket, refused upgrades keep their status.
    localServer(),
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
  environments: {
    client: {
      build: {
        // The app shell (portal, sign-in) and one entry per kind of prerendered public page (ADR 004).
        manifest: true,
        rollupOptions: {
          input: { spa: "index.html", ...siteEntries },
          output: {
            // React and the theme's runtime in one long-cached chunk instead of many small ones:
            // fewer requests and better compression for every first page load.
            manualChunks(id: string) {
              if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
              // The public site's islands shared by every page (ADR 025): the runtime, the layout's
              // islands and what they use, with the theme's styles. One chunk rather than a dozen
              // tiny ones; nothing in it may import React, which public pages never load.
              if (/\/web\/(site\/islands\/(runtime|layout|header|links|newsletter|signed-in)|lib\/(storage|site-location)|state\/(auth-flag|session)|features\/site\/(api|customer-chat)|i18n\/(choice|embedded)|api|api-errors)\.ts$|\/core\/(schemas\/patterns|i18n\/(locales|translate))\.ts$|\/node_modules\/hono\/dist\/(client|utils)\//.test(id)) return "site-shell";
            },
          },
        },
      },
    },
  },
});
