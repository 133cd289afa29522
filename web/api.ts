/**
 * The typed API client. Only the *type* of the worker app is imported, so no worker code
 * reaches the browser bundle.
 */
import { hc } from "hono/client";
import type { AppType } from "../worker/app";

export const api = hc<AppType>("/api", { init: { credentials: "same-origin" } });

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Reads an API response: its JSON on success, or throws an ApiError with the server's message. */
export async function readJson<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (body as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.message ?? `Request failed (${res.status}). Please try again.`, err?.fields);
  }
  return body as T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
