/**
 * The bell's watcher, mounted once by the portal shell for the signed-in user (spec section 4,
 * Notification dot): when a notification newer than the account's seen id exists at load, or
 * one arrives live through the user's hub (any tab, any device), the bell gets its red dot, the
 * toast "New notification! Check your updates." shows, and the seen id moves up on the server
 * (and in `notifications_last_id`), so the same news is not announced again on another device
 * or after a reload. The dot stays in this tab until the notifications page is opened.
 */
import { useRouterState } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import type { Notification, NotificationKind } from "../../../core/schemas/notifications";
import type { HubNotification } from "../../../party/protocol";
import { readStorage, STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { useUserHub } from "../portal/user-hub";
import { fetchNotifications, markSeen } from "./api";
import { NotificationToast } from "./NotificationToast";
import { liveNotificationsAtom, notificationDotAtom, notificationsStaleAtom, notificationToastAtom } from "./state";

export const NOTIFICATIONS_PATH = "/portal/notifications";

/** True when `latestId` is a notification newer than `seenId`: the dot rule. */
export function isNewer(latestId: number | null | undefined, seenId: number): boolean {
  return latestId != null && Number.isFinite(latestId) && latestId > seenId;
}

/** A hub event's notification in the API's shape (the hub carries no read time: it is new). */
export function fromHub(n: HubNotification): Notification {
  return { id: n.id, text: n.text, kind: (n.kind ?? "general") as NotificationKind, link: n.link ?? null, insertedAt: n.insertedAt, readAt: null };
}

export function NotificationWatcher({ userId }: { userId: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onPage = useRef(false);
  onPage.current = pathname.replace(/\/+$/, "") === NOTIFICATIONS_PATH;
  const setDot = useSetAtom(notificationDotAtom);
  const setToast = useSetAtom(notificationToastAtom);
  const setLive = useSetAtom(liveNotificationsAtom);
  const setStale = useSetAtom(notificationsStaleAtom);
  /** The newest id this tab announced: each id is announced once. */
  const announced = useRef(0);
  const recheck = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(recheck.current), []);

  const announce = useCallback(
    (latestId: number) => {
      if (latestId <= announced.current) return;
      announced.current = latestId;
      // On the notifications page the new card itself is the news: no dot to clear later.
      if (!onPage.current) setDot(true);
      setToast(latestId);
      const stored = Number(readStorage(STORAGE_KEYS.notificationsLastId));
      if (!Number.isFinite(stored) || latestId > stored) writeStorage(STORAGE_KEYS.notificationsLastId, String(latestId));
      markSeen(latestId).catch((error: unknown) => console.warn("The bell could not store the seen notification id", error));
    },
    [setDot, setToast],
  );

  const check = useCallback(
    async (signal?: AbortSignal) => {
      const list = await fetchNotifications(signal);
      if (isNewer(list.latestId, list.seenId)) announce(list.latestId!);
      else if (list.latestId) announced.current = Math.max(announced.current, list.latestId);
    },
    [announce],
  );

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn("The bell could not read the notifications", error);
    });
    return () => controller.abort();
  }, [check]);

  useUserHub(
    userId,
    useCallback(
      (signal) => {
        if (signal.kind === "gap") {
          setStale((n) => n + 1);
          check().catch((error: unknown) => console.warn("The bell could not read the notifications", error));
          return;
        }
        if (signal.event.type !== "notification") return;
        // Replayed history (the socket's first connection) is not news in itself, but one may have
        // arrived between the list read at load and the socket: the server's seen id decides.
        if (signal.replayed) {
          window.clearTimeout(recheck.current);
          recheck.current = window.setTimeout(() => check().catch((error: unknown) => console.warn("The bell could not read the notifications", error)), 300);
          return;
        }
        const notification = fromHub(signal.event.notification);
        setLive((list) => (list.some((n) => n.id === notification.id) ? list : [...list, notification]));
        announce(notification.id);
      },
      [announce, check, setLive, setStale],
    ),
  );

  return <NotificationToast />;
}
