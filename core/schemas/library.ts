/**
 * The resume and cover-letter library (docs/api/library.md): the craft request, its streamed
 * progress, the crafted documents' list items, and the messages a person reads. The checks are
 * zod-free so the modal's form and the API give the same words; the zod schema wraps them.
 */
import { z } from "zod";
import type { ResumeItem } from "./account";
import { textField } from "./auth";

export const LIBRARY_LIMITS = {
  /** A pasted job description: enough words to read requirements from, at most a long posting. */
  description: { min: 80, max: 20_000 },
  link: { max: 2_000 },
  /** Crafted documents a user may keep (resumes and cover letters together). */
  documents: { max: 100 },
  title: { max: 200 },
} as const;

export const LIBRARY_MESSAGES = {
  linkRequired: "Paste the job post's link",
  linkInvalid: "Enter the job post's full link, starting with https://",
  linkScheme: "Only web links (http or https) can be read",
  linkPrivate: "This link points to a private or local address, which Amal does not open",
  linkUnreadable: "We could not read a job post at this link. Paste the description instead.",
  linkNotFound: "That page was not found (the job post may have been taken down). Paste the description instead.",
  linkTooBig: "That page is too large to read. Paste the description instead.",
  linkTimeout: "That page took too long to answer. Try again, or paste the description instead.",
  descriptionRequired: "Paste the job description",
  descriptionShort: `The job description is too short to tailor from (at least ${LIBRARY_LIMITS.description.min} characters)`,
  descriptionLong: `The job description is too long (at most ${LIBRARY_LIMITS.description.max.toLocaleString("en-US")} characters)`,
  noCareerInfo: "Add at least one job or skill in Career Info first, so there is something true to tailor from.",
  tooManyDocuments: `You have ${LIBRARY_LIMITS.documents.max} crafted documents, the most the library keeps. Delete some to make room.`,
  documentNotFound: "This document does not exist or was deleted.",
  craftFailed: "The document could not be created just now. Nothing was saved — try again.",
  pdfUnavailable: "The PDF of this document cannot be made right now. Download the Word file instead.",
  titleRequired: "Give the document a title",
  titleLong: `The title is too long (at most ${LIBRARY_LIMITS.title.max} characters)`,
} as const;

export const CRAFT_KINDS = ["resume", "cover_letter"] as const;
export type CraftKindName = (typeof CRAFT_KINDS)[number];

/** The modal's actions (spec section 4). */
export const LIBRARY_ACTIONS = ["create_resume", "create_cover_letter", "download_resume", "download_cover_letter", "analyze_resume", "upload_final_resume"] as const;
export type LibraryAction = (typeof LIBRARY_ACTIONS)[number];

/**
 * The five progress steps, in order: the user's skills from the database, their background,
 * the job post (fetched from its link or read from the description), the company and HR
 * details, and writing the document.
 */
export const CRAFT_STEPS = ["skills", "background", "job_post", "company", "writing"] as const;
export type CraftStep = (typeof CRAFT_STEPS)[number];

export function descriptionError(value: string): string | null {
  const text = value.trim();
  if (!text) return LIBRARY_MESSAGES.descriptionRequired;
  if (text.length < LIBRARY_LIMITS.description.min) return LIBRARY_MESSAGES.descriptionShort;
  if (text.length > LIBRARY_LIMITS.description.max) return LIBRARY_MESSAGES.descriptionLong;
  return null;
}

/** The link's shape only; whether its host may be opened is the server's to decide (it resolves it). */
export function linkError(value: string): string | null {
  const text = value.trim();
  if (!text) return LIBRARY_MESSAGES.linkRequired;
  if (text.length > LIBRARY_LIMITS.link.max) return LIBRARY_MESSAGES.linkInvalid;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return LIBRARY_MESSAGES.linkInvalid;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return LIBRARY_MESSAGES.linkScheme;
  if (!url.hostname) return LIBRARY_MESSAGES.linkInvalid;
  return null;
}

export function titleError(value: string): string | null {
  const text = value.trim();
  if (!text) return LIBRARY_MESSAGES.titleRequired;
  if (text.length > LIBRARY_LIMITS.title.max) return LIBRARY_MESSAGES.titleLong;
  return null;
}

// ── zod (worker) ────────────────────────────────────────────────────────────────────────────

const kind = z.enum(CRAFT_KINDS, { error: "kind must be resume or cover_letter" });
const language = z.enum(["auto", "en", "ar"], { error: "language must be auto, en or ar" }).default("auto");

export const craftSchema = z.discriminatedUnion(
  "source",
  [
    z.object({ kind, language, source: z.literal("link"), job_link: textField(linkError) }),
    z.object({ kind, language, source: z.literal("description"), job_description: textField(descriptionError) }),
  ],
  { error: "source must be link or description" },
);
export type CraftBody = z.input<typeof craftSchema>;

export const renameSchema = z.object({ title: textField(titleError) });

export const downloadQuerySchema = z.object({
  format: z.enum(["docx", "pdf"], { error: "format must be docx or pdf" }).default("docx"),
});

// ── Answers (plain types: the browser imports them) ─────────────────────────────────────────

export interface CraftedDocumentItem {
  id: number;
  kind: CraftKindName;
  title: string;
  language: "en" | "ar";
  /** Goes up with every saved edit: the word editor's key (spec: onlyOfficeKey). */
  version: number;
  created_at: string;
  updated_at: string;
  /** The role and company it was tailored for ("" when the post did not say). */
  job_title: string;
  company: string;
  /** The first lines of the document, for the card's page preview (headings marked with "# "). */
  preview: string;
  /** Download address of the DOCX (spec: resume_url / cover_url, file_path). */
  file_path: string;
  resume_url?: string;
  cover_url?: string;
}

export interface LibraryList {
  /** Uploaded PDFs, newest first (the same list as career info's). */
  resumes: ResumeItem[];
  craftedResumes: CraftedDocumentItem[];
  coverLetters: CraftedDocumentItem[];
}

/** What the word editor opens (spec: the word-editor token response's url, id, title, key). */
export interface EditorDocument {
  id: number;
  title: string;
  /** The document's version: the spec's `key`. */
  key: number;
  /** The latest DOCX. */
  url: string;
  kind: CraftKindName;
  language: "en" | "ar";
  /** The DocRoom's name (`<userId>:<documentId>`), for the PartySocket. */
  room: string;
}

/**
 * POST /api/library/craft answers `application/x-ndjson`: one event per line, as each step is
 * done, then `done` or `error`. A request that fails validation gets an ordinary 4xx JSON error
 * before any event.
 */
export type CraftEvent =
  | { type: "step"; step: CraftStep; index: number; status: "started" | "done" }
  | { type: "done"; document: CraftedDocumentItem; removed: number }
  /** The API's one error shape (`{ code, message, fields? }`, fields keyed `job_link` / `job_description`), with the status it would have had. */
  | { type: "error"; status: number; error: { code: string; message: string; fields?: Record<string, string> } };
