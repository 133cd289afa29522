/**
 * What goes into one weekly career e-mail, and when it is due. Every section comes from the
 * account's own data or Amal's bundled knowledge, and a section with nothing to say is left out:
 * - the tip of the week (core/data/tips.json, by date and the account's level) and the newest
 *   blog articles;
 * - the job e-mails the tracker sorted since the last summary, counted per group;
 * - for the account's title, the skills its roadmap builds that the profile lacks, with catalogue
 *   courses (from the roadmap's own course list, in D1) that teach them.
 */
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { findRoadmap, roadmapSkills } from "../../../core/coach/knowledge/roadmaps";
import { tipsFor, tipText } from "../../../core/coach/tool-runs";
import { canonicalSkills } from "../../../core/roadmap/knowledge";
import { EMAIL_GROUPS, type EmailGroup } from "../../../core/schemas/email";
import type { Db } from "../../db/client";
import { blogPosts, courses, trackedEmails, userSkills } from "../../db/schema";

/** The weekly e-mail goes out on Monday from 09:00 in the subscriber's time zone. */
export const SEND_WEEKDAY = 1;
export const SEND_HOUR = 9;
/** At most one e-mail in this many days (so never twice in one week, whatever the clock does). */
export const MIN_GAP_MS = 6 * 24 * 60 * 60 * 1000;

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 = Sunday) and hour at `now` in `timeZone` (UTC when the zone is unknown). */
export function localTime(now: Date, timeZone: string): { weekday: number; hour: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(now);
  }
  const weekday = WEEKDAYS[parts.find((p) => p.type === "weekday")?.value ?? "Sun"] ?? 0;
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0) % 24;
  return { weekday, hour };
}

/**
 * Whether a subscriber's weekly e-mail is due at `now`: it is Monday, 09:00 or later, in their
 * time zone, and the last one went out more than six days ago (or never). An hourly run that
 * misses a Monday leaves that week out rather than sending mid-week.
 */
export function isDue(subscriber: { timeZone: string; lastSentAt: string | null }, now: Date): boolean {
  const { weekday, hour } = localTime(now, subscriber.timeZone);
  if (weekday !== SEND_WEEKDAY || hour < SEND_HOUR) return false;
  if (!subscriber.lastSentAt) return true;
  const last = Date.parse(subscriber.lastSentAt);
  return Number.isNaN(last) || now.getTime() - last >= MIN_GAP_MS;
}

export interface DigestAccount {
  id: string;
  title: string;
  level: string;
  locale: "en" | "ar";
}

export interface Digest {
  tip: string;
  posts: { id: number; title: string }[];
  /** Job e-mails sorted since the last summary, per group (groups with none left out). */
  tracker: { total: number; groups: { group: EmailGroup; count: number }[] };
  /** The role the skills are for, in the account's language, and the courses for them. */
  courses: { role: string; skills: string[]; items: { title: string; provider: string; url: string; skills: string[] }[] } | null;
}

const POSTS = 2;
const COURSES = 3;

/** Gathers the digest for `account`; `since` is the last e-mail's time (null: the first one). */
export async function buildDigest(db: Db, account: DigestAccount, since: string | null, now: Date): Promise<Digest> {
  const language = account.locale;
  const [tip] = tipsFor({ profile: { level: account.level }, language, today: now.toISOString().slice(0, 10) } as Parameters<typeof tipsFor>[0], undefined, 1);

  const posts = await db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).orderBy(desc(blogPosts.date), desc(blogPosts.id)).limit(POSTS).all();

  const sinceIso = since ?? new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const counted = await db
    .select({ group: trackedEmails.classification, count: sql<number>`count(*)` })
    .from(trackedEmails)
    .where(and(eq(trackedEmails.userId, account.id), gt(trackedEmails.createdAt, sinceIso), inArray(trackedEmails.classification, [...EMAIL_GROUPS])))
    .groupBy(trackedEmails.classification)
    .all();
  const groups = EMAIL_GROUPS.map((group) => ({ group, count: counted.find((c) => c.group === group)?.count ?? 0 })).filter((g) => g.count > 0);

  return {
    tip: tip ? tipText(tip, language) : "",
    posts,
    tracker: { total: groups.reduce((sum, g) => sum + g.count, 0), groups },
    courses: await coursesForGaps(db, account),
  };
}

/** Courses for the skills the account's role needs and its profile lacks; null when none fit. */
async function coursesForGaps(db: Db, account: DigestAccount): Promise<Digest["courses"]> {
  const match = account.title.trim() ? findRoadmap(account.title) : null;
  if (!match || match.score < 5) return null;
  const roadmap = match.roadmap;
  const has = canonicalSkills((await db.select({ name: userSkills.skillName }).from(userSkills).where(eq(userSkills.userId, account.id)).all()).map((s) => s.name));
  const missing = roadmapSkills(roadmap).filter((skill) => !has.has(skill));
  if (missing.length === 0) return null;
  // The roadmap lists, per stage, catalogue courses for that stage's skills: take the first
  // stages with gaps, so beginners' foundations come before advanced topics.
  const wanted = roadmap.stages.filter((stage) => stage.skills.some((s) => missing.includes(s))).flatMap((stage) => stage.courses);
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ id: courses.id, title: courses.title, provider: courses.provider, url: courses.url, skills: courses.skills, language: courses.language })
    .from(courses)
    .where(inArray(courses.id, [...new Set(wanted)].slice(0, 60)))
    .all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: NonNullable<Digest["courses"]>["items"] = [];
  const taught = new Set<string>();
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row || items.some((i) => i.url === row.url)) continue;
    let skills: string[] = [];
    try {
      skills = (JSON.parse(row.skills) as string[]).filter((s) => missing.includes(s));
    } catch {
      skills = [];
    }
    if (skills.length === 0 || skills.every((s) => taught.has(s))) continue;
    for (const s of skills) taught.add(s);
    items.push({ title: row.title, provider: row.provider, url: row.url, skills });
    if (items.length === COURSES) break;
  }
  if (items.length === 0) return null;
  return { role: account.locale === "ar" ? roadmap.titleAr : roadmap.title, skills: missing.filter((s) => taught.has(s)), items };
}
