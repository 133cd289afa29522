/**
 * Reading a stored resume for career info: what Get Info adds (jobs, skills, education,
 * certificates) and the analysis report.
 */
import { extractPdfText, extractResumeProfile, ResumeReadError } from "../../../core/resume/index";
import type { FoundCareer } from "../../../core/career/merge";
import { AppError } from "../../lib/errors";

/** The career facts a resume states, or null for a scan without a text layer. */
export async function findResumeCareer(bytes: Uint8Array): Promise<FoundCareer | null> {
  let pdf: Awaited<ReturnType<typeof extractPdfText>>;
  try {
    pdf = await extractPdfText(bytes);
  } catch (error) {
    if (error instanceof ResumeReadError) throw new AppError(422, "resume_unreadable", error.message);
    throw error;
  }
  if (!pdf.hasTextLayer || !pdf.text.trim()) return null;
  const profile: Partial<FoundCareer> & { skills: FoundCareer["skills"] } = extractResumeProfile(pdf.text, { links: pdf.links });
  return { jobs: profile.jobs ?? [], skills: profile.skills, education: profile.education ?? [], certificates: profile.certificates ?? [] };
}
