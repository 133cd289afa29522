/**
 * Career networking (docs/api/networking.md): the request for a LinkedIn connection note or a
 * cold e-mail to a person at a company (spec section 3, Networking request), the generated
 * message (Generated message), what a saved one keeps, and the sentences a person reads.
 * Shared by the worker and the portal's form, so both refuse the same input with the same words.
 */
import { z } from "zod";
import { industryByCode } from "../coach/knowledge/industries.ts";

export const NETWORKING_TYPES = ["linkedin", "email"] as const;
export type NetworkingType = (typeof NETWORKING_TYPES)[number];
export const NETWORKING_LANGUAGES = ["en", "ar"] as const;
export type NetworkingLanguage = (typeof NETWORKING_LANGUAGES)[number];

export const NETWORKING_LIMITS = {
  jobTitle: 120,
  companyName: 120,
  addresseeName: 120,
  targetMessage: 1000,
  /** LinkedIn refuses a connection note longer than this. */
  linkedinChars: 300,
  /** A cold e-mail's body stays under about this many words. */
  emailWords: 150,
  emailSubjectChars: 90,
} as const;

export const NETWORKING_MESSAGES = {
  typeInvalid: "Choose LinkedIn connection note or cold e-mail.",
  jobTitleRequired: "Enter the job title you are interested in.",
  jobTitleLong: `The job title is too long (at most ${NETWORKING_LIMITS.jobTitle} characters)`,
  companyRequired: "Enter the company's name.",
  companyLong: `The company name is too long (at most ${NETWORKING_LIMITS.companyName} characters)`,
  addresseeRequired: "Enter the name of the person you are writing to.",
  addresseeLong: `The name is too long (at most ${NETWORKING_LIMITS.addresseeName} characters)`,
  industryRequired: "Choose the company's industry.",
  industryUnknown: "Choose an industry from the list.",
  targetRequired: "Say what you want from this message, for example a referral or a short call.",
  targetLong: `What you want is too long (at most ${NETWORKING_LIMITS.targetMessage} characters)`,
  languageInvalid: "language must be en or ar",
  generateFailed: "The message could not be written just now. Nothing was lost — try again.",
} as const;

const M = NETWORKING_MESSAGES;

const required = (requiredMessage: string, max: number, longMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: longMessage });

/** The spec's industry field: a list of one entry with Description and Code, checked against the 147 codes. */
export const industryFieldSchema = z
  .array(z.object({ Description: z.string(), Code: z.string() }), { error: M.industryRequired })
  .length(1, { error: M.industryRequired })
  .refine((list) => list.length === 1 && industryByCode(list[0].Code)?.description === list[0].Description, { error: M.industryUnknown });

/** POST /api/networking/messages (spec: Networking request). */
export const networkingRequestSchema = z.object({
  type: z.enum(NETWORKING_TYPES, { error: M.typeInvalid }),
  job_title: required(M.jobTitleRequired, NETWORKING_LIMITS.jobTitle, M.jobTitleLong),
  company_name: required(M.companyRequired, NETWORKING_LIMITS.companyName, M.companyLong),
  addressee_name: required(M.addresseeRequired, NETWORKING_LIMITS.addresseeName, M.addresseeLong),
  industry: industryFieldSchema,
  target_message: required(M.targetRequired, NETWORKING_LIMITS.targetMessage, M.targetLong),
  /** The message's language; the page's language when left out. */
  language: z.enum(NETWORKING_LANGUAGES, { error: M.languageInvalid }).optional(),
});
export type NetworkingRequest = z.infer<typeof networkingRequestSchema>;
export type NetworkingForm = z.input<typeof networkingRequestSchema>;

/** The spec's `report`: the message and who it is for. */
export const networkingReportSchema = z.object({
  message: z.string(),
  /** Cold e-mails only: the subject line (null for a LinkedIn note). */
  subject: z.string().nullable(),
  /** "position at company", e.g. "Data Analyst at Vodafone". */
  job_title_in_company: z.string(),
  type: z.enum(NETWORKING_TYPES),
  addressee_name: z.string(),
  language: z.enum(NETWORKING_LANGUAGES),
});
export type NetworkingReport = z.infer<typeof networkingReportSchema>;

/** What a saved networking message keeps (saved_obj of type networking_message). */
export const savedNetworkingSchema = z.object({
  report: networkingReportSchema,
  formData: networkingRequestSchema,
});
export type SavedNetworking = z.infer<typeof savedNetworkingSchema>;

/** POST /api/networking/messages answers the spec's Generated message. */
export const generatedMessageSchema = z.object({
  report: networkingReportSchema,
  formData: networkingRequestSchema,
  /** The saved item with this exact text, when there is one (the card then shows Saved). */
  my_saved_obj: z.object({ id: z.number() }).nullable(),
  /** Which writer wrote it: the embedded engine or the configured model. */
  engine: z.enum(["local", "model"]),
});
export type GeneratedMessage = z.infer<typeof generatedMessageSchema>;
