/**
 * Career info: the profile, jobs, skills, resumes, certificates and education of the signed-in
 * user. Every query carries the caller's user id, so another user's row id finds nothing (404).
 *
 * Jobs, skills and resumes are saved as whole lists (the page's Save / Save All). Each list has a
 * version, a random token renewed by every save; a save carries the version it was read at, and
 * the batch that writes it only proceeds while the stored version is still that one — a list
 * changed in another tab since is refused with 409 instead of being silently overwritten.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ResumeItem, SkillItem, UserInfo } from "../../../core/schemas/account";
import {
  CAREER_LIMITS,
  CAREER_MESSAGES,
  type CareerInfo,
  type CertificateAddBody,
  type CertificateEditBody,
  type CertificateItem,
  type EducationBody,
  type EducationItem,
  type JobItem,
  type ProfileBody,
  type profileSchema,
} from "../../../core/schemas/career";
import { composeBio, type BioFacts } from "../../../core/career/bio";
import { matchCourse, statedCertificate } from "../../../core/career/certificates";
import { careerAdditions, type CareerAdditions, type FoundCareer } from "../../../core/career/merge";
import { SKILLS } from "../../../core/resume/skills-taxonomy";
import { foldForMatch } from "../../../core/resume/normalize";
import type { Db } from "../../db/client";
import { resumes, userCertificates, userEducation, userJobs, userSkills, users } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { CONTENT_TYPES, EXTENSIONS } from "../../lib/uploads";
import { AiProviderError, type AiProvider } from "../../providers/ai";
import { checkUpload, findUserById, readResume, userInfo } from "../auth/service";

export interface CareerDeps {
  db: Db;
  files: R2Bucket;
}

type Body<T> = z.output<T extends z.ZodType ? T : never>;

const stale = () => new AppError(409, "stale_list", CAREER_MESSAGES.staleList);
const newVersion = () => crypto.randomUUID();

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

const jobColumns = {
  id: userJobs.id,
  job_title: userJobs.jobTitle,
  company_name: userJobs.companyName,
  is_current: userJobs.isCurrent,
  job_description: userJobs.jobDescription,
};
const skillColumns = { id: userSkills.id, skill_name: userSkills.skillName, skill_type: userSkills.skillType };
const certificateColumns = {
  id: userCertificates.id,
  cert_name: userCertificates.certName,
  cert_org_name: userCertificates.certOrgName,
  cert_issue_date: userCertificates.certIssueDate,
  is_complete: userCertificates.isComplete,
  course_url: userCertificates.courseUrl,
};
const educationColumns = {
  id: userEducation.id,
  degree: userEducation.degree,
  school_name: userEducation.schoolName,
  issue_date: userEducation.issueDate,
};

const asJob = (row: { id: number; job_title: string; company_name: string; is_current: number; job_description: string }): JobItem => ({
  ...row,
  is_current: row.is_current ? 1 : 0,
});
const asCertificate = (row: Omit<CertificateItem, "is_complete"> & { is_complete: number }): CertificateItem => ({
  ...row,
  is_complete: row.is_complete ? 1 : 0,
});
export const resumeUrl = (id: number) => `/api/files/resume/${id}`;

export const asResume = (row: { id: number; title: string; dateUploaded: string }): ResumeItem => ({
  id: row.id,
  title: row.title,
  date_uploaded: row.dateUploaded,
  resume_url: resumeUrl(row.id),
  resume_path: resumeUrl(row.id),
});

export const jobsQuery = (db: Db, userId: string) =>
  db.select(jobColumns).from(userJobs).where(eq(userJobs.userId, userId)).orderBy(asc(userJobs.position), asc(userJobs.id));
const skillsQuery = (db: Db, userId: string) => db.select(skillColumns).from(userSkills).where(eq(userSkills.userId, userId)).orderBy(asc(userSkills.id));
const resumesQuery = (db: Db, userId: string) =>
  db
    .select({ id: resumes.id, title: resumes.title, dateUploaded: resumes.dateUploaded })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.dateUploaded), desc(resumes.id));
const certificatesQuery = (db: Db, userId: string) =>
  db.select(certificateColumns).from(userCertificates).where(eq(userCertificates.userId, userId)).orderBy(asc(userCertificates.id));
const educationQuery = (db: Db, userId: string) =>
  db.select(educationColumns).from(userEducation).where(eq(userEducation.userId, userId)).orderBy(asc(userEducation.id));
const versionsQuery = (db: Db, userId: string) =>
  db.select({ jobs: users.jobsVersion, skills: users.skillsVersion, resumes: users.resumesVersion }).from(users).where(eq(users.id, userId));

/** Everything the Career Info page shows, in one D1 round trip. */
export async function careerInfo(db: Db, user: UserRow): Promise<CareerInfo> {
  const [jobs, skills, uploaded, certificates, education, versions, fresh] = await db.batch([
    jobsQuery(db, user.id),
    skillsQuery(db, user.id),
    resumesQuery(db, user.id),
    certificatesQuery(db, user.id),
    educationQuery(db, user.id),
    versionsQuery(db, user.id),
    db.select().from(users).where(eq(users.id, user.id)),
  ]);
  return {
    user: userInfo(fresh[0] ?? user),
    jobs: jobs.map(asJob),
    skills: skills as SkillItem[],
    resumes: uploaded.map(asResume),
    certificates: certificates.map(asCertificate),
    education,
    versions: versions[0] ?? { jobs: "", skills: "", resumes: "" },
  };
}

