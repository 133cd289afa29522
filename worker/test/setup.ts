/**
 * Runs before every worker test file: applies the D1 migrations and the idempotent seed. Files that
 * run in the same worker share its database (vitest.worker.config.ts), so both steps leave what is
 * already there as it is, and every file can count on the seeded plans, posts and courses.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { seedStatements } from "../db/seed";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements().map((statement) => env.DB.prepare(statement)));
