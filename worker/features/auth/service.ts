/**
 * Accounts: signup (with the resume read into bio and skills), sign-in, password reset and
 * change. Routes stay thin; everything here takes its dependencies as arguments.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AUTH_MESSAGES, type PreferencesInput, type SignupInput } from "../../../core/schemas/auth";
import { FORGOT_PASSWORD_MESSAGE, SCANNED_RESUME_NOTE, type LoginResponse, type UserInfo } from "../../../core/schemas/account";
import { extractPdfText, extractResumeProfile, ResumeReadError } from "../../../core/resume/index";
import type { Db } from "../../db/client";
import { authSessions, loginFailures, passwordResets, resumes, userCertificates, userEducation, userJobs, userSkills, users } from "../../db/schema";
import { statedCertificate } from "../../../core/career/certificates";
import { careerAdditions, type FoundCareer } from "../../../core/career/merge";
import type { Vars } from "../../env";
import type { UserRow } from "../../lib/auth";
import { hashPassword, hmacSha256Hex, randomToken, sha256Hex, verifyPassword } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import type { Language } from "../../lib/language";
import { CONTENT_TYPES, EXTENSIONS, sniffFileType } from "../../lib/uploads";
import type { MailProvider } from "../../providers/mail";
import { passwordResetMail } from "./mails";
import { countFailures, forgiveFailures, needsSignInLink, refuseFailedSignIn, sendSignInLink, spendSignInLinks, type LockoutDeps } from "./lockout";

export { FORGOT_PASSWORD_MESSAGE };

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MAX_RESUME_TEXT = 100_000;

export const invalidCredentials = () => new AppError(401, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
export const invalidResetToken = () => new AppError(400, "invalid_token", AUTH_MESSAGES.invalidResetToken);
export const emailTaken = () =>
  new AppError(409, "email_taken", `email: ${AUTH_MESSAGES.emailTaken}`, { email: AUTH_MESSAGES.emailTaken });

/** The public view of an account (never the password hash or storage keys). */
export function userInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    title: user.title,
    bio: user.bio,
    country: user.country,
    city: user.city,
    image_url: user.imageKey ? `/api/files/image/${imageIdOf(user.imageKey)}` : null,
    created_at: user.createdAt,
    linkedin: user.linkedin,
    level: user.level as UserInfo["level"],
    phone_number: user.phoneNumber,
    institute: user.institute,
    salary: user.salary,
    locale: user.locale,
    digits: user.digits,
  };
}

/** `users/<id>/image/<imageId>.<ext>` → `<imageId>`. */
export function imageIdOf(imageKey: string): string {
  return imageKey.slice(imageKey.lastIndexOf("/") + 1).replace(/\.[a-z]+$/, "");
}

/** The identity hash the chat widget verifies: HMAC-SHA256(user id) under INTERCOM_IDENTITY_SECRET. */
export async function intercomHash(vars: Vars, userId: string): Promise<string | null> {
  return vars.INTERCOM_IDENTITY_SECRET ? hmacSha256Hex(vars.INTERCOM_IDENTITY_SECRET, userId) : null;
}

/** What sign-in answers; `isSubscribed` is whether the portal is open (billing access "active"). */
export async function loginResponse(vars: Vars, user: UserRow, isSubscribed: boolean): Promise<LoginResponse> {
  return { user: userInfo(user), isAuthenticated: true, isSubscribed, intercom_hash: await intercomHash(vars, user.id) };
}

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export function findUserById(db: Db, userId: string) {
  return db.select().from(users).where(eq(users.id, userId)).get();
}

/** True for D1's unique-constraint failure (the e-mail race at signup or OAuth). */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed/i.test(text);
}

// ——— Signup

export interface CheckedUpload {
  file: File;
  bytes: Uint8Array;
  type: ReturnType<typeof sniffFileType> & string;
}

const unsupportedFile = (field: "image" | "resume", message: string) =>
  new AppError(415, "unsupported_file_type", `${field}: ${message}`, { [field]: message });

/** Reads an upload and checks its first bytes match what its field accepts. */
export async function checkUpload(field: "image" | "resume", file: File): Promise<CheckedUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffFileType(bytes);
  if (field === "resume" && type !== "pdf") throw unsupportedFile("resume", AUTH_MESSAGES.resumeInvalid);
  if (field === "image" && type !== "jpeg" && type !== "png") throw unsupportedFile("image", AUTH_MESSAGES.imageInvalid);
  return { file, bytes, type: type! };
}

export interface ResumeReading {
  text: string;
  bio: string;
  skills: { hard: string[]; soft: string[] };
  /** Jobs, education and certificates as the resume states them (and the skills again). */
  career: FoundCareer;
  note: string | null;
}

