/**
 * The site frame's calls, through the typed client: the newsletter box (POST /api/newsletter)
 * and what this deployment switches on (GET /api/config, for the customer chat widget).
 */
import { api, read } from "../../api";

/** Subscribes an address; answers the thank-you sentence the box shows. */
export function subscribeToNewsletter(email: string) {
  // The spec's newsletter request carries these fixed name and message values.
  return read(api.newsletter.$post({ json: { email, name: "newsLetter", message: "sign me into news letter" } }));
}

/** What is switched on in this deployment (the chat widget's app id, sign-in providers, …). */
export function fetchPublicConfig() {
  return read(api.config.$get());
}
