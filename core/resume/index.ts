/**
 * Resume reading: PDF bytes → text (`extractPdfText`), text → profile (`extractResumeProfile`).
 * Used at signup to fill the bio and skills, and by the resume analyser.
 */
export { extractCertificates, type ExtractedCertificate } from "./certificates.ts";
export { compareResumeDates, type DateRange, findDateRange, isPresentWord, parseResumeDate } from "./dates.ts";
export { extractEducation, type ExtractedEducation } from "./education.ts";
export { extractJobs, type ExtractedJob } from "./experience.ts";
export { extractPdfText, ResumeReadError, type PdfText, type ResumeReadErrorCode } from "./pdf-text.ts";
export { isMostlyRtl, reorderLine } from "./bidi.ts";
export { extractResumeProfile, type ExtractOptions, type ResumeProfile } from "./profile.ts";
export { splitSections, headingKind, type ResumeSection, type SectionKind, type SplitResume } from "./sections.ts";
export { SKILLS, type SkillEntry, type SkillType } from "./skills-taxonomy.ts";
export { findSkillNames } from "./skills.ts";