// ── Profile and photo ────────────────────────────────────────────────────────────────────────

export async function updateProfile(db: Db, user: UserRow, body: Body<typeof profileSchema>): Promise<UserInfo> {
  const updated = await db
    .update(users)
    .set({ fullname: body.fullname, title: body.title, bio: body.bio, updatedAt: new Date().toISOString() })
    .where(eq(users.id, user.id))
    .returning()
    .get();
  return userInfo(updated ?? user);
}

/** Replaces the profile picture: the new file is stored first, the old one removed after the switch. */
export async function replacePhoto(deps: CareerDeps, user: UserRow, file: File): Promise<UserInfo> {
  const image = await checkUpload("image", file);
  const key = `users/${user.id}/image/${crypto.randomUUID()}.${EXTENSIONS[image.type]}`;
  await deps.files.put(key, image.bytes, {
    httpMetadata: { contentType: CONTENT_TYPES[image.type] },
    customMetadata: { userId: user.id, originalName: file.name.slice(0, 200) },
  });
  const updated = await deps.db.update(users).set({ imageKey: key, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id)).returning().get();
  if (user.imageKey && user.imageKey !== key) await deps.files.delete(user.imageKey);
  return userInfo(updated ?? user);
}

// ── Create New Bio ───────────────────────────────────────────────────────────────────────────

export const NOTHING_TO_WRITE_FROM = "Add your title, a job or some skills first: Amal writes your bio from them.";

async function bioFacts(db: Db, user: UserRow): Promise<BioFacts> {
  const [jobs, skills, education, certificates] = await db.batch([jobsQuery(db, user.id), skillsQuery(db, user.id), educationQuery(db, user.id), certificatesQuery(db, user.id)]);
  return {
    fullname: user.fullname,
    title: user.title,
    level: user.level,
    jobs: jobs.map(asJob),
    skills: skills as SkillItem[],
    education,
    certificates,
  };
}

/** Every number a model's bio states must be in the facts: a bio never invents a result. */
function statesOnlyFacts(bio: string, facts: BioFacts): boolean {
  const known = JSON.stringify(facts);
  return (bio.match(/\d[\d.,%]*/g) ?? []).every((number) => known.includes(number.replace(/[.,]+$/, "")));
}

const modelBio = z.object({ bio: z.string().min(40).max(CAREER_LIMITS.bio.max) });

/**
 * A new bio proposal from the profile, jobs and skills — not saved: the page shows it for review.
 * The local engine composes it from the data; a model (Workers AI or OpenAI-compatible) writes it
 * in production, and its answer is used only when it states no number the data does not.
 */
