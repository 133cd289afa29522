/**
 * One error shape for the whole API: `{ error: { code, message, fields? } }`.
 * Handlers throw `AppError`; `renderError` (the app's single onError) turns anything thrown
 * into that shape, and only unexpected errors become a 500.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";

export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  /** `retryAfter`: on a 429, the seconds until a new attempt can succeed (also the `Retry-After` header). */
  error: { code: string; message: string; fields?: FieldErrors; retryAfter?: number };
}

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds until the caller may try again: sent as `Retry-After` and as `retryAfter` in the body. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, "bad_request", message, fields);
export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
/** A 429 that says when to come back: `retryAfterSeconds` is rounded up to a whole second, at least 1. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, "rate_limited", message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/**
 * What every zod error has (v4's `ZodError` and `$ZodError`, as validators hand them over): its
 * issues, each with a path and a message.
 */
export interface ZodIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Turns zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldErrorsFromZod(error: ZodIssues): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** "field: message" lines, as the spec lists server validation errors. */
export function describeFields(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([field, message]) => (field === "_" ? message : `${field}: ${message}`))
    .join("\n");
}

export function validationError(error: ZodIssues): AppError {
  const fields = fieldErrorsFromZod(error);
  return new AppError(400, "validation_failed", describeFields(fields), fields);
}

const statusCodes: Partial<Record<number, string>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function errorBody(code: string, message: string, fields?: FieldErrors, retryAfter?: number): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(retryAfter !== undefined ? { retryAfter } : {}) } };
}

export function renderError(err: unknown, c: Context): Response {
  if (err instanceof AppError) {
    if (err.retryAfter !== undefined) c.header("Retry-After", String(err.retryAfter));
    return c.json(errorBody(err.code, err.message, err.fields, err.retryAfter), err.status);
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return c.json(errorBody(e.code, e.message, e.fields), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message =
      status === 400 && /JSON/i.test(err.message)
        ? "The request body is not valid JSON."
        : err.message || "The request could not be processed.";
    return c.json(errorBody(statusCodes[status] ?? "http_error", message), status);
  }
  console.error(JSON.stringify({ level: "error", msg: "unhandled", path: c.req.path, error: String(err), stack: (err as Error)?.stack }));
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again in a moment."), 500);
}
