/**
 * Reading a stored resume for career info: what Get Info adds (jobs, skills, education,
 * certificates) and the analysis report.
 */
import type { FoundCareer } from "../../../core/career/merge";
import { readResume } from "../auth/service";

/** The career facts a resume states, or null for a scan without a text layer. */
export async function findResumeCareer(bytes: Uint8Array): Promise<FoundCareer | null> {
  const reading = await readResume(bytes);
  return reading.note ? null : reading.career;
}