export async function proposeBio(db: Db, ai: AiProvider, user: UserRow, locale: "en" | "ar", variant: number): Promise<string> {
  const facts = await bioFacts(db, user);
  if (!facts.title && facts.jobs.length === 0 && facts.skills.length === 0) throw new AppError(422, "nothing_to_write_from", NOTHING_TO_WRITE_FROM);
  const composed = composeBio(facts, locale, variant);
  if (ai.name === "local") return composed;
  try {
    const { bio } = await ai.generateObject({
      system:
        "You write short first-person professional bios for a career profile. Use only the facts given; never add employers, numbers, degrees or skills that are not in them. 3 to 5 sentences, under 600 characters, plain text, no headings.",
      prompt: `Language: ${locale === "ar" ? "Modern Standard Arabic" : "English"}\nFacts (JSON): ${JSON.stringify(facts)}\nReturn {"bio": "..."}`,
      schema: modelBio,
    });
    if (statesOnlyFacts(bio, facts)) return bio.trim();
    console.warn(JSON.stringify({ level: "warn", msg: "model bio stated a number not in the facts; the composed bio is used" }));
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    console.warn(JSON.stringify({ level: "warn", msg: "model bio failed; the composed bio is used", reason: error.reason }));
  }
  return composed;
}

// ── Whole-list saves ─────────────────────────────────────────────────────────────────────────

type VersionColumn = "jobs_version" | "skills_version" | "resumes_version";

/** Raw D1 statements: a versioned save is conditional SQL that the query builder cannot batch. */
const d1 = (db: Db) => db.$client as D1Database;

/**
 * The statements of a versioned save: first the version moves from `read` to `next` (only if it
 * is still `read`), then every other statement runs only where the stored version is `next`,
 * which no other request can have written — so a stale save changes nothing at all.
 */
function claimVersion(db: Db, userId: string, column: VersionColumn, read: string, next: string) {
  const claimed = `exists (select 1 from users where id = ? and ${column} = ?)`;
  const claim = d1(db).prepare(`update users set ${column} = ? where id = ? and ${column} = ?`).bind(next, userId, read);
  return { claim, claimed, claimedArgs: [userId, next] as const };
}

async function currentVersion(db: Db, userId: string, column: VersionColumn): Promise<string> {
  const row = await d1(db).prepare(`select ${column} as v from users where id = ?`).bind(userId).first<{ v: string }>();
  return row?.v ?? "";
}

type Claim = ReturnType<typeof claimVersion>;

const insertJob = (db: Db, userId: string, job: Omit<JobItem, "id">, position: number, c: Claim) =>
  d1(db)
    .prepare(`insert into user_jobs (user_id, job_title, company_name, is_current, job_description, position) select ?, ?, ?, ?, ?, ? where ${c.claimed}`)
    .bind(userId, job.job_title, job.company_name, job.is_current, job.job_description, position, ...c.claimedArgs);

const insertSkill = (db: Db, userId: string, skill: Omit<SkillItem, "id">, c: Claim) =>
  d1(db).prepare(`insert into user_skills (user_id, skill_name, skill_type) select ?, ?, ? where ${c.claimed}`).bind(userId, skill.skill_name, skill.skill_type, ...c.claimedArgs);

const deleteAll = (db: Db, table: "user_jobs" | "user_skills", userId: string, c: Claim) =>
  d1(db).prepare(`delete from ${table} where user_id = ? and ${c.claimed}`).bind(userId, ...c.claimedArgs);

export async function saveJobs(db: Db, user: UserRow, version: string, jobs: Omit<JobItem, "id">[]): Promise<{ jobs: JobItem[]; version: string }> {
  const next = newVersion();
  const claim = claimVersion(db, user.id, "jobs_version", version, next);
  await d1(db).batch([claim.claim, deleteAll(db, "user_jobs", user.id, claim), ...jobs.map((job, position) => insertJob(db, user.id, job, position, claim))]);
  const [rows, versions] = await db.batch([jobsQuery(db, user.id), versionsQuery(db, user.id)]);
  if (versions[0]?.jobs !== next) throw stale();
  return { jobs: rows.map(asJob), version: next };
}

