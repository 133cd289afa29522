/**
 * /api/career — the signed-in user's career info (docs/api/career.md): profile and photo, jobs,
 * skills and resumes saved as whole lists (409 on a stale list), certificates and education one
 * row at a time, Get Info from a resume, and — for subscribers, since they cost model time in
 * production — Create New Bio and the resume report.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  certificateAddSchema,
  certificateEditSchema,
  educationSchema,
  jobsSaveSchema,
  profileSchema,
  reportSchema,
  resumesSaveSchema,
  skillsSaveSchema,
} from "../../../core/schemas/career";
import { AUTH_MESSAGES } from "../../../core/schemas/auth-rules";
import { textId } from "../../../core/schemas/ids";
import type { AppEnv } from "../../env";
import { signedIn } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { jsonOnly, limitBody, requireMultipart, sameOriginOnly } from "../../lib/http";
import { requestLanguage } from "../../lib/language";
import { validate } from "../../lib/validate";
import { createAiProvider } from "../../providers/ai";
import { readVars } from "../../env";
import { requireActiveSubscription } from "../billing/access";
import { findResumeCareer, resumeReport } from "./reading";
import {
  addCertificate,
  addEducation,
  careerInfo,
  deleteCertificate,
  deleteEducation,
  editCertificate,
  editEducation,
  proposeBio,
  replacePhoto,
  resumeInfo,
  saveJobs,
  saveResumes,
  saveSkills,
  suggestSkills,
  updateProfile,
  uploadResume,
} from "./service";

const JSON_LIMIT = 64 * 1024;
/** A 5 MB file and its multipart envelope. */
const UPLOAD_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
const tooLarge = () => new AppError(413, "file_too_large", AUTH_MESSAGES.fileTooLarge);

/** A row id in the path; anything that cannot be an id is simply not found. */
const rowId = (value: string, message: string) => {
  const parsed = textId(message).safeParse(value);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
};

const uploadedFile = (message: string) => z.custom<File>((value) => value instanceof File && value.size > 0, { error: message });
const imageForm = z.object({ image: uploadedFile("Choose a .jpg, .jpeg or .png picture to upload") });
const resumeForm = z.object({ resume: uploadedFile(AUTH_MESSAGES.resumeRequired) });

const suggestQuery = z.object({
  q: z.string({ error: "q is required" }).max(60, { error: "q must be at most 60 characters" }),
  type: z.enum(["hard", "soft"], { error: "type must be hard or soft" }).optional(),
});

export const careerRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/", async (c) => c.json(await careerInfo(c.var.db, c.var.user), 200))
  .put("/profile", limitBody(JSON_LIMIT), jsonOnly, validate("json", profileSchema), async (c) => {
    return c.json({ user: await updateProfile(c.var.db, c.var.user, c.req.valid("json")) }, 200);
  })
  .put("/photo", limitBody(UPLOAD_LIMIT, tooLarge), requireMultipart("Send the picture as multipart/form-data."), validate("form", imageForm), async (c) => {
    const { image } = c.req.valid("form");
    if (image.size > 5 * 1024 * 1024) throw tooLarge();
    return c.json({ user: await replacePhoto({ db: c.var.db, files: c.env.FILES }, c.var.user, image) }, 200);
  })
  .post("/bio", requireActiveSubscription, async (c) => {
    const ai = createAiProvider(readVars(c.env), { ai: c.env.AI });
    const variant = Number(c.req.query("variant") ?? 0) || 0;
    return c.json({ bio: await proposeBio(c.var.db, ai, c.var.user, requestLanguage(c).locale, variant) }, 200);
  })
  .put("/jobs", limitBody(JSON_LIMIT * 4), jsonOnly, validate("json", jobsSaveSchema), async (c) => {
    const { version, jobs } = c.req.valid("json");
    return c.json(await saveJobs(c.var.db, c.var.user, version, jobs.map(({ id: _id, ...job }) => job)), 200);
  })
  .put("/skills", limitBody(JSON_LIMIT), jsonOnly, validate("json", skillsSaveSchema), async (c) => {
    const { version, skills } = c.req.valid("json");
    return c.json(await saveSkills(c.var.db, c.var.user, version, skills.map(({ id: _id, ...skill }) => skill)), 200);
  })
  .get("/skills/suggest", validate("query", suggestQuery), (c) => {
    const { q, type } = c.req.valid("query");
    return c.json({ suggestions: suggestSkills(q, type) }, 200);
  })
  .post("/resumes", limitBody(UPLOAD_LIMIT, tooLarge), requireMultipart("Send the resume as multipart/form-data."), validate("form", resumeForm), async (c) => {
    const { resume } = c.req.valid("form");
    if (resume.size > 5 * 1024 * 1024) throw tooLarge();
    return c.json(await uploadResume({ db: c.var.db, files: c.env.FILES }, c.var.user, resume), 201);
  })
  .put("/resumes", limitBody(JSON_LIMIT), jsonOnly, validate("json", resumesSaveSchema), async (c) => {
    const { version, keep } = c.req.valid("json");
    return c.json(await saveResumes({ db: c.var.db, files: c.env.FILES }, c.var.user, version, keep), 200);
  })
  .post("/resumes/:id/info", async (c) => {
    const id = rowId(c.req.param("id"), "No such resume.");
    return c.json(await resumeInfo({ db: c.var.db, files: c.env.FILES }, c.var.user, id, findResumeCareer), 200);
  })
  .post("/resumes/:id/report", requireActiveSubscription, limitBody(JSON_LIMIT), jsonOnly, validate("json", reportSchema), async (c) => {
    const id = rowId(c.req.param("id"), "No such resume.");
    return c.json(await resumeReport({ db: c.var.db, files: c.env.FILES }, c.var.user, id, c.req.valid("json"), requestLanguage(c).locale), 200);
  })
  .post("/certificates", limitBody(JSON_LIMIT), jsonOnly, validate("json", certificateAddSchema), async (c) => {
    return c.json(await addCertificate(c.var.db, c.var.user, c.req.valid("json")), 201);
  })
  .put("/certificates/:id", limitBody(JSON_LIMIT), jsonOnly, validate("json", certificateEditSchema), async (c) => {
    const id = rowId(c.req.param("id"), "No such certificate.");
    return c.json(await editCertificate(c.var.db, c.var.user, id, c.req.valid("json")), 200);
  })
  .delete("/certificates/:id", async (c) => {
    await deleteCertificate(c.var.db, c.var.user, rowId(c.req.param("id"), "No such certificate."));
    return c.json({ ok: true as const }, 200);
  })
  .post("/education", limitBody(JSON_LIMIT), jsonOnly, validate("json", educationSchema), async (c) => {
    return c.json(await addEducation(c.var.db, c.var.user, c.req.valid("json")), 201);
  })
  .put("/education/:id", limitBody(JSON_LIMIT), jsonOnly, validate("json", educationSchema), async (c) => {
    const id = rowId(c.req.param("id"), "No such education entry.");
    return c.json(await editEducation(c.var.db, c.var.user, id, c.req.valid("json")), 200);
  })
  .delete("/education/:id", async (c) => {
    await deleteEducation(c.var.db, c.var.user, rowId(c.req.param("id"), "No such education entry."));
    return c.json({ ok: true as const }, 200);
  });
