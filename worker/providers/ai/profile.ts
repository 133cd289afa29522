/**
 * The coach's view of a user (core/coach/types CoachProfile), read from D1 in one batch: the
 * account's title, level and place, their skills, and the text of their newest resumes. Shared by
 * the coaching room (every reply) and the coach API (the Books window's recommendations).
 */
import { asc, desc, eq } from "drizzle-orm";
import type { CoachProfile } from "../../../core/coach/types";
import type { Db } from "../../db/client";
import { resumes, userSkills, users } from "../../db/schema";

/** Resumes the coach reads (newest first) and how much of each. */
const RESUMES = 5;
const RESUME_CHARS = 20_000;

/** The owner's profile, or null when the account no longer exists. */
export async function loadCoachProfile(db: Db, userId: string): Promise<CoachProfile | null> {
  const [account, skills, uploaded] = await db.batch([
    db
      .select({ fullname: users.fullname, title: users.title, level: users.level, country: users.country, city: users.city, bio: users.bio })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ name: userSkills.skillName, type: userSkills.skillType })
      .from(userSkills)
      .where(eq(userSkills.userId, userId))
      .orderBy(asc(userSkills.id)),
    db
      .select({ id: resumes.id, title: resumes.title, text: resumes.text })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(desc(resumes.dateUploaded), desc(resumes.id))
      .limit(RESUMES),
  ]);
  const user = account[0];
  if (!user) return null;
  return {
    ...user,
    skills,
    resumes: uploaded.map((r) => ({ id: r.id, title: r.title, text: r.text.slice(0, RESUME_CHARS) })),
  };
}
