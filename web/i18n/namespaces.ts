/**
 * The message catalogues of the interface, by namespace (one per part of the product). Only
 * their types are imported here: the messages reach the page from the prerendered HTML (public
 * pages) or a per-language chunk (the app), never inside a page's own code.
 */
import type about from "../../core/i18n/messages/about.en";
import type billing from "../../core/i18n/messages/billing.en";
import type billingMail from "../../core/i18n/messages/billing-mail.en";
import type checkout from "../../core/i18n/messages/checkout.en";
import type contact from "../../core/i18n/messages/contact.en";
import type errors from "../../core/i18n/messages/errors.en";
import type landing from "../../core/i18n/messages/landing.en";
import type site from "../../core/i18n/messages/site.en";
import type { Translation } from "../../core/i18n/translate";

export interface Namespaces {
  site: typeof site;
  landing: typeof landing;
  contact: typeof contact;
  about: typeof about;
  errors: typeof errors;
  billing: typeof billing;
  /** Read by the worker (notifications and e-mails), not by a screen. */
  "billing-mail": typeof billingMail;
  /** Read by the worker (the sandbox checkout's pages), not by a screen. */
  checkout: typeof checkout;
}
export type Namespace = keyof Namespaces;
export const NAMESPACES = ["site", "landing", "contact", "about", "errors", "billing", "billing-mail", "checkout"] as const satisfies readonly Namespace[];

/** Loaded messages of one language, by namespace. */
export type Resources = { [N in Namespace]?: Translation<Namespaces[N]> };
