import type { MiddlewareHandler } from "hono";

/** One JSON line per request: method, path, status, duration, request id. */
export const requestLog: MiddlewareHandler = async function requestLog(c, next) {
  const started = Date.now();
  const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  await next();
  console.log(
    JSON.stringify({
      level: c.res.status >= 500 ? "error" : "info",
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Date.now() - started,
      requestId,
    }),
  );
};
