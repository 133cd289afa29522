import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { listPricing } from "./service";

export const pricingRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json(await listPricing(c.var.db));
});