const NOTHING_FOUND: FoundCareer = { jobs: [], skills: { hard: [], soft: [] }, education: [], certificates: [] };

/** What the resume says; a scan gives empty findings and the note. Unreadable → 415. */
export async function readResume(bytes: Uint8Array): Promise<ResumeReading> {
  let pdf: Awaited<ReturnType<typeof extractPdfText>>;
  try {
    pdf = await extractPdfText(bytes);
  } catch (error) {
    if (error instanceof ResumeReadError) throw unsupportedFile("resume", error.message);
    throw error;
  }
  if (!pdf.hasTextLayer || !pdf.text.trim()) return { text: "", bio: "", skills: { hard: [], soft: [] }, career: NOTHING_FOUND, note: SCANNED_RESUME_NOTE };
  const profile = extractResumeProfile(pdf.text, { links: pdf.links });
  const career = { jobs: profile.jobs, skills: profile.skills, education: profile.education, certificates: profile.certificates };
  return { text: pdf.text.slice(0, MAX_RESUME_TEXT), bio: profile.bio ?? "", skills: profile.skills, career, note: null };
}

/** Skill rows without duplicates (case-insensitive), hard skills first. */
function skillRows(userId: string, skills: { hard: string[]; soft: string[] }) {
  const seen = new Set<string>();
  const rows: (typeof userSkills.$inferInsert)[] = [];
  for (const [type, names] of [["hard", skills.hard], ["soft", skills.soft]] as const) {
    for (const raw of names) {
      const name = raw.trim().slice(0, 100);
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      rows.push({ userId, skillName: name, skillType: type });
    }
  }
  return rows;
}

/** The jobs, education and certificates a new account starts with, read from its resume. */
function careerRows(db: Db, userId: string, found: FoundCareer) {
  const { jobs, education, certificates } = careerAdditions({ jobs: [], skills: [], education: [], certificates: [] }, found);
  return [
    ...(jobs.length
      ? [db.insert(userJobs).values(jobs.map((job, position) => ({ userId, jobTitle: job.job_title, companyName: job.company_name, isCurrent: job.is_current, jobDescription: job.job_description, position })))]
      : []),
    ...(education.length ? [db.insert(userEducation).values(education.map((row) => ({ userId, degree: row.degree, schoolName: row.school_name, issueDate: row.issue_date })))] : []),
    ...(certificates.length
      ? [
          db.insert(userCertificates).values(certificates.map((row) => ({ userId, ...statedCertificate(row) }))),
        ]
      : []),
  ];
}

export interface SignupDeps {
  db: Db;
  files: R2Bucket;
}

/**
 * Creates the account: checks the files' bytes, reads the resume, stores both files in R2 under
 * `users/<id>/`, then writes the user, resume and skills in one batch. A taken e-mail is a 409,
 * also when two signups race (the unique index decides, and the stored files are removed).
 */
