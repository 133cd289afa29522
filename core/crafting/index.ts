/**
 * Tailoring: read a job post, write a resume or cover letter for it from the user's facts,
 * guard it against fabrication, and hand its prose to a model for polishing.
 */
export { allowedFor, craftDocument, documentText } from "./craft.ts";
export { findInventions, type GuardAllowed, guardDocument } from "./guard.ts";
export { readJobDescription, readJobPage, splitTitleLine } from "./job-post.ts";
export { polishableLines, withPolishedLines } from "./polish.ts";
export * from "./types.ts";
