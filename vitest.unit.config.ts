/**
 * Unit tests for `core/`, the browser's pure modules (web/) and the build scripts (scripts/), files ending
 * .test.ts: plain TypeScript.
 * Worker and Durable Object tests live in vitest.worker.config.ts.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    include: ["core/**/*.test.ts", "web/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
