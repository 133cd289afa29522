/** Reading API errors, without the typed client (public pages use plain fetch to stay small). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's machine-readable code (`subscription_failed`, `cross_site_request`, …). */
    readonly code?: string,
    /** The whole JSON body, for answers that carry data beside the error (the 403 login). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Reads an API response: its JSON on success, or throws an ApiError with the server's message. */
export async function readJson<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (body as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.message ?? `Request failed (${res.status}). Please try again.`, err?.fields, err?.code, body);
  }
  return body as T;
}
