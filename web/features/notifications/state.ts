/**
 * What the portal knows of notifications in this tab (jotai), shared by the watcher in the shell,
 * the header's bell and the notifications page.
 */
import { atom } from "jotai";
import type { Notification } from "../../../core/schemas/notifications";

/** The bell's red dot: something arrived that the notifications page has not shown yet. */
export const notificationDotAtom = atom(false);

/** The toast "New notification!" is showing; the number changes with each new arrival. */
export const notificationToastAtom = atom<number | null>(null);

/** Notifications that arrived live while this tab was open, oldest first (the page puts them on top). */
export const liveNotificationsAtom = atom<Notification[]>([]);

/** The hub lost events this tab missed: the page re-reads its list when this changes. */
export const notificationsStaleAtom = atom(0);
