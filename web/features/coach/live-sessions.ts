/**
 * Live session names on the portal home: the user's UserHub (`/parties/user-hub/<userId>`)
 * publishes an `update` on the `coach_sessions` topic when a session is created or renamed in
 * any tab or device; this hook hands each one to the page. Reconnects ask for what was missed
 * (`?since=<seq>`). The first connection replays the hub's history too: applied in order it
 * ends at the current names, and it covers what changed between the page's data and the socket.
 */
import PartySocket from "partysocket";
import { useEffect, useRef } from "react";
import { ROOMS, SINCE_PARAM, type UserHubEvent } from "../../../party/protocol";
import { COACH_SESSIONS_TOPIC, type CoachSessionInfo } from "../../../party/coach-protocol";

const REPLAY_LIMIT = 500;

/** The session a `coach_sessions` update carries (`{ session }`, CoachSessionsUpdate), or null. */
export function sessionFromUpdate(data: unknown): Pick<CoachSessionInfo, "session_id" | "session_name"> & Partial<CoachSessionInfo> | null {
  const candidate = data && typeof data === "object" && "session" in data ? (data as { session: unknown }).session : data;
  if (!candidate || typeof candidate !== "object") return null;
  const { session_id, session_name } = candidate as Record<string, unknown>;
  return typeof session_id === "string" && typeof session_name === "string" ? (candidate as CoachSessionInfo) : null;
}

/**
 * Calls `onChange` with each session created or renamed while the page is open, or with null
 * when an update came that names no session (the page then re-reads the list).
 */
export function useLiveCoachSessions(userId: string | null, onChange: (session: ReturnType<typeof sessionFromUpdate>) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;

  useEffect(() => {
    if (!userId) return;
    let lastSeq = 0;
    let replayed = 0;
    let live = false;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: ROOMS.userHub,
      room: userId,
      query: () => ({ [SINCE_PARAM]: String(lastSeq) }),
    });
    const onMessage = (e: MessageEvent) => {
      if (typeof e.data !== "string") return;
      let event: UserHubEvent;
      try {
        event = JSON.parse(e.data) as UserHubEvent;
      } catch {
        return;
      }
      if (typeof event.seq === "number") lastSeq = Math.max(lastSeq, event.seq);
      if (event.type === "hello") {
        // The hub replays at most 500 events: past that, the page re-reads the list instead.
        if (!live && replayed >= REPLAY_LIMIT) handler.current(null);
        live = true;
        return;
      }
      if (!live) replayed++;
      if (event.type === "update" && event.topic === COACH_SESSIONS_TOPIC) handler.current(sessionFromUpdate(event.data));
    };
    socket.addEventListener("message", onMessage);
    return () => {
      socket.removeEventListener("message", onMessage);
      socket.close();
    };
  }, [userId]);
}
