/**
 * Account forms as zod schemas, for the worker. Every field is judged by the zod-free check of
 * auth-rules.ts (the browser's copy of the rules), so the server and the forms cannot drift apart:
 * one rule, one message, two entry points.
 */
import { z } from "zod";
import { DIGIT_STYLES, LOCALES } from "../i18n/locales";

import {
  AUTH_MESSAGES,
  type FileLike,
  type Level,
  type SignupField,
  changeNewPasswordError,
  confirmPasswordError,
  normaliseEmail,
  resetNewPasswordError,
  resetRequestError,
  signupFieldError,
} from "./auth-rules";

export * from "./auth-rules";

type Check<T> = (value: T) => string | null;

/**
 * A text field judged by `check`. Anything that is not a string arrives as "" (so a missing key
 * gets the field's own "required" message, not zod's generic one); passwords are never trimmed.
 */
export function textField(check: Check<string>, { trim = true } = {}) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = check(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => (trim ? value.trim() : value)),
  );
}

/** An uploaded file: a `File` (or anything with a name and a size) or null. */
const isFileLike = (value: unknown): value is FileLike =>
  typeof value === "object" && value !== null && typeof (value as FileLike).name === "string" && typeof (value as FileLike).size === "number";

/** A required upload, judged by the shared rules (a missing file is one of their problems). */
function fileField(field: "image" | "resume") {
  return z.preprocess(
    (value) => (isFileLike(value) ? value : null),
    z.custom<File | null>().transform((file, ctx) => {
      const problem = signupFieldError(field, { [field]: file });
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      return file ?? z.NEVER;
    }),
  );
}

const signupText = (field: SignupField) => textField((value) => signupFieldError(field, { [field]: value }));
const required = (message: string) => (value: string) => (value.trim() ? null : message);

/**
 * The signup form as `c.req.parseBody()` gives it (strings and Files). Output: trimmed text, the
 * e-mail lower-cased, the salary as a number, the picture and the resume as `File` (both required).
 */
export const signupSchema = z.object({
  email: signupText("email").transform(normaliseEmail),
  password: textField((value) => signupFieldError("password", { password: value }), { trim: false }),
  fullname: signupText("fullname"),
  phone_number: signupText("phone_number"),
  title: signupText("title"),
  country: signupText("country"),
  city: signupText("city"),
  level: signupText("level").transform((value) => value as Level),
  institute: signupText("institute"),
  salary: signupText("salary").transform(Number),
  linkedin: signupText("linkedin"),
  image: fileField("image"),
  resume: fileField("resume"),
});
export type SignupInput = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: textField(required(AUTH_MESSAGES.emailRequired)).transform(normaliseEmail),
  password: textField((value) => (value ? null : AUTH_MESSAGES.passwordRequired), { trim: false }),
});
export type LoginInput = z.output<typeof loginSchema>;

export const resetRequestSchema = z.object({
  email: textField(resetRequestError).transform(normaliseEmail),
});
export type ResetRequestInput = z.output<typeof resetRequestSchema>;

/** A reset token: 32 random bytes, base64url (43 characters). */
const resetToken = textField((value) => (/^[A-Za-z0-9_-]{20,100}$/.test(value) ? null : AUTH_MESSAGES.invalidResetToken));

export const resetPasswordSchema = z
  .object({
    token: resetToken,
    password: textField(resetNewPasswordError, { trim: false }),
    confirmPassword: textField(() => null, { trim: false }),
  })
  .superRefine((values, ctx) => {
    // Like the form: the confirmation is judged once the new password itself is acceptable.
    if (resetNewPasswordError(values.password)) return;
    const problem = confirmPasswordError(values.password, values.confirmPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: problem });
  })
  .transform(({ token, password }) => ({ token, password }));
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The token of an e-mailed sign-in link (32 random bytes, base64url, like a reset token). */
export const signInLinkSchema = z.object({
  token: textField((value) => (/^[A-Za-z0-9_-]{20,100}$/.test(value) ? null : AUTH_MESSAGES.invalidSignInLink)),
});

export const changePasswordSchema = z
  .object({
    currentPassword: textField((value) => (value ? null : AUTH_MESSAGES.currentPasswordRequired), { trim: false }),
    newPassword: textField(changeNewPasswordError, { trim: false }),
    confirmPassword: textField(() => null, { trim: false }),
  })
  .superRefine((values, ctx) => {
    const problem = confirmPasswordError(values.newPassword, values.confirmPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: problem });
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The OAuth callback the SPA forwards from `/oauth2callback?code&state`. */
export const oauthCallbackSchema = z.object({
  code: z.string({ error: "The sign-in code is missing." }).min(1, "The sign-in code is missing.").max(2000),
  state: z.string({ error: "The sign-in state is missing." }).min(1, "The sign-in state is missing.").max(500),
});
export type OAuthCallbackInput = z.output<typeof oauthCallbackSchema>;

export const OAUTH_PROVIDERS = ["linkedin", "google"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];


/** The account's interface language and digit style; either may be sent alone. */
export const preferencesSchema = z
  .object({
    locale: z.enum(LOCALES, { error: "Choose English or Arabic." }).optional(),
    digits: z.enum(DIGIT_STYLES, { error: "Choose Western or Arabic-Indic digits." }).optional(),
  })
  .strict()
  .refine((v) => v.locale !== undefined || v.digits !== undefined, { error: "Send a language or a digit style." });
export type PreferencesInput = z.output<typeof preferencesSchema>;
