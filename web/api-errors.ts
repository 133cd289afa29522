/** Reading API errors, without the typed client (public pages use plain fetch to stay small). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
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

/** Reads an API response: its JSON on success, or throws an ApiError with the server's message. */
export async function readJson<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (body as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.message ?? `Request failed (${res.status}). Please try again.`, err?.fields);
  }
  return body as T;
}
