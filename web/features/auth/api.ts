/**
 * The accounts API as the sign-in pages call it (docs/api/accounts.md). Plain fetch with
 * `readJson`, so a refusal arrives as an `ApiError` carrying the server's message and per-field
 * messages; the signup upload uses XMLHttpRequest for its upload progress.
 */
import { ApiError, readJson, type ApiErrorBody } from "../../api-errors";
import type { LoginResponse } from "../../../core/schemas/account";
import type { PricingResponse } from "../../../core/schemas/plan";

export type { LoginResponse, UserInfo } from "../../../core/schemas/account";

const json = (body: unknown): RequestInit => ({
  method: "POST",
  credentials: "same-origin",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** When the network itself fails (offline, server down). */
export const NETWORK_MESSAGE = "We couldn't reach Amal. Check your connection and try again.";

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  return readJson<T>(res);
}

export function logIn(email: string, password: string) {
  return call<LoginResponse>("/api/auth/login", json({ email: email.trim(), password }));
}

export function requestPasswordReset(email: string) {
  return call<{ message: string }>("/api/auth/forgot-password", json({ email: email.trim() }));
}

export function resetPassword(token: string, password: string, confirmPassword: string) {
  return call<{ ok: true }>("/api/auth/reset-password", json({ token, password, confirmPassword }));
}

export function completeOAuth(code: string, state: string) {
  return call<LoginResponse>("/api/auth/oauth/callback", json({ code, state }));
}

export interface PublicConfig {
  linkedinConfigured?: boolean;
  googleConfigured?: boolean;
}

export function fetchConfig() {
  return call<PublicConfig>("/api/config");
}

export function fetchPlans() {
  return call<PricingResponse>("/api/plans");
}

/** Where the LinkedIn button sends the browser (the server redirects on to LinkedIn). */
export const LINKEDIN_START_URL = "/api/auth/oauth/linkedin/start";

/**
 * POST /api/auth/signup as multipart/form-data. `onUploaded(fraction)` follows the upload
 * (0…1), so the wizard can say what is happening while the resume travels and is read.
 */
export function createAccount(form: FormData, onUploaded: (fraction: number) => void): Promise<LoginResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/auth/signup");
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => e.lengthComputable && onUploaded(e.loaded / e.total);
    xhr.upload.onload = () => onUploaded(1);
    xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: handled below */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as LoginResponse);
      const err = (body as ApiErrorBody | null)?.error;
      const fallback =
        xhr.status === 413
          ? "File size exceeds 5MB limit. Please choose a smaller file."
          : `Your account could not be created (${xhr.status}). Please try again.`;
      reject(new ApiError(xhr.status, err?.message ?? fallback, err?.fields));
    };
    xhr.send(form);
  });
}

export { ApiError };
