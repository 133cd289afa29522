/**
 * Sending the weekly career e-mail: the hourly cron picks the subscribers who are due in their
 * time zone (digest.ts `isDue`), a bounded batch per run, skips addresses that bounced or
 * complained, sends each one its digest, records the time and leaves a `weekly_summary`
 * notification in the portal.
 */
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import mailAr from "../../../core/i18n/messages/career-mail.ar";
import mailEn from "../../../core/i18n/messages/career-mail.en";
import { database, type Db } from "../../db/client";
import { careerEmailSubscriptions, users } from "../../db/schema";
import { readVars, type Bindings, type Vars } from "../../env";
import { translatorFor } from "../../lib/i18n";
import { mailProvider, type MailProvider } from "../../providers/mail";
import { notifyUser } from "../notifications/notify";
import { buildDigest, isDue, MIN_GAP_MS } from "./digest";
import { unsubscribeUrl, weeklyCareerMail } from "./mails";
import { isSuppressed } from "../mail/suppressions";
import { signUnsubscribeToken } from "./tokens";

/** The most e-mails one hourly run sends (the rest are due again an hour later, still Monday). */
export const WEEKLY_BATCH = 200;
/** How many candidate rows one run reads to find its batch (time zones not yet at Monday 09:00 are passed over). */
const SCAN = 2000;

export interface CareerMailDeps {
  db: Db;
  vars: Vars;
  mail: MailProvider;
  hub: Bindings["UserHub"];
}

export function careerMailDeps(env: Bindings, vars = readVars(env)): CareerMailDeps {
  return { db: database(env.DB), vars, mail: mailProvider(env, vars), hub: env.UserHub };
}

export type SendResult = { status: "sent"; outboxId: number } | { status: "suppressed" } | { status: "no_account" };

/** Sends the weekly e-mail to one account now, whatever the day (the cron checks `isDue` first). */
export async function sendWeeklyEmail(deps: CareerMailDeps, userId: string, now = new Date()): Promise<SendResult> {
  const user = await deps.db
    .select({ id: users.id, email: users.email, fullname: users.fullname, title: users.title, level: users.level, locale: users.locale, digits: users.digits })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return { status: "no_account" };
  if (await isSuppressed(deps.db, user.email)) return { status: "suppressed" };
  const sub = await deps.db.select({ lastSentAt: careerEmailSubscriptions.lastSentAt }).from(careerEmailSubscriptions).where(eq(careerEmailSubscriptions.userId, userId)).get();
  const digest = await buildDigest(deps.db, user, sub?.lastSentAt ?? null, now);
  const token = await signUnsubscribeToken(deps.vars.UNSUBSCRIBE_SECRET!, user.id, user.email, now);
  const mail = weeklyCareerMail({
    to: user.email,
    name: user.fullname,
    locale: user.locale,
    digits: user.digits,
    appUrl: deps.vars.APP_URL,
    unsubscribeUrl: unsubscribeUrl(deps.vars.APP_URL, user.email, token),
    digest,
  });
  const sent = await deps.mail.send(mail);
  await deps.db.update(careerEmailSubscriptions).set({ lastSentAt: now.toISOString() }).where(eq(careerEmailSubscriptions.userId, userId));
  const t = translatorFor({ en: mailEn, ar: mailAr }, user);
  await notifyUser({ db: deps.db, hub: deps.hub }, userId, { text: t("notice"), kind: "weekly_summary", link: "/portal/home" });
  return { status: "sent", outboxId: sent.id };
}

/** Subscribers due at `now`: subscribed, not mailed in six days, at Monday 09:00+ where they are. */
export async function dueSubscribers(db: Db, now: Date, limit = WEEKLY_BATCH): Promise<string[]> {
  const cutoff = new Date(now.getTime() - MIN_GAP_MS).toISOString();
  const rows = await db
    .select({ userId: careerEmailSubscriptions.userId, timeZone: careerEmailSubscriptions.timeZone, lastSentAt: careerEmailSubscriptions.lastSentAt })
    .from(careerEmailSubscriptions)
    .where(and(eq(careerEmailSubscriptions.status, "subscribed"), or(isNull(careerEmailSubscriptions.lastSentAt), lt(careerEmailSubscriptions.lastSentAt, cutoff))))
    .orderBy(sql`${careerEmailSubscriptions.lastSentAt} IS NOT NULL`, asc(careerEmailSubscriptions.lastSentAt))
    .limit(SCAN)
    .all();
  return rows.filter((row) => isDue(row, now)).slice(0, limit).map((row) => row.userId);
}

/** One cron run: every due subscriber of the batch, each failure logged and the rest carried on. */
export async function sendDueWeeklyEmails(deps: CareerMailDeps, now = new Date(), limit = WEEKLY_BATCH) {
  const due = await dueSubscribers(deps.db, now, limit);
  const tally = { due: due.length, sent: 0, suppressed: 0, errors: 0 };
  for (const userId of due) {
    try {
      const result = await sendWeeklyEmail(deps, userId, now);
      if (result.status === "sent") tally.sent++;
      else if (result.status === "suppressed") tally.suppressed++;
    } catch (error) {
      tally.errors++;
      console.error(JSON.stringify({ level: "error", msg: "weekly career e-mail failed", userId, error: String(error) }));
    }
  }
  return tally;
}

/** The worker's `scheduled()` entry for career e-mails: one run, logged as one line. */
export async function runScheduledCareerEmails(env: Bindings, scheduledTime = Date.now()) {
  const started = Date.now();
  const tally = await sendDueWeeklyEmails(careerMailDeps(env), new Date(scheduledTime));
  console.log(JSON.stringify({ level: "info", msg: "career e-mails run", scheduledTime: new Date(scheduledTime).toISOString(), ...tally, ms: Date.now() - started }));
  return tally;
}
