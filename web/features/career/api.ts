/**
 * Career Info's calls to the career API (`/api/career`, docs/api/career.md), through the typed
 * client (`web/api.ts`), so a changed route or body fails the type check. Each throws `ApiError`
 * with the server's message, code and per-field messages.
 */
import type {
  CareerInfo,
  CareerMerge,
  CertificateAddBody,
  CertificateEditBody,
  CertificateItem,
  EducationBody,
  EducationItem,
  JobItem,
  ResumeReport,
} from "../../../core/schemas/career";
import type { ResumeItem, SkillItem, UserInfo } from "../../../core/schemas/account";
import { api, ApiError, read } from "../../api";

const career = api.career;
const signalled = (signal?: AbortSignal) => ({ init: { signal } });

/** Everything Career Info shows, with the versions its lists were read at (GET /api/career). */
export async function fetchCareer(signal?: AbortSignal): Promise<CareerInfo> {
  return read(career.$get(undefined, signalled(signal)));
}

export interface ProfileValues {
  fullname: string;
  title: string;
  bio: string;
}

/** Saves name, title and bio; answers the user as now stored. */
export async function saveProfile(values: ProfileValues): Promise<UserInfo> {
  return (await read(career.profile.$put({ json: values }))).user;
}

/** Replaces the profile picture (a .jpg/.png up to 5 MB, checked again by the server). */
export async function replacePhoto(image: File): Promise<UserInfo> {
  return (await read(career.photo.$put({ form: { image } }))).user;
}

/**
 * Create New Bio: a proposal written from the user's career info; nothing is saved. Each
 * `variant` words it differently, so asking again gives another proposal.
 */
export async function proposeBio(variant = 0): Promise<string> {
  return (await read(career.bio.$post({ query: { variant: String(variant) } }))).bio;
}

/** A job as the page holds it: rows added on the page have no id until saved. */
export type JobDraft = Omit<JobItem, "id"> & { id?: number };
export type SkillDraft = Omit<SkillItem, "id"> & { id?: number };

/** Saves the whole job list read at `version` (409 `stale_list` when it changed meanwhile). */
export async function saveJobs(version: string, jobs: JobDraft[]): Promise<{ jobs: JobItem[]; version: string }> {
  return read(career.jobs.$put({ json: { version, jobs } }));
}

/** Saves the whole skill list read at `version` (409 `stale_list` when it changed meanwhile). */
export async function saveSkills(version: string, skills: SkillDraft[]): Promise<{ skills: SkillItem[]; version: string }> {
  return read(career.skills.$put({ json: { version, skills } }));
}

export interface SkillSuggestion {
  name: string;
  type: "hard" | "soft";
}

/** Up to eight skills from the taxonomy that start with or contain `q`. */
export async function suggestSkills(q: string, type: "hard" | "soft", signal?: AbortSignal): Promise<SkillSuggestion[]> {
  return (await read(career.skills.suggest.$get({ query: { q, type } }, signalled(signal)))).suggestions;
}

/** Uploads another resume (PDF up to 5 MB); it is saved at once. */
export async function uploadResume(resume: File): Promise<{ resume: ResumeItem; version: string }> {
  return read(career.resumes.$post({ form: { resume } }));
}

/** Save All Changes on the resumes: keeps `keep`, deletes the others read at `version`. */
export async function saveResumes(version: string, keep: number[]): Promise<{ resumes: ResumeItem[]; version: string }> {
  return read(career.resumes.$put({ json: { version, keep } }));
}

/** Get Info: adds what the resume says and the career info lacks; answers what was added and the new career info. */
export async function resumeInfo(id: number): Promise<CareerMerge> {
  return read(career.resumes[":id"].info.$post({ param: { id: String(id) } }));
}

/** What the report is measured against: nothing, a pasted job description, or one of the user's jobs. */
export type ReportTarget = Record<string, never> | { job_description: string } | { job_id: number };

/** The resume's report (subscribers), in the interface language. */
export async function resumeReport(id: number, target: ReportTarget = {}, signal?: AbortSignal): Promise<ResumeReport> {
  return read(career.resumes[":id"].report.$post({ param: { id: String(id) }, json: target }, signalled(signal)));
}

/** Add New Certificate: the user's words, matched to the course catalogue by the server. */
export async function addCertificate(body: CertificateAddBody): Promise<{ certificate: CertificateItem; matched: boolean }> {
  return read(career.certificates.$post({ json: body }));
}

export async function editCertificate(id: number, body: CertificateEditBody): Promise<CertificateItem> {
  return (await read(career.certificates[":id"].$put({ param: { id: String(id) }, json: body }))).certificate;
}

export async function deleteCertificate(id: number): Promise<void> {
  await read(career.certificates[":id"].$delete({ param: { id: String(id) } }));
}

export async function addEducation(body: EducationBody): Promise<EducationItem> {
  return (await read(career.education.$post({ json: body }))).education;
}

export async function editEducation(id: number, body: EducationBody): Promise<EducationItem> {
  return (await read(career.education[":id"].$put({ param: { id: String(id) }, json: body }))).education;
}

export async function deleteEducation(id: number): Promise<void> {
  await read(career.education[":id"].$delete({ param: { id: String(id) } }));
}

/** The server refused a whole-list save because the list changed since it was read. */
export function isStaleList(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && err.code === "stale_list";
}
