/** The contact form's call (POST /api/contact), through the typed client. */
import { api, read } from "../../api";

/** Sends the visitor's message; a refusal throws `ApiError` with the server's words. */
export function sendContactMessage(message: { name: string; email: string; message: string }) {
  return read(api.contact.$post({ json: message }));
}

/** The portal's form (POST /api/contact/portal): support sees the signed-in account with the message. */
export function sendPortalContactMessage(message: { name: string; email: string; message: string }) {
  return read(api.contact.portal.$post({ json: message }));
}
