/**
 * Worker and Durable Object tests, run inside workerd by @cloudflare/vitest-plugin with the
 * bindings of wrangler.toml (D1, R2, Durable Objects, rate limiters), offline.
 *
 * Static assets: wrangler.toml points at `dist/client`, which only exists after `npm run build`.
 * The tests serve a tiny fixture directory instead, so they run on a clean checkout and never
 * depend on whatever an earlier build left behind.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * Vitest sends each transformed module to workerd over a socket whose messages are limited to
 * 1 MB, with its source map inlined. The largest libraries (the Word and PDF writers, pdf.js, the
 * AI SDK, the generated eSpeak NG engine and its data) pass that limit with their maps, so their maps are dropped: a stack trace into them
 * shows the library's own line numbers, which is all a test of ours needs.
 */
function withoutDependencySourceMaps(): Plugin {
  return {
    name: "amal:without-dependency-source-maps",
    enforce: "post",
    transform(code, id) {
      if (!id.includes("/node_modules/") && !id.includes("/espeak/generated/")) return null;
      return { code, map: { mappings: "" } };
    },
  };
}

export default defineConfig({
  plugins: [
    withoutDependencySourceMaps(),
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      remoteBindings: false,
      miniflare: {
        assets: { directory: "./worker/test/assets" },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("migrations"),
          DEV_TOOLS_TOKEN: "test-dev-tools-token-0123456789abcdef",
          UNSUBSCRIBE_SECRET: "test-unsubscribe-secret-0123456789abcdef",
          // The fuzz suite (worker/app.fuzz.test.ts): how many cases in all (default 2,000) and
          // the seed to replay (a failure prints it).
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
          FUZZ_SEED: process.env.FUZZ_SEED ?? "",
          // `npm run bench:courses`: how many generated courses (default 300,000).
          COURSE_BENCH_TOTAL: process.env.COURSE_BENCH_TOTAL ?? "",
        },
      },
    }),
  ],
  test: {
    name: "worker",
    // With the on-disk module cache, every test file after the first few is sent its whole import
    // graph in one message at start; with the eSpeak NG engine and data in that graph the message
    // passes workerd's 1 MB limit and the runner dies. Modules are sent one by one instead.
    fsModuleCache: false,
    // Test files share a worker (and its module graph, loaded once) instead of each starting its
    // own: the graph is large, and loading it for every file cost three quarters of the run. Files
    // therefore share a database too; the setup seeds it idempotently, every test makes its own
    // users, and a test that edits shared seeded rows (plans, the exchange rate) puts them back.
    isolate: false,
    // `npm run bench:voice` adds the voice pipeline's measurement, which runs inside workerd too.
    include: ["worker/**/*.test.ts", "worker/**/*.test.tsx", "party/**/*.test.ts", ...(process.env.BENCH_WORKERD === "1" ? ["bench/**/*.workerd.ts"] : [])],
    setupFiles: ["./worker/test/setup.ts"],
    // Rate-limit tests may wait for a fresh limiter window (up to ~10 s), and the first signup in
    // an isolate loads pdf.js.
    testTimeout: 30_000,
    // The worker logs one JSON line per request; keep warnings and errors, drop the routine lines.
    onConsoleLog(log) {
      if (log.startsWith('{"level":"info"')) return false;
    },
  },
});
