/**
 * The worker's environment, parsed with zod once per isolate. A missing or malformed variable
 * fails loudly with its name instead of surfacing later as an odd bug.
 */
import { z } from "zod";
import type { users } from "./db/schema";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .default("0")
  .transform((v) => v === "1" || v === "true");

export const varsSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  APP_URL: z.url({ error: "APP_URL must be the site's absolute URL, e.g. https://amal.careers" }),
  DEV_TOOLS: flag,
  MAIL_PROVIDER: z.enum(["outbox", "resend"]).default("outbox"),
  MAIL_FROM: z.string().min(3),
  SUPPORT_EMAIL: z.email(),
  RESEND_API_KEY: z.string().optional(),
  RESEND_API_URL: z.url().default("https://api.resend.com"),
  INTERCOM_APP_ID: z.string().default(""),
  INTERCOM_IDENTITY_SECRET: z.string().optional(),
  // OAuth sign-in (optional): a provider is offered only when both its id and secret are set.
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** OpenID issuer; its discovery document names the endpoints (tests point it at a fake). */
  LINKEDIN_OIDC_ISSUER: z.url().default("https://www.linkedin.com/oauth"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OIDC_ISSUER: z.url().default("https://accounts.google.com"),
  // The coach's AI provider (worker/providers/ai): the embedded engine unless told otherwise.
  AI_PROVIDER: z.enum(["local", "workers-ai", "openai"]).default("local"),
  /** OpenAI-compatible server (OpenAI, Ollama, vLLM…): base URL up to and including /v1. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Workers AI chat model with function calling (production binding `AI`). */
  WORKERS_AI_MODEL: z.string().default("@cf/meta/llama-3.3-70b-instruct-fp8-fast"),
  /** Give up when the model has not started, or has sent nothing more, for this long (the chat then says to try again). */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  // Payments (worker/providers/payments): the in-app sandbox checkout unless told otherwise.
  PAYMENT_PROVIDER: z.enum(["sandbox", "paymob"]).default("sandbox"),
  PAYMOB_API_URL: z.url().default("https://accept.paymob.com"),
  PAYMOB_SECRET_KEY: z.string().optional(),
  PAYMOB_PUBLIC_KEY: z.string().optional(),
  PAYMOB_API_KEY: z.string().optional(),
  PAYMOB_HMAC_SECRET: z.string().optional(),
  /** Card integration id for first payments (online card). */
  PAYMOB_INTEGRATION_ID: z.string().optional(),
  /** MOTO integration id for charging a saved card token on renewal. */
  PAYMOB_MOTO_INTEGRATION_ID: z.string().optional(),
  PAYMENT_CURRENCY: z.enum(["EGP", "USD"]).default("EGP"),
  /** Signs the sandbox checkout's callbacks exactly as Paymob signs its own (HMAC-SHA512). */
  SANDBOX_HMAC_SECRET: z.string().default("amal-sandbox-hmac-secret"),
});
export type Vars = z.infer<typeof varsSchema>;

export interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  UserHub: DurableObjectNamespace;
  CoachRoom: DurableObjectNamespace;
  /** Workers AI (only under [env.production]). */
  AI?: Ai;
  CONTACT_LIMITER?: RateLimit;
  NEWSLETTER_LIMITER?: RateLimit;
  LOGIN_IP_LIMITER?: RateLimit;
  LOGIN_ACCOUNT_LIMITER?: RateLimit;
  SIGNUP_LIMITER?: RateLimit;
  RESET_LIMITER?: RateLimit;
  COUPON_LIMITER?: RateLimit;
  [key: string]: unknown;
}

/** The signed-in user, once `requireUser` has found them (worker/lib/auth.ts). */
export interface SessionUser {
  userId: string;
  tokenHash: string;
}

export type AppEnv = {
  Bindings: Bindings;
  Variables: { vars: Vars; requestId: string; session?: SessionUser; user?: typeof users.$inferSelect };
};

const cache = new WeakMap<object, Vars>();

/** Parses the environment's plain variables; throws a readable error naming each bad one. */
export function readVars(env: Record<string, unknown>): Vars {
  const hit = cache.get(env);
  if (hit) return hit;
  const parsed = varsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid worker environment — ${problems}. Set these in wrangler.toml [vars] or as secrets.`);
  }
  if (parsed.data.MAIL_PROVIDER === "resend" && !parsed.data.RESEND_API_KEY) {
    throw new Error("Invalid worker environment — MAIL_PROVIDER=resend needs RESEND_API_KEY (wrangler secret put RESEND_API_KEY).");
  }
  cache.set(env, parsed.data);
  return parsed.data;
}
