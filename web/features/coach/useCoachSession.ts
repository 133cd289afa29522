/**
 * One coaching session on the chat screen: its transcript from `GET /api/coach/sessions/:id`,
 * then live through the session's CoachRoom socket (PartySocket, reconnecting with `?since=` the
 * last `seq` seen, so nothing is lost), and the requests the screen makes (send, recap, insights).
 * Without a session, the first message creates one (spec: stored locally only after success).
 * A socket the room closes for good (signed out, password changed, session or subscription
 * ended: `ROOM_CLOSE`) is not reopened; `ended` says why.
 */
import PartySocket from "partysocket";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { coachRoomName, type CoachClientMessage } from "../../../party/coach-protocol";
import { ROOMS, roomCloseCause, SINCE_PARAM, type RoomCloseCause } from "../../../party/protocol";
import type { RefusalLike } from "../../../core/i18n/error-text";
import { ApiError } from "../../api-errors";
import { refusalProbe } from "./refusal-probe";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { createSession, fetchSession } from "./api";
import { chatReducer, initialChatState, isBusy, serverAction } from "./chat-state";
import { newSessionRef, storeSession, type SessionRef } from "./session-ref";

export type LoadStatus = "idle" | "loading" | "ready" | "missing" | "error";
export type Connection = "offline" | "connecting" | "open";

/** How long a request may wait for the room to start answering before the user is told. */
const NO_ANSWER_MS = 45_000;

const newClientMessageId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

interface Options {
  /** The session to show (from the URL or local storage), or null for a new chat. */
  session: SessionRef | null;
  userId: string | null;
  /** Called once a session exists on the server for a chat that started without one. */
  onCreated: (ref: SessionRef) => void;
  /** Called when the session to show does not exist (or is not this user's). */
  onMissing?: (ref: SessionRef) => void;
}

