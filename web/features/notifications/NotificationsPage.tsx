/**
 * Notifications (/portal/notifications): what Amal told the user, newest first, and their
 * career e-mails. Opening the page clears the bell's dot and marks what it shows as read on the
 * server; in this view those cards keep their unread ring (so the user sees what was new), and
 * they read as read on the next visit. A notification arriving while the page is open appears
 * on top. Dismissing (X or a drag) hides it on every device, with Undo for a few seconds.
 */
import { Button, Skeleton, Text, VisuallyHidden } from "@radix-ui/themes";
import { useAtomValue, useSetAtom } from "jotai";
import { BellOff, ChevronDown, Mail } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Notification } from "../../../core/schemas/notifications";
import { ApiError, NETWORK_MESSAGE } from "../../api";
import { useT } from "../../i18n/I18n";
import { useErrorText } from "../../i18n/errors";
import { SectionProblem } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";
import { portalUserAtom } from "../portal/state";
import { useMediaQuery } from "../portal/useMediaQuery";
import { EmptyState } from "../portal/EmptyState";
import { dismissNotification, fetchNotifications, markRead, markSeen, restoreNotification } from "./api";
import { CareerEmailPanel } from "./CareerEmailPanel";
import { NotificationCard } from "./NotificationCard";
import { liveNotificationsAtom, notificationDotAtom, notificationsStaleAtom } from "./state";
import "./notifications.css";

/** How long Undo stays after a dismissal. */
export const UNDO_MS = 5000;

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "ready" };

const newestFirst = (a: Notification, b: Notification) => b.id - a.id;

