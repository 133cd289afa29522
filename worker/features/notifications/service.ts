/**
 * The notification list (docs/api/notifications.md): what the portal's bell and
 * /portal/notifications read and change. Every query names the user, so another user's id
 * behaves as if it did not exist (404 where one notification is addressed, nothing changed
 * where a batch is).
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES as M,
  type Notification,
  type NotificationKind,
  type NotificationList,
} from "../../../core/schemas/notifications";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema";
import { notFound } from "../../lib/errors";

type NotificationRow = typeof notifications.$inferSelect;

const now = () => new Date().toISOString();

/** A stored row as the API answers it; a kind this build does not know reads as "general". */
function asNotification(row: NotificationRow): Notification {
  const kind = (NOTIFICATION_KINDS as readonly string[]).includes(row.kind) ? (row.kind as NotificationKind) : "general";
  return { id: row.id, text: row.text, kind, link: row.link, insertedAt: row.insertedAt, readAt: row.readAt };
}

/**
 * The user's notifications, newest first, dismissed ones left out (at most NOTIFICATION_LIMITS.page),
 * with the header's count, the unread count, the newest id (dismissed included: dismissing the
 * newest one must not bring the dot back for an older one) and the account's seen id.
 */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const [rows, [totals], [account]] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.dismissedAt)))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATION_LIMITS.page),
    db
      .select({
        count: sql<number>`coalesce(sum(case when ${notifications.dismissedAt} is null then 1 else 0 end), 0)`,
        unread: sql<number>`coalesce(sum(case when ${notifications.dismissedAt} is null and ${notifications.readAt} is null then 1 else 0 end), 0)`,
        latestId: sql<number | null>`max(${notifications.id})`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
    db.select({ seenId: users.notificationsSeenId }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    notifications: rows.map(asNotification),
    count: Number(totals?.count ?? 0),
    unread: Number(totals?.unread ?? 0),
    latestId: totals?.latestId ?? null,
    seenId: account?.seenId ?? 0,
  };
}

/**
 * The bell showed notifications up to `lastId`: the account's seen id moves up to it, never
 * back, and never past the user's own newest notification (an id from the future, or another
 * user's, cannot hide a later dot). Answers the seen id now stored.
 */
export async function markSeen(db: Db, userId: string, lastId: number): Promise<number> {
  const latest = db
    .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const [row] = await db
    .update(users)
    .set({ notificationsSeenId: sql`max(${users.notificationsSeenId}, min(${lastId}, (${latest})))` })
    .where(eq(users.id, userId))
    .returning({ seenId: users.notificationsSeenId });
  return row?.seenId ?? 0;
}

/** Marks the caller's notifications among `ids` as read (others' ids change nothing); answers how many changed. */
export async function markRead(db: Db, userId: string, ids: number[]): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...new Set(ids)]), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}

/**
 * Dismisses one notification on every device (kept, with `dismissed_at`, so it can be restored).
 * Dismissing it again (another tab got there first) is fine; another user's id is 404.
 */
export async function dismissNotification(db: Db, userId: string, id: number): Promise<void> {
  const changed = await db
    .update(notifications)
    .set({ dismissedAt: sql`coalesce(${notifications.dismissedAt}, ${now()})` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!changed.length) throw notFound(M.notFound);
}

/** Undoes a dismissal and answers the notification; another user's id, or one never dismissed, is 404. */
export async function restoreNotification(db: Db, userId: string, id: number): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ dismissedAt: null })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id), isNotNull(notifications.dismissedAt)))
    .returning();
  if (row) return asNotification(row);
  // Already restored (another tab): answer it as it is.
  const current = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .get();
  if (!current) throw notFound(M.notFound);
  return asNotification(current);
}
