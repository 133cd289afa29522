/**
 * Account forms' rules without zod, for the browser bundle: signup (3 steps), login, reset
 * request, reset (token) password and the portal's change password. Each check returns the first
 * message for a field, or null when it is fine. The worker validates the same rules through the
 * zod schemas in auth.ts, which call these functions, so both sides always give the same words.
 *
 * Messages quoted in the spec (§5) are used verbatim; the others follow the same voice.
 */
import { simpleEmailPattern } from "./patterns";

export const LEVELS = ["Student", "Junior", "Mid-level", "Senior", "Lead"] as const;
export type Level = (typeof LEVELS)[number];

export const SIGNUP_LIMITS = {
  email: { min: 5, max: 50 },
  password: { min: 5, max: 50 },
  fullname: { min: 2, max: 50 },
  /** The API accepts 10–30 characters; the spec's input box takes 10–15. */
  phone_number: { min: 10, max: 30, inputMax: 15 },
  title: { min: 5, max: 25 },
  country: { max: 100 },
  city: { max: 100 },
  linkedin: { max: 100 },
  /** The API accepts 500 characters; the spec's input box takes 50. */
  institute: { max: 500, inputMax: 50 },
  salary: { min: 50, max: 1_000_000 },
} as const;

export const PASSWORD_LIMITS = { min: 8, max: 50 } as const;

/** 5 MB, the limit for the profile picture and the resume alike. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png"] as const;
export const RESUME_EXTENSIONS = [".pdf"] as const;
/** For `<input type="file" accept=…>`. */
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";
export const RESUME_ACCEPT = ".pdf,application/pdf";

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailLength: `Email must be between ${SIGNUP_LIMITS.email.min} and ${SIGNUP_LIMITS.email.max} characters`,
  passwordRequired: "Password is required",
  passwordLength: `Password must be between ${SIGNUP_LIMITS.password.min} and ${SIGNUP_LIMITS.password.max} characters`,
  passwordStrength:
    "Password must be at least 8 characters long and include at least one lowercase letter, one uppercase letter, one number, and one special character (@$!%*?&)",
  fullnameRequired: "Full name is required",
  fullnameLength: `Full name must be between ${SIGNUP_LIMITS.fullname.min} and ${SIGNUP_LIMITS.fullname.max} characters`,
  phoneRequired: "Phone number is required",
  phoneLength: `Phone number must be between ${SIGNUP_LIMITS.phone_number.min} and ${SIGNUP_LIMITS.phone_number.max} characters`,
  phoneInvalid: "Phone number may only contain digits, spaces, +, -, ( and )",
  titleRequired: "Job title is required",
  titleLength: `Job title must be between ${SIGNUP_LIMITS.title.min} and ${SIGNUP_LIMITS.title.max} characters`,
  countryRequired: "Country is required",
  countryLength: `Country must be at most ${SIGNUP_LIMITS.country.max} characters`,
  cityRequired: "City is required",
  cityLength: `City must be at most ${SIGNUP_LIMITS.city.max} characters`,
  levelRequired: "Please choose your experience level",
  levelInvalid: `Experience level must be one of ${LEVELS.join(", ")}`,
  instituteRequired: "Institute is required",
  instituteLength: `Institute must be at most ${SIGNUP_LIMITS.institute.max} characters`,
  salaryRequired: "Expected salary is required",
  salaryInteger: "Expected salary must be a whole number",
  salaryRange: "Expected salary must be between 50 and 1,000,000",
  linkedinRequired: "LinkedIn URL is required",
  linkedinLength: `LinkedIn URL must be at most ${SIGNUP_LIMITS.linkedin.max} characters`,
  linkedinInvalid: "LinkedIn URL must be a valid URL, like https://www.linkedin.com/in/your-name",
  fileTooLarge: "File size exceeds 5MB limit. Please choose a smaller file.",
  imageType: "Profile picture must be a .jpg, .jpeg or .png image",
  imageInvalid: "This file is not a valid JPEG or PNG image. Please choose another picture.",
  resumeType: "Resume must be a PDF (.pdf) file",
  resumeInvalid: "This file is not a valid PDF. Please export your resume as a PDF and try again.",
  resumeRequired: "Please upload your resume before submitting the form.",
  imageRequired: "Please upload a profile picture.",
  step3Incomplete: "Please fill in all required fields and upload both a profile picture and resume.",
  emailTaken: "An account with this email already exists. Log in or use another email.",
  // Login
  invalidCredentials: "Incorrect email or password.",
  signInLinkSent: "For your security, we e-mailed you a sign-in link. Open it to finish logging in.",
  invalidSignInLink: "This sign-in link is invalid or has expired. Please log in again to get a new one.",
  // Reset (token) password
  newPasswordRequired: "New password is required",
  newPasswordMin: "New password must be at least 8 characters long",
  newPasswordMax: "New password must be at most 50 characters long",
  newPasswordStrength: "New password must contain at least one letter, one number and one special character (@$!%*#?&)",
  newPasswordCharset: "New password may only contain letters, numbers and the special characters @$!%*#?&",
  confirmRequired: "Please confirm your new password",
  passwordsDiffer: "Passwords do not match",
  invalidResetToken: "This reset link is invalid or has expired. Please request a new one.",
  // Portal change password
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Current password is incorrect",
  changePasswordMin: "Password must be at least 8 characters long",
  changePasswordMax: "Password must be at most 50 characters long",
  changePasswordStrength:
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
} as const;

