/**
 * Helpers for driving the real worker (its default export, the same entry production runs)
 * from tests, and for reading what it wrote to D1.
 */
import { env, exports } from "cloudflare:workers";

export const ORIGIN = "https://amal.test";

/** Sends a request to the worker's `fetch` entry point. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}

/** POSTs `body` as JSON (objects are serialised; strings are sent as they are). */
export function postJson(path: string, body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(opts.ip ? { "cf-connecting-ip": opts.ip } : {}),
      ...opts.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * A fresh documentation-range IPv6 address, so each test has its own rate-limit bucket and
 * tests never throttle one another.
 */
export function uniqueIp(): string {
  const words = Array.from(crypto.getRandomValues(new Uint16Array(4)), (w) => w.toString(16));
  return `2001:db8::${words.join(":")}`;
}

/**
 * Miniflare's rate limiter counts in windows aligned to the wall clock (`floor(now / period)`).
 * A burst that straddles a boundary would be split over two windows, so wait for a fresh window
 * when the current one is about to end.
 */
export async function startOfFreshWindow(periodSeconds: number, needMs = 5_000): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** All rows of a query, typed by the caller. */
export async function rows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}

export interface ErrorJson {
  error: { code: string; message: string; fields?: Record<string, string>; retryAfter?: number };
}
