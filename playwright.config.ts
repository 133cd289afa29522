import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * End-to-end tests run against the built app under `vite preview` (the built worker and the
 * prerendered assets in workerd — the closest local stand-in for production), in Debian's Chromium.
 * Accounts come from the dev fixture endpoint (e2e/fixtures.ts) and are deleted after their test.
 * No retries, but for one: a test that needs one waits on time instead of on what the page shows. Assertions
 * wait on the page (web-first) up to 15 s, which a busy 2-core machine needs for a PDF to draw.
 */
export default defineConfig({
  testDir: "e2e",
  // Tests, not files, are shared out, so two workers finish together.
  fullyParallel: true,
  workers: 2,
  // One retry in CI, allowed only for Chromium's context-teardown hang (e2e/teardown-retry-reporter.ts
  // fails the run when a test passes on its retry after any other failure).
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["./e2e/teardown-retry-reporter.ts"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // English browsers: a first visit to a public page follows the browser's language (e2e/i18n.spec.ts).
    locale: "en-US",
    // DOM snapshots of a failed test are kept locally; screencast frames of every test cost too much CPU. In CI no
    // trace is recorded: closing a context that recorded one now and then hangs past the test timeout in Chromium after
    // the test itself has passed (seen about once in 278 tests); a failure there still leaves its error context.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
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
    command: `npm run setup:local && npm run build && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/api/config`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