const M = AUTH_MESSAGES;

/** A file as both a browser `File` and a worker `File` describe it. */
export interface FileLike {
  name: string;
  size: number;
}

export interface SignupValues {
  email: string;
  password: string;
  fullname: string;
  phone_number: string;
  title: string;
  country: string;
  city: string;
  level: string;
  institute: string;
  salary: string | number;
  linkedin: string;
  image: FileLike | null;
  resume: FileLike | null;
}
export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

/** The fields each signup step asks for, in the order the step shows them. */
export const SIGNUP_STEP_FIELDS = {
  1: ["email", "password", "fullname", "phone_number"],
  2: ["title", "country", "city", "level"],
  3: ["institute", "salary", "linkedin", "image", "resume"],
} as const satisfies Record<1 | 2 | 3, readonly SignupField[]>;
export type SignupStep = keyof typeof SIGNUP_STEP_FIELDS;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
const between = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

const signupPasswordStrength = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;
/** Reset (token) password: a letter, a digit, one of @$!%*#?&, and nothing else. */
const resetPasswordStrength = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])/;
const resetPasswordCharset = /^[A-Za-z\d@$!%*#?&]*$/;
/** Portal change password: upper, lower, digit, one of @$!%*?&, and nothing else. */
const changePasswordStrength = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
const phoneCharacters = /^\+?[\d\s\-().]+$/;

/** Normalises an e-mail the way the server stores it: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for an absolute http(s) URL with a dotted host name. */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

/** The first problem with an uploaded file by its name and size (the server also checks its bytes). */
export function uploadError(kind: "image" | "resume", file: FileLike): string | null {
  const allowed: readonly string[] = kind === "image" ? IMAGE_EXTENSIONS : RESUME_EXTENSIONS;
  if (!allowed.includes(extensionOf(file.name))) return kind === "image" ? M.imageType : M.resumeType;
  if (file.size > MAX_UPLOAD_BYTES) return M.fileTooLarge;
  return null;
}

/** The e-mail check shared by signup and the reset request (signup adds the 5–50 length). */
export function emailError(value: unknown): string | null {
  const email = text(value);
  if (!email) return M.emailRequired;
  if (!simpleEmailPattern.test(email)) return M.emailInvalid;
  return null;
}

/** The first problem with one signup field, or null. Text fields are judged trimmed; passwords as typed. */
export function signupFieldError(field: SignupField, values: Partial<SignupValues>): string | null {
  const L = SIGNUP_LIMITS;
  switch (field) {
    case "email": {
      const problem = emailError(values.email);
      if (problem) return problem;
      return between(text(values.email), L.email.min, L.email.max) ? null : M.emailLength;
    }
    case "password": {
      const password = typeof values.password === "string" ? values.password : "";
      if (!password) return M.passwordRequired;
      if (!between(password, L.password.min, L.password.max)) return M.passwordLength;
      return signupPasswordStrength.test(password) ? null : M.passwordStrength;
    }
    case "fullname": {
      const name = text(values.fullname);
      if (!name) return M.fullnameRequired;
      return between(name, L.fullname.min, L.fullname.max) ? null : M.fullnameLength;
    }
    case "phone_number": {
      const phone = text(values.phone_number);
      if (!phone) return M.phoneRequired;
      if (!between(phone, L.phone_number.min, L.phone_number.max)) return M.phoneLength;
      return phoneCharacters.test(phone) ? null : M.phoneInvalid;
    }
    case "title": {
      const title = text(values.title);
      if (!title) return M.titleRequired;
      return between(title, L.title.min, L.title.max) ? null : M.titleLength;
    }
    case "country": {
      const country = text(values.country);
      if (!country) return M.countryRequired;
      return country.length <= L.country.max ? null : M.countryLength;
    }
    case "city": {
      const city = text(values.city);
      if (!city) return M.cityRequired;
      return city.length <= L.city.max ? null : M.cityLength;
    }
    case "level": {
      const level = text(values.level);
      if (!level) return M.levelRequired;
      return (LEVELS as readonly string[]).includes(level) ? null : M.levelInvalid;
    }
    case "institute": {
      const institute = text(values.institute);
      if (!institute) return M.instituteRequired;
      return institute.length <= L.institute.max ? null : M.instituteLength;
    }
    case "salary": {
      const salary = text(values.salary);
      if (!salary) return M.salaryRequired;
      if (!/^\d+$/.test(salary)) return M.salaryInteger;
      const amount = Number(salary);
      return amount >= L.salary.min && amount <= L.salary.max ? null : M.salaryRange;
    }
    case "linkedin": {
      const linkedin = text(values.linkedin);
      if (!linkedin) return M.linkedinRequired;
      if (linkedin.length > L.linkedin.max) return M.linkedinLength;
      return isWebUrl(linkedin) ? null : M.linkedinInvalid;
    }
    case "image":
      // Required at step 3 like the resume (spec §5); the step's notice says so in the spec's words.
      return values.image ? uploadError("image", values.image) : M.imageRequired;
    case "resume":
      return values.resume ? uploadError("resume", values.resume) : M.resumeRequired;
  }
}

/** Each field's first problem for one wizard step (only fields with a problem appear). */
export function signupStepErrors(step: SignupStep, values: Partial<SignupValues>): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of SIGNUP_STEP_FIELDS[step]) {
    const problem = signupFieldError(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Every field's first problem across the whole form (what the server reports). */
export function signupErrors(values: Partial<SignupValues>): SignupErrors {
  return { ...signupStepErrors(1, values), ...signupStepErrors(2, values), ...signupStepErrors(3, values) };
}

/**
 * The spec's step-3 notice before Create Account: the resume alone missing gives
 * "Please upload your resume…"; any other empty field or a missing picture gives the general one.
 */
export function signupStep3Notice(values: Partial<SignupValues>): string | null {
  const othersMissing = !text(values.institute) || !text(values.salary) || !text(values.linkedin) || !values.image;
  if (othersMissing) return M.step3Incomplete;
  if (!values.resume) return M.resumeRequired;
  return null;
}

/** Problems as the spec lists them: one `field: message` line each. */
export function errorLines(errors: Partial<Record<string, string>>): string {
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, message]) => `${field}: ${message}`)
    .join("\n");
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login: both fields required (the input's type=email checks the shape). */
export function loginErrors(values: Partial<LoginValues>): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!text(values.email)) errors.email = M.emailRequired;
  if (!values.password) errors.password = M.passwordRequired;
  return errors;
}

