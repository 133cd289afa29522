/**
 * Tailoring a resume or cover letter to a job post, from the user's own career info only.
 * The worker gathers the facts (D1) and the post (a fetched page or pasted text); core writes
 * the document and checks it against the facts (the fabrication guard).
 */
import type { DocNode } from "../documents/types";

export type CraftKind = "resume" | "cover_letter";
export type CraftLanguage = "en" | "ar";

/** Everything the user told us: the only source of employers, titles, degrees, certificates, dates and skills. */
export interface CareerFacts {
  fullname: string;
  title: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  linkedin: string;
  bio: string;
  level: string;
  jobs: { job_title: string; company_name: string; is_current: 0 | 1; job_description: string }[];
  skills: { skill_name: string; skill_type: "hard" | "soft" }[];
  education: { degree: string; school_name: string; issue_date: string }[];
  certificates: { cert_name: string; cert_org_name: string; cert_date: string }[];
  /** The uploaded resumes' plain text, newest first (bullets and dates the lists above may lack). */
  resumeTexts: string[];
}

/** A job post reduced to what tailoring needs. */
export interface JobPost {
  /** The role ("Senior Data Analyst"); "" when the post does not say. */
  title: string;
  /** The hiring company; "" when the post does not say. */
  company: string;
  /** Where the job is, when stated. */
  location: string;
  /** The posting's readable text (no markup), at most JOB_TEXT_MAX characters. */
  text: string;
  /** The language the post is written in. */
  language: CraftLanguage;
  /** Hard skills the post asks for, in the post's order of importance. */
  hardSkills: string[];
  /** Soft skills the post asks for. */
  softSkills: string[];
  /** The page's address when it came from a link. */
  url: string | null;
}

export const JOB_TEXT_MAX = 20_000;

export interface CraftOptions {
  kind: CraftKind;
  /** The document's language; the post's language when absent. */
  language?: CraftLanguage;
  /** Today (YYYY-MM-DD), for the cover letter's date. */
  today: string;
}

export interface CraftedDoc {
  /** "Sara Ali — Data Analyst at Nile Retail (Resume)" style title, in the document's language. */
  title: string;
  language: CraftLanguage;
  content: DocNode;
  /** Job hard skills the user has and the document mentions / job hard skills the user has. */
  coverage: { matched: string[]; owned: string[]; required: string[] };
}

/** What the guard removed: each entry names the kind of fact and the words that were not the user's. */
export interface GuardFinding {
  kind: "employer" | "title" | "degree" | "certificate" | "date" | "skill";
  text: string;
}

export interface GuardResult {
  content: DocNode;
  removed: GuardFinding[];
}
