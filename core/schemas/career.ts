/**
 * Career info as zod schemas (for the worker) and the shapes the career API answers (docs/api/
 * career.md). Every field is judged by the zod-free checks of career-rules.ts, so the forms and
 * the API give the same words. The types at the bottom are plain: the browser imports them freely.
 */
import { z } from "zod";
import type { ResumeItem, SkillItem, UserInfo } from "./account";
import {
  CAREER_LIMITS as L,
  CAREER_MESSAGES as M,
  certificateFieldError,
  educationFieldError,
  jobFieldError,
  jobPostError,
  profileFieldError,
  skillKey,
  skillNameError,
} from "./career-rules";
import { textField } from "./auth";
import { jsonId } from "./ids";

export * from "./career-rules";

/** 1 or 0 (a checkbox or a Current/Former choice). Long texts keep their line breaks; only the ends are trimmed. */
const flag = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message });

/** The version a list was read at; a save with an older one is refused (409) instead of overwriting. */
const version = z.string({ error: "version is required" }).max(64, { error: "version is not valid" });

export const profileSchema = z.object({
  fullname: textField((v) => profileFieldError("fullname", v)),
  title: textField((v) => profileFieldError("title", v)),
  bio: textField((v) => profileFieldError("bio", v)),
});
export type ProfileBody = z.input<typeof profileSchema>;

export const jobSchema = z.object({
  /** Present for a job read from the server; absent for one added on the page. */
  id: jsonId("id must be a job's id").optional(),
  job_title: textField((v) => jobFieldError("job_title", v)),
  company_name: textField((v) => jobFieldError("company_name", v)),
  is_current: flag("Choose Current Job or Former Job"),
  job_description: textField((v) => jobFieldError("job_description", v)),
});

export const jobsSaveSchema = z.object({
  version,
  jobs: z.array(jobSchema, { error: "jobs must be a list" }).max(L.jobs.max, { error: M.tooManyJobs }),
});
export type JobsSaveBody = z.input<typeof jobsSaveSchema>;

export const skillSchema = z.object({
  id: jsonId("id must be a skill's id").optional(),
  skill_name: textField(skillNameError),
  skill_type: z.enum(["hard", "soft"], { error: "skill_type must be hard or soft" }),
});

export const skillsSaveSchema = z.object({
  version,
  skills: z
    .array(skillSchema, { error: "skills must be a list" })
    .max(L.skills.max, { error: M.tooManySkills })
    .superRefine((skills, ctx) => {
      const seen = new Set<string>();
      skills.forEach((skill, index) => {
        const key = skillKey(skill.skill_name);
        if (seen.has(key)) ctx.addIssue({ code: "custom", message: M.skillDuplicate, path: [index, "skill_name"] });
        seen.add(key);
      });
    }),
});
export type SkillsSaveBody = z.input<typeof skillsSaveSchema>;

/** Save All Changes on the resumes: the ids still on the page (the others are deleted). */
export const resumesSaveSchema = z.object({
  version,
  keep: z.array(jsonId("keep must list resume ids"), { error: "keep must be a list" }).max(L.resumes.max),
});
export type ResumesSaveBody = z.input<typeof resumesSaveSchema>;

/** Add New Certificate: what the user typed, matched to the course catalogue by the server. */
export const certificateAddSchema = z.object({
  input_text: textField((v) => certificateFieldError("input_text", v)),
  is_complete: flag(M.completedRequired),
  cert_issue_date: textField((v) => certificateFieldError("cert_issue_date", v)),
});
export type CertificateAddBody = z.input<typeof certificateAddSchema>;

/** Editing a saved row: its name, organisation and date as shown. */
export const certificateEditSchema = z.object({
  cert_name: textField((v) => certificateFieldError("cert_name", v)),
  cert_org_name: textField((v) => certificateFieldError("cert_org_name", v)),
  cert_issue_date: textField((v) => certificateFieldError("cert_issue_date", v)),
  is_complete: flag(M.completedRequired),
});
export type CertificateEditBody = z.input<typeof certificateEditSchema>;

export const educationSchema = z.object({
  degree: textField((v) => educationFieldError("degree", v)),
  school_name: textField((v) => educationFieldError("school_name", v)),
  issue_date: textField((v) => educationFieldError("issue_date", v)),
});
export type EducationBody = z.input<typeof educationSchema>;

/** The report, optionally against a job: a pasted description or one of the user's jobs. */
export const reportSchema = z
  .object({
    job_description: textField(jobPostError).optional(),
    job_id: jsonId("job_id must be one of your jobs").optional(),
  })
  .refine((body) => !(body.job_description && body.job_id), { message: "Give a job description or a job, not both" });
export type ReportBody = z.input<typeof reportSchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

export interface JobItem {
  id: number;
  job_title: string;
  company_name: string;
  /** 1 current, 0 former. */
  is_current: 0 | 1;
  job_description: string;
}

export interface CertificateItem {
  id: number;
  cert_name: string;
  cert_org_name: string;
  cert_issue_date: string;
  is_complete: 0 | 1;
  /** The catalogue course's page when the text matched one; null for the user's own words. */
  course_url: string | null;
}

export interface EducationItem {
  id: number;
  degree: string;
  school_name: string;
  /** Long-form date as text ("June 2020"). */
  issue_date: string;
}

export interface CareerInfo {
  user: UserInfo;
  jobs: JobItem[];
  skills: SkillItem[];
  /** Uploaded PDFs, newest first. */
  resumes: ResumeItem[];
  certificates: CertificateItem[];
  education: EducationItem[];
  /** The versions the lists were read at; send them back with a whole-list save. */
  versions: { jobs: string; skills: string; resumes: string };
}

/** What Get Info added from a resume (only what was not already there). */
export interface CareerMerge {
  added: { jobs: number; skills: number; education: number; certificates: number };
  career: CareerInfo;
}

// ── The resume report ──────────────────────────────────────────────────────────────────────────

export type ReportSeverity = "high" | "medium" | "low";

export interface ReportItem {
  /** Stable rule id ("quantify_bullets", "two_columns"…), for tests and analytics. */
  code: string;
  severity: ReportSeverity;
  /** The section the advice is about, as the resume names it; null for the whole document. */
  section: string | null;
  /** The resume line the advice is about, quoted; null when it is about a section or the file. */
  line: string | null;
  /** The advice, in the reader's language. */
  text: string;
}

export type RequirementStatus = "met" | "partly" | "not_shown";

export interface JobRequirement {
  /** The requirement as the job description words it (a skill, a trait or the title). */
  requirement: string;
  kind: "hard" | "soft" | "title";
  status: RequirementStatus;
  /** The resume line that shows it; null when not shown. */
  evidence: string | null;
}

export interface JobMatch {
  /** 0–100: the weighted coverage below; repeating a keyword does not raise it. */
  score: number;
  breakdown: { hard: number; soft: number; title: number };
  requirements: JobRequirement[];
  /** The job's title as found in the description, when one was found. */
  job_title: string | null;
}

export interface ResumeReport {
  resume: { id: number; title: string; resume_url: string; pages: number; words: number };
  /** 0–100 overall, and per part. */
  score: number;
  scores: { parseability: number; content: number };
  /** "Resume Recommendations": what the resume says (content). */
  recommendations: ReportItem[];
  /** "Resume Style Recommendations": how it reads to software and people (parseability, layout, style). */
  style: ReportItem[];
  /** Present when a job description or job was given. */
  match: JobMatch | null;
}
