import { VisuallyHidden } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/I18n";
import { signedInUserId } from "../../state/session";
import { ChatTopNav, CoachHeader } from "../portal/chat-header";
import { portalUserAtom } from "../portal/state";
import { useMediaQuery } from "../portal/useMediaQuery";
import { streamingAnswer, visibleAdditionalResponse, visibleTools } from "./chat-state";
import { Composer } from "./Composer";
import { KnowledgePanel } from "./KnowledgePanel";
import { LoadingScreen } from "./LoadingScreen";
import { placeholderRange } from "./prompts";
import { LeftRail, RightRail, type WindowId } from "./Rails";
import { RecapDialog } from "./RecapDialog";
import { RoomClosed, SessionProblem } from "./room-closed";
import { storedSession, storeSession, type SessionRef } from "./session-ref";
import { TalkPanel } from "./TalkPanel";
import { useCoachSession } from "./useCoachSession";
import { BlogWindow } from "./windows/BlogWindow";
import { BooksWindow } from "./windows/BooksWindow";
import { SHEET_QUERY } from "./windows/FloatingWindow";
import { GalleryWindow } from "./windows/GalleryWindow";
import { NewsletterWindow } from "./windows/NewsletterWindow";
import { ToolsWindow } from "./windows/ToolsWindow";
import "./coach.css";

/** From this width the Knowledge base and Talk to Coach panels sit side by side; below, as tabs. */
const TWO_COLUMNS = "(min-width: 1180px)";

interface ChatPageProps {
  /** The session the URL names (`?session_id=&session_name=` or `/:sessionName/:sessionId`). */
  urlSession: SessionRef | null;
  /** `?new=1`: start a blank session (Create New Session). */
  fresh?: boolean;
}

/**
 * /portal/assistant-chat: the coaching session screen (spec section 2, "Assistant chat"). The
 * session is the one the URL names, else the one stored in this browser, else a new one that
 * the first message creates.
 */
