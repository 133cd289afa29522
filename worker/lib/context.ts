/**
 * What every request carries, set once before any route runs: the parsed environment
 * (`c.var.vars`) and the drizzle client over D1 (`c.var.db`). Routes pass `c.var.db` on to the
 * services, which take their dependencies as arguments.
 */
import { createMiddleware } from "hono/factory";
import { database } from "../db/client";
import { readVars, type AppEnv } from "../env";

export const requestContext = createMiddleware<AppEnv>(async function requestContext(c, next) {
  c.set("vars", readVars(c.env));
  c.set("db", database(c.env.DB));
  await next();
});
