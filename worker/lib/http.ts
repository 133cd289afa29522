/** Small request helpers shared by the features. */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError, tooManyRequests } from "./errors";

/** The caller's IP as Cloudflare reports it; a fixed value locally. */
export function clientIp(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? "local";
}

/** Rejects bodies over `maxBytes` with a 413 in the app's error shape (or the error `tooLarge` makes). */
export function limitBody(maxBytes: number, tooLarge?: () => AppError) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge?.() ?? new AppError(413, "payload_too_large", `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`);
    },
  });
}

/** Only JSON bodies are accepted on JSON endpoints. */
export function requireJson(c: Context) {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new AppError(415, "unsupported_media_type", "Send the request as JSON (Content-Type: application/json).");
  }
}

/**
 * Middleware form of `requireJson`. Without it the JSON validator reads a form or text body as
 * `{}` and answers "Name is required" to a visitor who did fill in their name.
 */
export const jsonOnly: MiddlewareHandler = async function jsonOnly(c, next) {
  requireJson(c);
  await next();
};

/**
 * The window of every Workers rate-limiting binding (`period = 60` in wrangler.toml). The binding
 * does not say when its window ends, so a refusal asks the caller to wait one whole window.
 */
export const RATE_LIMIT_PERIOD_S = 60;

/**
 * Consults a Workers rate-limiting binding keyed by `key`; throws a 429 with `message` and a
 * `Retry-After` of one window when the caller is over the limit. A missing binding
 * (misconfiguration) lets the request through.
 */
export async function enforceRateLimit(limiter: RateLimit | undefined, key: string, message: string) {
  if (!limiter) return;
  const { success } = await limiter.limit({ key });
  if (!success) throw tooManyRequests(message, RATE_LIMIT_PERIOD_S);
}

/**
 * Whether a browser says `request` came from another site: a `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither the request's own origin (which covers the local dev and preview
 * servers) nor APP_URL's. An opaque origin ("null": sandboxed frames, some redirects) is never
 * ours. Browsers always send `Origin` on state-changing requests and socket upgrades; a client
 * that sends neither header is not a browser and carries no victim's cookies.
 */
export function isCrossSite(request: Request, appUrl: string | undefined): boolean {
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const allowed = new Set([new URL(request.url).origin]);
  if (appUrl) allowed.add(new URL(appUrl).origin);
  return site === "cross-site" || (origin !== null && !allowed.has(origin));
}

/**
 * Refuses state-changing requests that a browser says came from another site (login CSRF: a
 * hostile page posting our signup or login form so the visitor ends up in the attacker's
 * account). See `isCrossSite`; the realtime rooms refuse such socket upgrades the same way.
 */
export const sameOriginOnly: MiddlewareHandler = async function sameOriginOnly(c, next) {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS") {
    const appUrl = (c.var.vars as { APP_URL?: string } | undefined)?.APP_URL;
    if (isCrossSite(c.req.raw, appUrl)) {
      throw new AppError(403, "cross_site_request", "This request came from another website and was refused.");
    }
  }
  await next();
};
