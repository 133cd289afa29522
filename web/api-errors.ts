/**
 * The one reader of API answers (ADR 003): a successful answer's JSON, typed by the worker's
 * routes, or one `ApiError` for a refusal (`{ error: { code, message, fields? } }`), an answer
 * that is not that shape, and a request that never reached the server. No runtime imports, so
 * every page, public ones included, can use it without growing.
 */
import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

export interface ApiErrorBody {
  /** `retryAfter`: on a 429, seconds until a new attempt can succeed. */
  error: { code: string; message: string; fields?: Record<string, string>; retryAfter?: number };
}

/** When the network itself fails (offline, server down). */
export const NETWORK_MESSAGE = "We couldn't reach Amal. Check your connection and try again.";

export class ApiError extends Error {
  constructor(
    /** The answer's HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's machine-readable code (`subscription_failed`, `cross_site_request`, …). */
    readonly code?: string,
    /** The whole JSON body, for answers that carry data beside the error (the 403 login). */
    readonly body?: unknown,
    /** On a 429: the seconds until a new attempt can succeed, as the server said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

function errorOf(body: unknown): ApiErrorBody["error"] | undefined {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return error && typeof error === "object" && typeof error.message === "string" ? error : undefined;
}

/** A message that already says when to come back: "wait a minute", "try again in 15 minutes". */
const SAYS_WHEN = /\b(?:in|wait|after)\s+(?:a|an|a few|\d+)\s+(?:seconds?|minutes?|hours?|moments?|s)\b/i;

/** The server's message, ending with "Try again in N s." unless it already says when. */
function withWait(message: string, retryAfter: number | undefined): string {
  if (retryAfter === undefined || SAYS_WHEN.test(message)) return message;
  const sentence = /[.!?]$/.test(message.trimEnd()) ? message.trimEnd() : `${message.trimEnd()}.`;
  return `${sentence} Try again in ${retryAfter} s.`;
}

/**
 * The `ApiError` for a refused answer: the server's message, fields and code when the body has
 * the ADR 003 shape, else `fallback`. `body` is the parsed JSON (null when it was not JSON). A
 * 429's `retryAfter` (whole seconds) is kept, and the message tells the wait when it does not yet.
 */
export function apiError(status: number, body: unknown, fallback = `Request failed (${status}). Please try again.`): ApiError {
  const error = errorOf(body);
  const wait = error?.retryAfter;
  const retryAfter = typeof wait === "number" && Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : undefined;
  const message = error?.message ?? fallback;
  return new ApiError(status, error ? withWait(message, retryAfter) : message, error?.fields, error?.code, body, retryAfter);
}

/** The JSON of a successful answer, as the worker's route declares it (`c.json(…, 200)`). */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** What the reader needs of an answer: the typed client's response (or a fetch `Response`). */
type Answer = Pick<Response, "ok" | "status" | "json">;

/**
 * Awaits a request of the typed client (`web/api.ts`) and returns the answer's JSON, typed by
 * the route. Throws `ApiError`: the server's words for a non-2xx answer, "Request failed (N)"
 * when its body is not an API error, and `NETWORK_MESSAGE` (status 0) when the request failed
 * before any answer. A request cancelled through its `AbortSignal` rethrows the abort as it is.
 */
export async function read<R extends Answer>(request: Promise<R>): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await request;
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw apiError(res.status, body);
  return body as SuccessBody<R>;
}
