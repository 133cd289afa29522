/** The contact form's call (POST /api/contact), through the typed client. */
import { api, read } from "../../api";

/** Sends the visitor's message; a refusal throws `ApiError` with the server's words. */
export function sendContactMessage(message: { name: string; email: string; message: string }) {
  return read(api.contact.$post({ json: message }));
}
