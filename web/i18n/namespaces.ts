/**
 * The message catalogues of the interface, by namespace (one per part of the product). Only
 * their types are imported here: the messages reach the page from the prerendered HTML (public
 * pages) or a per-language chunk (the app), never inside a page's own code.
 */
import type about from "../../core/i18n/messages/about.en";
import type blog from "../../core/i18n/messages/blog.en";
import type legal from "../../core/i18n/messages/legal.en";
import type privacy from "../../core/i18n/messages/privacy.en";
import type terms from "../../core/i18n/messages/terms.en";
import type coach from "../../core/i18n/messages/coach.en";
import type billing from "../../core/i18n/messages/billing.en";
import type career from "../../core/i18n/messages/career.en";
import type library from "../../core/i18n/messages/library.en";
import type emails from "../../core/i18n/messages/emails.en";
import type networking from "../../core/i18n/messages/networking.en";
import type courses from "../../core/i18n/messages/courses.en";
import type roadmap from "../../core/i18n/messages/roadmap.en";
import type jobs from "../../core/i18n/messages/jobs.en";
import type voice from "../../core/i18n/messages/voice.en";
import type notifications from "../../core/i18n/messages/notifications.en";
import type contact from "../../core/i18n/messages/contact.en";
import type errors from "../../core/i18n/messages/errors.en";
import type landing from "../../core/i18n/messages/landing.en";
import type portal from "../../core/i18n/messages/portal.en";
import type pricing from "../../core/i18n/messages/pricing.en";
import type products from "../../core/i18n/messages/products.en";
import type auth from "../../core/i18n/messages/auth.en";
import type signup from "../../core/i18n/messages/signup.en";
import type site from "../../core/i18n/messages/site.en";
import type titles from "../../core/i18n/messages/titles.en";
import type { Translation } from "../../core/i18n/translate";

export interface Namespaces {
  site: typeof site;
  landing: typeof landing;
  contact: typeof contact;
  about: typeof about;
  errors: typeof errors;
  titles: typeof titles;
  blog: typeof blog;
  legal: typeof legal;
  privacy: typeof privacy;
  terms: typeof terms;
  pricing: typeof pricing;
  products: typeof products;
  portal: typeof portal;
  coach: typeof coach;
  auth: typeof auth;
  signup: typeof signup;
  billing: typeof billing;
  career: typeof career;
  library: typeof library;
  emails: typeof emails;
  networking: typeof networking;
  courses: typeof courses;
  roadmap: typeof roadmap;
  jobs: typeof jobs;
  voice: typeof voice;
  notifications: typeof notifications;
}
export type Namespace = keyof Namespaces;
export const NAMESPACES = [
  "site",
  "landing",
  "contact",
  "about",
  "errors",
  "titles",
  "blog",
  "legal",
  "privacy",
  "terms",
  "pricing",
  "products",
  "portal",
  "coach",
  "auth",
  "signup",
  "billing",
  "career",
  "library",
  "emails",
  "networking",
  "courses",
  "roadmap",
  "jobs",
  "voice",
  "notifications",
] as const satisfies readonly Namespace[];

/** Loaded messages of one language, by namespace. */
export type Resources = { [N in Namespace]?: Translation<Namespaces[N]> };
