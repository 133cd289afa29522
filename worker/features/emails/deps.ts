/** The tracker's dependencies from the worker's environment (the routes, the email() handler and the sync share them). */
import { eq } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { classifyEmail } from "../../../core/email/classify";
import type { EmailGroup } from "../../../core/schemas/email";
import { EMAIL_SYNC_TOPIC, EMAILS_TOPIC, type UserHubEventBody } from "../../../party/protocol";
import { database, type Db } from "../../db/client";
import { users } from "../../db/schema";
import type { Bindings } from "../../env";
import { notifyUser } from "../notifications/notify";
import type { IngestDeps } from "./ingest";
import type { SyncProgress } from "./gmail";

const GROUP_WORDS: Record<"en" | "ar", Record<EmailGroup, string>> = {
  en: { APPLIED: "an application", INTERVIEW: "an interview", OFFER: "an offer", ACCEPTED: "an acceptance", "NOT CHOSEN": "a decision", EVENT: "an event" },
  ar: { APPLIED: "طلب توظيف", INTERVIEW: "مقابلة", OFFER: "عرض عمل", ACCEPTED: "قبول", "NOT CHOSEN": "قرار", EVENT: "فعالية" },
};

/** The bell's sentence, in the account's language. */
export function notificationText(locale: "en" | "ar", email: { classification: EmailGroup; company: string | null; subject: string }): string {
  const what = GROUP_WORDS[locale][email.classification];
  if (locale === "ar") return email.company ? `بريد جديد عن ${what} من ${email.company}: «${email.subject}»` : `بريد جديد عن ${what}: «${email.subject}»`;
  return email.company ? `New e-mail about ${what} from ${email.company}: “${email.subject}”` : `New e-mail about ${what}: “${email.subject}”`;
}

async function publish(env: Bindings, userId: string, body: UserHubEventBody) {
  try {
    const hub = await getServerByName(env.UserHub, userId);
    await hub.publish(body);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "UserHub publish failed", userId, error: String(error) }));
  }
}

export function ingestDeps(env: Bindings, db: Db = database(env.DB)): IngestDeps {
  return {
    db,
    classify: classifyEmail,
    published: (userId, data) => publish(env, userId, { type: "update", topic: EMAILS_TOPIC, data }),
    notify: async (userId, email) => {
      const user = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).get();
      await notifyUser({ db, hub: env.UserHub }, userId, { text: notificationText(user?.locale ?? "en", email), kind: "job_email", link: "/portal/ai-email-tracker" });
    },
  };
}

export const publishSync = (env: Bindings) => (userId: string, data: SyncProgress) => publish(env, userId, { type: "update", topic: EMAIL_SYNC_TOPIC, data });
