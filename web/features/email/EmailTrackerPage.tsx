/**
 * /portal/ai-email-tracker: the search box, the six category cards with their counts, the list
 * of job e-mails (newest first, Load more), the viewer (a panel beside the list on wide screens,
 * a full-screen sheet on phones), Sync Emails, the filter popup and how e-mails get in. New
 * e-mails and a sync's progress arrive live through the user's hub; the list is re-read keeping
 * the search, filters and card.
 */
import { Button, Callout, Dialog, IconButton, Text, TextField, VisuallyHidden } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { CircleAlert, CircleCheck, RotateCw, Search, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { EMAIL_SYNC_TOPIC, EMAILS_TOPIC } from "../../../party/protocol";
import type { EmailCounts, EmailFilter, EmailGroup, EmailListResponse, Inbox } from "../../../core/schemas/email";
import { useT } from "../../i18n/I18n";
import { signedInUserId } from "../../state/session";
import { useFailureText } from "../career/parts";
import { RoomClosedNotice } from "../coach/room-closed";
import { PortalHeader } from "../portal/header/PortalHeader";
import { portalUserAtom } from "../portal/state";
import { useMediaQuery } from "../portal/useMediaQuery";
import { useUserHub } from "../portal/user-hub";
import { EMPTY_QUERY, fetchEmails, fetchFilters, fetchInbox, type EmailQuery } from "./api";
import { EmailViewer } from "./EmailViewer";
import { FiltersDialog } from "./FiltersDialog";
import { InboxCard } from "./InboxCard";
import { ActiveFilterChips, CategoryCards, EmailRow, EmptyList, FallbackNote, ListSkeleton } from "./parts";
import { SyncControl, SyncStatus, type SyncProgress } from "./SyncControl";
import { afterRefetch, applyFilter, clearFilters, mergeFirstPage, removeFilter, sameQuery, toggleGroup, type Shown } from "./tracker-state";
import "../portal/home/home.css";
import "./email.css";
import { LoadMore, type LoadMoreState } from "../portal/LoadMore";
import { PageTitle } from "../portal/PageTitle";

export interface TrackerData {
  list: EmailListResponse;
  inbox: Inbox;
}

/** Wide enough for the list and the viewer side by side. */
const SIDE_BY_SIDE = "(min-width: 1200px)";

export function EmailTrackerPage({ data, gmailResult }: { data: TrackerData; gmailResult?: "connected" | "failed" }) {
  const t = useT("emails");
  const failureText = useFailureText();
  const navigate = useNavigate();
  const wide = useMediaQuery(SIDE_BY_SIDE);

  const [query, setQuery] = useState<EmailQuery>(EMPTY_QUERY);
  const [shown, setShown] = useState<Shown>({ query: EMPTY_QUERY, emails: data.list.emails, nextCursor: data.list.next_cursor });
  const [counts, setCounts] = useState<EmailCounts>(data.list.counts);
  const [status, setStatus] = useState<"ready" | "loading" | "error">("ready");
  const [listError, setListError] = useState<unknown>(null);
  const [fellBack, setFellBack] = useState(false);
  const [more, setMore] = useState<LoadMoreState>("idle");
  const [searchText, setSearchText] = useState("");
  const [selected, setSelected] = useState<number | null>(null);
  const [inbox, setInbox] = useState(data.inbox);
  const [sync, setSync] = useState<SyncProgress>(data.inbox.gmail.syncing ? { state: "running", fetched: 0, added: 0 } : { state: "idle" });
  const [gmailNotice, setGmailNotice] = useState(gmailResult ?? null);
  const [gmailErrorShown, setGmailErrorShown] = useState(true);
  const [saved, setSaved] = useState<EmailFilter[] | null>(null);
  const [filtersError, setFiltersError] = useState<unknown>(null);
  /** The last e-mail that arrived live, said to screen readers. */
  const [arrived, setArrived] = useState<string | null>(null);

  const shownRef = useRef(shown);
  shownRef.current = shown;
  const queryRef = useRef(query);
  queryRef.current = query;
  const request = useRef<AbortController | null>(null);

  // ?gmail=connected|failed is read once, then taken off the address.
  useEffect(() => {
    if (gmailResult) void navigate({ to: "/portal/ai-email-tracker", search: {}, replace: true });
  }, [gmailResult, navigate]);

  const loadFilters = useCallback(() => {
    setFiltersError(null);
    fetchFilters()
      .then(setSaved)
      .catch((err) => setFiltersError(err));
  }, []);
  useEffect(loadFilters, [loadFilters]);

  /** Reads the list for `next`: a new filter, card or search (`kind`), or a live re-read (`live`). */
  const run = useCallback((next: EmailQuery, kind: "filters" | "search" | "live") => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setQuery(next);
    if (kind !== "live") setStatus("loading");
    fetchEmails(next, { signal: controller.signal })
      .then((res) => {
        setCounts(res.counts);
        const fresh: Shown = { query: next, emails: res.emails, nextCursor: res.next_cursor };
        if (kind === "live") {
          const prior = shownRef.current;
          // A list kept after an empty answer stays until something matches.
          if (res.emails.length === 0 && prior.emails.length > 0 && !sameQuery(prior.query, next)) return;
          setShown(sameQuery(prior.query, next) ? mergeFirstPage(prior, fresh) : fresh);
          setFellBack(false);
        } else {
          const result = afterRefetch(shownRef.current, fresh, kind);
          setShown(result.shown);
          setFellBack(result.fellBack);
        }
        setStatus("ready");
        setListError(null);
        setMore("idle");
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        if (kind === "live") return;
        setListError(err);
        setStatus("error");
      });
  }, []);

  const loadMore = () => {
    const { query: of, nextCursor } = shownRef.current;
    if (!nextCursor) return;
    setMore("loading");
    fetchEmails(of, { before: nextCursor })
      .then((res) => {
        setShown((s) => (s.query === of ? { ...s, emails: [...s.emails, ...res.emails.filter((e) => !s.emails.some((x) => x.id === e.id))], nextCursor: res.next_cursor } : s));
        setCounts(res.counts);
        setMore("idle");
      })
      .catch(() => setMore("error"));
  };

  const submitSearch = (text: string) => run({ ...queryRef.current, q: text.trim() }, "search");
  const onCard = (group: EmailGroup) => run(toggleGroup(queryRef.current, group), "filters");
  const onApply = (id: number) => {
    const next = applyFilter(queryRef.current, id);
    if (next !== queryRef.current) run(next, "filters");
  };

  // Live: a new e-mail re-reads the list and counts; a sync reports its progress.
  const pendingReplay = useRef(false);
  const portalUser = useAtomValue(portalUserAtom);
  const hubClosed = useUserHub(
    signedInUserId() ?? portalUser?.id ?? null,
    useCallback(
      (signal) => {
        if (signal.kind === "gap") return run(queryRef.current, "live");
        const { event, replayed } = signal;
        if (event.type !== "update") return;
        if (event.topic === EMAILS_TOPIC) {
          // History replayed on connecting may hold e-mails that arrived after the page's data: read once.
          if (replayed) {
            if (!pendingReplay.current) {
              pendingReplay.current = true;
              setTimeout(() => run(queryRef.current, "live"), 0);
            }
            return;
          }
          setArrived(event.data.subject);
          run(queryRef.current, "live");
        } else if (event.topic === EMAIL_SYNC_TOPIC && !replayed) {
          const { state, fetched, added, error } = event.data;
          setSync(state === "running" ? { state, fetched, added } : state === "done" ? { state, added } : { state: "failed", error });
          if (state !== "running") {
            run(queryRef.current, "live");
            fetchInbox()
              .then(setInbox)
              .catch(() => undefined);
          }
        }
      },
      [run],
    ),
  );

  const activeFilters = (saved ?? []).filter((f) => query.filters.includes(f.id));
  const emptyKind = query.q ? "search" : query.classification ? "group" : "none";

  const list = (
    <section className="email-list-panel" aria-label={t("list.label")} aria-busy={status === "loading"}>
      {fellBack && <FallbackNote onDismiss={() => setFellBack(false)} />}
      {status === "error" ? (
        <div className="email-list-error" role="alert">
          <Callout.Root color="red" variant="surface">
            <Callout.Icon>
              <CircleAlert size={16} />
            </Callout.Icon>
            <Callout.Text>
              {t("error.list")} {failureText(listError)}
            </Callout.Text>
          </Callout.Root>
          <Button type="button" onClick={() => run(queryRef.current, "search")}>
            <RotateCw size={16} aria-hidden="true" />
            {t("action.retry")}
          </Button>
        </div>
      ) : status === "loading" && shown.emails.length === 0 ? (
        <ListSkeleton />
      ) : shown.emails.length === 0 ? (
        <EmptyList kind={emptyKind} query={query.q} group={query.classification} />
      ) : (
        <>
          <ul className={status === "loading" ? "email-list email-list--loading" : "email-list"}>
            {shown.emails.map((email) => (
              <EmailRow key={email.id} email={email} selected={selected === email.id} onOpen={() => setSelected(email.id)} />
            ))}
          </ul>
          {shown.nextCursor && (
            <LoadMore
              className="email-more"
              state={more}
              onMore={loadMore}
              labels={{ more: t("list.loadMore"), loading: t("list.loadingMore"), failed: t("list.loadMoreFailed") }}
            />
          )}
        </>
      )}
    </section>
  );

  const onDeleted = (id: number) => {
    setSelected(null);
    setShown((s) => ({ ...s, emails: s.emails.filter((e) => e.id !== id) }));
    run(queryRef.current, "live");
  };

  return (
    <>
      <PortalHeader />
      <div className="home email-tracker">
        <header className="email-head">
          <div className="email-head__text">
            <PageTitle title={t("page.title")} intro={t("page.intro")} />
          </div>
          <SyncControl
            inbox={inbox}
            progress={sync}
            onProgress={setSync}
            onDisconnected={() => {
              setSync({ state: "idle" });
              setGmailNotice(null);
              fetchInbox()
                .then(setInbox)
                .catch(() => undefined);
            }}
          />
        </header>
        {hubClosed && <RoomClosedNotice cause={hubClosed} />}
        <VisuallyHidden asChild>
          <p aria-live="polite">{arrived ? t("list.newArrived", { subject: arrived }) : ""}</p>
        </VisuallyHidden>
        {gmailNotice && (
          <Callout.Root color={gmailNotice === "connected" ? "green" : "red"} variant="surface" role="status" className="email-note">
            <Callout.Icon>{gmailNotice === "connected" ? <CircleCheck size={16} /> : <CircleAlert size={16} />}</Callout.Icon>
            <Callout.Text>{gmailNotice === "connected" ? t("sync.connected") : t("sync.connectFailed")}</Callout.Text>
            <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t("list.dismiss")} onClick={() => setGmailNotice(null)} className="email-note__close">
              <X size={14} aria-hidden="true" />
            </IconButton>
          </Callout.Root>
        )}
        <SyncStatus
          progress={sync}
          gmailError={gmailErrorShown ? inbox.gmail.error : null}
          onDismiss={() => {
            setSync({ state: "idle" });
            setGmailErrorShown(false);
          }}
        />

        <div className="email-toolbar">
          <search className="email-search">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submitSearch(searchText);
            }}
          >
            <TextField.Root
              size="3"
              type="search"
              value={searchText}
              maxLength={200}
              aria-label={t("search.label")}
              placeholder={t("search.placeholder")}
              onChange={(e) => {
                setSearchText(e.target.value);
                // Clearing the box restores the list.
                if (e.target.value === "" && queryRef.current.q !== "") submitSearch("");
              }}
            >
              <TextField.Slot side="right">
                {searchText && (
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    color="gray"
                    aria-label={t("search.clear")}
                    onClick={() => {
                      setSearchText("");
                      if (queryRef.current.q !== "") submitSearch("");
                    }}
                  >
                    <X size={14} aria-hidden="true" />
                  </IconButton>
                )}
                <IconButton type="submit" size="2" variant="ghost" aria-label={t("search.submit")}>
                  <Search size={16} aria-hidden="true" />
                </IconButton>
              </TextField.Slot>
            </TextField.Root>
          </form>
          </search>
          <FiltersDialog
            saved={saved}
            loadError={filtersError}
            active={query.filters}
            onSaved={(filter) => setSaved((s) => [filter, ...(s ?? []).filter((f) => f.id !== filter.id)])}
            onDeleted={(id) => {
              setSaved((s) => (s ?? []).filter((f) => f.id !== id));
              if (queryRef.current.filters.includes(id)) run(removeFilter(queryRef.current, id), "filters");
            }}
            onApply={onApply}
            onRetryLoad={loadFilters}
          />
        </div>
        <ActiveFilterChips filters={activeFilters} onRemove={(id) => run(removeFilter(queryRef.current, id), "filters")} onClear={() => run(clearFilters(queryRef.current), "filters")} />

        <CategoryCards counts={counts} selected={query.classification} onSelect={onCard} />
        {query.classification && (
          <Text as="p" size="2" color="gray" role="status" className="email-showing">
            {t("cards.showing", { group: t(`group.${query.classification}`) })}
          </Text>
        )}

        {wide ? (
          <div className="email-split">
            {list}
            <aside className="email-panel" aria-label={t("viewer.label")}>
              {selected === null ? (
                <div className="email-panel__empty">
                  <Text as="p" color="gray" size="2">
                    {t("viewer.pick")}
                  </Text>
                </div>
              ) : (
                <EmailViewer key={selected} id={selected} onClose={() => setSelected(null)} onDeleted={onDeleted} />
              )}
            </aside>
          </div>
        ) : (
          <>
            {list}
            <Dialog.Root open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
              <Dialog.Content className="email-sheet" aria-describedby={undefined}>
                <VisuallyHidden asChild>
                  <Dialog.Title>{t("viewer.label")}</Dialog.Title>
                </VisuallyHidden>
                {selected !== null && <EmailViewer key={selected} id={selected} sheet onClose={() => setSelected(null)} onDeleted={onDeleted} />}
              </Dialog.Content>
            </Dialog.Root>
          </>
        )}

        <InboxCard address={inbox.forward_address} />
      </div>
    </>
  );
}