export async function saveSkills(db: Db, user: UserRow, version: string, skills: Omit<SkillItem, "id">[]): Promise<{ skills: SkillItem[]; version: string }> {
  const next = newVersion();
  const claim = claimVersion(db, user.id, "skills_version", version, next);
  await d1(db).batch([claim.claim, deleteAll(db, "user_skills", user.id, claim), ...skills.map((skill) => insertSkill(db, user.id, skill, claim))]);
  const [rows, versions] = await db.batch([skillsQuery(db, user.id), versionsQuery(db, user.id)]);
  if (versions[0]?.skills !== next) throw stale();
  return { skills: rows as SkillItem[], version: next };
}

/**
 * Skill names from the taxonomy for what was typed: the exact name first, then names that start
 * with it, then names whose synonyms do ("js" → JavaScript), then names that contain it — each
 * group in the taxonomy's own order, which lists the common skills of a category first.
 */
export function suggestSkills(query: string, type?: "hard" | "soft", limit = 8): { name: string; type: "hard" | "soft" }[] {
  const q = foldForMatch(query.trim());
  if (!q) return [];
  const groups: { name: string; type: "hard" | "soft" }[][] = [[], [], [], []];
  for (const skill of SKILLS) {
    if (type && skill.type !== type) continue;
    const name = foldForMatch(skill.name);
    const synonyms = skill.synonyms.map((synonym) => foldForMatch(synonym));
    const rank =
      name === q || synonyms.includes(q) ? 0 : name.startsWith(q) ? 1 : synonyms.some((s) => s.startsWith(q)) ? 2 : name.includes(q) || synonyms.some((s) => s.includes(q)) ? 3 : -1;
    if (rank >= 0) groups[rank]!.push({ name: skill.name, type: skill.type });
  }
  return groups.flat().slice(0, limit);
}

// ── Resumes ──────────────────────────────────────────────────────────────────────────────────

export async function uploadResume(deps: CareerDeps, user: UserRow, file: File): Promise<{ resume: ResumeItem; version: string }> {
  const upload = await checkUpload("resume", file);
  const [count] = await deps.db.select({ n: sql<number>`count(*)` }).from(resumes).where(eq(resumes.userId, user.id));
  if ((count?.n ?? 0) >= CAREER_LIMITS.resumes.max) throw new AppError(409, "too_many_resumes", CAREER_MESSAGES.tooManyResumes);
  const reading = await readResume(upload.bytes);
  const key = `users/${user.id}/resume/${crypto.randomUUID()}.pdf`;
  await deps.files.put(key, upload.bytes, {
    httpMetadata: { contentType: CONTENT_TYPES.pdf },
    customMetadata: { userId: user.id, originalName: file.name.slice(0, 200) },
  });
  const next = newVersion();
  try {
    const [row] = await deps.db.batch([
      deps.db
        .insert(resumes)
        .values({ userId: user.id, title: file.name.slice(0, 200) || "Resume.pdf", r2Key: key, dateUploaded: new Date().toISOString(), text: reading.text, extractionNote: reading.note })
        .returning({ id: resumes.id, title: resumes.title, dateUploaded: resumes.dateUploaded }),
      deps.db.update(users).set({ resumesVersion: next }).where(eq(users.id, user.id)),
    ]);
    return { resume: asResume(row[0]!), version: next };
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
}

/** Save All Changes: the resumes not kept are deleted, rows first, then their files. */
export async function saveResumes(deps: CareerDeps, user: UserRow, version: string, keep: number[]): Promise<{ resumes: ResumeItem[]; version: string }> {
  const { db } = deps;
  const owned = await db.select({ id: resumes.id, key: resumes.r2Key }).from(resumes).where(eq(resumes.userId, user.id));
  const kept = new Set(keep);
  const removed = owned.filter((row) => !kept.has(row.id));
  const next = newVersion();
  const claim = claimVersion(db, user.id, "resumes_version", version, next);
  const ids = removed.map((row) => row.id);
  await d1(db).batch([
    claim.claim,
    ...ids.map((id) => d1(db).prepare(`delete from resumes where id = ? and user_id = ? and ${claim.claimed}`).bind(id, user.id, ...claim.claimedArgs)),
  ]);
  const [rows, versions] = await db.batch([resumesQuery(db, user.id), versionsQuery(db, user.id)]);
  if (versions[0]?.resumes !== next) throw stale();
  const gone = new Set(rows.map((row) => row.id));
  const deletedKeys = removed.filter((row) => !gone.has(row.id)).map((row) => row.key);
  if (deletedKeys.length) await deps.files.delete(deletedKeys);
  return { resumes: rows.map(asResume), version: next };
}

/** One of the user's resumes, with its file's bytes; 404 for anything else. */
export async function ownResume(deps: CareerDeps, user: UserRow, id: number): Promise<{ id: number; title: string; bytes: Uint8Array }> {
  const row = await deps.db
    .select({ id: resumes.id, title: resumes.title, key: resumes.r2Key })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, user.id)))
    .get();
  if (!row) throw notFound(CAREER_MESSAGES.noSuchResume);
  const object = await deps.files.get(row.key);
  if (!object) throw notFound(CAREER_MESSAGES.noSuchResume);
  return { id: row.id, title: row.title, bytes: new Uint8Array(await object.arrayBuffer()) };
}

