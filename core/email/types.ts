/**
 * The e-mail classifier's contract: what it reads and what it answers. The tracker stores the
 * verdict with each e-mail; `core/email/classify.ts` implements it offline and deterministically.
 */
import type { EmailGroup } from "../schemas/email";

export interface EmailInput {
  subject: string;
  /** The From header as received ("Acme Careers <jobs@acme.com>"). */
  from: string;
  /** The message's text (the text part, or the HTML turned into text). */
  body: string;
}

export interface EmailVerdict {
  /** One of the six groups, or null when the message is not about a job application. */
  classification: EmailGroup | null;
  /** 0..1: how sure the classifier is of `classification` (the production adapter may ask a model below a threshold). */
  confidence: number;
  /** The hiring company, when the message names it (from the sender's name or domain, the signature or the text). */
  company: string | null;
  /** The role, when the message names it. */
  jobTitle: string | null;
  /** "ar" when the message is mostly Arabic. */
  language: "en" | "ar";
}

export type ClassifyEmail = (input: EmailInput) => EmailVerdict;
