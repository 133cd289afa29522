/**
 * Security headers on every worker response. The same policy is written to
 * `dist/client/_headers` at build time (scripts/prerender.mjs) so static assets carry it too.
 */
import type { MiddlewareHandler } from "hono";
import { FIRST_VISIT_SCRIPT_SHA256 } from "../../core/i18n/first-visit.ts";
import type { AppEnv } from "../env";

/** Third-party origins the customer chat widget needs when INTERCOM_APP_ID is set. */
const intercom = [
  "https://widget.intercom.io",
  "https://js.intercomcdn.com",
  "https://*.intercom.io",
  "https://*.intercomcdn.com",
  "wss://*.intercom.io",
];

export function contentSecurityPolicy({ dev }: { dev: boolean }): string {
  // The public pages' one inline script (the language a visitor lands in) is allowed by its hash.
  const script = ["'self'", `'sha256-${FIRST_VISIT_SCRIPT_SHA256}'`, ...intercom.filter((o) => o.startsWith("https"))];
  // Vite's dev server injects an inline preamble for React refresh; production has no other inline script.
  if (dev) script.push("'unsafe-inline'");
  // Sockets go to this site only ('self' covers ws:/wss: to the same host). Locally, Vite's
  // hot-reload socket may listen on another port of the dev machine.
  const connect = ["'self'", ...(dev ? ["ws://localhost:*", "ws://127.0.0.1:*"] : []), ...intercom];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://js.intercomcdn.com",
    `connect-src ${connect.join(" ")}`,
    "frame-src 'self' https://intercom-sheets.com https://www.intercom-reporting.com",
    "worker-src 'self' blob:",
    "media-src 'self' blob: https://js.intercomcdn.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaderMap({ dev }: { dev: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ dev }),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), geolocation=(), microphone=(self)",
  };
}

/**
 * The same headers on a response made outside the Hono app (the realtime rooms' refusals).
 * Copies the response, since one that came back from a Durable Object has immutable headers.
 */
export function withSecurityHeaders(res: Response, opts: { dev: boolean }): Response {
  if (res.status === 101) return res;
  const out = new Response(res.body, res);
  for (const [name, value] of Object.entries(securityHeaderMap(opts))) {
    if (!out.headers.has(name)) out.headers.set(name, value);
  }
  return out;
}

/**
 * The middleware, built once with both policies; each request gets the development one (which
 * allows Vite's inline preamble) only when APP_ENV is development.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const production = Object.entries(securityHeaderMap({ dev: false }));
  const development = Object.entries(securityHeaderMap({ dev: true }));
  return async function securityHeadersMiddleware(c, next) {
    await next();
    // Upgraded WebSocket responses are immutable; they carry no document anyway.
    if (c.res.status === 101) return;
    const headers = c.var.vars.APP_ENV === "development" ? development : production;
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