/**
 * Writes what a resume adds to the career info (see core/career/merge.ts) in one batch. Jobs and
 * skills are appended behind a version move, so a page open in another tab cannot overwrite them
 * with its older list.
 */
export async function addToCareer(db: Db, userId: string, additions: CareerAdditions): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  if (additions.jobs.length) {
    const claim = claimVersion(db, userId, "jobs_version", await currentVersion(db, userId, "jobs_version"), newVersion());
    const last = await d1(db).prepare("select coalesce(max(position), -1) as p from user_jobs where user_id = ?").bind(userId).first<{ p: number }>();
    statements.push(claim.claim, ...additions.jobs.map((job, i) => insertJob(db, userId, job, (last?.p ?? -1) + 1 + i, claim)));
  }
  if (additions.skills.length) {
    const claim = claimVersion(db, userId, "skills_version", await currentVersion(db, userId, "skills_version"), newVersion());
    statements.push(claim.claim, ...additions.skills.map((skill) => insertSkill(db, userId, skill, claim)));
  }
  for (const row of additions.education) {
    statements.push(d1(db).prepare("insert into user_education (user_id, degree, school_name, issue_date) values (?, ?, ?, ?)").bind(userId, row.degree, row.school_name, row.issue_date));
  }
  for (const row of additions.certificates) {
    const c = statedCertificate(row);
    statements.push(
      d1(db)
        .prepare("insert into user_certificates (user_id, cert_name, cert_org_name, cert_issue_date, is_complete, input_text, course_id, course_url) values (?, ?, ?, ?, 1, ?, ?, ?)")
        .bind(userId, c.certName, c.certOrgName, c.certIssueDate, c.inputText, c.courseId, c.courseUrl),
    );
  }
  // A list saved from another tab between the read and this batch keeps its version, so the
  // claimed inserts add nothing and the user simply runs Get Info again on the newer list.
  if (statements.length) await d1(db).batch(statements);
}

/** Get Info: reads the resume again and adds what is not in the career info yet. */
export async function resumeInfo(
  deps: CareerDeps,
  user: UserRow,
  id: number,
  read: (bytes: Uint8Array) => Promise<FoundCareer | null>,
): Promise<{ added: { jobs: number; skills: number; education: number; certificates: number }; career: CareerInfo }> {
  const resume = await ownResume(deps, user, id);
  const found = await read(resume.bytes);
  if (!found) throw new AppError(422, "resume_unreadable", CAREER_MESSAGES.resumeUnreadable);
  const before = await careerInfo(deps.db, user);
  const additions = careerAdditions(before, found);
  await addToCareer(deps.db, user.id, additions);
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  return {
    added: { jobs: additions.jobs.length, skills: additions.skills.length, education: additions.education.length, certificates: additions.certificates.length },
    career: await careerInfo(deps.db, fresh),
  };
}