/** Creates the account, in the language the sign-up screen was in (its screens and e-mails). */
export async function signUp(deps: SignupDeps, input: SignupInput, language: Language = { locale: "en", digits: "latn" }): Promise<UserRow> {
  const resume = await checkUpload("resume", input.resume);
  const image = await checkUpload("image", input.image);
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();

  const reading = await readResume(resume.bytes);
  const userId = crypto.randomUUID();
  const now = new Date().toISOString();
  const resumeKey = `users/${userId}/resume/${crypto.randomUUID()}.pdf`;
  const imageKey = `users/${userId}/image/${crypto.randomUUID()}.${EXTENSIONS[image.type]}`;
  const passwordHash = await hashPassword(input.password);

  const skills = skillRows(userId, reading.skills);
  const storedKeys = [resumeKey, imageKey];
  try {
    await deps.files.put(resumeKey, resume.bytes, {
      httpMetadata: { contentType: CONTENT_TYPES.pdf },
      customMetadata: { userId, originalName: input.resume.name.slice(0, 200) },
    });
    await deps.files.put(imageKey, image.bytes, {
      httpMetadata: { contentType: CONTENT_TYPES[image.type] },
      customMetadata: { userId, originalName: image.file.name.slice(0, 200) },
    });
    await deps.db.batch([
      deps.db.insert(users).values({
        id: userId,
        email: input.email,
        passwordHash,
        fullname: input.fullname,
        phoneNumber: input.phone_number,
        title: input.title,
        country: input.country,
        city: input.city,
        linkedin: input.linkedin,
        level: input.level,
        institute: input.institute,
        salary: input.salary,
        bio: reading.bio,
        imageKey,
        locale: language.locale,
        digits: language.digits,
        createdAt: now,
      }),
      deps.db.insert(resumes).values({
        userId,
        title: input.resume.name.slice(0, 200) || "Resume.pdf",
        r2Key: resumeKey,
        dateUploaded: now,
        text: reading.text,
        extractionNote: reading.note,
      }),
      ...(skills.length ? [deps.db.insert(userSkills).values(skills)] : []),
      ...careerRows(deps.db, userId, reading.career),
    ]);
  } catch (error) {
    // Nothing half-made stays behind: the batch is all-or-nothing, and the files go with it.
    await deps.files.delete(storedKeys);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return (await findUserById(deps.db, userId))!;
}

// ——— Sign-in

/** What a sign-in with the right password leads to: a session, or an e-mailed link first. */
export type LoginOutcome = { signInLinkSent: false; user: UserRow } | { signInLinkSent: true };

/**
 * Checks an e-mail and password. Any failure is the same 401 (no hint whether the account
 * exists), takes the same time (an unknown account is checked against a dummy hash) and is
 * counted per account and network (./lockout.ts): a network over the limit gets a 429 for wrong
 * passwords, and the right password from there, or from anywhere while the account is under
 * attack from many networks, e-mails a one-time sign-in link instead of signing in.
 */
export async function logIn(deps: LockoutDeps, input: { email: string; password: string }, ip: string, now = new Date()): Promise<LoginOutcome> {
  const [count, user] = await Promise.all([countFailures(deps.db, input.email, ip, now), findUserByEmail(deps.db, input.email)]);
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!ok || !user) return refuseFailedSignIn(deps, { email: input.email, ip, user, count }, invalidCredentials(), now);
  if (needsSignInLink(count)) {
    await sendSignInLink(deps, user, now);
    return { signInLinkSent: true };
  }
  await forgiveFailures(deps.db, input.email, ip, now);
  return { signInLinkSent: false, user };
}

// ——— Password reset

export interface ResetDeps {
  db: Db;
  mail: MailProvider;
  appUrl: string;
}

/** The reset link for a token, on the site's own origin. */
export function resetLink(appUrl: string, token: string): string {
  const url = new URL("/reset-password", appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Sends a reset link if the account exists. The caller answers the same either way, so the
 * form cannot be used to find out who has an account. The link's token is 32 random bytes;
 * only its SHA-256 is stored; it lasts an hour and works once.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, now = new Date()) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken(32);
  await deps.db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  const link = resetLink(deps.appUrl, token);
  await deps.mail.send({ to: user.email, ...passwordResetMail({ reader: user, link, appUrl: deps.appUrl }) });
}

/**
 * Sets a new password from a reset link. The token is consumed atomically (a second use, or two
 * racing uses, find it spent), then every session of the account is revoked and the other
 * outstanding links (reset and sign-in) are spent too. Returns the account's user id.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }, now = new Date()): Promise<string> {
  const tokenHash = await sha256Hex(input.token);
  const pending = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now.toISOString())))
    .get();
  if (!pending) throw invalidResetToken();
  const passwordHash = await hashPassword(input.password);
  const stamp = now.toISOString();
  const [consumed] = await db
    .update(passwordResets)
    .set({ usedAt: stamp })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, stamp)))
    .returning({ userId: passwordResets.userId });
  if (!consumed) throw invalidResetToken();
  const user = await findUserById(db, consumed.userId);
  if (!user) throw invalidResetToken();
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: stamp }).where(eq(users.id, user.id)),
    db.delete(authSessions).where(eq(authSessions.userId, user.id)),
    db
      .update(passwordResets)
      .set({ usedAt: stamp })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt))),
    db.delete(loginFailures).where(eq(loginFailures.email, user.email)),
    spendSignInLinks(db, user.id, now),
  ]);
  return user.id;
}

// ——— Change password (signed in)

/**
 * Changes a signed-in user's password after checking the current one. Revokes every other
 * auth session and spends any e-mailed sign-in link; the caller rotates its own.
 */
export async function changePassword(db: Db, user: UserRow, input: { currentPassword: string; newPassword: string }, keepTokenHash: string) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(400, "validation_failed", `currentPassword: ${AUTH_MESSAGES.currentPasswordWrong}`, {
      currentPassword: AUTH_MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id)),
    db.delete(authSessions).where(and(eq(authSessions.userId, user.id), sql`${authSessions.tokenHash} <> ${keepTokenHash}`)),
    spendSignInLinks(db, user.id),
  ]);
}

/** Saves the account's interface language and digit style; returns the account as it is now. */
export async function savePreferences(db: Db, userId: string, input: PreferencesInput): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError(404, "not_found", "Your account no longer exists.");
  return user;
}