export function useCoachSession({ session, userId, onCreated, onMissing }: Options) {
  const t = useT("coach");
  const errorText = useErrorText();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [load, setLoad] = useState<{ id: string | null; status: LoadStatus; error?: RefusalLike }>({ id: null, status: "idle" });
  const [connection, setConnection] = useState<Connection>("offline");
  const [attempt, setAttempt] = useState(0);
  /** Why the room closed this tab's socket for good, if it did. */
  const [ended, setEnded] = useState<RoomCloseCause | null>(null);
  const socketRef = useRef<PartySocket | null>(null);
  const lastSeq = useRef(0);
  lastSeq.current = state.lastSeq;
  /** Messages waiting for a socket (the session is being created). */
  const queued = useRef<CoachClientMessage[]>([]);
  /** A session this tab has just created: it needs no loading, only a socket. */
  const created = useRef<string | null>(null);
  const callbacks = useRef({ onCreated, onMissing });
  callbacks.current = { onCreated, onMissing };

  const sessionId = session?.id ?? null;
  // The status belongs to the session it was loaded for: a newly shown session starts loading
  // in the same render, so nothing (the socket, the rails) acts on the previous one's status.
  const status: LoadStatus = !sessionId ? "idle" : load.id === sessionId ? load.status : created.current === sessionId ? "ready" : "loading";

  // Load the session's transcript when another session is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a retry: a new value runs the effect again.
  useEffect(() => {
    if (!sessionId) return;
    if (created.current === sessionId) {
      setLoad({ id: sessionId, status: "ready" });
      return;
    }
    dispatch({ type: "reset", session: null });
    setLoad({ id: sessionId, status: "loading" });
    const controller = new AbortController();
    fetchSession(sessionId, controller.signal)
      .then(({ session: info, messages }) => {
        dispatch({ type: "loaded", session: info, messages });
        setLoad({ id: sessionId, status: "ready" });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
          setLoad({ id: sessionId, status: "missing" });
          callbacks.current.onMissing?.({ id: sessionId, name: "" });
        } else {
          // The server's reason when it gave one (no subscription, signed out); else the network's fault.
          setLoad({ id: sessionId, status: "error", error: err instanceof ApiError ? err : undefined });
        }
      });
    return () => controller.abort();
  }, [sessionId, attempt]);

  // Live: one socket per session, opened once the session is known to exist.
  useEffect(() => {
    if (!sessionId || !userId || status !== "ready") return;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: ROOMS.coachRoom,
      room: coachRoomName(userId, sessionId),
      // Read on every (re)connect: the room replays what came after the last event seen.
      query: () => ({ [SINCE_PARAM]: String(lastSeq.current) }),
      maxEnqueuedMessages: 20,
      // Ordinary drops reconnect; a room that ended the socket for a reason is not asked again.
      shouldReconnectOnClose: (e) => roomCloseCause(e.code) === null,
    });
    socketRef.current = socket;
    setConnection("connecting");
    const onMessage = (e: MessageEvent) => {
      const action = serverAction(e.data);
      if (action) dispatch(action);
    };
    const probe = refusalProbe(sessionId, (err) => {
      socket.close();
      if (err.status === 404) {
        setLoad({ id: sessionId, status: "missing" });
        callbacks.current.onMissing?.({ id: sessionId, name: "" });
      } else setLoad({ id: sessionId, status: "error", error: err });
    });
    const onOpen = () => {
      probe.opened();
      setConnection("open");
    };
    const onClose = (e: CloseEvent) => {
      const cause = roomCloseCause(e.code);
      if (cause) {
        setEnded(cause);
        setConnection("offline");
        return;
      }
      setConnection("connecting");
      probe.failed();
    };
    socket.addEventListener("message", onMessage);
    socket.addEventListener("open", onOpen);
    socket.addEventListener("close", onClose);
    for (const message of queued.current.splice(0)) socket.send(JSON.stringify(message));
    return () => {
      socket.removeEventListener("message", onMessage);
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("close", onClose);
      socket.close();
      socketRef.current = null;
      setConnection("offline");
    };
  }, [sessionId, userId, status]);

  // A request the room never starts answering (socket refused, network gone) does not spin forever.
  const requestedId = state.requested?.clientMessageId ?? null;
  const noAnswer = t("notice.noAnswer");
  useEffect(() => {
    if (!requestedId) return;
    const timer = setTimeout(() => dispatch({ type: "request_failed", clientMessageId: requestedId, message: noAnswer }), NO_ANSWER_MS);
    return () => clearTimeout(timer);
  }, [requestedId, noAnswer]);

  const transmit = useCallback((message: CoachClientMessage) => {
    if (socketRef.current) socketRef.current.send(JSON.stringify(message));
    else queued.current.push(message);
  }, []);

  const busy = isBusy(state);

  /** Submit (spec: append, clear input, busy; create the session first when there is none). */
  const send = useCallback(
    async (text: string) => {
      const value = text.trim();
      if (!value || busy) return;
      const clientMessageId = newClientMessageId();
      dispatch({ type: "submit", clientMessageId, text: value, at: new Date().toISOString() });
      if (sessionId) {
        transmit({ type: "send", clientMessageId, text: value });
        return;
      }
      const ref = newSessionRef(new Date(), t);
      try {
        const info = await createSession(ref);
        const stored = { id: info.session_id, name: info.session_name };
        storeSession(stored);
        created.current = stored.id;
        queued.current.push({ type: "send", clientMessageId, text: value });
        callbacks.current.onCreated(stored);
      } catch (err) {
        dispatch({
          type: "request_failed",
          clientMessageId,
          message: t("notice.startFailed", { reason: errorText.refusal(err instanceof ApiError ? err : { message: err instanceof Error ? err.message : "", status: 0 }) }),
        });
      }
    },
    [busy, sessionId, transmit, t, errorText],
  );

  /** Recap (spec: only when a session exists). */
  const recap = useCallback(() => {
    if (!sessionId || busy) return false;
    const clientMessageId = newClientMessageId();
    dispatch({ type: "request", kind: "recap", clientMessageId });
    transmit({ type: "recap", clientMessageId });
    return true;
  }, [busy, sessionId, transmit]);

  /** Get Insights on one of the user's resumes. */
  const insights = useCallback(
    (resumeId: number) => {
      if (!sessionId || busy) return false;
      const clientMessageId = newClientMessageId();
      dispatch({ type: "request", kind: "insights", clientMessageId });
      transmit({ type: "insights", clientMessageId, resumeId });
      return true;
    },
    [busy, sessionId, transmit],
  );

  const setInput = useCallback((text: string) => dispatch({ type: "input", text }), []);
  const dismissNotice = useCallback(() => dispatch({ type: "notice", notice: null }), []);
  const showNotice = useCallback((text: string) => dispatch({ type: "notice", notice: { tone: "info", text, from: "screen" } }), []);
  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);
  /** Leaves the current session for a blank chat (the input keeps its text). */
  const startOver = useCallback(() => {
    created.current = null;
    dispatch({ type: "reset", session: null });
  }, []);

  /** Why the session could not be loaded, in the interface's language (null: the network, most likely). */
  const loadError = load.id === sessionId && load.status === "error" && load.error ? errorText.refusal(load.error) : null;

  return { state, status, loadError, ended, connection, busy, send, recap, insights, setInput, dismissNotice, showNotice, retryLoad, startOver };
}
