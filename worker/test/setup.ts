/**
 * Runs before every worker test file (storage is isolated per file): applies the D1 migrations
 * and the idempotent seed, so each file starts from the same seeded database.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { seedStatements } from "../db/seed";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements().map((statement) => env.DB.prepare(statement)));
