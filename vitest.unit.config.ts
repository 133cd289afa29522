/**
 * Unit tests for `core/`: plain TypeScript with no Workers runtime and no bindings, run in Node.
 * Worker and Durable Object tests live in vitest.worker.config.ts.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    include: ["core/**/*.test.ts"],
  },
});
