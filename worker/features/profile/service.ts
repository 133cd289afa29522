/**
 * The signed-in user's own data: the portal home and the files they uploaded. Every query is
 * scoped by the caller's user id, so another user's id simply finds nothing (404).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PortalHome } from "../../../core/schemas/account";
import { textId } from "../../../core/schemas/ids";
import type { Db } from "../../db/client";
import { coachSessions, resumes, userSkills } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { imageIdOf, userInfo } from "../auth/service";
import { asResume, jobsQuery } from "../career/service";
import { asDocumentItem, documentsQuery } from "../library/service";


/** Everything the portal home shows, read in one D1 round trip (a batch). */
export async function portalHome(db: Db, user: UserRow): Promise<PortalHome> {
  const [skills, uploaded, coaching, jobs, crafted] = await db.batch([
    db
      .select({ id: userSkills.id, skill_name: userSkills.skillName, skill_type: userSkills.skillType })
      .from(userSkills)
      .where(eq(userSkills.userId, user.id))
      .orderBy(asc(userSkills.id)),
    db
      .select({ id: resumes.id, title: resumes.title, dateUploaded: resumes.dateUploaded, note: resumes.extractionNote })
      .from(resumes)
      .where(eq(resumes.userId, user.id))
      .orderBy(desc(resumes.dateUploaded), desc(resumes.id)),
    // Coaching sessions, most recently active first (a session never used counts from its creation).
    db
      .select({ session_id: coachSessions.sessionId, session_name: coachSessions.sessionName, date_created: coachSessions.dateCreated })
      .from(coachSessions)
      .where(eq(coachSessions.userId, user.id))
      .orderBy(desc(sql`coalesce(${coachSessions.lastActivityAt}, ${coachSessions.dateCreated})`), desc(coachSessions.sessionId)),
    jobsQuery(db, user.id),
    documentsQuery(db, user.id, "resume"),
  ]);
  return {
    user: userInfo(user),
    skills,
    resumes: uploaded.map(asResume),
    craftedResumes: crafted.map(asDocumentItem),
    // Current jobs first, each group in the order Career Info keeps them.
    jobs: jobs.map((job) => ({ ...job, is_current: job.is_current ? 1 : 0 }) as const).sort((a, b) => b.is_current - a.is_current),
    sessions: coaching,
    extraction: { note: uploaded[0]?.note ?? null },
  };
}

export type FileKind = "resume" | "image";

/** The R2 key and download name of one of the user's own files; 404 for anything else. */
export async function ownFile(db: Db, user: UserRow, kind: FileKind, id: string): Promise<{ key: string; name: string }> {
  if (kind === "image") {
    if (!user.imageKey || imageIdOf(user.imageKey) !== id) throw notFound("No such file.");
    return { key: user.imageKey, name: user.imageKey.slice(user.imageKey.lastIndexOf("/") + 1) };
  }
  const resumeId = textId("No such file.").safeParse(id);
  if (!resumeId.success) throw notFound("No such file.");
  const numeric = resumeId.data;
  const row = await db
    .select({ key: resumes.r2Key, title: resumes.title })
    .from(resumes)
    .where(and(eq(resumes.id, numeric), eq(resumes.userId, user.id)))
    .get();
  if (!row) throw notFound("No such file.");
  return { key: row.key, name: row.title };
}
