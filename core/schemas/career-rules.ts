/**
 * Career info's rules without zod, for the browser bundle: the profile, jobs, skills,
 * certificates and education forms. Each check returns the first message for a field, or null.
 * The worker validates the same rules through the zod schemas in career.ts, which call these
 * functions, so the forms and the API always give the same words.
 */
import { AUTH_MESSAGES, SIGNUP_LIMITS } from "./auth-rules";

export const CAREER_LIMITS = {
  fullname: SIGNUP_LIMITS.fullname,
  title: SIGNUP_LIMITS.title,
  bio: { max: 2000 },
  job_title: { min: 2, max: 100 },
  company_name: { min: 1, max: 100 },
  job_description: { max: 3000 },
  jobs: { max: 50 },
  skill_name: { min: 1, max: 60 },
  skills: { max: 150 },
  /** What the user types for a certificate or course; matched to the catalogue. */
  input_text: { min: 2, max: 200 },
  cert_name: { min: 2, max: 200 },
  cert_org_name: { max: 120 },
  /** A long-form date as text ("June 2024", "يونيو 2024"); may be empty. */
  date: { max: 40 },
  degree: { min: 2, max: 150 },
  school_name: { min: 2, max: 150 },
  certificates: { max: 100 },
  education: { max: 30 },
  resumes: { max: 30 },
  job_post: { min: 30, max: 20_000 },
} as const;

const L = CAREER_LIMITS;

export const CAREER_MESSAGES = {
  fullnameRequired: AUTH_MESSAGES.fullnameRequired,
  fullnameLength: AUTH_MESSAGES.fullnameLength,
  titleRequired: AUTH_MESSAGES.titleRequired,
  titleLength: AUTH_MESSAGES.titleLength,
  bioLength: `Bio must be at most ${L.bio.max} characters`,
  jobTitleRequired: "Job title is required",
  jobTitleLength: `Job title must be between ${L.job_title.min} and ${L.job_title.max} characters`,
  companyRequired: "Company name is required",
  companyLength: `Company name must be at most ${L.company_name.max} characters`,
  jobDescriptionLength: `Job description must be at most ${L.job_description.max} characters`,
  tooManyJobs: `You can keep up to ${L.jobs.max} jobs`,
  skillRequired: "Skill name is required",
  skillLength: `Skill name must be at most ${L.skill_name.max} characters`,
  skillDuplicate: "This skill is already in your list",
  tooManySkills: `You can keep up to ${L.skills.max} skills`,
  certificateTextRequired: "Describe the certificate or course",
  certificateTextLength: `Certificate description must be between ${L.input_text.min} and ${L.input_text.max} characters`,
  certNameRequired: "Certificate name is required",
  certNameLength: `Certificate name must be between ${L.cert_name.min} and ${L.cert_name.max} characters`,
  certOrgLength: `Organisation must be at most ${L.cert_org_name.max} characters`,
  completedRequired: "Say whether you completed it",
  dateLength: `Date must be at most ${L.date.max} characters`,
  degreeRequired: "Degree is required",
  degreeLength: `Degree must be between ${L.degree.min} and ${L.degree.max} characters`,
  schoolRequired: "School name is required",
  schoolLength: `School name must be between ${L.school_name.min} and ${L.school_name.max} characters`,
  jobPostLength: `Paste a job description between ${L.job_post.min} and ${L.job_post.max.toLocaleString("en-US")} characters`,
  // Server answers (shown as they are, and translated by the errors catalogue).
  staleList: "This list was changed in another tab or device. Your changes were not saved; reload to see the latest version, then make them again.",
  noSuchResume: "No such resume.",
  noSuchJob: "No such job.",
  noSuchCertificate: "No such certificate.",
  noSuchEducation: "No such education entry.",
  tooManyCertificates: `You can keep up to ${L.certificates.max} certificates and courses`,
  tooManyEducation: `You can keep up to ${L.education.max} education entries`,
  tooManyResumes: `You can keep up to ${L.resumes.max} resumes. Delete one before uploading another.`,
  resumeUnreadable: "We couldn't read text from this resume (it may be a scanned image), so there is nothing to add from it.",
  careerUpdated: "Career Info updated Successfully",
} as const;

const M = CAREER_MESSAGES;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function profileFieldError(field: "fullname" | "title" | "bio", value: unknown): string | null {
  const v = text(value);
  switch (field) {
    case "fullname":
      if (!v) return M.fullnameRequired;
      return v.length >= L.fullname.min && v.length <= L.fullname.max ? null : M.fullnameLength;
    case "title":
      if (!v) return M.titleRequired;
      return v.length >= L.title.min && v.length <= L.title.max ? null : M.titleLength;
    case "bio":
      return v.length <= L.bio.max ? null : M.bioLength;
  }
}

export function jobFieldError(field: "job_title" | "company_name" | "job_description", value: unknown): string | null {
  const v = text(value);
  switch (field) {
    case "job_title":
      if (!v) return M.jobTitleRequired;
      return v.length >= L.job_title.min && v.length <= L.job_title.max ? null : M.jobTitleLength;
    case "company_name":
      if (!v) return M.companyRequired;
      return v.length <= L.company_name.max ? null : M.companyLength;
    case "job_description":
      return v.length <= L.job_description.max ? null : M.jobDescriptionLength;
  }
}

export function skillNameError(value: unknown): string | null {
  const v = text(value);
  if (!v) return M.skillRequired;
  return v.length <= L.skill_name.max ? null : M.skillLength;
}

/** Skill names compare without case or surrounding space: "python" is "Python". */
export const skillKey = (name: string) => name.trim().toLocaleLowerCase("en-US");

export function certificateFieldError(field: "input_text" | "cert_name" | "cert_org_name" | "cert_issue_date", value: unknown): string | null {
  const v = text(value);
  switch (field) {
    case "input_text":
      if (!v) return M.certificateTextRequired;
      return v.length >= L.input_text.min && v.length <= L.input_text.max ? null : M.certificateTextLength;
    case "cert_name":
      if (!v) return M.certNameRequired;
      return v.length >= L.cert_name.min && v.length <= L.cert_name.max ? null : M.certNameLength;
    case "cert_org_name":
      return v.length <= L.cert_org_name.max ? null : M.certOrgLength;
    case "cert_issue_date":
      return v.length <= L.date.max ? null : M.dateLength;
  }
}

export function educationFieldError(field: "degree" | "school_name" | "issue_date", value: unknown): string | null {
  const v = text(value);
  switch (field) {
    case "degree":
      if (!v) return M.degreeRequired;
      return v.length >= L.degree.min && v.length <= L.degree.max ? null : M.degreeLength;
    case "school_name":
      if (!v) return M.schoolRequired;
      return v.length >= L.school_name.min && v.length <= L.school_name.max ? null : M.schoolLength;
    case "issue_date":
      return v.length <= L.date.max ? null : M.dateLength;
  }
}

export function jobPostError(value: unknown): string | null {
  const v = text(value);
  return v.length >= L.job_post.min && v.length <= L.job_post.max ? null : M.jobPostLength;
}
