/** Small request helpers shared by the features. */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { AppError, notFound, tooManyRequests } from "./errors";

/**
 * The caller's address: `CF-Connecting-IP`, which Cloudflare's edge sets in production and the
 * local server (scripts/local-server.ts) sets from the socket. Never a header the client chooses
 * such as `X-Real-IP` or `X-Forwarded-For`.
 */
export function clientIp(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/**
 * The dev tools (/dev/*) exist only with DEV_TOOLS=1, never in production, and answer only
 * callers on this machine: a loopback address, or none at all (in-process callers such as the
 * worker tests; every request through an edge or the local server has one). Anyone else gets
 * the same 404 as when they are off.
 */
export const devToolsOnly = createMiddleware<AppEnv>(async function devToolsOnly(c, next) {
  const { DEV_TOOLS, APP_ENV } = c.var.vars;
  const address = c.req.header("cf-connecting-ip");
  if (!DEV_TOOLS || APP_ENV === "production" || (address !== undefined && !LOOPBACK.test(address))) throw notFound();
  await next();
});

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

/** Upload endpoints take multipart/form-data only; `message` says what to send. */
export function requireMultipart(message: string): MiddlewareHandler {
  return async function multipartOnly(c, next) {
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) throw new AppError(415, "unsupported_media_type", message);
    await next();
  };
}

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

/**
 * Reads out a request body the app answered without reading (a 401, 403, 413 or 415 before the
 * body mattered), so the connection it came on stays usable: locally the server in front of the
 * worker reuses that connection for the next request, which fails when unread bytes are still in
 * it. Cloudflare's edge has no such problem, so production only cancels the stream.
 */
export const releaseUnreadBody: MiddlewareHandler<AppEnv> = async function releaseUnreadBody(c, next) {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed || body.locked) return;
  if (c.var.vars?.APP_ENV === "production") {
    await body.cancel().catch(() => {});
    return;
  }
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away; nothing left to read.
  }
};
