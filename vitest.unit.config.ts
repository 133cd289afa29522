/**
 * Unit tests for `core/`, the browser's pure modules (web/) and the build scripts (scripts/), files ending
 * .test.ts: plain TypeScript.
 * Worker and Durable Object tests live in vitest.worker.config.ts.
 *
 * Files share their worker (`isolate: false`): the coach's models and data load once per worker
 * instead of once per file. Files that replace a module or a global (`vi.mock`, `vi.stubGlobal`)
 * run isolated, where the replacement cannot reach, or miss, a module another file loaded first.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

const ROOTS = ["core", "web", "scripts"];
const INCLUDE = ROOTS.map((root) => `${root}/**/*.test.ts`);

/** The test files that replace a module or a global, found by reading them (a new one is found too). */
function replacingFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".test.ts") && /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(path, "utf8"))) found.push(path);
    }
  };
  for (const root of ROOTS) walk(root);
  return found;
}
const REPLACING = replacingFiles();

export default defineConfig({
  test: {
    environment: "node",
    projects: [
      { extends: true, test: { name: "unit", include: INCLUDE, exclude: REPLACING, isolate: false } },
      { extends: true, test: { name: "unit-isolated", include: REPLACING } },
    ],
  },
});