export function ChatPage({ urlSession, fresh = false }: ChatPageProps) {
  const t = useT("coach");
  const navigate = useNavigate();
  const portalUser = useAtomValue(portalUserAtom);
  const userId = signedInUserId() ?? portalUser?.id ?? null;
  const [session, setSession] = useState<SessionRef | null>(() => (fresh ? null : (urlSession ?? storedSession())));
  const [panel, setPanel] = useState<"talk" | "kb">("talk");
  const [openWindow, setOpenWindow] = useState<{ id: WindowId; opener: HTMLElement } | null>(null);
  const [recapOpen, setRecapOpen] = useState(false);
  const [kbNote, setKbNote] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const twoColumns = useMediaQuery(TWO_COLUMNS);
  const sheet = useMediaQuery(SHEET_QUERY);

  /** Puts the session in the address bar, so a reload or a shared link reopens it. */
  const writeUrl = useCallback(
    (ref: SessionRef | null) => {
      void navigate({ to: "/portal/assistant-chat", search: ref ? { session_id: ref.id, session_name: ref.name } : {}, replace: true });
    },
    [navigate],
  );

  const chat = useCoachSession({
    session,
    userId,
    onCreated: (ref) => {
      setSession(ref);
      writeUrl(ref);
    },
    onMissing: (ref) => {
      if (storedSession()?.id === ref.id) storeSession(null);
    },
  });
  const { state, status, busy } = chat;

  // The URL decides when it names a session; otherwise the address bar follows the session shown.
  // Runs when the URL changes only, not when the session state does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to the session state here would fight the user's own navigation.
  useEffect(() => {
    if (fresh) {
      storeSession(null);
      setSession(null);
      chat.startOver();
      writeUrl(null);
      return;
    }
    if (urlSession && urlSession.id !== session?.id) setSession(urlSession);
    else if (!urlSession && session) writeUrl(session);
  }, [fresh, urlSession?.id]);

  // A session that loaded becomes this browser's current one (the Assistant link returns to it),
  // and its name (renamed in another tab) follows into the address bar and storage.
  const serverName = state.session?.session_name;
  useEffect(() => {
    if (status !== "ready" || !session || !serverName) return;
    storeSession({ id: session.id, name: serverName });
    if (serverName !== session.name) {
      const renamed = { id: session.id, name: serverName };
      setSession(renamed);
      writeUrl(renamed);
    }
  }, [status, session, serverName, writeUrl]);

  // On narrow screens, new findings light up the Knowledge base tab.
  const tools = visibleTools(state);
  const additional = visibleAdditionalResponse(state);
  const kbKey = `${state.pending?.replyId ?? ""}:${tools.length}:${additional.length}`;
  const [seenKbKey, setSeenKbKey] = useState(kbKey);
  useEffect(() => {
    if (panel === "kb" || twoColumns) setSeenKbKey(kbKey);
  }, [panel, kbKey, twoColumns]);
  const kbUnseen = panel !== "kb" && kbKey !== seenKbKey && (tools.length > 0 || additional !== "");

  // Closing a window gives focus back to the rail button that opened it.
  const openWindowRef = useRef(openWindow);
  openWindowRef.current = openWindow;
  const closeWindow = useCallback(() => {
    const opener = openWindowRef.current?.opener;
    setOpenWindow(null);
    if (opener && document.contains(opener)) requestAnimationFrame(() => opener.focus({ preventScroll: true }));
  }, []);
  const openWindowFor = (id: WindowId, opener: HTMLElement) => setOpenWindow((current) => (current?.id === id ? null : { id, opener }));

  /** A prompt template goes into the box with its <PLACEHOLDER> selected, ready to type over. */
  const pickPrompt = (template: string) => {
    chat.setInput(template);
    setPanel("talk");
    if (sheet) setOpenWindow(null);
    requestAnimationFrame(() => {
      const el = inputRef.current;
      if (!el) return;
      el.focus();
      const range = placeholderRange(template);
      if (range) el.setSelectionRange(range.start, range.end);
      else el.setSelectionRange(template.length, template.length);
    });
  };

  const submit = () => {
    setKbNote(null);
    void chat.send(state.input);
  };

  const confirmRecap = () => {
    if (chat.recap()) {
      setKbNote(null);
      if (!twoColumns) setPanel("kb");
    } else if (!session || status !== "ready") {
      setKbNote(t("notice.nothingToRecap"));
      if (!twoColumns) setPanel("kb");
    } else {
      chat.showNotice(t("notice.recapBusy"));
    }
  };

  const newSession = () => {
    storeSession(null);
    setSession(null);
    setOpenWindow(null);
    setKbNote(null);
    chat.startOver();
    writeUrl(null);
    setPanel("talk");
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const sessionKnown = session !== null && status === "ready";
  const streaming = streamingAnswer(state);
  const loadingKind = state.pending?.kind ?? state.requested?.kind ?? null;

  const composer = (
    <Composer
      ref={inputRef}
      value={state.input}
      onChange={chat.setInput}
      onSubmit={submit}
      busy={busy}
      notice={state.notice}
      onDismissNotice={chat.dismissNotice}
      offline={sessionKnown && chat.connection === "connecting" && state.outbox.length > 0}
    />
  );

  let content: ReactNode;
  if (chat.ended) {
    // The room ended this tab's socket for good (signed out, password changed, session or subscription over).
    content = <RoomClosed cause={chat.ended} />;
  } else if (status === "loading") content = <LoadingScreen />;
  else if (status === "missing" || status === "error") {
    content = (
      <SessionProblem
        missing={status === "missing"}
        title={status === "missing" ? t("missing.title") : t("loadError.title")}
        text={status === "missing" ? t("missing.text") : (chat.loadError ?? t("loadError.text"))}
        retry={{ label: t("tryAgain"), onClick: chat.retryLoad }}
        startNew={{ label: t("startNew"), onClick: newSession }}
      />
    );
  } else {
    content = (
      <>
        {!twoColumns && (
          <div className="coach-tabs" role="tablist" aria-label={t("tabs.label")}>
            <button type="button" role="tab" id="coach-tab-talk" aria-selected={panel === "talk"} aria-controls="coach-panel-talk" onClick={() => setPanel("talk")}>
              {t("talk.title")}
            </button>
            <button
              type="button"
              role="tab"
              id="coach-tab-kb"
              aria-selected={panel === "kb"}
              aria-controls="coach-panel-kb"
              onClick={() => setPanel("kb")}
            >
              {t("kb.title")}
              {(kbUnseen || (busy && loadingKind !== "insights")) && (
                <span className="coach-tabs__dot">
                  <VisuallyHidden>{t("tabs.new")}</VisuallyHidden>
                </span>
              )}
            </button>
          </div>
        )}
        <div className="coach-panels">
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the slot is a tabpanel (and labelled) only on narrow screens, where the panels become tabs. */}
          <div id="coach-panel-kb" className="coach-panels__slot coach-panels__slot--kb" role={twoColumns ? undefined : "tabpanel"} aria-labelledby={twoColumns ? undefined : "coach-tab-kb"} hidden={!twoColumns && panel !== "kb"}>
            <KnowledgePanel tools={tools} additionalResponse={additional} loading={busy && loadingKind !== "insights"} loadingKind={loadingKind} note={kbNote} />
          </div>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: as above, a tabpanel only on narrow screens. */}
          <div id="coach-panel-talk" className="coach-panels__slot coach-panels__slot--talk" role={twoColumns ? undefined : "tabpanel"} aria-labelledby={twoColumns ? undefined : "coach-tab-talk"} hidden={!twoColumns && panel !== "talk"}>
            <TalkPanel
              sessionName={state.session?.session_name ?? session?.name ?? null}
              messages={state.messages}
              outbox={state.outbox}
              streaming={streaming}
              onPickPrompt={pickPrompt}
              onNewSession={newSession}
              composer={composer}
              hidden={!twoColumns && panel !== "talk"}
            />
          </div>
        </div>
      </>
    );
  }

  const frame = openWindow ? { opener: openWindow.opener, onClose: closeWindow } : null;

  return (
    <div className="coach-page" data-connection={chat.connection}>
      <div className="coach-page__head">
        <CoachHeader />
        <ChatTopNav />
      </div>
      <div className="coach-page__body">
        <LeftRail open={openWindow?.id ?? null} onOpen={openWindowFor} onRecap={() => setRecapOpen(true)} />
        <div className="coach-page__center">{content}</div>
        <RightRail open={openWindow?.id ?? null} onOpen={openWindowFor} enabled={sessionKnown} />
      </div>

      {frame && openWindow?.id === "tools" && <ToolsWindow {...frame} onPick={pickPrompt} />}
      {frame && openWindow?.id === "books" && <BooksWindow {...frame} />}
      {frame && openWindow?.id === "resumes" && <GalleryWindow {...frame} busy={busy} onInsights={chat.insights} />}
      {frame && openWindow?.id === "blog" && <BlogWindow {...frame} />}
      {frame && openWindow?.id === "newsletter" && <NewsletterWindow {...frame} />}

      <RecapDialog open={recapOpen} onOpenChange={setRecapOpen} onConfirm={confirmRecap} />
    </div>
  );
}
