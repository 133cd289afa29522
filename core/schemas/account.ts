/**
 * What the accounts API answers (docs/api/accounts.md). Plain types, no runtime code: the
 * worker builds these shapes and the browser may import them without pulling anything in.
 */
import type { DigitStyle, Locale } from "../i18n/locales";
import type { Level } from "./auth-rules";
import type { CraftedDocumentItem } from "./library";

export interface UserInfo {
  id: string;
  fullname: string;
  email: string;
  title: string;
  bio: string;
  country: string;
  city: string;
  /** `/api/files/image/<id>` when the user uploaded a picture. */
  image_url: string | null;
  created_at: string;
  linkedin: string;
  /** "" for an account created through LinkedIn/Google until Career Info is filled in. */
  level: Level | "";
  phone_number: string;
  institute: string;
  /** 0 for an account created through LinkedIn/Google until Career Info is filled in. */
  salary: number;
  /** The interface language the account chose (screens and e-mails), and its digit style. */
  locale: Locale;
  digits: DigitStyle;
}

export interface LoginResponse {
  user: UserInfo;
  isAuthenticated: true;
  isSubscribed: boolean;
  intercom_hash: string | null;
}

export interface MeResponse {
  isAuthenticated: true;
  isSubscribed: boolean;
  user: UserInfo;
}

export interface SkillItem {
  id: number;
  skill_name: string;
  skill_type: "hard" | "soft";
}

export interface ResumeItem {
  id: number;
  title: string;
  date_uploaded: string;
  /** `/api/files/resume/<id>`: the PDF, for the signed-in owner only. */
  resume_url: string;
  resume_path: string;
}

export interface PortalHome {
  user: UserInfo;
  skills: SkillItem[];
  /** Uploaded PDFs, newest first. */
  resumes: ResumeItem[];
  /** The resume library's crafted resumes, newest first. */
  craftedResumes: CraftedDocumentItem[];
  jobs: { id: number; job_title: string; company_name: string; is_current: 0 | 1; job_description: string }[];
  sessions: { session_id: string; session_name: string; date_created: string }[];
  extraction: { note: string | null };
}

/** Shown when the signup resume had no text layer (a scan): the profile starts without bio and skills. */
export const SCANNED_RESUME_NOTE =
  "We couldn't read text from your resume (it may be a scanned image). You can add your bio and skills in Career Info.";

export const FORGOT_PASSWORD_MESSAGE = "If an account exists for this email, a reset link is on its way.";
