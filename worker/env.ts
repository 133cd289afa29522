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
});
export type Vars = z.infer<typeof varsSchema>;

export interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  UserHub: DurableObjectNamespace;
  CONTACT_LIMITER?: RateLimit;
  NEWSLETTER_LIMITER?: RateLimit;
  LOGIN_IP_LIMITER?: RateLimit;
  LOGIN_ACCOUNT_LIMITER?: RateLimit;
  SIGNUP_LIMITER?: RateLimit;
  RESET_LIMITER?: RateLimit;
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
