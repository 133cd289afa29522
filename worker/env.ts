/**
 * The worker's environment, parsed with zod once per isolate. A missing or malformed variable
 * fails loudly with its name instead of surfacing later as an odd bug.
 */
import { z } from "zod";
import type { Db } from "./db/client";
import type { users } from "./db/schema";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .default("0")
  .transform((v) => v === "1" || v === "true");

export const varsSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  APP_URL: z.url({ error: "APP_URL must be the site's absolute URL, e.g. https://amal.careers" }),
  DEV_TOOLS: flag,
  /** Lets a local tool read every e-mail in /dev/mailbox (`?token=` or `Authorization: Bearer`); `npm run setup:local` writes it into .dev.vars. */
  DEV_TOOLS_TOKEN: z.string().min(16, { error: "DEV_TOOLS_TOKEN must be at least 16 characters" }).optional(),
  MAIL_PROVIDER: z.enum(["outbox", "resend"]).default("outbox"),
  MAIL_FROM: z.string().min(3),
  SUPPORT_EMAIL: z.email(),
  RESEND_API_KEY: z.string().optional(),
  RESEND_API_URL: z.url().default("https://api.resend.com"),
  /** Resend's webhook signing secret (`whsec_…`): POST /api/mail/webhooks/resend records bounces and complaints only when it is set. */
  RESEND_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, { error: "RESEND_WEBHOOK_SECRET must be the webhook's signing secret, whsec_ followed by base64" }).optional(),
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
  /**
   * Model-backed coach replies each user may have per UTC day, chat and voice together (worker/lib/ai-budget.ts);
   * past it the offline engine answers until midnight UTC. `0`: no limit. Never applies to AI_PROVIDER=local.
   */
  AI_DAILY_BUDGET: z.coerce
    .number({ error: "AI_DAILY_BUDGET must be a whole number of replies (0 for no limit)" })
    .int({ error: "AI_DAILY_BUDGET must be a whole number of replies (0 for no limit)" })
    .min(0, { error: "AI_DAILY_BUDGET must be a whole number of replies (0 for no limit)" })
    .default(200),
  // Voice chat (worker/providers/speech): speech recognition in the browser and eSpeak NG in the room unless told otherwise.
  /** `browser`: the page's own speech recognition sends text (typed input where there is none); `workers-ai`: the page streams audio and Workers AI transcribes it. */
  STT_PROVIDER: z.enum(["browser", "workers-ai"]).default("browser"),
  /** Workers AI speech-to-text model for English. */
  WORKERS_AI_STT_MODEL_EN: z.string().default("@cf/deepgram/nova-3"),
  /** Workers AI speech-to-text model for Arabic. */
  WORKERS_AI_STT_MODEL_AR: z.string().default("@cf/openai/whisper-large-v3-turbo"),
  /** `espeak`: eSpeak NG in the room (offline, English and Arabic); `cloud`: Workers AI for English and Azure Speech for Arabic. */
  TTS_PROVIDER: z.enum(["espeak", "cloud"]).default("espeak"),
  /** Workers AI text-to-speech model for English (`@cf/deepgram/aura-2-en` or `@cf/myshell-ai/melotts`). */
  WORKERS_AI_TTS_MODEL: z.string().default("@cf/deepgram/aura-2-en"),
  /** Azure Speech resource key and region for the Arabic neural voices (TTS_PROVIDER=cloud). */
  AZURE_SPEECH_KEY: z.string().optional(),
  AZURE_SPEECH_REGION: z.string().optional(),
  /** Azure Speech endpoint override (default https://<region>.tts.speech.microsoft.com). */
  AZURE_SPEECH_ENDPOINT: z.url().optional(),
  /** Give up on a speech provider that has not answered for this long (the turn then says to try again). */
  SPEECH_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** DNS-over-HTTPS JSON endpoint that resolves a pasted job link's host before it is fetched (SSRF check). */
  DNS_RESOLVER_URL: z.url().default("https://cloudflare-dns.com/dns-query"),
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
  // The job e-mail tracker (docs/api/emails.md, ADR 016).
  /** The domain of the users' forwarding addresses (`<private>@INBOUND_EMAIL_DOMAIN`), routed to the worker's email() by Cloudflare Email Routing. */
  INBOUND_EMAIL_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, { error: "INBOUND_EMAIL_DOMAIN must be a domain name, like inbox.amal.careers" }).default("inbox.amal.localhost"),
  /** 32 random bytes, base64: the AES-GCM key of the stored mailbox tokens. Gmail can be connected only when it is set (with GOOGLE_CLIENT_ID/SECRET). */
  EMAIL_TOKEN_KEY: z.string().optional(),
  /** Google's OAuth consent, token and revocation endpoints and the Gmail API (tests point them at a fake). */
  GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_OAUTH_REVOKE_URL: z.url().default("https://oauth2.googleapis.com/revoke"),
  GMAIL_API_URL: z.url().default("https://gmail.googleapis.com"),
  /** The most messages one Gmail sync reads (the first sync looks back GMAIL_SYNC_DAYS days). */
  GMAIL_SYNC_MAX: z.coerce.number().int().positive().default(300),
  GMAIL_SYNC_DAYS: z.coerce.number().int().positive().default(90),
  // Job search (docs/api/jobs.md): the public job boards imported every hour.
  /** Comma-separated `kind:board` pairs, kind `greenhouse` or `lever` ("greenhouse:airbnb,lever:netflix"); empty: the page shows Coming Soon. */
  JOB_SOURCES: z.string().default(""),
  /** The Greenhouse Job Board API, up to the boards (a board's postings are `{url}/{board}/jobs?content=true`). */
  GREENHOUSE_API_URL: z.url().default("https://boards-api.greenhouse.io/v1/boards"),
  /** The Lever Postings API (a company's postings are `{url}/{company}?mode=json`; EU boards: https://api.eu.lever.co/v0/postings). */
  LEVER_API_URL: z.url().default("https://api.lever.co/v0/postings"),
  /** Signs the sandbox checkout's callbacks exactly as Paymob signs its own (HMAC-SHA512). */
  SANDBOX_HMAC_SECRET: z.string().default("amal-sandbox-hmac-secret"),
  /** Signs the unsubscribe links of career e-mails (HMAC-SHA256); production refuses to start without its own. */
  UNSUBSCRIBE_SECRET: z.string().min(32, { error: "UNSUBSCRIBE_SECRET must be at least 32 characters" }).optional(),
});
export type Vars = z.infer<typeof varsSchema>;