/** Reset request: the e-mail's first problem. */
export function resetRequestError(email: unknown): string | null {
  return emailError(email);
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Reset (token) password: the new password's first problem. */
export function resetNewPasswordError(password: unknown): string | null {
  const value = typeof password === "string" ? password : "";
  if (!value) return M.newPasswordRequired;
  if (value.length < PASSWORD_LIMITS.min) return M.newPasswordMin;
  if (value.length > PASSWORD_LIMITS.max) return M.newPasswordMax;
  if (!resetPasswordCharset.test(value)) return M.newPasswordCharset;
  if (!resetPasswordStrength.test(value)) return M.newPasswordStrength;
  return null;
}

/** The confirmation's problem, once the new password itself is acceptable. */
export function confirmPasswordError(password: unknown, confirm: unknown): string | null {
  if (typeof confirm !== "string" || !confirm) return M.confirmRequired;
  return confirm === password ? null : M.passwordsDiffer;
}

/** Reset (token) password: the first message to show (the spec shows one at a time). */
export function resetPasswordError(values: Partial<ResetPasswordValues>): string | null {
  return resetNewPasswordError(values.password) ?? confirmPasswordError(values.password, values.confirmPassword);
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Portal change password: the new password's first problem. */
export function changeNewPasswordError(password: unknown): string | null {
  const value = typeof password === "string" ? password : "";
  if (!value) return M.newPasswordRequired;
  if (value.length < PASSWORD_LIMITS.min) return M.changePasswordMin;
  if (value.length > PASSWORD_LIMITS.max) return M.changePasswordMax;
  return changePasswordStrength.test(value) ? null : M.changePasswordStrength;
}

/** Portal change password: each field's first problem. */
export function changePasswordErrors(values: Partial<ChangePasswordValues>): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (!values.currentPassword) errors.currentPassword = M.currentPasswordRequired;
  const newProblem = changeNewPasswordError(values.newPassword);
  if (newProblem) errors.newPassword = newProblem;
  const confirmProblem = confirmPasswordError(values.newPassword, values.confirmPassword);
  if (confirmProblem) errors.confirmPassword = confirmProblem;
  return errors;
}

/** Portal change password: the first message to show. */
export function changePasswordError(values: Partial<ChangePasswordValues>): string | null {
  const errors = changePasswordErrors(values);
  return errors.currentPassword ?? errors.newPassword ?? errors.confirmPassword ?? null;
}
