/**
 * The portal's calls to the notifications API (`/api/notifications`, docs/api/notifications.md).
 * Each throws `ApiError` with the server's message and code (ADR 003).
 */
import type { Notification, NotificationList } from "../../../core/schemas/notifications";
import { api, read } from "../../api";

const notifications = api.notifications;
const byId = (id: number) => ({ param: { id: String(id) } });

/** Newest first, dismissed ones left out, with the counts and the bell's ids. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return read(notifications.$get(undefined, { init: { signal } }));
}

/** The bell showed everything up to `lastId`; answers the seen id the account now has. */
export async function markSeen(lastId: number): Promise<number> {
  return (await read(notifications.seen.$post({ json: { lastId } }))).seenId;
}

/** The page showed these notifications. */
export async function markRead(ids: number[]): Promise<void> {
  await read(notifications.read.$post({ json: { ids } }));
}

/** Dismisses one notification on every device. */
export async function dismissNotification(id: number): Promise<void> {
  await read(notifications[":id"].$delete(byId(id)));
}

/** Undoes a dismissal. */
export async function restoreNotification(id: number): Promise<Notification> {
  return (await read(notifications[":id"].restore.$post(byId(id)))).notification;
}