/**
 * The bindings and plain variables of wrangler.toml, as `wrangler types` generates them
 * (`worker/env.gen.d.ts`, regenerated by `npm run types`, checked by `npm test`). Secrets and
 * optional variables are not in wrangler.toml: `readVars` parses them.
 */
export type Bindings = Cloudflare.Env;

export type UserRow = typeof users.$inferSelect;

/** The caller's login, once `signedIn` has found it (worker/lib/auth.ts). */
export interface AuthSession {
  userId: string;
  tokenHash: string;
}

/** What every request carries (set by the app's context middleware, worker/lib/context.ts). */
export type AppEnv = {
  Bindings: Bindings;
  Variables: { vars: Vars; requestId: string; db: Db };
};

/**
 * A request that passed `signedIn` (worker/lib/auth.ts): the user and their auth session are
 * known. Anything written for `AppEnv` also accepts such a request.
 */
export type SignedInEnv = {
  Bindings: Bindings;
  Variables: AppEnv["Variables"] & { user: UserRow; authSession: AuthSession };
};

const cache = new WeakMap<object, Vars>();

/** Signs unsubscribe links in development and tests only: production refuses to start on it. */
const DEV_UNSUBSCRIBE_SECRET = "amal-development-unsubscribe-secret-not-for-production";

/** Parses the environment's plain variables; throws a readable error naming each bad one. */
export function readVars(env: object): Vars {
  const hit = cache.get(env);
  if (hit) return hit;
  const parsed = varsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid worker environment — ${problems}. Set these in wrangler.toml [vars] or as secrets.`);
  }
  if (parsed.data.DEV_TOOLS && parsed.data.APP_ENV === "production") {
    throw new Error("Invalid worker environment — DEV_TOOLS=1 is refused with APP_ENV=production (the dev tools are for local development only).");
  }
  if (parsed.data.MAIL_PROVIDER === "outbox" && parsed.data.APP_ENV === "production") {
    throw new Error(
      "Invalid worker environment — MAIL_PROVIDER=outbox is refused with APP_ENV=production (it only stores e-mails, so password resets would never arrive): set MAIL_PROVIDER=resend and RESEND_API_KEY (wrangler secret put RESEND_API_KEY).",
    );
  }
  if (parsed.data.MAIL_PROVIDER === "resend" && !parsed.data.RESEND_API_KEY) {
    throw new Error("Invalid worker environment — MAIL_PROVIDER=resend needs RESEND_API_KEY (wrangler secret put RESEND_API_KEY).");
  }
  if (!parsed.data.UNSUBSCRIBE_SECRET) {
    if (parsed.data.APP_ENV === "production") {
      throw new Error("Invalid worker environment — UNSUBSCRIBE_SECRET is required with APP_ENV=production (wrangler secret put UNSUBSCRIBE_SECRET, 32+ random characters).");
    }
    parsed.data.UNSUBSCRIBE_SECRET = DEV_UNSUBSCRIBE_SECRET;
  }
  cache.set(env, parsed.data);
  return parsed.data;
}
