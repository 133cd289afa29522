/**
 * Types for the worker tests: `env` from `cloudflare:workers` (and `cloudflare:test`) carries the
 * app's bindings plus the migrations the test config injects; `exports.default` is the worker.
 */
/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from "cloudflare:test";
import type { Bindings } from "../env";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      APP_ENV: string;
      APP_URL: string;
      DEV_TOOLS: string;
      MAIL_PROVIDER: string;
      MAIL_FROM: string;
      SUPPORT_EMAIL: string;
      INTERCOM_APP_ID: string;
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../index");
      durableNamespaces: "UserHub";
    }
  }
}
