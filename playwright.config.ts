import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * End-to-end tests run against the built app under `vite preview` (the built worker and the
 * prerendered assets in workerd — the closest local stand-in for production), in Debian's Chromium.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...(isRoot ? ["--no-sandbox"] : []),
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-gpu",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npm run build && npm run setup:local && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/api/config`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