export function NotificationsPage() {
  const t = useT("notifications");
  const errorText = useErrorText();
  const why = useCallback((error: unknown) => (error instanceof ApiError ? errorText.refusal(error) : errorText.message(NETWORK_MESSAGE)), [errorText]);
  const user = useAtomValue(portalUserAtom);
  const setDot = useSetAtom(notificationDotAtom);
  const live = useAtomValue(liveNotificationsAtom);
  const stale = useAtomValue(notificationsStaleAtom);
  const touch = useMediaQuery("(hover: none)");

  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  /** Unread when this view showed them: they keep their ring until the next visit. */
  const [unread, setUnread] = useState<Set<number>>(() => new Set());
  const [emailOpen, setEmailOpen] = useState(false);
  const [undo, setUndo] = useState<Notification | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Dismissed in this view: a live copy or a re-read never brings them back. */
  const dismissed = useRef(new Set<number>());
  const known = useRef(new Set<number>());

  // The page is open: the bell's dot has done its job.
  useEffect(() => setDot(false), [setDot]);

  const show = useCallback((list: Notification[], count: number) => {
    const visible = list.filter((n) => !dismissed.current.has(n.id));
    setItems(visible);
    setTotal(count);
    for (const n of visible) known.current.add(n.id);
    setUnread((prev) => new Set([...prev, ...visible.filter((n) => n.readAt === null).map((n) => n.id)]));
    const fresh = visible.filter((n) => n.readAt === null).map((n) => n.id);
    if (fresh.length) markRead(fresh).catch((error: unknown) => console.warn("Could not mark the notifications read", error));
  }, []);

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const list = await fetchNotifications(signal);
        show(list.notifications, list.count);
        setLoad({ state: "ready" });
        if (list.latestId && list.latestId > list.seenId) markSeen(list.latestId).catch(() => undefined);
      } catch (error) {
        if (signal?.aborted) return;
        setLoad({ state: "failed", message: why(error) });
      }
    },
    [show, why],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `stale` is the trigger (the hub lost events), not an input.
  useEffect(() => {
    const controller = new AbortController();
    void read(controller.signal);
    return () => controller.abort();
  }, [read, stale]);

  // Live arrivals go on top (once each) and count as read: the page showed them.
  useEffect(() => {
    if (load.state !== "ready") return;
    const fresh = live.filter((n) => !known.current.has(n.id) && !dismissed.current.has(n.id));
    if (!fresh.length) return;
    for (const n of fresh) known.current.add(n.id);
    setItems((list) => [...fresh, ...list].sort(newestFirst));
    setTotal((n) => n + fresh.length);
    setUnread((prev) => new Set([...prev, ...fresh.map((n) => n.id)]));
    markRead(fresh.map((n) => n.id)).catch((error: unknown) => console.warn("Could not mark the notifications read", error));
  }, [live, load.state]);

  useEffect(() => {
    if (!undo) return;
    const timer = window.setTimeout(() => setUndo(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [undo]);

  const onDismiss = useCallback(
    (notification: Notification) => {
      dismissed.current.add(notification.id);
      setProblem(null);
      setItems((list) => list.filter((n) => n.id !== notification.id));
      setTotal((n) => Math.max(0, n - 1));
      setUndo(notification);
      dismissNotification(notification.id).catch((error: unknown) => {
        dismissed.current.delete(notification.id);
        setItems((list) => [...list.filter((n) => n.id !== notification.id), notification].sort(newestFirst));
        setTotal((n) => n + 1);
        setUndo(null);
        setProblem(`${t("card.dismissFailed")} ${why(error)}`);
      });
    },
    [t, why],
  );

  const onUndo = async () => {
    if (!undo) return;
    const notification = undo;
    setUndo(null);
    try {
      const restored = await restoreNotification(notification.id);
      dismissed.current.delete(notification.id);
      setItems((list) => [...list.filter((n) => n.id !== restored.id), restored].sort(newestFirst));
      setTotal((n) => n + 1);
    } catch (error) {
      setProblem(`${t("card.restoreFailed")} ${why(error)}`);
    }
  };

  const ready = load.state === "ready";
  return (
    <>
      <PortalHeader />
      <div className="home notifications">
        <header className="notifications__head">
          <div className="notifications__titles">
            <PageTitle
              title={t("page.title")}
              intro={
                ready ? (
                  <Text as="p" color="gray" size="3" data-testid="notifications-count">
                    {total > 0 ? t("page.count", { count: total }) : t("page.none")}
                  </Text>
                ) : (
                  <Skeleton height="18px" width="140px" />
                )
              }
            />
          </div>
          <Button
            type="button"
            variant={emailOpen ? "solid" : "soft"}
            size="2"
            aria-expanded={emailOpen}
            aria-controls="career-email-panel"
            onClick={() => setEmailOpen((v) => !v)}
            className="notifications__email-toggle"
          >
            <Mail size={16} aria-hidden="true" />
            {t("page.emailToggle")}
            <ChevronDown size={16} aria-hidden="true" className={emailOpen ? "notifications__chevron is-open" : "notifications__chevron"} />
          </Button>
        </header>

        <div id="career-email-panel" hidden={!emailOpen} className="notifications__email">
          {emailOpen && user && <CareerEmailPanel email={user.email} />}
        </div>

        {problem && <SectionProblem>{problem}</SectionProblem>}

        {load.state === "loading" ? (
          <div className="notifications__list" role="status" aria-busy="true">
            <VisuallyHidden>{t("page.loading")}</VisuallyHidden>
            <Skeleton className="notifications__skeleton" />
            <Skeleton className="notifications__skeleton" />
            <Skeleton className="notifications__skeleton" />
          </div>
        ) : load.state === "failed" ? (
          <SectionProblem action={t("page.retry")} onAction={() => {
            setLoad({ state: "loading" });
            void read();
          }}>
            {`${t("page.loadFailed")} ${load.message}`}
          </SectionProblem>
        ) : items.length === 0 ? (
          <EmptyState className="notifications__empty" data-testid="notifications-empty" icon={<BellOff size={28} />} title={t("page.emptyTitle")} hint={t("page.emptyHint")} />
        ) : (
          <>
            <Text as="p" size="2" color="gray" className="notifications__tip">
              {touch ? t("tip.dismissTouch") : t("tip.dismiss")}
            </Text>
            <ul className="notifications__list" aria-label={t("page.list")}>
              {items.map((n) => (
                <NotificationCard key={n.id} notification={n} unread={unread.has(n.id)} onDismiss={onDismiss} />
              ))}
            </ul>
          </>
        )}

        <div className="notifications__undo-region" aria-live="polite">
          {undo && (
            <div className="notifications__undo">
              <Text as="span" size="2">
                {t("card.dismissed")}
              </Text>
              <Button type="button" size="1" variant="soft" onClick={onUndo}>
                {t("card.undo")}
              </Button>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
