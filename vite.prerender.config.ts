/** SSR build of web/prerender.tsx, used only at build time to write the static public pages. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    ssr: "web/prerender.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "prerender.mjs" } },
  },
  ssr: { noExternal: ["@radix-ui/themes"] },
});
