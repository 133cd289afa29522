/**
 * In-app notifications: a row in D1 (the portal's notification list) pushed at once to every
 * open tab of the user through their UserHub room, plus the same news by e-mail when asked.
 */
import { eq } from "drizzle-orm";
import { getServerByName } from "partyserver";
import type { Db } from "../../db/client";
import { notifications, plans, users } from "../../db/schema";
import type { Bindings } from "../../env";
import type { MailProvider, OutgoingMail } from "../../providers/mail";

export interface NotifyDeps {
  db: Db;
  hub: Bindings["UserHub"];
  mail?: MailProvider;
}

/**
 * Stores a notification and publishes it to the user's UserHub. A hub that cannot be reached
 * is logged, not thrown: the row is there, and the tab catches up from D1.
 */
export async function notifyUser(deps: NotifyDeps, userId: string, text: string, email?: OutgoingMail) {
  const [row] = await deps.db.insert(notifications).values({ userId, text }).returning();
  try {
    const hub = await getServerByName(deps.hub, userId);
    await hub.publish({ type: "notification", notification: { id: row!.id, text: row!.text, insertedAt: row!.insertedAt } });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "notification not pushed", userId, error: String(error) }));
  }
  if (email && deps.mail) await deps.mail.send(email);
  return row!;
}

/** Who to write to about a subscription: the subscriber's e-mail and name, and the plan's name. */
export function subscriberContact(db: Db, sub: { userId: string; planId: number }) {
  return db
    .select({ email: users.email, fullname: users.fullname, plan: plans.name })
    .from(users)
    .innerJoin(plans, eq(plans.id, sub.planId))
    .where(eq(users.id, sub.userId))
    .get();
}
