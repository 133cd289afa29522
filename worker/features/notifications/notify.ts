/**
 * Creating a notification: a row in D1 (the portal's notification list) pushed at once to every
 * open tab of the user through their UserHub room, plus the same news by e-mail when given.
 * Every feature that tells a user something goes through `notifyUser`.
 */
import { getServerByName } from "partyserver";
import type { NotificationKind } from "../../../core/schemas/notifications";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { Bindings } from "../../env";
import type { MailProvider, OutgoingMail } from "../../providers/mail";

export interface NotifyDeps {
  db: Db;
  hub: Bindings["UserHub"];
  mail?: MailProvider;
}

export interface NewNotification {
  /** The sentence, already in the user's language. */
  text: string;
  kind: NotificationKind;
  /** The in-app path it is about ("/portal/subscription-manager"), if any. */
  link?: string | null;
}

/**
 * Stores a notification and publishes it to the user's UserHub. A hub that cannot be reached
 * is logged, not thrown: the row is there, and the tab catches up from D1.
 */
export async function notifyUser(deps: NotifyDeps, userId: string, notification: NewNotification, email?: OutgoingMail) {
  const [row] = await deps.db
    .insert(notifications)
    .values({ userId, text: notification.text, kind: notification.kind, link: notification.link ?? null })
    .returning();
  try {
    const hub = await getServerByName(deps.hub, userId);
    await hub.publish({
      type: "notification",
      notification: { id: row!.id, text: row!.text, insertedAt: row!.insertedAt, kind: notification.kind, link: row!.link },
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "notification not pushed", userId, error: String(error) }));
  }
  if (email && deps.mail) await deps.mail.send(email);
  return row!;
}
