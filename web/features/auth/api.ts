/**
 * The accounts API as the sign-in pages call it (docs/api/accounts.md), through the typed client,
 * so a refusal arrives as an `ApiError` carrying the server's message and per-field messages; the
 * signup upload uses XMLHttpRequest for its upload progress and reads its answer the same way.
 */
import type { InferResponseType } from "hono/client";
import { api, ApiError, apiError, NETWORK_MESSAGE, read } from "../../api";

/** What login, signup and the OAuth callback answer: the user, and what this browser keeps. */
export type LoginResponse = InferResponseType<typeof api.auth.login.$post, 200>;

const auth = api.auth;

/**
 * Signs in with an e-mail and password. The answer is the signed-in user, or (202) word that a
 * sign-in link was e-mailed instead, when too many wrong passwords came from this network.
 */
export function logIn(email: string, password: string) {
  return read(auth.login.$post({ json: { email: email.trim(), password } }));
}

/** Signs in with the token of an e-mailed sign-in link (`/sign-in-link?token=…`). */
export function signInWithLink(token: string) {
  return read(auth["sign-in-link"].$post({ json: { token } }));
}

export function requestPasswordReset(email: string) {
  return read(auth["forgot-password"].$post({ json: { email: email.trim() } }));
}

export function resetPassword(token: string, password: string, confirmPassword: string) {
  return read(auth["reset-password"].$post({ json: { token, password, confirmPassword } }));
}

export function completeOAuth(code: string, state: string) {
  return read(auth.oauth.callback.$post({ json: { code, state } }));
}

/** Where the LinkedIn button sends the browser (the server redirects on to LinkedIn). */
export const LINKEDIN_START_URL = "/api/auth/oauth/linkedin/start";

type SignupResponse = InferResponseType<typeof auth.signup.$post, 201>;

/**
 * POST /api/auth/signup as multipart/form-data. `onUploaded(fraction)` follows the upload
 * (0…1), so the wizard can say what is happening while the resume travels and is read.
 */
export function createAccount(form: FormData, onUploaded: (fraction: number) => void): Promise<SignupResponse> {
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
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as SignupResponse);
      const fallback =
        xhr.status === 413
          ? "File size exceeds 5MB limit. Please choose a smaller file."
          : `Your account could not be created (${xhr.status}). Please try again.`;
      reject(apiError(xhr.status, body, fallback));
    };
    xhr.send(form);
  });
}

export { ApiError };