// ── Certificates and education (one row at a time) ───────────────────────────────────────────

export async function addCertificate(db: Db, user: UserRow, body: Required<{ [K in keyof CertificateAddBody]: NonNullable<CertificateAddBody[K]> }>) {
  const [count] = await db.select({ n: sql<number>`count(*)` }).from(userCertificates).where(eq(userCertificates.userId, user.id));
  if ((count?.n ?? 0) >= CAREER_LIMITS.certificates.max) throw new AppError(409, "too_many_certificates", CAREER_MESSAGES.tooManyCertificates);
  const match = matchCourse(String(body.input_text));
  const row = await db
    .insert(userCertificates)
    .values({
      userId: user.id,
      certName: match ? match.course.title.slice(0, CAREER_LIMITS.cert_name.max) : String(body.input_text),
      certOrgName: match ? match.course.provider.slice(0, CAREER_LIMITS.cert_org_name.max) : "",
      certIssueDate: String(body.cert_issue_date),
      isComplete: body.is_complete,
      inputText: String(body.input_text),
      courseId: match?.course.id ?? null,
      courseUrl: match?.course.url ?? null,
    })
    .returning(certificateColumns)
    .get();
  return { certificate: asCertificate(row), matched: match !== null };
}

export async function editCertificate(db: Db, user: UserRow, id: number, body: Required<{ [K in keyof CertificateEditBody]: NonNullable<CertificateEditBody[K]> }>) {
  const row = await db
    .update(userCertificates)
    .set({ certName: String(body.cert_name), certOrgName: String(body.cert_org_name), certIssueDate: String(body.cert_issue_date), isComplete: body.is_complete })
    .where(and(eq(userCertificates.id, id), eq(userCertificates.userId, user.id)))
    .returning(certificateColumns)
    .get();
  if (!row) throw notFound(CAREER_MESSAGES.noSuchCertificate);
  return { certificate: asCertificate(row) };
}

export async function deleteCertificate(db: Db, user: UserRow, id: number) {
  const row = await db
    .delete(userCertificates)
    .where(and(eq(userCertificates.id, id), eq(userCertificates.userId, user.id)))
    .returning({ id: userCertificates.id })
    .get();
  if (!row) throw notFound(CAREER_MESSAGES.noSuchCertificate);
}

type EducationInput = { [K in keyof EducationBody]: string };

export async function addEducation(db: Db, user: UserRow, body: EducationInput): Promise<{ education: EducationItem }> {
  const [count] = await db.select({ n: sql<number>`count(*)` }).from(userEducation).where(eq(userEducation.userId, user.id));
  if ((count?.n ?? 0) >= CAREER_LIMITS.education.max) throw new AppError(409, "too_many_education", CAREER_MESSAGES.tooManyEducation);
  const row = await db
    .insert(userEducation)
    .values({ userId: user.id, degree: body.degree, schoolName: body.school_name, issueDate: body.issue_date })
    .returning(educationColumns)
    .get();
  return { education: row };
}

export async function editEducation(db: Db, user: UserRow, id: number, body: EducationInput): Promise<{ education: EducationItem }> {
  const row = await db
    .update(userEducation)
    .set({ degree: body.degree, schoolName: body.school_name, issueDate: body.issue_date })
    .where(and(eq(userEducation.id, id), eq(userEducation.userId, user.id)))
    .returning(educationColumns)
    .get();
  if (!row) throw notFound(CAREER_MESSAGES.noSuchEducation);
  return { education: row };
}

export async function deleteEducation(db: Db, user: UserRow, id: number) {
  const row = await db
    .delete(userEducation)
    .where(and(eq(userEducation.id, id), eq(userEducation.userId, user.id)))
    .returning({ id: userEducation.id })
    .get();
  if (!row) throw notFound(CAREER_MESSAGES.noSuchEducation);
}

export type { ProfileBody };
