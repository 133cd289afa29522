/**
 * Reading a stored resume for career info: what Get Info adds (jobs, skills, education,
 * certificates) and the analysis report.
 */
import { and, eq } from "drizzle-orm";
import type { FoundCareer } from "../../../core/career/merge";
import type { Locale } from "../../../core/i18n/locales";
import { extractPdfText, ResumeReadError, type PdfText } from "../../../core/resume/index";
import { analyzeResume, type Level } from "../../../core/resume/analysis/index";
import { CAREER_MESSAGES, type ResumeReport } from "../../../core/schemas/career";
import { userJobs } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { readResume } from "../auth/service";
import { type CareerDeps, ownResume, resumeUrl } from "./service";

/** The career facts a resume states, or null for a scan without a text layer. */
export async function findResumeCareer(bytes: Uint8Array): Promise<FoundCareer | null> {
  const reading = await readResume(bytes);
  return reading.note ? null : reading.career;
}

/**
 * The resume report: the stored PDF read again (layout included) and analysed, optionally against
 * a pasted job post or one of the user's own jobs. Texts come in the reader's language.
 */
export async function resumeReport(
  deps: CareerDeps,
  user: UserRow,
  id: number,
  body: { job_description?: string; job_id?: number },
  locale: Locale,
): Promise<ResumeReport> {
  const resume = await ownResume(deps, user, id);
  let pdf: PdfText;
  try {
    pdf = await extractPdfText(resume.bytes);
  } catch (error) {
    if (error instanceof ResumeReadError) throw new AppError(422, "resume_unreadable", error.message);
    throw error;
  }
  let jobDescription = body.job_description ?? null;
  if (body.job_id !== undefined) {
    const job = await deps.db
      .select({ job_title: userJobs.jobTitle, company_name: userJobs.companyName, job_description: userJobs.jobDescription })
      .from(userJobs)
      .where(and(eq(userJobs.userId, user.id), eq(userJobs.id, body.job_id)))
      .get();
    if (!job) throw notFound(CAREER_MESSAGES.noSuchJob);
    jobDescription = `${job.job_title}\n${job.company_name}\n${job.job_description}`;
  }
  const analysis = analyzeResume(
    {
      text: pdf.text,
      pages: pdf.pages,
      hasTextLayer: pdf.hasTextLayer,
      fileBytes: resume.bytes.byteLength,
      layout: pdf.layout,
      level: user.level as Level,
      links: pdf.links,
      jobDescription,
    },
    { locale },
  );
  const { words, pages, ...report } = analysis;
  return { resume: { id: resume.id, title: resume.title, resume_url: resumeUrl(resume.id), pages, words }, ...report };
}
