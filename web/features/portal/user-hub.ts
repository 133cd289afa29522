/**
 * The user's hub (`/parties/user-hub/<userId>`) as a page hears it: every event the worker
 * publishes to the user's tabs (new coaching sessions, tracked e-mails, a mailbox sync's
 * progress, notifications), one socket per page that listens. Reconnects ask for what was missed
 * (`?since=<seq>`). The first connection replays the hub's history before its `hello`: those
 * events come with `replayed: true` (a page decides whether history matters to it). A socket the
 * hub closes for good (signed out, password changed, session ended: `ROOM_CLOSE`) is not
 * reopened; the hook then returns why.
 */
import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { readFrame, roomCloseCause, ROOMS, SINCE_PARAM, userHubEventSchema, type RoomCloseCause, type UserHubStoredEvent } from "../../../party/protocol";

/** A published event, or `gap`: the hub no longer has every event the page missed (re-read what it shows). */
export type HubSignal = { kind: "event"; event: UserHubStoredEvent; replayed: boolean } | { kind: "gap" };

/**
 * Calls `onSignal` with each event of the user's hub while the page is open. Returns why the hub
 * closed the socket for good, or null while it is live (or reconnecting).
 */
export function useUserHub(userId: string | null, onSignal: (signal: HubSignal) => void): RoomCloseCause | null {
  const handler = useRef(onSignal);
  handler.current = onSignal;
  const [ended, setEnded] = useState<RoomCloseCause | null>(null);

  useEffect(() => {
    if (!userId) return;
    let lastSeq = 0;
    // Until the first hello, events with since=0 are the hub's history.
    let replaying = true;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: ROOMS.userHub,
      room: userId,
      query: () => ({ [SINCE_PARAM]: String(lastSeq) }),
      shouldReconnectOnClose: (e) => roomCloseCause(e.code) === null,
    });
    const onClose = (e: CloseEvent) => setEnded(roomCloseCause(e.code));
    const onMessage = (e: MessageEvent) => {
      const parsed = userHubEventSchema.safeParse(readFrame(e.data));
      if (!parsed.success) return console.warn("Ignored a UserHub event that could not be read", e.data);
      const event = parsed.data;
      if (event.type === "hello") {
        lastSeq = event.lastSeq;
        replaying = false;
        if (event.gap) handler.current({ kind: "gap" });
        return;
      }
      if (event.type === "pong" || event.type === "refused") return;
      lastSeq = Math.max(lastSeq, event.seq);
      handler.current({ kind: "event", event, replayed: replaying });
    };
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", onClose);
    return () => {
      socket.removeEventListener("message", onMessage);
      socket.removeEventListener("close", onClose);
      socket.close();
    };
  }, [userId]);
  return ended;
}
