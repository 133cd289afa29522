/**
 * Types for the worker tests: `env` from `cloudflare:workers` (and `cloudflare:test`) carries the
 * app's bindings (generated into ../env.gen.d.ts) plus the migrations the test config injects;
 * `exports.default` is the worker.
 */
/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Fuzz cases in all (`FUZZ_RUNS=20000 npm run test:worker`); empty: the default. */
      FUZZ_RUNS: string;
      /** The fast-check seed to replay (`FUZZ_SEED=…`); empty: a new one each run. */
      FUZZ_SEED: string;
    }
  }
}

declare module "*.eml?raw" {
  const text: string;
  export default text;
}
