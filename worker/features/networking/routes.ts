/**
 * /api/networking — a LinkedIn connection note or a cold e-mail written for a person at a
 * company, from the user's career info (docs/api/networking.md). Writing costs model time, so it
 * needs a subscription like the coach.
 */
import { Hono } from "hono";
import { networkingRequestSchema } from "../../../core/schemas/networking";
import { type AppEnv, readVars } from "../../env";
import { signedIn } from "../../lib/auth";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { validate } from "../../lib/validate";
import { createAiProvider } from "../../providers/ai";
import { requireActiveSubscription } from "../billing/access";
import { generateNetworkingMessage } from "./service";

const JSON_LIMIT = 8 * 1024;

export const networkingRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .post("/messages", requireActiveSubscription, limitBody(JSON_LIMIT), jsonOnly, validate("json", networkingRequestSchema), async (c) => {
    const deps = {
      db: c.var.db,
      ai: createAiProvider(readVars(c.env), { ai: c.env.AI }),
      seed: () => crypto.getRandomValues(new Uint32Array(1))[0]!,
    };
    return c.json(await generateNetworkingMessage(deps, c.var.user, c.req.valid("json")), 200);
  });
